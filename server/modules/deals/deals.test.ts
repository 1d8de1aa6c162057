import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, dealEvents, dealPayments, deals, memberStrikes, notifications, profiles, userRoles } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bid, buyNowRequest, makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { buyNowDeal, connectPayoutAccount } from '../../test/deal-fixtures.ts';
import { BIDDING_SUSPENDED_MESSAGE, DEAL_MESSAGES } from '../../../domain/deals/deal-rules.ts';
import { dealViewSchema } from '../../../domain/deals/deal-view.ts';
import { processAuctionEvents } from '../notifications/process-auction-events.ts';
import { runDealDeadlines } from './deal-deadlines.ts';
import { verifyDealPayment } from './deal-payment.ts';
import { resolveDispute } from './resolve-dispute.ts';
import { sandboxMovesOf } from '../../platform/payments/sandbox-payments.ts';

// The deal after the sale, through the API as buyer, seller, another member, a visitor and an
// admin; the deadline job; the races; a payment confirmed twice. PGlite by default, PostgreSQL with DATABASE_URL.

const NOW = new Date('2031-03-01T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PRICE = 20_000;
const clock = fixedClock(NOW);
let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
let other: TestUser;
let admin: TestUser;
const visitor: TestUser = { id: '', cookie: '', email: '' };

beforeAll(async () => {
  t = await createTestApp({ clock });
  [seller, buyer, other, admin] = await Promise.all([
    makeUser(t, 'Deal Seller'),
    makeUser(t, 'Deal Buyer'),
    makeUser(t, 'Deal Other'),
    makeUser(t, 'Deal Admin'),
  ]);
  await t.database.db.insert(userRoles).values({ userId: admin.id, role: 'admin' });
  await t.database.db.update(profiles).set({ phone: '+1 555 0100' }).where(eq(profiles.userId, buyer.id));
  // The seller's payout account (Connect emulated by the sandbox), where released money goes.
  await connectPayoutAccount(t, seller, 'acct_sandbox_deal_seller');
}, 120_000);
afterAll(async () => t.close());

const post = (u: TestUser, url: string, payload: Record<string, unknown> = {}) => t.as(u).post(url, payload);
const get = (u: TestUser, url: string) => t.as(u).get(url);
const dealRow = async (id: string) => (await t.database.db.select().from(deals).where(eq(deals.id, id)))[0]!;
const payments = (id: string) => t.database.db.select().from(dealPayments).where(eq(dealPayments.dealId, id));

/** A fresh sale by buy now (at NOW): its deal's id. */
const newDeal = (method: 'held' | 'direct' = 'held', who: TestUser = buyer) =>
  buyNowDeal(t, {
    clock,
    at: NOW,
    seller,
    buyer: who,
    listing: { buyNowPrice: PRICE, paymentMethod: method, contactName: 'Sam Seller', contactPhone: '+1 555 0199' },
  });

/** The buyer pays by the sandbox checkout and comes back: the deal is paid and held. */
async function checkout(dealId: string, who: TestUser = buyer): Promise<string> {
  const started = await post(who, `/api/deals/${dealId}/pay`);
  expect(started.statusCode).toBe(200);
  const url = started.json().url as string;
  const paid = await t.anonymous.post(`${url}/authorize`);
  expect(paid.statusCode).toBe(303);
  const back = new URL(paid.headers.location as string, 'http://localhost');
  expect(back.pathname).toBe(`/deals/${dealId}`);
  return back.searchParams.get('deal_payment')!;
}

async function paidDeal(): Promise<string> {
  const id = await newDeal();
  const session = await checkout(id);
  expect((await post(buyer, `/api/deals/${id}/verify-payment`, { session_id: session })).json().state).toBe('paid_held');
  return id;
}

async function handedOverDeal(): Promise<string> {
  const id = await paidDeal();
  expect((await post(seller, `/api/deals/${id}/hand-over`, { carrier: 'Reliable Carriers', tracking: 'RC-1' })).statusCode).toBe(200);
  return id;
}

describe('a held-payment deal from the sale to completed', () => {
  it('walks every step, with its timeline, next step and money', async () => {
    const id = await newDeal();
    const first = dealViewSchema.parse((await get(buyer, `/api/deals/${id}`)).json());
    expect(first).toMatchObject({
      state: 'awaiting_payment',
      paymentMethod: 'held',
      saleKind: 'buy_now',
      viewerRole: 'buyer',
      amounts: { price: PRICE, buyerFeeCents: 50_000, totalCents: 2_050_000 },
      nextStep: { actor: 'buyer', kind: 'pay', by: new Date(NOW.getTime() + 3 * DAY).toISOString() },
      availableMoves: ['pay'],
      contacts: {
        seller: { name: 'Sam Seller', phone: '+1 555 0199', email: seller.email },
        buyer: { name: 'Deal Buyer', phone: '+1 555 0100', email: buyer.email },
      },
    });
    expect(first.timeline.map((e) => e.move)).toEqual(['sold']);

    const session = await checkout(id);
    clock.set(new Date(NOW.getTime() + HOUR));
    const paid = (await post(buyer, `/api/deals/${id}/verify-payment`, { session_id: session })).json();
    expect(paid).toMatchObject({ state: 'paid_held', heldCents: PRICE * 100, nextStep: { actor: 'seller', kind: 'hand_over' } });

    clock.set(new Date(NOW.getTime() + 2 * HOUR));
    const handed = (await post(seller, `/api/deals/${id}/hand-over`, { carrier: 'Reliable Carriers', tracking: 'RC-77' })).json();
    expect(handed).toMatchObject({
      state: 'handed_over',
      carrier: 'Reliable Carriers',
      tracking: 'RC-77',
      viewerRole: 'seller',
      availableMoves: ['send_title'],
    });
    expect(handed.disputeUntil).toBe(new Date(NOW.getTime() + 2 * HOUR + 72 * HOUR).toISOString());
    expect((await post(seller, `/api/deals/${id}/send-title`, { tracking: 'USPS 9400' })).json()).toMatchObject({ titleTracking: 'USPS 9400' });
    const received = (await post(buyer, `/api/deals/${id}/confirm-received`)).json();
    expect(received).toMatchObject({ state: 'received', heldCents: 0, nextStep: { actor: 'buyer', kind: 'receive_title' } });
    const done = (await post(buyer, `/api/deals/${id}/receive-title`)).json();
    expect(done).toMatchObject({ state: 'completed', nextStep: { actor: null, kind: 'none' } });
    expect(done.timeline.map((e: { move: string }) => e.move)).toEqual(['sold', 'pay', 'hand_over', 'send_title', 'confirm_received', 'receive_title']);
    expect(done.timeline.find((e: { move: string }) => e.move === 'confirm_received').amountCents).toBe(PRICE * 100);

    // The money: charged once, transferred once to the seller's account at the provider.
    const moved = await payments(id);
    expect(moved.map((p) => [p.step, p.status, Number(p.amountCents)]).sort()).toEqual([
      ['charge', 'done', PRICE * 100],
      ['transfer', 'done', PRICE * 100],
    ]);
    expect(moved.find((p) => p.step === 'transfer')!.providerReference).toMatch(/^tr_sandbox_/);
  });

  it('lists the deal as the buyer’s purchase and the seller’s sale, and nobody else’s', async () => {
    const id = await newDeal();
    expect((await get(buyer, '/api/deals?role=buyer')).json().deals.map((d: { id: string }) => d.id)).toContain(id);
    expect((await get(seller, '/api/deals?role=seller')).json().deals.find((d: { id: string }) => d.id === id)).toMatchObject({
      counterpartName: 'Deal Buyer',
      price: PRICE,
      state: 'awaiting_payment',
    });
    expect((await get(seller, '/api/deals?role=buyer')).json().deals.map((d: { id: string }) => d.id)).not.toContain(id);
    expect((await get(other, '/api/deals?role=buyer')).json().deals.map((d: { id: string }) => d.id)).not.toContain(id);
    expect((await get(visitor, '/api/deals?role=buyer')).statusCode).toBe(401);
    expect((await get(buyer, '/api/deals?role=admin')).statusCode).toBe(400);
  });

  it('shows the deal and its contacts to its buyer, its seller and admins only', async () => {
    const id = await newDeal();
    expect((await get(seller, `/api/deals/${id}`)).json()).toMatchObject({
      viewerRole: 'seller',
      contacts: { buyer: { email: buyer.email, phone: '+1 555 0100' } },
    });
    expect((await get(admin, `/api/deals/${id}`)).json()).toMatchObject({ viewerRole: 'admin', availableMoves: [] });
    expect((await get(other, `/api/deals/${id}`)).statusCode).toBe(404);
    expect((await get(visitor, `/api/deals/${id}`)).statusCode).toBe(401);
    expect((await get(buyer, '/api/deals/not-a-deal')).statusCode).toBe(404);
  });
});

/** Every move, as each kind of caller: only its party makes it; everyone else is refused and nothing changes. */
describe('every move as buyer, seller, another member, a visitor and an admin', () => {
  const cases: { path: string; party: 'buyer' | 'seller'; setup: () => Promise<string>; body?: Record<string, unknown>; state: string; at?: number }[] = [
    { path: 'confirm-payment', party: 'seller', setup: () => newDeal('direct'), state: 'payment_confirmed' },
    { path: 'hand-over', party: 'seller', setup: paidDeal, body: { carrier: 'Own truck' }, state: 'handed_over' },
    { path: 'send-title', party: 'seller', setup: paidDeal, body: { tracking: 'T-1' }, state: 'paid_held' },
    { path: 'confirm-received', party: 'buyer', setup: handedOverDeal, state: 'received' },
    {
      path: 'dispute',
      party: 'buyer',
      setup: handedOverDeal,
      body: { reason: 'The gearbox grinds in every gear.', photoIds: ['/media/uploads/0123456789abcdef0123456789abcdef01234567.webp'] },
      state: 'disputed',
    },
    { path: 'cancel-non-payment', party: 'seller', setup: () => newDeal(), state: 'cancelled', at: 3 * DAY },
    { path: 'back-out', party: 'seller', setup: () => newDeal(), state: 'cancelled' },
    {
      path: 'receive-title',
      party: 'buyer',
      setup: async () => {
        const id = await paidDeal();
        await post(seller, `/api/deals/${id}/send-title`);
        return id;
      },
      state: 'paid_held',
    },
  ];
  for (const c of cases) {
    it(`${c.path}: only the ${c.party}`, async () => {
      const id = await c.setup();
      if (c.at) clock.set(new Date(NOW.getTime() + c.at));
      const before = await dealRow(id);
      const wrongParty = c.party === 'buyer' ? seller : buyer;
      const refusals: [TestUser, number][] = [
        [visitor, 401],
        [other, 404],
        [admin, 403],
        [wrongParty, 403],
      ];
      for (const [who, status] of refusals) {
        const res = await post(who, `/api/deals/${id}/${c.path}`, c.body);
        expect(res.statusCode, `${c.path} by ${who.email || 'visitor'}`).toBe(status);
        expect(res.json().error.length).toBeGreaterThan(10);
      }
      if (c.party === 'buyer') expect((await post(seller, `/api/deals/${id}/${c.path}`, c.body)).json().error).toBe(DEAL_MESSAGES.notYourMove);
      expect(await dealRow(id)).toEqual(before);
      const made = await post(c.party === 'buyer' ? buyer : seller, `/api/deals/${id}/${c.path}`, c.body);
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json().state).toBe(c.state);
      // The same move again is out of turn: a 409 that changes nothing.
      const after = await dealRow(id);
      const again = await post(c.party === 'buyer' ? buyer : seller, `/api/deals/${id}/${c.path}`, c.body);
      expect(again.statusCode).toBe(409);
      expect(await dealRow(id)).toEqual(after);
    });
  }

  it('pay: the buyer alone starts the checkout of a held deal awaiting payment', async () => {
    const id = await newDeal();
    expect((await post(visitor, `/api/deals/${id}/pay`)).statusCode).toBe(401);
    expect((await post(other, `/api/deals/${id}/pay`)).statusCode).toBe(404);
    expect((await post(admin, `/api/deals/${id}/pay`)).statusCode).toBe(404);
    expect((await post(seller, `/api/deals/${id}/pay`)).statusCode).toBe(403);
    expect((await post(buyer, `/api/deals/${id}/pay`)).json().url).toMatch(/^\/sandbox\/checkout\/cs_sandbox_/);
    const direct = await newDeal('direct');
    expect((await post(buyer, `/api/deals/${direct}/pay`)).json()).toMatchObject({ code: 'NOT_NOW', error: DEAL_MESSAGES.heldOnly });
  });

  it('refuses bad input with a reason and changes nothing', async () => {
    const handed = await handedOverDeal();
    const before = await dealRow(handed);
    const short = await post(buyer, `/api/deals/${handed}/dispute`, { reason: 'bad' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toContain('Tell us what is wrong in at least 10 characters.');
    expect((await post(buyer, `/api/deals/${handed}/dispute`, { reason: 'The paint is not original at all.', photoIds: Array(11).fill('p') })).statusCode).toBe(
      400,
    );
    const paid = await paidDeal();
    expect((await post(seller, `/api/deals/${paid}/hand-over`, { tracking: 'x'.repeat(201) })).statusCode).toBe(400);
    expect(await dealRow(handed)).toEqual(before);
    // Past the 72 hours, a dispute is refused with what to do instead.
    clock.set(new Date(NOW.getTime() + 80 * HOUR));
    const late = await post(buyer, `/api/deals/${handed}/dispute`, { reason: 'The gearbox grinds in every gear.' });
    expect(late.json()).toMatchObject({ code: 'DEADLINE_PASSED', error: DEAL_MESSAGES.disputeWindowClosed });
    // Cancelling for non-payment before the 3 days are over.
    const fresh = await newDeal();
    expect((await post(seller, `/api/deals/${fresh}/cancel-non-payment`)).json()).toMatchObject({
      code: 'DEADLINE_NOT_REACHED',
      error: DEAL_MESSAGES.paymentNotOverdue,
    });
  });
});

describe('a direct-payment deal', () => {
  it('is confirmed by the seller and moves no money on the site', async () => {
    const id = await newDeal('direct');
    expect((await get(seller, `/api/deals/${id}`)).json()).toMatchObject({
      nextStep: { actor: 'seller', kind: 'confirm_payment' },
      availableMoves: ['confirm_payment', 'back_out'],
    });
    await post(seller, `/api/deals/${id}/confirm-payment`);
    await post(seller, `/api/deals/${id}/hand-over`);
    expect((await post(buyer, `/api/deals/${id}/confirm-received`)).json()).toMatchObject({ state: 'received', heldCents: 0 });
    expect(await payments(id)).toEqual([]);
  });
});

describe('when a party fails', () => {
  it('the seller backing out refunds the buyer in full and gives the seller a strike', async () => {
    const id = await paidDeal();
    expect((await post(seller, `/api/deals/${id}/back-out`)).json()).toMatchObject({ state: 'cancelled', heldCents: 0 });
    const moved = await payments(id);
    expect(moved.find((p) => p.step === 'refund')).toMatchObject({ status: 'done', amountCents: PRICE * 100 });
    expect(moved.find((p) => p.step === 'transfer')).toBeUndefined();
    expect(await t.database.db.select().from(memberStrikes).where(eq(memberStrikes.dealId, id))).toMatchObject([{ userId: seller.id, reason: 'backed_out' }]);
  });

  it('two cancels for non-payment suspend the buyer’s bidding, offers and buy now, with a clear text', async () => {
    const late = await makeUser(t, 'Late Payer');
    for (let i = 0; i < 2; i++) {
      const id = await newDeal('held', late);
      clock.set(new Date(NOW.getTime() + 3 * DAY));
      expect((await post(seller, `/api/deals/${id}/cancel-non-payment`)).json()).toMatchObject({ state: 'cancelled' });
    }
    clock.set(NOW);
    const auctionId = await makeAuction(t, seller.id, { buyNowPrice: 90_000, allowOffers: true }, NOW);
    const refused = await bid(t, late, auctionId, 10_000);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'BIDDING_SUSPENDED', error: BIDDING_SUSPENDED_MESSAGE });
    expect((await buyNowRequest(t, late, auctionId)).json().code).toBe('BIDDING_SUSPENDED');
    expect((await post(late, '/api/offers', { auction_id: auctionId, amount: 50_000 })).json().code).toBe('BIDDING_SUSPENDED');
    const [a] = await t.database.db.select().from(auctions).where(eq(auctions.id, auctionId));
    expect(a).toMatchObject({ status: 'active', currentBid: 0 });
  });
});

