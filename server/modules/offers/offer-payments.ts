import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctions, deals, offerPayments, offers, paymentLedger, profiles, users } from '../../db/schema.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { auctionPath } from '../../../domain/auction-path.ts';
import { dollarsToCents, formatUsd } from '../../../domain/money.ts';
import { checkMoneyReason } from '../../../domain/admin-money.ts';
import { ChargeDeclinedError } from '../../platform/payments/payments.ts';
import { layout, escape } from '../../platform/mail/templates.ts';
import { authorizationReference } from '../authorization/check-authorization.ts';
import { offerNotFound } from './offer-errors.ts';
import { recordAudit } from '../admin-audit/record-audit.ts';
import { afterMove, writeMove } from '../deals/apply-move.ts';
import { executeDealPayments, returnSecondPayment } from '../deals/deal-money.ts';
import { lockDeal, type DealRow } from '../deals/deal-rows.ts';

export type OfferPaymentStatus = 'awaiting' | 'processing' | 'succeeded' | 'failed';

export interface AcceptedOfferPayment {
  offerId: string;
  auctionId: string;
  auctionTitle: string;
  auctionPath: string;
  buyerName: string;
  buyerEmail: string;
  amount: number;
  acceptedAt: string;
  payment: { id: string; status: OfferPaymentStatus; attempts: number; failureReason: string | null; providerReference: string | null; processedAt: string | null } | null;
  deal: { id: string; state: string; paymentMethod: 'held' | 'direct'; paidAtCheckout: boolean } | null;
}

export const OFFER_PAID_DIRECTLY = 'The buyer pays this seller directly; the seller confirms the payment on the deal page.';
export const OFFER_DEAL_PAID = 'The buyer has already paid for this deal. Nothing more is charged.';
export const OFFER_DEAL_CLOSED = 'This sale was cancelled, so there is nothing to charge.';
export const OFFER_CROSSED_CHECKOUT = 'The buyer paid at the deal’s checkout at the same time. This charge was refunded in full; nothing more is charged.';

/** The deal each offer made (issue 26 item 10), the newest when a sale fell through and was made again. */
async function dealsOfOffers(deps: AppDeps, offerIds: string[]) {
  if (offerIds.length === 0) return new Map<string, typeof deals.$inferSelect>();
  const rows = await deps.db.select().from(deals).where(inArray(deals.offerId, offerIds)).orderBy(desc(deals.createdAt));
  const byOffer = new Map<string, typeof deals.$inferSelect>();
  for (const d of rows) if (d.offerId && !byOffer.has(d.offerId)) byOffer.set(d.offerId, d);
  return byOffer;
}

/** SPEC 1, 6: the accepted offers and the state of their payment, those awaiting payment first, newest first. */
export async function listOfferPayments(deps: AppDeps): Promise<AcceptedOfferPayment[]> {
  const rows = await deps.db
    .select({
      offer: { id: offers.id, auctionId: offers.auctionId, amount: offers.amount, updatedAt: offers.updatedAt },
      auction: { id: auctions.id, slug: auctions.slug, title: auctions.title, year: auctions.year, make: auctions.make, model: auctions.model, trim: auctions.trim },
      buyerName: profiles.displayName,
      buyerEmail: users.email,
      payment: offerPayments,
    })
    .from(offers)
    .innerJoin(auctions, eq(auctions.id, offers.auctionId))
    .innerJoin(users, eq(users.id, offers.buyerId))
    .leftJoin(profiles, eq(profiles.userId, offers.buyerId))
    .leftJoin(offerPayments, eq(offerPayments.offerId, offers.id))
    .where(eq(offers.status, 'accepted'))
    .orderBy(sql`case when ${offerPayments.status} = 'succeeded' then 1 else 0 end`, desc(offers.updatedAt))
    .limit(200);
  const dealOf = await dealsOfOffers(deps, rows.map((r) => r.offer.id));
  return rows.map((r) => ({
    offerId: r.offer.id,
    auctionId: r.offer.auctionId,
    auctionTitle: r.auction.title,
    auctionPath: auctionPath(r.auction),
    buyerName: r.buyerName?.trim() || 'Anonymous',
    buyerEmail: r.buyerEmail,
    amount: r.offer.amount,
    acceptedAt: r.offer.updatedAt.toISOString(),
    payment: r.payment
      ? {
          id: r.payment.id,
          status: r.payment.status as OfferPaymentStatus,
          attempts: r.payment.attempts,
          failureReason: r.payment.failureReason,
          providerReference: r.payment.providerReference,
          processedAt: r.payment.processedAt?.toISOString() ?? null,
        }
      : null,
    deal: dealView(dealOf.get(r.offer.id), r.payment?.status === 'succeeded'),
  }));
}

