import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { deals, notificationPreferences } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import type { StoredMail } from '../../platform/mail/mailer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bid, buyNowRequest, makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { endedUnderReserve as endedUnderReserveAt } from '../../test/deal-fixtures.ts';
import { closeAuction } from '../auction-engine/close-auctions.ts';
import { createNotification } from './create-notification.ts';
import { sendEmailAlerts, sendTransactionalMails } from '../email-alerts/send-email-alerts.ts';
import { createNotificationWorker, type NotificationWorker } from './notification-worker.ts';
import { processAuctionEvents } from './process-auction-events.ts';

// Whatever sold the vehicle (its close, Buy Now, an accepted offer or counter-offer, an accepted
// second-chance offer), the buyer's notice and mail say what is due, how much (price, buyer fee, total), by when, and
// link to the deal; the seller is told what sold and when the buyer pays. Each of those mails is transactional: on its
// own, sent as soon as the notification worker has made the notice, whatever the alert settings, with no unsubscribe
// link, exactly once however often the worker and the mail job run.

const NOW = new Date('2030-07-01T12:00:00Z');
const HOUR = 3_600_000;
const clock = fixedClock(NOW);
let t: TestApp;
let seller: TestUser;
let worker: NotificationWorker;

beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await makeUser(t, 'Classic Motors');
  // As communityJobs wires it: the worker sends the sale's and the deal's mails as soon as it has made their notices.
  worker = createNotificationWorker(t.deps, 2000, 0, () => sendTransactionalMails(t.deps));
}, 240_000);
afterAll(async () => {
  worker.stop();
  await t.close();
});

const post = (u: TestUser, url: string, payload: Record<string, unknown> = {}) => t.as(u).post(url, payload);
const mailsTo = async (user: TestUser): Promise<StoredMail[]> =>
  (await t.mailer.list()).filter((m) => m.to === user.email && !/Confirm your e-mail/.test(m.subject));
const noticesOf = async (user: TestUser) => {
  const res = await t.as(user).get('/api/notifications');
  expect(res.statusCode).toBe(200);
  return res.json().items as { type: string; text: string; link: string | null }[];
};
const liveDeal = async (auctionId: string) =>
  (
    await t.database.db
      .select()
      .from(deals)
      .where(and(eq(deals.auctionId, auctionId), ne(deals.state, 'cancelled')))
  )[0]!;

/** The worker as the server runs it (it mails at once), then the worker and the mail job again, as retries or other instances would. */
async function deliver() {
  await worker.kick();
  expect(await processAuctionEvents(t.deps)).toBe(0);
  await sendEmailAlerts(t.deps);
}

/** A transactional mail: the deal's link, no unsubscribe link nor List-Unsubscribe header. */
function expectTransactional(mail: StoredMail, dealId: string) {
  expect(mail.headers?.['List-Unsubscribe']).toBeUndefined();
  expect(mail.text).not.toMatch(/unsubscribe/i);
  expect(mail.html).not.toMatch(/unsubscribe/i);
  expect(mail.text).toContain(`Open the deal: http://localhost:3000/deals/${dealId}`);
  expect(mail.text).toContain('It is part of the sale, so it is sent whatever your alert settings.');
}

/** An auction closed under its reserve with two bidders: its negotiation window is open. */
const endedUnderReserve = (top: TestUser, under: TestUser, vehicle: { year: number; make: string; model: string; trim?: string }) =>
  endedUnderReserveAt(t, { clock, now: NOW, seller, top, under, bids: [23_400, 23_500], listing: { ...vehicle, startingPrice: 20_000 } });

