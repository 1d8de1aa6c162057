import type { AppDeps } from '../../app-deps.ts';
import { AppError, forbidden } from '../../http/errors.ts';
import { withQuery } from '../../platform/payments/payments.ts';
import { DEAL_MESSAGES } from '../../../domain/deals/deal-rules.ts';
import type { DealPaymentOutcome } from '../../../domain/deals/deal-view.ts';
import { afterMove, writeMove } from './apply-move.ts';
import { executeDealPayments, returnSecondPayment } from './deal-money.ts';
import { dealNotFound, lockDeal, readDeal } from './deal-rows.ts';
import { auctionTitleOf } from './read-deals.ts';

export const DEAL_PAYMENT_QUERY = 'deal_payment';

/** The deal page an answer of the provider comes back to. */
export const dealPath = (dealId: string) => `/deals/${dealId}`;

/**
 * POST /api/deals/:id/pay: the buyer of a held-payment deal pays the price by the provider's checkout
 * (sandbox by default). The deal moves only when the checkout is verified paid (its return or the webhook).
 */
export async function startDealCheckout(deps: AppDeps, input: { dealId: string; userId: string; email: string }): Promise<{ url: string }> {
  const deal = await readDeal(deps.db, input.dealId);
  if (!deal) throw dealNotFound();
  if (deal.sellerId === input.userId) throw forbidden(DEAL_MESSAGES.notYourMove);
  if (deal.buyerId !== input.userId) throw dealNotFound();
  if (deal.paymentMethod !== 'held') throw new AppError(409, 'NOT_NOW', DEAL_MESSAGES.heldOnly);
  if (deal.state !== 'awaiting_payment') throw new AppError(409, 'NOT_NOW', DEAL_MESSAGES.notAwaitingPayment);
  const successPath = withQuery(dealPath(deal.id), { [DEAL_PAYMENT_QUERY]: '{CHECKOUT_SESSION_ID}' });
  const cancelPath = withQuery(dealPath(deal.id), { [DEAL_PAYMENT_QUERY]: 'cancelled' });
  const checkout = await deps.payments.createDealCheckout({
    dealId: deal.id,
    userId: input.userId,
    email: input.email,
    auctionId: deal.auctionId,
    description: await auctionTitleOf(deps.db, deal.auctionId),
    amountCents: deal.price * 100,
    successUrl: `${deps.config.publicUrl}${successPath}`,
    successPath,
    cancelUrl: `${deps.config.publicUrl}${cancelPath}`,
    cancelPath,
  });
  return { url: checkout.url };
}

/**
 * A deal's checkout completed (the webhook, or the buyer's return to the deal page): the 'pay' move, once.
 * A retry (the webhook again after a crash, the return after the webhook) finds the charge recorded and
 * changes nothing; a payment that completes after the deal was cancelled is recorded and refunded at once;
 * another payment of a deal already paid (a second checkout, or one that crossed an admin's charge of the
 * accepted offer) is returned at once, and the deal keeps the payment that paid it.
 */
export async function verifyDealPayment(
  deps: AppDeps,
  input: { sessionId: string; userId?: string },
): Promise<{ outcome: DealPaymentOutcome; dealId: string | null }> {
  const v = await deps.payments.verifyDealCheckout(input.sessionId);
  if (!v.paid || !v.dealId || !v.reference) return { outcome: 'unpaid', dealId: v.dealId };
  const dealId = v.dealId;
  const done = await deps.db.transaction(async (tx) => {
    const row = await lockDeal(tx, dealId);
    if (!row) throw dealNotFound();
    if (input.userId !== undefined && input.userId !== row.buyerId) throw dealNotFound();
    if (v.userId !== row.buyerId || v.amountCents !== row.price * 100)
      throw new AppError(409, 'PAYMENT_MISMATCH', 'This payment does not match the deal. Contact support with the deal’s address.');
    if (Number(row.chargedCents) > 0) {
      const second = await returnSecondPayment(tx, deps, { dealId, reference: v.reference!, amountCents: v.amountCents, now: deps.clock.now() });
      return { outcome: second === 'returned' ? ('returned_second' as const) : ('already_paid' as const), row: null };
    }
    const cancelled = row.state === 'cancelled';
    const updated = await writeMove(deps, tx, row, { dealId, move: 'pay', userId: null, details: { chargeReference: v.reference! } });
    return { outcome: cancelled ? ('refunded_late' as const) : ('paid' as const), row: updated };
  });
  if (done.row) await afterMove(deps, done.row);
  if (done.outcome === 'returned_second')
    await executeDealPayments(deps, dealId).catch((err: unknown) =>
      deps.logger.error({ err, dealId }, 'second payment not returned yet; the deadline job retries'),
    );
  return { outcome: done.outcome, dealId };
}
