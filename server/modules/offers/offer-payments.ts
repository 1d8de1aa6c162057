import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctions, offerPayments, offers, paymentLedger, profiles, users } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { auctionPath } from '../../../domain/auction-path.ts';
import { dollarsToCents, formatUsd } from '../../../domain/money.ts';
import { ChargeDeclinedError } from '../../platform/payments/payments.ts';
import { layout, escape } from '../../platform/mail/templates.ts';
import { authorizationReference } from '../authorization/check-authorization.ts';
import { offerNotFound } from './offer-errors.ts';
import { recordAudit } from '../admin-audit/record-audit.ts';

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
  }));
}

/**
 * SPEC 1, 6: the admin processes the payment of an accepted offer: the buyer is charged the offer's
 * amount through the payments adapter, once. The payment row is claimed (awaiting or failed ->
 * processing) in one statement, so a retried or doubled request finds it claimed and charges
 * nothing; each attempt has its own provider idempotency key. Success writes the ledger's charge;
 * a refusal keeps the provider's reason and may be retried. Buyer and seller are told by e-mail.
 */
export async function processOfferPayment(deps: AppDeps, input: { adminId: string; offerId: string }): Promise<AcceptedOfferPayment> {
  const [offer] = await deps.db
    .select({ id: offers.id, auctionId: offers.auctionId, buyerId: offers.buyerId, amount: offers.amount, status: offers.status, title: auctions.title, sellerId: auctions.sellerId })
    .from(offers)
    .innerJoin(auctions, eq(auctions.id, offers.auctionId))
    .where(eq(offers.id, input.offerId));
  if (!offer) throw offerNotFound();
  if (offer.status !== 'accepted') throw new AppError(409, 'OFFER_NOT_ACCEPTED', 'Only accepted offers are paid.');
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
    try {
      const { reference } = await deps.payments.chargeOffer({
        paymentId: claimed.id,
        attempt: claimed.attempts,
        userId: offer.buyerId,
        auctionId: offer.auctionId,
        amountCents: claimed.amountCents,
        description: `Accepted offer: ${offer.title}`,
        authorizationReference: (await authorizationReference(deps.db, offer.buyerId, offer.auctionId)) ?? null,
      });
      const done = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        await tx.update(offerPayments).set({ status: 'succeeded', providerReference: reference, processedAt: done, updatedAt: done }).where(eq(offerPayments.id, claimed.id));
        await recordAudit(tx, { actorId: input.adminId, action: 'offer_payment.process', entity: 'offer', entityId: offer.id, before: { status: 'processing', attempt: claimed.attempts }, after: { status: 'succeeded', reference, amountCents: claimed.amountCents } }, done);
        await tx
          .insert(paymentLedger)
          .values({ holdId: null, offerPaymentId: claimed.id, auctionId: offer.auctionId, userId: offer.buyerId, kind: 'charge', amountCents: claimed.amountCents, createdAt: done })
          .onConflictDoNothing();
      });
      await mailPaid(deps, offer);
    } catch (err) {
      const reason = err instanceof ChargeDeclinedError ? err.message : 'The payment provider could not be reached. Please try again.';
      if (!(err instanceof ChargeDeclinedError)) deps.logger.error({ err, offerId: offer.id }, 'offer payment failed');
      await deps.db.transaction(async (tx) => {
        await tx.update(offerPayments).set({ status: 'failed', failureReason: reason, updatedAt: deps.clock.now() }).where(eq(offerPayments.id, claimed.id));
        await recordAudit(tx, { actorId: input.adminId, action: 'offer_payment.process', entity: 'offer', entityId: offer.id, before: { status: 'processing', attempt: claimed.attempts }, after: { status: 'failed', reason } });
      });
    }
  }
  const [row] = (await listOfferPayments(deps)).filter((p) => p.offerId === offer.id);
  return row!;
}

async function mailPaid(deps: AppDeps, offer: { buyerId: string; sellerId: string; amount: number; title: string }): Promise<void> {
  const people = await deps.db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(inArray(users.id, [offer.buyerId, offer.sellerId]));
  const amount = formatUsd(offer.amount);
  for (const p of people) {
    const buyer = p.id === offer.buyerId;
    const text = buyer
      ? `Your payment of ${amount} for ${offer.title} has been processed.`
      : `The buyer's payment of ${amount} for ${offer.title} has been processed.`;
    const subject = `Payment processed: ${offer.title}`;
    await deps.mailer
      .send({ to: p.email, subject, text: `Hi ${p.name},\n\n${text}`, html: layout(subject, `Hi ${escape(p.name)}, ${escape(text)}`, { label: 'Visit VehicleBid', url: deps.config.publicUrl }) })
      .catch((err: unknown) => deps.logger.error({ err }, 'payment mail failed'));
  }
}