describe('every path to a sale tells the buyer what to pay, how much, by when, and links to the deal', () => {
  it('an auction sold at its close: the buyer and the seller, each once, with the trim in the vehicle', async () => {
    const buyer = await makeUser(t, 'Sam Buyer');
    clock.set(NOW);
    const id = await makeAuction(
      t,
      seller.id,
      { year: 2019, make: 'Ducati', model: 'Panigale V4', trim: 'S', startingPrice: 25_000, endTime: new Date(NOW.getTime() + 60_000) },
      NOW,
    );
    clock.advance(1000);
    expect((await bid(t, buyer, id, 26_500)).statusCode).toBe(200);
    clock.advance(120_000);
    expect(await closeAuction(t.deps, id)).toBe(true);
    await deliver();
    const deal = await liveDeal(id);
    const text =
      'You won 2019 Ducati Panigale V4 S for $26,500. Pay $26,500 at checkout on the deal page by Jul 4, 2030, 12:02 PM UTC; VehicleBid holds it until you have the vehicle. ' +
      'Buyer fee (2.5%): $663, already taken from your bidding authorization at the sale; $27,163 in all.';
    expect((await noticesOf(buyer)).filter((n) => n.type === 'auction_won')).toEqual([expect.objectContaining({ text, link: `/deals/${deal.id}` })]);
    const toBuyer = await mailsTo(buyer);
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0]!.subject).toBe('Pay $26,500 by Jul 4, 2030 for 2019 Ducati Panigale V4 S');
    expect(toBuyer[0]!.text).toContain(text);
    expectTransactional(toBuyer[0]!, deal.id);

    const sellerText =
      'Your 2019 Ducati Panigale V4 S sold for $26,500 to Sam Buyer. The buyer pays $26,500 to VehicleBid by Jul 4, 2030, 12:02 PM UTC; we hold it and release it to you after the handover. The deal page says when to hand the vehicle over.';
    expect((await noticesOf(seller)).filter((n) => n.link === `/deals/${deal.id}`).map((n) => n.text)).toEqual([sellerText]);
    const toSeller = (await mailsTo(seller)).filter((m) => m.text.includes(deal.id));
    expect(toSeller.map((m) => m.subject)).toEqual(['Sold: 2019 Ducati Panigale V4 S for $26,500']);
    expect(toSeller[0]!.text).toContain(sellerText);
    expectTransactional(toSeller[0]!, deal.id);
  });

  it('Buy Now of a direct-payment listing: the buyer pays the seller directly', async () => {
    const buyer = await makeUser(t, 'Direct Buyer');
    clock.set(NOW);
    const id = await makeAuction(t, seller.id, { year: 1967, make: 'Ford', model: 'Mustang', buyNowPrice: 42_000, paymentMethod: 'direct' }, NOW);
    expect((await buyNowRequest(t, buyer, id)).statusCode).toBe(200);
    // A retried purchase (the answer was lost) is answered as it was and sells nothing again.
    expect((await buyNowRequest(t, buyer, id)).statusCode).toBe(200);
    await deliver();
    const deal = await liveDeal(id);
    const text =
      'You bought 1967 Ford Mustang for $42,000 with Buy It Now. Pay the seller $42,000 directly by Jul 4, 2030, 12:00 PM UTC; the deal page has their contacts, and the seller confirms there when it arrives. ' +
      'Buyer fee (2.5%): $1,050, already taken from your bidding authorization at the sale; $43,050 in all.';
    expect((await noticesOf(buyer)).map((n) => n.text)).toEqual([text]);
    const toBuyer = await mailsTo(buyer);
    expect(toBuyer.map((m) => m.subject)).toEqual(['Pay $42,000 to the seller by Jul 4, 2030 for 1967 Ford Mustang']);
    expectTransactional(toBuyer[0]!, deal.id);
    const toSeller = (await mailsTo(seller)).filter((m) => m.text.includes(deal.id));
    expect(toSeller).toHaveLength(1);
    expect(toSeller[0]!.text).toContain(
      'Direct Buyer bought your 1967 Ford Mustang for $42,000 with Buy It Now. The buyer pays you $42,000 directly by Jul 4, 2030, 12:00 PM UTC; confirm on the deal page when it arrives, then hand the vehicle over.',
    );
  });

  it('an offer the seller accepted: the buyer is told (the seller, who accepted, is not told of their own act)', async () => {
    const buyer = await makeUser(t, 'Offer Buyer');
    clock.set(NOW);
    const id = await makeAuction(
      t,
      seller.id,
      { year: 1970, make: 'Dodge', model: 'Charger', trim: 'R/T', allowOffers: true, endTime: new Date(NOW.getTime() + 48 * HOUR) },
      NOW,
    );
    const offer = await post(buyer, '/api/offers', { auction_id: id, amount: 25_000 });
    expect(offer.statusCode, offer.body).toBe(200);
    const before = (await mailsTo(seller)).length;
    expect((await post(seller, `/api/offers/${offer.json().offer.id}/accept`)).statusCode).toBe(200);
    await deliver();
    const deal = await liveDeal(id);
    const text =
      'Classic Motors accepted your offer: 1970 Dodge Charger R/T for $25,000. Pay $25,000 at checkout on the deal page by Jul 4, 2030, 12:00 PM UTC; VehicleBid holds it until you have the vehicle. ' +
      'Buyer fee (2.5%): $625, already taken from your bidding authorization at the sale; $25,625 in all.';
    // One notice and one mail: the sale's (no second 'offer accepted' notice or mail beside it).
    expect((await noticesOf(buyer)).map((n) => [n.type, n.text, n.link])).toEqual([['auction_won', text, `/deals/${deal.id}`]]);
    const toBuyer = await mailsTo(buyer);
    expect(toBuyer.map((m) => m.subject)).toEqual(['Pay $25,000 by Jul 4, 2030 for 1970 Dodge Charger R/T']);
    expectTransactional(toBuyer[0]!, deal.id);
    expect((await mailsTo(seller)).length).toBe(before);
  });

  it('a counter-offer the buyer accepted: both told, the seller by the sale notice', async () => {
    const [top, under] = await Promise.all([makeUser(t, 'Counter Top'), makeUser(t, 'Counter Under')]);
    const id = await endedUnderReserve(top, under, { year: 1957, make: 'Mercedes-Benz', model: '190SL' });
    const counter = await post(seller, `/api/auctions/${id}/negotiation/offers`, { amount: 45_000 });
    expect(counter.statusCode, counter.body).toBe(200);
    expect((await post(top, `/api/offers/${counter.json().offerId}/accept`)).statusCode).toBe(200);
    await deliver();
    const deal = await liveDeal(id);
    const buyerMails = (await mailsTo(top)).filter((m) => m.text.includes(deal.id));
    expect(buyerMails.map((m) => m.subject)).toEqual(['Pay $45,000 by Jul 4, 2030 for 1957 Mercedes-Benz 190SL']);
    expect(buyerMails[0]!.text).toContain(
      'You accepted the counter-offer from Classic Motors: 1957 Mercedes-Benz 190SL for $45,000. Pay $45,000 at checkout on the deal page by Jul 4, 2030, 1:00 PM UTC;',
    );
    expect(buyerMails[0]!.text).toContain('Buyer fee (2.5%): $1,125, already taken from your bidding authorization at the sale; $46,125 in all.');
    const sellerNotices = (await noticesOf(seller)).filter((n) => n.link === `/deals/${deal.id}`);
    expect(sellerNotices.map((n) => n.text)).toEqual([
      'Counter Top accepted your counter-offer: your 1957 Mercedes-Benz 190SL sold for $45,000. The buyer pays $45,000 to VehicleBid by Jul 4, 2030, 1:00 PM UTC; we hold it and release it to you after the handover. The deal page says when to hand the vehicle over.',
    ]);
    expect((await mailsTo(seller)).filter((m) => m.text.includes(deal.id))).toHaveLength(1);
  });

  it('a second-chance offer says who offers what to whom and what accepting costs; its acceptance tells both sides', async () => {
    const [top, under] = await Promise.all([makeUser(t, 'Chance Top'), makeUser(t, 'Chance Under')]);
    const id = await endedUnderReserve(top, under, { year: 2017, make: 'Sundowner', model: 'Trail Blazer', trim: '8013' });
    clock.set(new Date(NOW.getTime() + 50 * HOUR));
    const made = await post(seller, `/api/auctions/${id}/second-chance`, { bidder_id: under.id });
    expect(made.statusCode, made.body).toBe(200);
    // The notice names the seller, the vehicle, the amount and the deadline.
    expect((await noticesOf(under)).filter((n) => n.type === 'offer_received').map((n) => n.text)).toEqual([
      'Classic Motors offers you 2017 Sundowner Trail Blazer 8013 for $23,400, your highest bid. Accept it by Jul 5, 2030, 2:00 PM UTC to buy it.',
    ]);
    const offerMail = (await mailsTo(under)).find((m) => m.subject.startsWith('Second-chance offer'))!;
    expect(offerMail.text).toContain(
      'Classic Motors offers you 1967 Ford Mustang Fastback for $23,400, your highest bid. Accept it on the listing page by Jul 5, 2030, 2:00 PM UTC to buy it. ' +
        'If you accept, you pay $23,400 within 3 days, as the deal page will say. Buyer fee (2.5%): $585, taken from your bidding authorization when you accept; $23,985 in all.',
    );

    expect((await post(under, `/api/offers/${made.json().offerId}/accept`)).statusCode).toBe(200);
    await deliver();
    const deal = await liveDeal(id);
    const won = (await noticesOf(under)).find((n) => n.type === 'auction_won')!;
    expect(won).toMatchObject({
      link: `/deals/${deal.id}`,
      text:
        'You accepted the second-chance offer from Classic Motors: 2017 Sundowner Trail Blazer 8013 for $23,400. Pay $23,400 at checkout on the deal page by Jul 6, 2030, 2:00 PM UTC; VehicleBid holds it until you have the vehicle. ' +
        'Buyer fee (2.5%): $585, already taken from your bidding authorization at the sale; $23,985 in all.',
    });
    const toBuyer = (await mailsTo(under)).filter((m) => m.text.includes(deal.id));
    expect(toBuyer.map((m) => m.subject)).toEqual(['Pay $23,400 by Jul 6, 2030 for 2017 Sundowner Trail Blazer 8013']);
    expectTransactional(toBuyer[0]!, deal.id);
    expect((await noticesOf(seller)).filter((n) => n.link === `/deals/${deal.id}`).map((n) => n.text)).toEqual([
      'Chance Under accepted your second-chance offer: your 2017 Sundowner Trail Blazer 8013 sold for $23,400. The buyer pays $23,400 to VehicleBid by Jul 6, 2030, 2:00 PM UTC; we hold it and release it to you after the handover. The deal page says when to hand the vehicle over.',
    ]);
  });

  it('a classified sold by an offer takes no buyer fee, and says so', async () => {
    const buyer = await makeUser(t, 'Classified Buyer');
    clock.set(NOW);
    const id = await makeAuction(
      t,
      seller.id,
      {
        year: 2022,
        make: 'Airstream',
        model: 'Classic',
        trim: '33FB',
        listingType: 'classified',
        allowOffers: true,
        endTime: new Date(NOW.getTime() + 30 * 24 * HOUR),
      },
      NOW,
    );
    const offer = await post(buyer, '/api/offers', { auction_id: id, amount: 18_000 });
    expect(offer.statusCode, offer.body).toBe(200);
    expect((await post(seller, `/api/offers/${offer.json().offer.id}/accept`)).statusCode).toBe(200);
    await deliver();
    expect((await noticesOf(buyer)).map((n) => n.text)).toEqual([
      'Classic Motors accepted your offer: 2022 Airstream Classic 33FB for $18,000. Pay $18,000 at checkout on the deal page by Jul 4, 2030, 12:00 PM UTC; VehicleBid holds it until you have the vehicle. No buyer fee: $18,000 in all.',
    ]);
  });
});

