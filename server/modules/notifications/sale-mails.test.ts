import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bid, buyNowRequest, makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { closeDueAuctions } from '../auction-engine/close-auctions.ts';
import { sendEmailAlerts } from '../email-alerts/send-email-alerts.ts';
import { processAuctionEvents } from './process-auction-events.ts';

// Issue 25 item 9: a Buy Now purchase mails the buyer and the seller, as a sale at the close does: each
// exactly once, however often the worker and the mail job run and however often the purchase is retried.

const clock = fixedClock(new Date('2030-07-01T12:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
}, 240_000);
afterAll(async () => {
  await t.close();
});

/** The alert mails (they carry List-Unsubscribe) sent to this member. */
const alertMailsTo = async (user: TestUser) => (await t.mailer.list()).filter((m) => m.to === user.email && m.headers?.['List-Unsubscribe']);

/** The worker and the mail job, run twice each as several instances or retries would. */
async function deliver() {
  for (let i = 0; i < 2; i++) {
    await processAuctionEvents(t.deps);
    await sendEmailAlerts(t.deps);
  }
}

describe('sale e-mails', () => {
  it('Buy Now mails the buyer and the seller, each exactly once', async () => {
    const [seller, buyer] = await Promise.all([makeUser(t, 'Buy Now Seller'), makeUser(t, 'Buy Now Buyer')]);
    const id = await makeAuction(t, seller.id, { year: 1967, make: 'Ford', model: 'Mustang', buyNowPrice: 42_000 }, clock.now());
    const res = await buyNowRequest(t, buyer, id);
    expect(res.statusCode, res.body).toBe(200);
    // A retried purchase (the answer was lost) is answered as it was and sells nothing again.
    expect((await buyNowRequest(t, buyer, id)).statusCode).toBe(200);
    await deliver();

    const toBuyer = await alertMailsTo(buyer);
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0]!.text).toContain('You bought 1967 Ford Mustang for $42,000 with Buy It Now');
    const toSeller = await alertMailsTo(seller);
    expect(toSeller).toHaveLength(1);
    expect(toSeller[0]!.text).toContain('Your 1967 Ford Mustang sold for $42,000 with Buy It Now');
    expect(toSeller[0]!.text).not.toContain('You bought');
  });

  it('a sale at the close mails both sides the same way', async () => {
    const [seller, winner] = await Promise.all([makeUser(t, 'Close Seller'), makeUser(t, 'Close Winner')]);
    const id = await makeAuction(t, seller.id, { year: 1970, make: 'Dodge', model: 'Charger', endTime: new Date(clock.now().getTime() + 60_000) }, clock.now());
    clock.advance(1000);
    expect((await bid(t, winner, id, 10_100)).statusCode).toBe(200);
    clock.advance(120_000);
    await closeDueAuctions(t.deps);
    await deliver();

    const toWinner = await alertMailsTo(winner);
    expect(toWinner).toHaveLength(1);
    expect(toWinner[0]!.text).toContain('You won 1970 Dodge Charger for $10,100');
    const toSeller = await alertMailsTo(seller);
    expect(toSeller).toHaveLength(1);
    expect(toSeller[0]!.text).toContain('Your 1970 Dodge Charger sold for $10,100');
  });
});