function dealView(d: typeof deals.$inferSelect | undefined, chargedHere: boolean): AcceptedOfferPayment['deal'] {
  if (!d) return null;
  return { id: d.id, state: d.state, paymentMethod: d.paymentMethod === 'direct' ? 'direct' : 'held', paidAtCheckout: Number(d.chargedCents) > 0 && !chargedHere };
}

/**
 * SPEC 1, 6, decision 028: besides the buyer's own checkout on the deal page, an admin may charge an accepted offer's deal to the buyer's saved card: the buyer is charged the offer's
 * amount through the payments adapter, once. The payment row is claimed (awaiting or failed ->
 * processing) in one statement, so a retried or doubled request finds it claimed and charges
 * nothing; each attempt has its own provider idempotency key. Success writes the ledger's charge;
 * a refusal keeps the provider's reason and may be retried. Buyer and seller are told by e-mail. The admin writes a
 * reason for the charge (kept in the audit entry and on the deal's timeline, and mailed to both); without one nothing
 * is charged.
 */
export async function processOfferPayment(deps: AppDeps, input: { adminId: string; offerId: string; reason?: string | null }): Promise<AcceptedOfferPayment> {
  const [offer] = await deps.db
    .select({ id: offers.id, auctionId: offers.auctionId, buyerId: offers.buyerId, amount: offers.amount, status: offers.status, title: auctions.title, sellerId: auctions.sellerId })
    .from(offers)
    .innerJoin(auctions, eq(auctions.id, offers.auctionId))
    .where(eq(offers.id, input.offerId));
  if (!offer) throw offerNotFound();
  if (offer.status !== 'accepted') throw new AppError(409, 'OFFER_NOT_ACCEPTED', 'Only accepted offers are paid.');
  // Issue 26 item 10: the charge is the deal's payment step, so it is made only while the deal awaits it.
  const deal = (await dealsOfOffers(deps, [offer.id])).get(offer.id) ?? null;
  const [mine] = await deps.db.select({ status: offerPayments.status }).from(offerPayments).where(eq(offerPayments.offerId, offer.id));
  // A charge made or under way here answers as it stands (a retried or doubled request charges nothing).
  const chargedHere = mine?.status === 'succeeded' || mine?.status === 'processing';
  if (deal && !chargedHere) {
    if (deal.paymentMethod === 'direct') throw new AppError(409, 'PAID_DIRECTLY', OFFER_PAID_DIRECTLY);
    if (deal.state === 'cancelled') throw new AppError(409, 'DEAL_CANCELLED', OFFER_DEAL_CLOSED);
    if (deal.state !== 'awaiting_payment' || Number(deal.chargedCents) > 0) throw new AppError(409, 'DEAL_ALREADY_PAID', OFFER_DEAL_PAID);
  }
  // DESIGN: a charge the admin makes carries the reason both parties are told; without one nothing is charged.
  const checked = checkMoneyReason(input.reason);
  if (!checked.ok) throw badRequest(checked.message, checked.code);
  const reason = checked.reason;
  const now = deps.clock.now();
  await deps.db
    .insert(offerPayments)
    .values({ offerId: offer.id, auctionId: offer.auctionId, buyerId: offer.buyerId, amountCents: dollarsToCents(offer.amount), createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: offerPayments.offerId });
  const [claimed] = await deps.db
    .update(offerPayments)
    .set({ status: 'processing', attempts: sql`${offerPayments.attempts} + 1`, failureReason: null, provider: deps.payments.kind, processedBy: input.adminId, updatedAt: now })
    .where(and(eq(offerPayments.offerId, offer.id), inArray(offerPayments.status, ['awaiting', 'failed'])))
    .returning();
  if (claimed) {
    let reference: string;
    try {
      ({ reference } = await deps.payments.chargeOffer({
        paymentId: claimed.id,
        attempt: claimed.attempts,
        userId: offer.buyerId,
        auctionId: offer.auctionId,
        amountCents: claimed.amountCents,
        description: `Accepted offer: ${offer.title}`,
        authorizationReference: (await authorizationReference(deps.db, offer.buyerId, offer.auctionId)) ?? null,
        dealId: deal?.id ?? null,
      }));
    } catch (err) {
      const failure = err instanceof ChargeDeclinedError ? err.message : 'The payment provider could not be reached. Please try again.';
      if (!(err instanceof ChargeDeclinedError)) deps.logger.error({ err, offerId: offer.id }, 'offer payment failed');
      await deps.db.transaction(async (tx) => {
        await tx.update(offerPayments).set({ status: 'failed', failureReason: failure, updatedAt: deps.clock.now() }).where(eq(offerPayments.id, claimed.id));
        await recordAudit(tx, { actorId: input.adminId, action: 'offer_payment.process', entity: 'offer', entityId: offer.id, before: { status: 'processing', attempt: claimed.attempts }, after: { status: 'failed', failureReason: failure, reason } });
      });
      const [row] = (await listOfferPayments(deps)).filter((p) => p.offerId === offer.id);
      return row!;
    }
    // The money was taken: from here a failure leaves the payment 'processing' (never retried into a second charge).
    const settled = await settleOfferCharge(deps, { adminId: input.adminId, offerId: offer.id, auctionId: offer.auctionId, buyerId: offer.buyerId, claimed, reference, dealId: deal?.id ?? null, reason });
    if (settled.moved) await afterMove(deps, settled.moved);
    if (settled.returned) {
      await executeDealPayments(deps, settled.returned).catch((err: unknown) => deps.logger.error({ err, dealId: settled.returned }, 'second payment not returned yet; the deadline job retries'));
    } else await mailPaid(deps, offer, reason);
  }
  const [row] = (await listOfferPayments(deps)).filter((p) => p.offerId === offer.id);
  return row!;
}