describe('the sale’s notices (issue 26 item 2)', () => {
  it('the buyer’s ‘won’ and the seller’s ‘sold’ notices open the deal', async () => {
    // A buyer of their own, so that their notices are these alone.
    const fresh = await makeUser(t, 'Notice Buyer');
    const id = await newDeal('held', fresh);
    const { auctionId } = await dealRow(id);
    await processAuctionEvents(t.deps, { gapWaitMs: 0 });
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(sql`${notifications.notificationData}->>'auction_id' = ${auctionId}`);
    const sale = notices.filter((n) => n.notificationType === 'auction_won' || n.notificationType === 'auction_sold');
    expect(sale.map((n) => [n.notificationType, n.userId]).sort()).toEqual([
      ['auction_sold', seller.id],
      ['auction_won', fresh.id],
    ]);
    for (const n of sale) expect(n.notificationData).toMatchObject({ deal_id: id, link: `/deals/${id}` });
    const listed = await get(fresh, '/api/notifications');
    const won = (listed.json().items as { type: string; link: string | null }[]).filter((n) => n.type === 'auction_won');
    expect(won.map((n) => n.link)).toEqual([`/deals/${id}`]);
  });
});

describe('the deadline job', () => {
  it('reminds the buyer once before the payment is due, however many instances run it', async () => {
    const id = await newDeal();
    clock.set(new Date(NOW.getTime() + 2 * DAY + HOUR));
    await Promise.all([runDealDeadlines(t.deps), runDealDeadlines(t.deps), runDealDeadlines(t.deps)]);
    await runDealDeadlines(t.deps);
    const reminders = await t.database.db
      .select()
      .from(dealEvents)
      .where(and(eq(dealEvents.dealId, id), eq(dealEvents.move, 'reminder')));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.details).toMatchObject({ key: 'payment_due' });
    await processAuctionEvents(t.deps, { gapWaitMs: 0 });
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, buyer.id), eq(notifications.notificationType, 'deal_update'), sql`${notifications.notificationData}->>'deal_id' = ${id}`),
      );
    expect(notices.map((n) => n.notificationData.deal_step)).toEqual(['reminder:payment_due']);
  });

  it('releases the money 3 days after the handover, once, and tells both parties', async () => {
    const id = await handedOverDeal();
    clock.set(new Date(NOW.getTime() + 3 * DAY));
    await runDealDeadlines(t.deps);
    expect((await dealRow(id)).state).toBe('handed_over');
    clock.set(new Date(NOW.getTime() + 4 * DAY));
    await Promise.all([runDealDeadlines(t.deps), runDealDeadlines(t.deps)]);
    const row = await dealRow(id);
    expect(row).toMatchObject({ state: 'received', nextDueAt: null });
    expect(Number(row.transferredCents)).toBe(PRICE * 100);
    expect((await payments(id)).filter((p) => p.step === 'transfer')).toMatchObject([{ status: 'done' }]);
    await processAuctionEvents(t.deps, { gapWaitMs: 0 });
    await processAuctionEvents(t.deps, { gapWaitMs: 0 });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(sql`${notifications.notificationData}->>'deal_id' = ${id}`, sql`${notifications.notificationData}->>'deal_step' = 'release'`));
    expect(told.map((n) => n.userId).sort()).toEqual([buyer.id, seller.id].sort());
  });
});

