import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { dealPayments, deals, payoutAccounts } from '../../db/schema.ts';
import type { Tx } from '../../db/tx.ts';
import { FEE_REFUND_STEP } from '../../../domain/deals/deal-fee.ts';
import { capturedFeeOf } from './buyer-fee.ts';

export const NO_PAYOUT_ACCOUNT = 'The seller has not set up payouts yet; the transfer waits for their payout account.';

/**
 * Asks the payment provider for a deal's pending transfer and refund (after the move that decided them
 * committed). Each is idempotent at the provider on (deal, step), so two instances, or a retry after a
 * crash, move the money once; the row becomes done with the provider's reference. A refused move stays
 * pending with its reason, retried by the deadline job.
 */
export async function executeDealPayments(deps: AppDeps, dealId: string): Promise<void> {
  const rows = await deps.db.select().from(dealPayments).where(eq(dealPayments.dealId, dealId)).orderBy(asc(dealPayments.createdAt));
  const charge = rows.find((r) => r.step === 'charge');
  for (const p of rows) {
    if (p.status !== 'pending' || p.step === 'charge') continue;
    try {
      const second = secondPaymentOf(p.step);
      if (p.step === FEE_REFUND_STEP) {
        await markDone(deps, p.id, await returnBuyerFee(deps, dealId, Number(p.amountCents)));
        continue;
      }
      if (!second && !charge?.providerReference) throw new Error('The deal has no recorded charge to move money from.');
      let reference: string;
      if (second) {
        ({ reference } = await deps.payments.refundBuyer({ dealId, step: p.step, paymentReference: second, amountCents: Number(p.amountCents) }));
      } else if (p.step === 'transfer') {
        const [deal] = await deps.db.select({ sellerId: deals.sellerId }).from(deals).where(eq(deals.id, dealId));
        const [account] = await deps.db.select({ accountId: payoutAccounts.accountId }).from(payoutAccounts).where(eq(payoutAccounts.userId, deal!.sellerId));
        if (!account) throw new Error(NO_PAYOUT_ACCOUNT);
        ({ reference } = await deps.payments.transferToSeller({
          dealId,
          step: 'transfer',
          paymentReference: charge!.providerReference!,
          destinationAccount: account.accountId,
          amountCents: Number(p.amountCents),
        }));
      } else {
        ({ reference } = await deps.payments.refundBuyer({
          dealId,
          step: 'refund',
          paymentReference: charge!.providerReference!,
          amountCents: Number(p.amountCents),
        }));
      }
      await markDone(deps, p.id, reference);
    } catch (err) {
      const message = err instanceof Error ? err.message : 'Unexpected error';
      deps.logger.warn({ dealId, step: p.step, err: message }, 'deal money move not done yet');
      await deps.db
        .update(dealPayments)
        .set({ attempts: sql`${dealPayments.attempts} + 1`, lastError: message })
        .where(eq(dealPayments.id, p.id));
    }
  }
}

async function markDone(deps: AppDeps, id: string, reference: string | null): Promise<void> {
  await deps.db
    .update(dealPayments)
    .set({ status: 'done', providerReference: reference, doneAt: deps.clock.now(), attempts: sql`${dealPayments.attempts} + 1`, lastError: null })
    .where(and(eq(dealPayments.id, id), eq(dealPayments.status, 'pending')));
}

/**
 * Decision 031: the buyer fee returned, a refund of the buyer's captured bid hold (the payment the fee was taken
 * by) through the provider, idempotent on (deal, 'fee_refund'). A remote provider must have captured the hold first
 * (syncHolds), else the move waits and is retried. A sale recorded without the ledger (the demo data) took no fee
 * through the provider: nothing moves, and the return reads done with no reference.
 */
async function returnBuyerFee(deps: AppDeps, dealId: string, amountCents: number): Promise<string | null> {
  const [deal] = await deps.db.select({ auctionId: deals.auctionId, buyerId: deals.buyerId }).from(deals).where(eq(deals.id, dealId));
  const hold = deal ? await capturedFeeOf(deps.db, deal) : null;
  if (!hold) return null;
  if (!hold.reference || (deps.payments.remoteHolds && hold.syncedStatus !== 'captured'))
    throw new Error('The buyer fee is not captured at the provider yet; its return waits for it.');
  const { reference } = await deps.payments.refundBuyer({ dealId, step: FEE_REFUND_STEP, paymentReference: hold.reference, amountCents });
  return reference;
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
export async function returnSecondPayment(
  tx: Tx,
  deps: AppDeps,
  o: { dealId: string; reference: string; amountCents: number; now: Date },
): Promise<'same_payment' | 'returned'> {
  const [charge] = await tx
    .select({ reference: dealPayments.providerReference })
    .from(dealPayments)
    .where(and(eq(dealPayments.dealId, o.dealId), eq(dealPayments.step, 'charge')));
  // A charge without a reference cannot be told apart from this one: never return what may be the deal's own payment.
  // With no charge at all (the deal took no payment: it refused this one), this one is returned.
  if (charge && (charge.reference === null || charge.reference === o.reference)) return 'same_payment';
  await tx
    .insert(dealPayments)
    .values({
      dealId: o.dealId,
      step: secondPaymentStep(o.reference),
      amountCents: o.amountCents,
      status: 'pending',
      provider: deps.payments.kind,
      createdAt: o.now,
    })
    .onConflictDoNothing();
  return 'returned';
}
