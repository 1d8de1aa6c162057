import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDealMove, newDeal, type DealActor, type DealMove, type DealSnapshot, type PaymentMethod } from '../../domain/deals/deal-rules.ts';
import { sandboxMovesOf } from '../platform/payments/sandbox-payments.ts';
import { createTestApp, PASSWORD, type TestApp } from '../test/test-app.ts';
import { auctions, dealEvents, dealFeedback, dealPayments, deals, memberStrikes, offers, users } from '../db/schema.ts';
import { saleDealMismatches } from '../modules/deals/sale-invariant.ts';
import { nextStep, paymentDueAt, releaseAt } from '../../domain/deals/deal-rules.ts';
import { snapshotOf } from '../modules/deals/deal-rows.ts';
import { seedDemoData } from './seed-demo-data.ts';

// The demo data holds a deal for every sale, in every state, among the demo accounts, each
// one what the site's own rule would have written (its timeline replayed through applyDealMove gives its row),
// with the sandbox's ledger to match, so the demo dispute can be resolved and its money moves.

let t: TestApp;
let now: Date;
type Deal = typeof deals.$inferSelect;
let all: Deal[];

beforeAll(async () => {
  t = await createTestApp();
  now = new Date();
  await seedDemoData(t.database.db, now);
  all = await t.database.db.select().from(deals);
}, 120_000);
afterAll(async () => t?.close());

