import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { auctions, bids, offers, paymentHolds, paymentLedger } from '../../db/schema.ts';
import { holdCents } from '../../../domain/bidding/holds.ts';

/**
 * The books and the bid history of one auction, checked: current_bid equals the
 * highest bid row, bids strictly increase in time order, the leader of a running auction holds
 * exactly one hold of 2.5% of the current bid, a sold auction's winner paid the fee once, and
 * every hold in the ledger balances. Returns the violations found (empty: all well).
 */
export async function auditAuction(db: Db, auctionId: string): Promise<string[]> {
  const problems: string[] = [];
  const [a] = await db.select().from(auctions).where(eq(auctions.id, auctionId));
  if (!a) return [`auction ${auctionId} not found`];
  const history = await db
    .select({ id: bids.id, bidderId: bids.bidderId, amount: bids.amount, createdAt: bids.createdAt })
    .from(bids)
    .where(eq(bids.auctionId, auctionId))
    .orderBy(asc(bids.createdAt), asc(bids.amount));
  for (let i = 1; i < history.length; i++) {
    const prev = history[i - 1]!;
    const cur = history[i]!;
    if (cur.amount <= prev.amount) problems.push(`bid ${i} (${cur.amount}) is not above the one before (${prev.amount})`);
    if (cur.createdAt.getTime() <= prev.createdAt.getTime()) problems.push(`bid ${i} is not later than the one before`);
  }
  const top = history.at(-1);
  const highest = history.reduce((m, b) => Math.max(m, b.amount), 0);
  // An auction sold at an accepted offer (decision 013) has the offer's amount as its price.
  const [accepted] = await db
    .select({ amount: offers.amount, buyerId: offers.buyerId })
    .from(offers)
    .where(and(eq(offers.auctionId, auctionId), eq(offers.status, 'accepted')));
  const soldAtOffer = a.status === 'sold' && accepted !== undefined && a.currentBid === accepted.amount && a.winnerId === accepted.buyerId;
  if (!soldAtOffer && a.currentBid !== highest) problems.push(`current_bid ${a.currentBid} differs from the highest bid row ${highest}`);

  const holds = await db.select().from(paymentHolds).where(eq(paymentHolds.auctionId, auctionId));
  const ledger = await db.select().from(paymentLedger).where(eq(paymentLedger.auctionId, auctionId));
  const held = holds.filter((h) => h.status === 'held');
  const captured = holds.filter((h) => h.status === 'captured');
  if (a.status === 'active' || a.status === 'scheduled') {
    if (top) {
      if (held.length !== 1) problems.push(`${held.length} held holds instead of exactly one`);
      else if (held[0]!.userId !== top.bidderId) problems.push('the held hold is not the leader’s');
      else if (held[0]!.amountCents !== holdCents(a.currentBid))
        problems.push(`the leader’s hold is ${held[0]!.amountCents} cents, not 2.5% of ${a.currentBid}`);
    } else if (held.length > 0) problems.push('holds held on an auction without bids');
    if (captured.length > 0) problems.push('a hold captured before the close');
  } else {
    if (held.length > 0) problems.push(`${held.length} holds still held after the close`);
    // A classified takes no buyer fee: it has no holds to check.
    if (a.status === 'sold' && a.listingType === 'auction' && (top || soldAtOffer)) {
      if (captured.length !== 1) problems.push(`${captured.length} captured holds instead of the winner’s one`);
      else if (captured[0]!.userId !== a.winnerId) problems.push('the captured hold is not the winner’s');
      else if (captured[0]!.amountCents !== holdCents(a.currentBid)) problems.push('the buyer fee is not 2.5% of the price');
    } else if (captured.length > 0) problems.push('a fee captured on an auction that was not sold');
  }
  for (const h of holds) {
    const entries = ledger.filter((e) => e.holdId === h.id);
    const sum = (kind: string) => entries.filter((e) => e.kind === kind).reduce((s, e) => s + e.amountCents, 0);
    const expected = { held: [h.amountCents, 0, 0], released: [h.amountCents, h.amountCents, 0], captured: [h.amountCents, 0, h.amountCents] }[
      h.status as 'held'
    ];
    const actual = [sum('hold'), sum('release'), sum('capture')];
    if (!expected || actual.join() !== expected.join()) problems.push(`hold ${h.id} (${h.status}) does not balance: ${actual.join('/')}`);
  }
  return problems;
}