describe('races and retries', () => {
  it('release against refund: an admin’s two resolutions at once leave exactly one outcome', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await handedOverDeal();
      await post(buyer, `/api/deals/${id}/dispute`, { reason: 'The title names someone else.' });
      const outcomes = await Promise.allSettled([
        resolveDispute(t.deps, { dealId: id, adminId: admin.id, reason: 'The title was sent as listed.', resolution: { outcome: 'release' } }),
        resolveDispute(t.deps, { dealId: id, adminId: admin.id, reason: 'The title names someone else.', resolution: { outcome: 'refund' } }),
      ]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const row = await dealRow(id);
      const moved = await payments(id);
      const out = moved.filter((p) => p.step !== 'charge' && p.step !== 'fee_refund');
      // Exactly one way out for the money: all to the seller, or all back to the buyer (with the buyer fee, decision 031).
      expect(out).toHaveLength(1);
      expect(moved.filter((p) => p.step === 'fee_refund')).toHaveLength(out[0]!.step === 'refund' ? 1 : 0);
      expect(out[0]).toMatchObject({ status: 'done', amountCents: PRICE * 100 });
      expect(row.state).toBe(out[0]!.step === 'transfer' ? 'received' : 'refunded');
      expect(Number(row.transferredCents) + Number(row.refundedCents)).toBe(Number(row.chargedCents));
    }
  });

  it('cancel against payment: the deal is either paid or cancelled with the payment refunded', async () => {
    for (let round = 0; round < 3; round++) {
      // A buyer per round: whichever side wins, a strike (the cancel's) falls on this round's buyer only, never
      // pausing the bidding of the buyer the other tests use (two strikes do).
      const racer = await makeUser(t, `Race Buyer ${round}`);
      const id = await newDeal('held', racer);
      const session = await checkout(id, racer);
      clock.set(new Date(NOW.getTime() + 3 * DAY + HOUR));
      await Promise.allSettled([post(seller, `/api/deals/${id}/cancel-non-payment`), verifyDealPayment(t.deps, { sessionId: session })]);
      const row = await dealRow(id);
      const moved = await payments(id);
      const strikes = await t.database.db.select().from(memberStrikes).where(eq(memberStrikes.dealId, id));
      if (row.state === 'cancelled') {
        expect(moved.map((p) => [p.step, p.status]).sort()).toEqual([
          ['charge', 'done'],
          ['refund', 'done'],
        ]);
        expect(strikes).toHaveLength(1);
      } else {
        expect(row.state).toBe('paid_held');
        expect(moved.map((p) => p.step)).toEqual(['charge']);
        expect(strikes).toHaveLength(0);
      }
      expect(Number(row.chargedCents)).toBe(PRICE * 100);
      expect(Number(row.chargedCents) - Number(row.transferredCents) - Number(row.refundedCents)).toBe(row.state === 'cancelled' ? 0 : PRICE * 100);
    }
  });

  it('a deal paid more than once (checkouts completed in several tabs, reported in any order, at once and again): it keeps one payment and returns every other in full, once', async () => {
    for (const [round, tabs] of [2, 3, 2, 3].entries()) {
      const id = await newDeal();
      const sessions: string[] = [];
      for (let i = 0; i < tabs; i++) sessions.push(await checkout(id));
      // Reported by the buyer's returns and the webhook: in a different order each round, some at once, each twice.
      const order = round % 2 === 0 ? sessions : [...sessions].reverse();
      const first = await Promise.all(order.map((sessionId) => verifyDealPayment(t.deps, { sessionId })));
      const again = await Promise.all(order.map((sessionId) => verifyDealPayment(t.deps, { sessionId })));
      expect(first.map((r) => r.outcome).filter((o) => o === 'paid')).toHaveLength(1);
      expect(first.map((r) => r.outcome).filter((o) => o === 'returned_second')).toHaveLength(tabs - 1);
      expect(again.map((r) => r.outcome).filter((o) => o === 'paid')).toHaveLength(0);

      const row = await dealRow(id);
      expect(row).toMatchObject({ state: 'paid_held', chargedCents: PRICE * 100, refundedCents: 0 });
      const moved = await payments(id);
      const charge = moved.find((p) => p.step === 'charge')!;
      expect(sessions).toContain(charge.providerReference);
      const others = sessions.filter((s) => s !== charge.providerReference);
      expect(
        moved
          .filter((p) => p.step !== 'charge')
          .map((p) => [p.step, p.status, p.amountCents])
          .sort(),
      ).toEqual(others.map((s) => [`return:${s}`, 'done', PRICE * 100]).sort());
      // The buyer is out of pocket the price once: the paying checkout untouched, every other refunded in full.
      expect(await sandboxMovesOf(t.database.db, charge.providerReference!)).toEqual([]);
      for (const s of others) expect((await sandboxMovesOf(t.database.db, s)).map((m) => [m.kind, m.amountCents])).toEqual([['refund', PRICE * 100]]);
      const paidEvents = await t.database.db
        .select()
        .from(dealEvents)
        .where(and(eq(dealEvents.dealId, id), eq(dealEvents.move, 'pay')));
      expect(paidEvents).toHaveLength(1);
      // The buyer's page, back from a second tab's checkout: told it is returned, and the deal lists every return.
      const back = await post(buyer, `/api/deals/${id}/verify-payment`, { session_id: others[0]! });
      expect(back.json()).toMatchObject({ paymentOutcome: 'returned_second', state: 'paid_held' });
      expect((await post(buyer, `/api/deals/${id}/verify-payment`, { session_id: charge.providerReference! })).json().paymentOutcome).toBe('already_paid');
      for (const who of [buyer, seller, admin]) {
        const view = dealViewSchema.parse((await get(who, `/api/deals/${id}`)).json());
        expect(view.returnedPayments).toEqual(others.map(() => ({ amountCents: PRICE * 100, at: NOW.toISOString(), refunded: true })));
      }
    }
  });

  it('a payment confirmation that crashed mid-way is applied by its retry, once', async () => {
    const id = await newDeal();
    const session = await checkout(id);
    // The first delivery dies inside its transaction (as a kill -9 would end it): nothing of it stays.
    await t.database.db.execute(sql`create sequence if not exists deal_crash_seq`);
    await t.database.db.execute(sql`create or replace function deal_crash_once() returns trigger language plpgsql as $$
      begin if nextval('deal_crash_seq') = 1 then raise exception 'crash'; end if; return new; end $$`);
    await t.database.db.execute(sql`create trigger deal_crash_trg before insert on deal_events for each row execute function deal_crash_once()`);
    try {
      await expect(verifyDealPayment(t.deps, { sessionId: session })).rejects.toThrow();
      expect((await dealRow(id)).state).toBe('awaiting_payment');
      expect(await payments(id)).toEqual([]);
      // The provider delivers it again, several times, some at once.
      const retries = await Promise.all([verifyDealPayment(t.deps, { sessionId: session }), verifyDealPayment(t.deps, { sessionId: session })]);
      const last = await verifyDealPayment(t.deps, { sessionId: session });
      expect([...retries, last].map((r) => r.outcome).sort()).toEqual(['already_paid', 'already_paid', 'paid']);
    } finally {
      await t.database.db.execute(sql`drop trigger deal_crash_trg on deal_events`);
    }
    expect((await dealRow(id)).state).toBe('paid_held');
    expect((await payments(id)).map((p) => p.step)).toEqual(['charge']);
    const paidEvents = await t.database.db
      .select()
      .from(dealEvents)
      .where(and(eq(dealEvents.dealId, id), eq(dealEvents.move, 'pay')));
    expect(paidEvents).toHaveLength(1);
  });
});

