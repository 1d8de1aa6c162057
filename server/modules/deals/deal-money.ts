import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { dealPayments, deals, payoutAccounts } from '../../db/schema.ts';
import type { Tx } from '../../db/tx.ts';

export const NO_PAYOUT_ACCOUNT = 'The seller has not set up payouts yet; the transfer waits for their payout account.';

/**
 * Asks the payment provider for a deal's pending transfer and refund (after the move that decided them
 * committed). Each is idempotent at the provider on (deal, step), so two instances, or a retry after a
 * crash, move the money once; the row becomes done with the provider's reference. A refused move stays
 * pending with its reason, retried by the deadline job.
 */
export async function executeDealPayments(deps: AppDeps, dealId: string): Promise<void> {
  const rows = await deps.db
    .select()
    .from(dealPayments)
    .where(eq(dealPayments.dealId, dealId))
    .orderBy(asc(dealPayments.createdAt));
  const charge = rows.find((r) => r.step === 'charge');
  for (const p of rows) {
    if (p.status !== 'pending' || p.step === 'charge') continue;
    try {
      const second = secondPaymentOf(p.step);
      if (!second && !charge?.providerReference) throw new Error('The deal has no recorded charge to move money from.');
      let reference: string;
      if (second) {
        ({ reference } = await deps.payments.refundBuyer({ dealId, step: p.step, paymentReference: second, amountCents: Number(p.amountCents) }));
      } else if (p.step === 'transfer') {
        const [deal] = await deps.db.select({ sellerId: deals.sellerId }).from(deals).where(eq(deals.id, dealId));
        const [account] = await deps.db.select({ accountId: payoutAccounts.accountId }).from(payoutAccounts).where(eq(payoutAccounts.userId, deal!.sellerId));
        if (!account) throw new Error(NO_PAYOUT_ACCOUNT);
        ({ reference } = await deps.payments.transferToSeller({ dealId, step: 'transfer', paymentReference: charge!.providerReference!, destinationAccount: account.accountId, amountCents: Number(p.amountCents) }));
      } else {
        ({ reference } = await deps.payments.refundBuyer({ dealId, step: 'refund', paymentReference: charge!.providerReference!, amountCents: Number(p.amountCents) }));
      }
      await deps.db
        .update(dealPayments)
        .set({ status: 'done', providerReference: reference, doneAt: deps.clock.now(), attempts: sql`${dealPayments.attempts} + 1`, lastError: null })
        .where(and(eq(dealPayments.id, p.id), eq(dealPayments.status, 'pending')));
    } catch (err) {
      const message = err instanceof Error ? err.message : 'Unexpected error';
      deps.logger.warn({ dealId, step: p.step, err: message }, 'deal money move not done yet');
      await deps.db.update(dealPayments).set({ attempts: sql`${dealPayments.attempts} + 1`, lastError: message }).where(eq(dealPayments.id, p.id));
    }
  }
}

/** The deals with a money move still pending since before `before` (the deadline job retries them). */
export async function dealsWithPendingMoney(deps: AppDeps, before: Date, limit = 50): Promise<string[]> {
  const rows = await deps.db
    .selectDistinct({ dealId: dealPayments.dealId })
    .from(dealPayments)
    .where(and(eq(dealPayments.status, 'pending'), lt(dealPayments.createdAt, before)))
    .limit(limit);
  return rows.map((r) => r.dealId);
}

/**
 * A deal takes one payment. Any other payment of it (a second checkout the buyer completed in another tab, a
 * checkout completed while an admin charged the accepted offer, or the admin's charge that came second) is
 * returned in full at once: a pending move of its own, step `return:{its reference}`, refunded from that payment
 * after commit (and retried by the deadline job like any other). The deal's own money is not touched.
 */
export const RETURN_STEP = 'return:';
export const secondPaymentStep = (reference: string) => `${RETURN_STEP}${reference}`;
const secondPaymentOf = (step: string): string | null => (step.startsWith(RETURN_STEP) ? step.slice(RETURN_STEP.length) : null);

/**
 * In the transaction that holds the deal's lock: a payment of `reference` arrived that the deal does not take (it is
 * paid already, or no longer takes a payment). The payment that pays it stays; this one is recorded to be returned
 * (once, however often it is reported). 'same_payment' when `reference` is the deal's own charge (a retry of the
 * payment that paid it: nothing to return).
 */
export async function returnSecondPayment(tx: Tx, deps: AppDeps, o: { dealId: string; reference: string; amountCents: number; now: Date }): Promise<'same_payment' | 'returned'> {
  const [charge] = await tx
    .select({ reference: dealPayments.providerReference })
    .from(dealPayments)
    .where(and(eq(dealPayments.dealId, o.dealId), eq(dealPayments.step, 'charge')));
  // A charge without a reference cannot be told apart from this one: never return what may be the deal's own payment.
  // With no charge at all (the deal took no payment: it refused this one), this one is returned.
  if (charge && (charge.reference === null || charge.reference === o.reference)) return 'same_payment';
  await tx
    .insert(dealPayments)
    .values({ dealId: o.dealId, step: secondPaymentStep(o.reference), amountCents: o.amountCents, status: 'pending', provider: deps.payments.kind, createdAt: o.now })
    .onConflictDoNothing();
  return 'returned';
}
