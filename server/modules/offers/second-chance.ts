import { and, desc, eq, gt, max, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/connect.ts';
import type { Tx } from '../../db/tx.ts';
import { auctions, bids, deals, offers, profiles } from '../../db/schema.ts';
import { AppError, forbidden } from '../../http/errors.ts';
import { isSecondChanceOpen, SECOND_CHANCE_HOURS } from '../../../domain/offers/offers.ts';
import { assertVehicleMay, leadingBid, noEffects, readVehicle, withAuctionLock } from '../auction-engine/index.ts';
import { auctionNotFound } from '../../http/errors.ts';
import { saleConflict, VEHICLE_SALE_MESSAGES } from '../../../domain/deals/vehicle-sale.ts';
import { readOffers } from './list-offers.ts';
import type { SecondChanceView } from '../../../domain/offers/offer-views.ts';
import { publishOffersChanged, sendOfferNotification } from './notify-offer.ts';

export const SECOND_CHANCE_NOT_YET = 'A second-chance offer can be made once the negotiation window has closed without a sale.';
export const SECOND_CHANCE_OPEN = 'This auction already has an open second-chance offer.';
export const NOT_AN_UNDERBIDDER = 'Second-chance offers go to bidders other than the highest bidder.';

/**
 * Who is never offered a second chance on this listing: its highest bidder (the window was theirs) and any
 * buyer whose deal for it was cancelled (the winner who never paid).
 */
async function notCandidates(db: Db | Tx, auctionId: string): Promise<Set<string>> {
  const leader = await leadingBid(db, auctionId);
  const failed = await db
    .select({ buyerId: deals.buyerId })
    .from(deals)
    .where(and(eq(deals.auctionId, auctionId), eq(deals.state, 'cancelled')));
  return new Set([...(leader ? [leader.bidderId] : []), ...failed.map((d) => d.buyerId)]);
}

/** Decision 013: after a window closed without a sale, the seller may offer the vehicle to an underbidder at that bidder's highest bid. */
function closedWithoutSale(a: { status: string; negotiationWindowEnds: Date | null }, now: Date): boolean {
  return a.status === 'ended' && a.negotiationWindowEnds !== null && a.negotiationWindowEnds <= now;
}

export async function readSecondChance(deps: AppDeps, input: { userId: string; auctionId: string }): Promise<SecondChanceView> {
  const [auction] = await deps.db
    .select({ id: auctions.id, sellerId: auctions.sellerId, status: auctions.status, negotiationWindowEnds: auctions.negotiationWindowEnds })
    .from(auctions)
    .where(eq(auctions.id, input.auctionId));
  if (!auction) throw auctionNotFound();
  const windowEndsAt = auction.negotiationWindowEnds?.toISOString() ?? null;
  if (auction.sellerId !== input.userId) {
    const mine = (await readOffers(deps.db, { auctionIds: [auction.id], buyerId: input.userId })).filter((o) => o.kind === 'second_chance');
    if (mine.length === 0) throw forbidden('Only the seller and the bidders offered a second chance see it.');
    return { role: 'underbidder', available: false, blocked: null, windowEndsAt, candidates: [], offers: mine };
  }
  const now = deps.clock.now();
  const excluded = await notCandidates(deps.db, auction.id);
  const rows = (
    await deps.db
      .select({ bidderId: bids.bidderId, amount: max(bids.amount), name: profiles.displayName })
      .from(bids)
      .leftJoin(profiles, eq(profiles.userId, bids.bidderId))
      .where(eq(bids.auctionId, auction.id))
      .groupBy(bids.bidderId, profiles.displayName)
      .orderBy(desc(max(bids.amount)))
  ).filter((r) => !excluded.has(r.bidderId));
  const all = await readOffers(deps.db, { auctionIds: [auction.id] });
  const secondChances = all.filter((o) => o.kind === 'second_chance');
  const open = secondChances.some((o) => isSecondChanceOpen(o, now.getTime()));
  const possible = closedWithoutSale(auction, now) && rows.length > 0 && !open;
  const conflict = possible ? saleConflict('second_chance_offer', auction.id, await readVehicle(deps.db, auction.id, now), now.getTime()) : null;
  return {
    role: 'seller',
    available: possible && conflict === null,
    blocked: conflict ? VEHICLE_SALE_MESSAGES[conflict] : null,
    windowEndsAt,
    candidates: rows.map((r) => ({ bidderId: r.bidderId, bidderName: r.name?.trim() || 'Anonymous', amount: Number(r.amount) })),
    offers: secondChances,
  };
}

/** Decision 013: one open second-chance offer per auction, to an underbidder at their highest bid, open for 48 hours. */
export async function makeSecondChanceOffer(deps: AppDeps, input: { userId: string; auctionId: string; bidderId: string }) {
  const made = await withAuctionLock(deps, input.auctionId, async (tx, auction) => {
    if (!auction) throw auctionNotFound();
    if (auction.sellerId !== input.userId) throw forbidden('Only the seller makes second-chance offers.');
    const now = deps.clock.now();
    if (!closedWithoutSale(auction, now)) throw new AppError(409, 'SECOND_CHANCE_NOT_AVAILABLE', SECOND_CHANCE_NOT_YET);
    const excluded = await notCandidates(tx, auction.id);
    const [top] = await tx
      .select({ amount: max(bids.amount) })
      .from(bids)
      .where(and(eq(bids.auctionId, auction.id), eq(bids.bidderId, input.bidderId)));
    if (!top?.amount || excluded.has(input.bidderId)) throw new AppError(409, 'NOT_AN_UNDERBIDDER', NOT_AN_UNDERBIDDER);
    const secondChance = and(eq(offers.auctionId, auction.id), eq(offers.kind, 'second_chance'), eq(offers.status, 'pending'));
    const [open] = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(secondChance, gt(offers.expiresAt, now)))
      .limit(1);
    if (open) throw new AppError(409, 'SECOND_CHANCE_OPEN', SECOND_CHANCE_OPEN);
    // The Defender: not while the vehicle is listed again through a renewal, nor once it is sold.
    await assertVehicleMay(tx, auction.id, 'second_chance_offer', now);
    // An expired one lapses (declined) when the next is made.
    await tx
      .update(offers)
      .set({ status: 'rejected', updatedAt: now })
      .where(and(secondChance, sql`${offers.expiresAt} <= ${now.toISOString()}::timestamptz`));
    const [row] = await tx
      .insert(offers)
      .values({
        auctionId: auction.id,
        buyerId: input.bidderId,
        amount: Number(top.amount),
        status: 'pending',
        createdBySeller: true,
        kind: 'second_chance',
        expiresAt: new Date(now.getTime() + SECOND_CHANCE_HOURS * 3_600_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: offers.id, amount: offers.amount, expiresAt: offers.expiresAt });
    return { result: { ...row!, sellerId: auction.sellerId }, effects: noEffects(auction.id) };
  });
  await sendOfferNotification(deps, made.id, 'second_chance');
  publishOffersChanged(deps, input.auctionId, [made.sellerId, input.bidderId]);
  return { offerId: made.id, amount: made.amount, expiresAt: made.expiresAt!.toISOString() };
}