describe('refusals say the true reason (issue 39 item 7)', () => {
  it('confirming receipt or disputing again on a disputed deal says it is in dispute; an admin is told whose step it is', async () => {
    const id = await handedOverDeal();
    expect((await post(buyer, `/api/deals/${id}/dispute`, { reason: 'The paint is not original at all.' })).statusCode).toBe(200);
    const before = await dealRow(id);
    const confirm = await post(buyer, `/api/deals/${id}/confirm-received`);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toMatchObject({ code: 'NOT_NOW', error: DEAL_MESSAGES.receiptInDispute });
    expect(confirm.json().error).not.toContain('handed over');
    expect((await post(buyer, `/api/deals/${id}/dispute`, { reason: 'The paint is not original at all.' })).json()).toMatchObject({
      code: 'NOT_NOW',
      error: DEAL_MESSAGES.disputeAlreadyOpen,
    });
    expect((await post(seller, `/api/deals/${id}/back-out`)).json()).toMatchObject({ code: 'NOT_NOW', error: DEAL_MESSAGES.backOutTooLate });
    expect((await post(admin, `/api/deals/${id}/confirm-received`)).json()).toMatchObject({
      code: 'NOT_YOUR_MOVE',
      error: 'This step is the buyer’s to take; an admin only resolves disputes.',
    });
    expect(await dealRow(id)).toEqual(before);
  });
});