/**
 * The admin's charge went through: in one transaction that holds the deal's lock, it pays the deal (the 'pay' move,
 * its money held until the handover, as if the buyer had paid at the deal's checkout) and the payment is marked
 * succeeded. If the buyer paid at the deal's checkout meanwhile (the two crossed), the deal keeps that payment and
 * this charge is returned in full at once: the payment reads failed with the reason, and nothing is charged twice.
 */
async function settleOfferCharge(
  deps: AppDeps,
  o: { adminId: string; offerId: string; auctionId: string; buyerId: string; claimed: typeof offerPayments.$inferSelect; reference: string; dealId: string | null; reason: string },
): Promise<{ moved: DealRow | null; returned: string | null }> {
  const { claimed, reference } = o;
  const done = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = o.dealId ? await lockDeal(tx, o.dealId) : null;
    let moved: DealRow | null = null;
    if (row && Number(row.chargedCents) === 0) {
      // A move the deal refuses now (it is no longer awaiting payment) rolls back to here and the charge is returned.
      moved = await tx.transaction((sp) => writeMove(deps, sp, row, { dealId: row.id, move: 'pay', userId: null, details: { chargeReference: reference, reason: o.reason } })).catch((err: unknown) => {
        if (err instanceof AppError) return null;
        throw err;
      });
    }
    if (row && !moved) {
      await returnSecondPayment(tx, deps, { dealId: row.id, reference, amountCents: claimed.amountCents, now: done });
      await tx.update(offerPayments).set({ status: 'failed', failureReason: OFFER_CROSSED_CHECKOUT, providerReference: reference, processedAt: done, updatedAt: done }).where(eq(offerPayments.id, claimed.id));
      await recordAudit(tx, { actorId: o.adminId, action: 'offer_payment.process', entity: 'offer', entityId: o.offerId, before: { status: 'processing', attempt: claimed.attempts }, after: { status: 'failed', reference, returned: true, reason: o.reason } }, done);
      return { moved: null, returned: row.id };
    }
    await tx.update(offerPayments).set({ status: 'succeeded', providerReference: reference, processedAt: done, updatedAt: done }).where(eq(offerPayments.id, claimed.id));
    await recordAudit(tx, { actorId: o.adminId, action: 'offer_payment.process', entity: 'offer', entityId: o.offerId, before: { status: 'processing', attempt: claimed.attempts }, after: { status: 'succeeded', reference, amountCents: claimed.amountCents, reason: o.reason } }, done);
    await tx
      .insert(paymentLedger)
      .values({ holdId: null, offerPaymentId: claimed.id, auctionId: o.auctionId, userId: o.buyerId, kind: 'charge', amountCents: claimed.amountCents, createdAt: done })
      .onConflictDoNothing();
    return { moved, returned: null };
  });
}

/** Both parties are told of the charge and of the reason the admin gave for it. */
async function mailPaid(deps: AppDeps, offer: { buyerId: string; sellerId: string; amount: number; title: string }, reason: string): Promise<void> {
  const people = await deps.db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(inArray(users.id, [offer.buyerId, offer.sellerId]));
  const amount = formatUsd(offer.amount);
  const why = `Charged by VehicleBid: ${reason}`;
  for (const p of people) {
    const buyer = p.id === offer.buyerId;
    const text = buyer
      ? `Your payment of ${amount} for ${offer.title} has been processed.`
      : `The buyer's payment of ${amount} for ${offer.title} has been processed.`;
    const subject = `Payment processed: ${offer.title}`;
    await deps.mailer
      .send({
        to: p.email,
        subject,
        text: `Hi ${p.name},\n\n${text}\n\n${why}`,
        html: layout(subject, `Hi ${escape(p.name)}, ${escape(text)}<br><br>${escape(why)}`, { label: 'Visit VehicleBid', url: deps.config.publicUrl }),
      })
      .catch((err: unknown) => deps.logger.error({ err }, 'payment mail failed'));
  }
}
