import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { dealPayments, deals, payoutAccounts } from '../../db/schema.ts';

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
      if (!charge?.providerReference) throw new Error('The deal has no recorded charge to move money from.');
      let reference: string;
      if (p.step === 'transfer') {
        const [deal] = await deps.db.select({ sellerId: deals.sellerId }).from(deals).where(eq(deals.id, dealId));
        const [account] = await deps.db.select({ accountId: payoutAccounts.accountId }).from(payoutAccounts).where(eq(payoutAccounts.userId, deal!.sellerId));
        if (!account) throw new Error(NO_PAYOUT_ACCOUNT);
        ({ reference } = await deps.payments.transferToSeller({ dealId, step: 'transfer', paymentReference: charge.providerReference, destinationAccount: account.accountId, amountCents: Number(p.amountCents) }));
      } else {
        ({ reference } = await deps.payments.refundBuyer({ dealId, step: 'refund', paymentReference: charge.providerReference, amountCents: Number(p.amountCents) }));
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