const idOf = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('the demo deals', () => {
  it('are one per sale, to its winner at its price: one live deal per sold listing; a cancelled one undid its sale', async () => {
    const all_ = await t.database.db.select().from(auctions);
    const sold = all_.filter((a) => a.status === 'sold');
    expect(sold.length).toBeGreaterThan(0);
    const live = all.filter((d) => d.state !== 'cancelled');
    expect(live.map((d) => d.auctionId).sort()).toEqual(sold.map((a) => a.id).sort());
    const accepted = await t.database.db.select().from(offers).where(eq(offers.status, 'accepted'));
    for (const a of sold) {
      const d = live.find((x) => x.auctionId === a.id)!;
      expect(d).toMatchObject({ buyerId: a.winnerId, sellerId: a.sellerId, price: a.currentBid, paymentMethod: a.paymentMethod });
      const offer = accepted.find((o) => o.auctionId === a.id);
      if (offer) {
        // Sold by its accepted offer, as sellByOffer sells: to its buyer, at its amount, when it was accepted.
        expect(d).toMatchObject({ saleKind: 'offer', offerId: offer.id, buyerId: offer.buyerId, price: offer.amount });
        expect(d.createdAt.getTime()).toBe(offer.updatedAt.getTime());
      } else {
        expect(d.saleKind).toBe(a.buyNowPrice !== null && a.currentBid === a.buyNowPrice ? 'buy_now' : 'auction');
        expect(d.createdAt.getTime()).toBe(a.endTime!.getTime());
      }
    }
    // The sale of a cancelled deal is undone: ended, no winner, its window closed when the deal was cancelled.
    for (const d of all.filter((x) => x.state === 'cancelled')) {
      const a = all_.find((x) => x.id === d.auctionId)!;
      expect(a).toMatchObject({ status: 'ended', winnerId: null });
      expect(a.negotiationWindowEnds?.getTime()).toBe(d.closedAt!.getTime());
    }
  });

  it('leave the seller of the cancelled sale a second-chance offer to make to the next bidder', async () => {
    const cancelled = all.find((d) => d.state === 'cancelled')!;
    const signIn = await t.anonymous.post('/api/auth/sign-in/email', { email: 'seller@example.com', password: PASSWORD }, { origin: 'http://localhost:3000' });
    const cookie = ([] as string[])
      .concat(signIn.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cancelled.sellerId).toBe(await idOf('seller@example.com'));
    const view = await t.as(cookie).get(`/api/auctions/${cancelled.auctionId}/second-chance`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ role: 'seller', available: true, blocked: null });
    const candidates = view.json().candidates as { bidderId: string }[];
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.map((c) => c.bidderId)).not.toContain(cancelled.buyerId);
  });

  it('hold every sale and its one deal in agreement: each sold listing and each accepted offer has exactly one deal', async () => {
    expect(await saleDealMismatches(t.database.db)).toEqual([]);
    const accepted = await t.database.db.select().from(offers).where(eq(offers.status, 'accepted'));
    expect(accepted.length).toBeGreaterThan(0);
    for (const o of accepted)
      expect(
        all.filter((d) => d.offerId === o.id),
        o.id,
      ).toHaveLength(1);
    // The check sees a sale without its deal: an accepted offer on a listing still on sale, as the demo once held.
    const [classified] = await t.database.db
      .select()
      .from(auctions)
      .where(and(eq(auctions.listingType, 'classified'), eq(auctions.status, 'active'), eq(auctions.allowOffers, true)))
      .limit(1);
    const [stray] = await t.database.db
      .insert(offers)
      .values({ auctionId: classified!.id, buyerId: await idOf('buyer@example.com'), amount: 1_000, status: 'accepted' })
      .returning();
    expect(await saleDealMismatches(t.database.db)).toEqual([{ kind: 'accepted offer', id: stray!.id, deals: 0 }]);
    await t.database.db.delete(offers).where(eq(offers.id, stray!.id));
  });

  it('show every deadline path: an unpaid deal past its 3 days, a handed-over deal hours from its release, direct payments', async () => {
    const seller = await idOf('seller@example.com');
    const snap = (d: Deal) => snapshotOf(d);
    // Past its payment deadline (overdue in /admin/deals): seller@example.com may cancel it for non-payment from now on.
    const overdue = all.filter((d) => d.state === 'awaiting_payment' && paymentDueAt(snap(d)) < now);
    expect(overdue.map((d) => d.sellerId)).toContain(seller);
    const g500 = overdue.find((d) => d.sellerId === seller)!;
    expect(applyDealMove(snap(g500), { move: 'cancel_non_payment', actor: 'seller', now }).ok).toBe(true);
    // Its auction has other bidders, for the second-chance offer after the cancel.
    const [auction] = await t.database.db.select().from(auctions).where(eq(auctions.id, g500.auctionId));
    expect(auction!.slug).toBe('2003-mercedes-benz-g500');
    // A handed-over deal released automatically within the next 6 hours (its buyer may still confirm or dispute).
    const releasing = all.filter((d) => d.state === 'handed_over' && d.paymentMethod === 'held');
    const soon = releasing.filter((d) => {
      const at = releaseAt(snap(d))!.getTime();
      return at > now.getTime() && at < now.getTime() + 6 * 3_600_000;
    });
    expect(soon.map((d) => d.sellerId)).toContain(seller);
    expect(nextStep(snap(soon[0]!)).by?.getTime()).toBeLessThan(now.getTime() + 6 * 3_600_000);
    // Direct payment: one confirmed by its seller and awaiting the handover, one completed.
    expect(
      all
        .filter((d) => d.paymentMethod === 'direct')
        .map((d) => d.state)
        .sort(),
    ).toEqual(['completed', 'payment_confirmed']);
    // An accepted offer's deal awaiting the buyer's checkout, within its 3 days: nobody at VehicleBid charges it.
    const byOffer = all.find((d) => d.saleKind === 'offer')!;
    expect(byOffer).toMatchObject({ state: 'awaiting_payment', paymentMethod: 'held' });
    expect(paymentDueAt(snap(byOffer)).getTime()).toBeGreaterThan(now.getTime());
  });

  it('cover every state a newcomer should see, with both payment methods', () => {
    const states = new Set(all.map((d) => d.state));
    for (const s of ['awaiting_payment', 'paid_held', 'handed_over', 'disputed', 'received', 'completed', 'cancelled', 'payment_confirmed'])
      expect(states, s).toContain(s);
    expect(new Set(all.map((d) => d.paymentMethod))).toEqual(new Set(['held', 'direct']));
  });

  it('are among the demo accounts: bidder has one to pay, seller has sales in progress, an admin has a dispute', async () => {
    const [bidder, seller] = [await idOf('bidder@example.com'), await idOf('seller@example.com')];
    expect(all.filter((d) => d.buyerId === bidder).map((d) => d.state)).toEqual(expect.arrayContaining(['awaiting_payment', 'paid_held', 'completed']));
    expect(all.filter((d) => d.sellerId === seller).map((d) => d.state)).toEqual(
      expect.arrayContaining(['paid_held', 'handed_over', 'disputed', 'completed', 'cancelled']),
    );
    const disputed = all.find((d) => d.state === 'disputed')!;
    expect(disputed.disputeReason).toMatch(/\S/);
    expect(disputed.disputedAt).not.toBeNull();
  });

  it('each replays through the domain rule, from its sale, to its row: state, dates and money', async () => {
    const events = await t.database.db.select().from(dealEvents);
    const payments = await t.database.db.select().from(dealPayments);
    for (const d of all) {
      const timeline = events.filter((e) => e.dealId === d.id).sort((a, b) => a.id - b.id);
      expect(timeline[0]).toMatchObject({ move: 'sold', actor: 'system', amountCents: d.price * 100 });
      let snap: DealSnapshot = newDeal({ method: d.paymentMethod as PaymentMethod, priceCents: d.price * 100, createdAt: d.createdAt });
      let last = d.createdAt.getTime();
      for (const e of timeline.slice(1)) {
        expect(e.createdAt.getTime()).toBeGreaterThanOrEqual(last);
        expect(e.createdAt.getTime()).toBeLessThan(now.getTime());
        last = e.createdAt.getTime();
        const r = applyDealMove(snap, { move: e.move as DealMove, actor: e.actor as DealActor, now: e.createdAt });
        expect(r.ok, `${d.id} ${e.move}`).toBe(true);
        if (r.ok) snap = r.deal;
        if (e.actor === 'buyer') expect(e.actorId).toBe(d.buyerId);
        if (e.actor === 'seller') expect(e.actorId).toBe(d.sellerId);
      }
      expect({ state: d.state, handedOverAt: d.handedOverAt, titleSentAt: d.titleSentAt, titleReceivedAt: d.titleReceivedAt }).toEqual({
        state: snap.state,
        handedOverAt: snap.handedOverAt,
        titleSentAt: snap.titleSentAt,
        titleReceivedAt: snap.titleReceivedAt,
      });
      const mine = payments.filter((p) => p.dealId === d.id);
      const sum = (step: string) => mine.filter((p) => p.step === step).reduce((n, p) => n + Number(p.amountCents), 0);
      expect([Number(d.chargedCents), Number(d.transferredCents), Number(d.refundedCents)]).toEqual([
        snap.chargedCents,
        snap.transferredCents,
        snap.refundedCents,
      ]);
      expect([sum('charge'), sum('transfer'), sum('refund')]).toEqual([snap.chargedCents, snap.transferredCents, snap.refundedCents]);
      expect(mine.every((p) => p.status === 'done')).toBe(true);
      if (d.paidAt) expect(['paid_held', 'payment_confirmed', 'handed_over', 'received', 'disputed', 'completed']).toContain(d.state);
      expect(d.closedAt !== null).toBe(['completed', 'cancelled', 'refunded', 'settled'].includes(d.state));
    }
  });

  it('the cancelled deal gave its buyer a strike; completed deals carry both parties’ feedback', async () => {
    const strikes = await t.database.db.select().from(memberStrikes);
    const cancelled = all.filter((d) => d.state === 'cancelled');
    expect(strikes.map((s) => [s.dealId, s.userId, s.reason])).toEqual(cancelled.map((d) => [d.id, d.buyerId, 'non_payment']));
    const feedback = await t.database.db.select().from(dealFeedback);
    for (const d of all.filter((x) => x.state === 'completed')) {
      const mine = feedback.filter((f) => f.dealId === d.id);
      expect(mine.map((f) => [f.authorRole, f.authorId, f.subjectId]).sort()).toEqual([
        ['buyer', d.buyerId, d.sellerId],
        ['seller', d.sellerId, d.buyerId],
      ]);
      expect(mine.every((f) => f.rating >= 1 && f.rating <= 5 && f.comment.length <= 500)).toBe(true);
    }
    // Feedback only on finished deals.
    const finished = new Set(all.filter((d) => d.closedAt !== null).map((d) => d.id));
    expect(feedback.every((f) => finished.has(f.dealId))).toBe(true);
  });

  it('the demo dispute is resolved by admin@example.com, and the sandbox moves its money', async () => {
    const signIn = await t.anonymous.post('/api/auth/sign-in/email', { email: 'admin@example.com', password: PASSWORD }, { origin: 'http://localhost:3000' });
    expect(signIn.statusCode).toBe(200);
    const cookie = ([] as string[])
      .concat(signIn.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    const disputed = all.find((d) => d.state === 'disputed')!;
    const sellerCents = disputed.price * 100 - 150_000;
    const res = await t.as(cookie).post(`/api/admin/deals/${disputed.id}/resolve`, {
      outcome: 'split',
      sellerAmount: sellerCents / 100,
      reason: 'The odometer and the tank differ from the listing; part of the price goes back.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().deal.state).toBe('settled');
    const rows = await t.database.db.select().from(dealPayments).where(eq(dealPayments.dealId, disputed.id));
    // Decision 031: a split charges the buyer fee on the seller's part and returns the rest of it (from the bid hold).
    expect(rows.map((p) => [p.step, p.status]).sort()).toEqual([
      ['charge', 'done'],
      ['fee_refund', 'done'],
      ['refund', 'done'],
      ['transfer', 'done'],
    ]);
    const charge = rows.find((p) => p.step === 'charge')!;
    const moved = await sandboxMovesOf(t.database.db, charge.providerReference!);
    expect(moved.map((m) => [m.kind, m.amountCents]).sort()).toEqual([
      ['refund', 150_000],
      ['transfer', sellerCents],
    ]);
  });
});
