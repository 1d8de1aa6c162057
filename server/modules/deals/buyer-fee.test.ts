import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealPayments, deals, notifications, paymentHolds } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { buyNowDeal, connectPayoutAccount, payDeal } from '../../test/deal-fixtures.ts';
import { sandboxMovesOf } from '../../platform/payments/sandbox-payments.ts';
import { processAuctionEvents } from '../notifications/process-auction-events.ts';
import { notificationText, type NotificationData } from '../../../domain/community/notification-kinds.ts';
import { retryDealPayments } from './deal-deadlines.ts';

// Decision 031 through the API: the buyer fee in whole dollars, returned as a money move of
// its own when the seller backs out (paid or not), kept when the buyer did not pay; the release told to the seller in
// dollars; a completed deal's date; each party's notice saying who got how much. (Disputes: admin-deals.test.ts.)
// PGlite by default, PostgreSQL with DATABASE_URL.

const NOW = new Date('2031-06-01T12:00:00Z');
const DAY = 86_400_000;
const PRICE = 26_500;
const FEE = 66_300; // 2.5% of $26,500 is $662.50: $663, half a dollar up (decision 003).
const clock = fixedClock(NOW);
let t: TestApp;
let seller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [seller, buyer] = await Promise.all([makeUser(t, 'Fee Seller'), makeUser(t, 'Fee Buyer')]);
  await connectPayoutAccount(t, seller, 'acct_sandbox_fee');
}, 120_000);
afterAll(async () => t.close());

const post = (u: TestUser, url: string, payload: Record<string, unknown> = {}) => t.as(u).post(url, payload);
const get = (u: TestUser, url: string) => t.as(u).get(url);
const moves = async (id: string) =>
  (await t.database.db.select().from(dealPayments).where(eq(dealPayments.dealId, id)))
    .filter((p) => p.step !== 'charge')
    .map((p) => [p.step, p.status, Number(p.amountCents)])
    .sort();

const newDeal = (title: string) => buyNowDeal(t, { clock, at: NOW, seller, buyer, listing: { buyNowPrice: PRICE, title } });
const pay = (id: string) => payDeal(t, buyer, id);

async function capturedHold(id: string) {
  const [d] = await t.database.db.select().from(deals).where(eq(deals.id, id));
  const [hold] = await t.database.db
    .select()
    .from(paymentHolds)
    .where(and(eq(paymentHolds.auctionId, d!.auctionId), eq(paymentHolds.userId, buyer.id), eq(paymentHolds.status, 'captured')));
  return hold!;
}

/** Each party's notice of the step, in their words. */
async function noticesOf(id: string, step: string): Promise<Record<string, string>> {
  await processAuctionEvents(t.deps, { gapWaitMs: 0 });
  const rows = await t.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.notificationType, 'deal_update'),
        sql`${notifications.notificationData}->>'deal_id' = ${id}`,
        sql`${notifications.notificationData}->>'deal_step' = ${step}`,
      ),
    );
  return Object.fromEntries(
    rows.map((n) => [n.userId === buyer.id ? 'buyer' : 'seller', notificationText(n.notificationType, n.notificationData as NotificationData, '')]),
  );
}