describe('a sale’s and a deal’s mails are transactional', () => {
  it('go at once and on their own, even right after an alert mail, beside pending alerts, and for a member who had turned sale mails off', async () => {
    const buyer = await makeUser(t, 'Busy Buyer');
    // An alert mail just went (so alerts now wait for the two-minute gap) and another alert is pending.
    await createNotification(t.deps, {
      userId: buyer.id,
      fromUserId: seller.id,
      type: 'auction_cancelled',
      data: { auction_year: 1965, auction_make: 'Ford', auction_model: 'Falcon' },
      sourceKey: 'busy:1',
    });
    await sendEmailAlerts(t.deps);
    await createNotification(t.deps, {
      userId: buyer.id,
      fromUserId: seller.id,
      type: 'auction_cancelled',
      data: { auction_year: 1966, auction_make: 'Ford', auction_model: 'Falcon' },
      sourceKey: 'busy:2',
    });
    // A member could once turn the 'I win an auction or buy a vehicle' mail off: it is sent all the same.
    await t.database.db.insert(notificationPreferences).values({ userId: buyer.id, notificationType: 'auction_won', email: false });
    const id = await makeAuction(t, seller.id, { year: 2005, make: 'Ford', model: 'GT', buyNowPrice: 400_000 }, clock.now());
    expect((await buyNowRequest(t, buyer, id)).statusCode).toBe(200);
    await worker.kick();
    const deal = await liveDeal(id);
    const mails = await mailsTo(buyer);
    expect(mails.map((m) => m.subject).sort()).toEqual(['Pay $400,000 by Jul 4, 2030 for 2005 Ford GT', 'The auction for 1965 Ford Falcon was cancelled']);
    const sale = mails.find((m) => m.subject.startsWith('Pay'))!;
    expectTransactional(sale, deal.id);
    expect(sale.text).not.toContain('Falcon');
    // The pending alert still waits for its gap, and goes batched as an alert.
    await sendEmailAlerts(t.deps);
    expect(await mailsTo(buyer)).toHaveLength(2);
    clock.advance(3 * 60_000);
    await sendEmailAlerts(t.deps);
    const last = (await mailsTo(buyer)).find((m) => m.subject.includes('1966'))!;
    expect(last.subject).toBe('The auction for 1966 Ford Falcon was cancelled');
    expect(last.headers?.['List-Unsubscribe']).toBeDefined();
  });

  it('the alert settings offer no switch for them', async () => {
    const member = await makeUser(t, 'Settings Reader');
    const res = await t.as(member).get('/api/notification-preferences');
    const types = (res.json().items as { type: string }[]).map((p) => p.type);
    expect(types).not.toContain('auction_won');
    expect(types).not.toContain('auction_sold');
    expect(types).not.toContain('deal_update');
  });
});