describe('the buyer fee (decisions 003 and 031)', () => {
  it('is held, captured and shown in whole dollars: $663 on $26,500', async () => {
    const id = await newDeal('Whole Dollar Ducati');
    expect((await capturedHold(id)).amountCents).toBe(FEE);
    const page = (await get(buyer, `/api/deals/${id}`)).json();
    expect(page.amounts).toEqual({ price: PRICE, buyerFeeCents: FEE, totalCents: PRICE * 100 + FEE });
  });

  it('the seller backing out of a paid deal refunds the price and returns the fee from the captured hold, once, and says so to the buyer', async () => {
    const id = await newDeal('Backed Out Panigale');
    await pay(id);
    expect((await post(seller, `/api/deals/${id}/back-out`)).statusCode).toBe(200);
    expect(await moves(id)).toEqual([
      ['fee_refund', 'done', FEE],
      ['refund', 'done', PRICE * 100],
    ]);
    const hold = await capturedHold(id);
    expect((await sandboxMovesOf(t.database.db, hold.providerReference!)).map((m) => [m.kind, m.amountCents])).toEqual([['refund', FEE]]);
    // A retry of the job moves nothing more.
    clock.set(new Date(NOW.getTime() + DAY));
    await retryDealPayments(t.deps);
    expect(await sandboxMovesOf(t.database.db, hold.providerReference!)).toHaveLength(1);
    const page = (await get(buyer, `/api/deals/${id}`)).json();
    expect(page.money).toEqual({ releasedCents: 0, refundedCents: PRICE * 100, feeReturnedCents: FEE, pending: false });
    expect(page.timeline.at(-1)).toMatchObject({ move: 'back_out', amountCents: PRICE * 100, details: { buyerFeeCents: FEE, feeReturnCents: FEE } });
    const told = await noticesOf(id, 'back_out');
    expect(told.buyer).toBe(
      'The seller cancelled the sale of Backed Out Panigale. $26,500 is refunded to you in full. The buyer fee of $663 taken at the sale is returned to you in full.',
    );
    // The seller made the move and is not told of it again (decision 028: the other party hears of a party's move).
    expect(Object.keys(told)).toEqual(['buyer']);
  });

  it('the seller backing out before the payment returns the fee; a refusal is retried by the deal-payments job until done', async () => {
    const id = await newDeal('Unpaid Backed Out Supra');
    const hold = await capturedHold(id);
    // The provider cannot find the fee's payment yet (as Stripe before syncHolds has captured it): the return waits.
    await t.database.db.update(paymentHolds).set({ providerReference: null }).where(eq(paymentHolds.id, hold.id));
    expect((await post(seller, `/api/deals/${id}/back-out`)).statusCode).toBe(200);
    expect(await moves(id)).toEqual([['fee_refund', 'pending', FEE]]);
    expect((await get(buyer, `/api/deals/${id}`)).json().money).toEqual({ releasedCents: 0, refundedCents: 0, feeReturnedCents: FEE, pending: true });
    await t.database.db.update(paymentHolds).set({ providerReference: hold.providerReference }).where(eq(paymentHolds.id, hold.id));
    clock.set(new Date(NOW.getTime() + DAY));
    await retryDealPayments(t.deps);
    expect(await moves(id)).toEqual([['fee_refund', 'done', FEE]]);
    expect((await sandboxMovesOf(t.database.db, hold.providerReference!)).map((m) => [m.kind, m.amountCents])).toEqual([['refund', FEE]]);
    const told = await noticesOf(id, 'back_out');
    expect(told.buyer).toBe(
      'The seller cancelled the sale of Unpaid Backed Out Supra. You had not paid, so no payment is refunded. The buyer fee of $663 taken at the sale is returned to you in full.',
    );
  });

  it('a cancel for non-payment keeps the fee and tells the buyer so', async () => {
    const id = await newDeal('Never Paid Corvette');
    clock.set(new Date(NOW.getTime() + 3 * DAY));
    expect((await post(seller, `/api/deals/${id}/cancel-non-payment`)).statusCode).toBe(200);
    expect(await moves(id)).toEqual([]);
    expect(await sandboxMovesOf(t.database.db, (await capturedHold(id)).providerReference!)).toEqual([]);
    expect((await get(buyer, `/api/deals/${id}`)).json().money).toEqual({ releasedCents: 0, refundedCents: 0, feeReturnedCents: 0, pending: false });
    const told = await noticesOf(id, 'cancel_non_payment');
    expect(told.buyer).toMatch(
      /^The purchase of Never Paid Corvette was cancelled because the payment did not arrive within 3 days\. The buyer fee of \$663 taken at the sale is not returned\. This counts as a strike/,
    );
    expect(Object.keys(told)).toEqual(['buyer']);
  });

  it('tells the seller how much was released to them, and a completed deal has its completion date', async () => {
    const id = await newDeal('Released Land Cruiser');
    await pay(id);
    expect((await post(seller, `/api/deals/${id}/hand-over`, {})).statusCode).toBe(200);
    expect((await post(seller, `/api/deals/${id}/send-title`, {})).statusCode).toBe(200);
    expect((await post(buyer, `/api/deals/${id}/confirm-received`)).statusCode).toBe(200);
    expect(await moves(id)).toEqual([['transfer', 'done', PRICE * 100]]);
    expect((await noticesOf(id, 'confirm_received')).seller).toBe('The buyer received Released Land Cruiser as described. $26,500 has been released to you');
    clock.set(new Date(NOW.getTime() + 2 * DAY));
    expect((await post(buyer, `/api/deals/${id}/receive-title`)).json().state).toBe('completed');
    const page = (await get(seller, `/api/deals/${id}`)).json();
    expect(page).toMatchObject({
      state: 'completed',
      completedAt: new Date(NOW.getTime() + 2 * DAY).toISOString(),
      money: { releasedCents: PRICE * 100, refundedCents: 0, feeReturnedCents: 0, pending: false },
    });
  });
});
