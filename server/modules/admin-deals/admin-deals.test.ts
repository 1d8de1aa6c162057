import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, dealPayments, deals, emailAlerts, messages, notifications, paymentHolds, userRoles } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { buyNowDeal, connectPayoutAccount, payDeal } from '../../test/deal-fixtures.ts';
import { sandboxMovesOf } from '../../platform/payments/sandbox-payments.ts';
import { dashboard } from '../admin-dashboard/dashboard.ts';
import sharp from 'sharp';
import { processAuctionEvents } from '../notifications/process-auction-events.ts';
import { sendEmailAlerts } from '../email-alerts/send-email-alerts.ts';
import { notificationText, type NotificationData } from '../../../domain/community/notification-kinds.ts';
import { MONEY_REASON_TEXTS } from '../../../domain/admin/admin-money.ts';

// /admin/deals through the API — the list (filter, overdue first, open disputes), a deal's
// detail with its messages, and resolving a dispute (release, refund, split, each with the admin's reason on the
// timeline, in the audit log and in both parties' notices; a missing reason, bad amounts, a split of $0 or of the
// whole price; non-admins; a race).
// PGlite by default, PostgreSQL with DATABASE_URL.

const NOW = new Date('2031-05-01T12:00:00Z');
const DAY = 86_400_000;
const PRICE = 30_000;
const clock = fixedClock(NOW);
let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [seller, buyer, other, admin] = await Promise.all([
    makeUser(t, 'Resolve Seller'),
    makeUser(t, 'Resolve Buyer'),
    makeUser(t, 'Resolve Other'),
    makeUser(t, 'Resolve Admin'),
  ]);
  await t.database.db.insert(userRoles).values({ userId: admin.id, role: 'admin' });
  await connectPayoutAccount(t, seller, 'acct_sandbox_resolve');
}, 120_000);
afterAll(async () => t.close());

const dealRow = async (id: string) => (await t.database.db.select().from(deals).where(eq(deals.id, id)))[0]!;

/** A buy now at `at`: its deal, awaiting payment. */
const newDeal = (at = NOW) => buyNowDeal(t, { clock, at, seller, buyer, listing: { buyNowPrice: PRICE, title: 'Disputed Porsche 964' } });

const enginePhoto = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 90, g: 60, b: 30 } } })
    .jpeg()
    .toBuffer();
async function uploadDisputePhoto(u: TestUser, dealId: string, data?: Buffer, name = 'engine-bay.jpg') {
  return t.as(u).upload(`/api/deals/${dealId}/dispute-photos`, name, data ?? (await enginePhoto()), 'image/jpeg');
}

/** Paid by the sandbox checkout, handed over, and disputed by the buyer with a photo. */
async function disputedDeal(): Promise<string> {
  const id = await newDeal();
  await payDeal(t, buyer, id);
  expect((await t.as(seller).post(`/api/deals/${id}/hand-over`, { carrier: 'Own pickup' })).statusCode).toBe(200);
  const photo = await uploadDisputePhoto(buyer, id);
  expect(photo.statusCode, photo.body).toBe(201);
  const disputed = await t.as(buyer).post(`/api/deals/${id}/dispute`, { reason: 'The engine is not the original one.', photoIds: [photo.json().imageUrl] });
  expect(disputed.json().state).toBe('disputed');
  return id;
}

/** The sandbox's refunds from the buyer's captured bid hold of this deal's listing: the buyer fee returned. */
async function feeRefundsOf(dealId: string): Promise<[string, number][]> {
  const row = await dealRow(dealId);
  const [hold] = await t.database.db
    .select()
    .from(paymentHolds)
    .where(and(eq(paymentHolds.auctionId, row.auctionId), eq(paymentHolds.userId, row.buyerId), eq(paymentHolds.status, 'captured')));
  expect(hold?.amountCents).toBe(FEE_CENTS);
  return (await sandboxMovesOf(t.database.db, hold!.providerReference!)).map((m) => [m.kind, m.amountCents]);
}

const moves = async (id: string) => (await t.database.db.select().from(dealPayments).where(eq(dealPayments.dealId, id))).filter((p) => p.step !== 'charge');

describe('/api/admin/deals', () => {
  it('lists the deals overdue first, then open disputes; filters by state; counts both for the dashboard', async () => {
    const overdue = await newDeal(new Date(NOW.getTime() - 5 * DAY));
    clock.set(NOW);
    const disputed = await disputedDeal();
    const fresh = await newDeal();
    const list = await t.as(admin).get('/api/admin/deals');
    expect(list.statusCode).toBe(200);
    const body = list.json() as { deals: { id: string; state: string; overdue: boolean }[]; openDisputes: number; overdue: number };
    const ids = body.deals.map((d) => d.id);
    expect(ids.indexOf(overdue)).toBe(0);
    expect(body.deals[0]).toMatchObject({ overdue: true, state: 'awaiting_payment', buyerName: 'Resolve Buyer', sellerName: 'Resolve Seller', price: PRICE });
    expect(ids.indexOf(disputed)).toBeLessThan(ids.indexOf(fresh));
    expect(body.openDisputes).toBeGreaterThanOrEqual(1);
    expect(body.overdue).toBeGreaterThanOrEqual(1);
    const onlyDisputed = (await t.as(admin).get('/api/admin/deals?state=disputed')).json() as { deals: { state: string }[] };
    expect(onlyDisputed.deals.length).toBeGreaterThanOrEqual(1);
    expect(onlyDisputed.deals.every((d) => d.state === 'disputed')).toBe(true);
    expect((await t.as(admin).get('/api/admin/deals?state=lost')).statusCode).toBe(400);
    // The dashboard's 'Needs you' counts the same.
    const figures = await dashboard(t.deps, 0);
    expect(figures).toMatchObject({ openDisputes: body.openDisputes, overdueDeals: body.overdue });
  });

  it('shows a deal to admins with its timeline, the dispute’s reason and photos, and the parties’ messages', async () => {
    const id = await disputedDeal();
    const row = await dealRow(id);
    await t.database.db.insert(messages).values([
      {
        fromUserId: buyer.id,
        toUserId: seller.id,
        auctionId: row.auctionId,
        subject: 'Engine',
        content: 'The engine number does not match the papers.',
        createdAt: new Date(NOW.getTime() + 1000),
      },
      {
        fromUserId: seller.id,
        toUserId: buyer.id,
        auctionId: row.auctionId,
        subject: 'Re: Engine',
        content: 'It was rebuilt in 2019, as listed.',
        createdAt: new Date(NOW.getTime() + 2000),
      },
    ]);
    const detail = await t.as(admin).get(`/api/admin/deals/${id}`);
    expect(detail.statusCode).toBe(200);
    const d = detail.json();
    // What the confirmation tells the admin of the buyer fee: taken at the buy now, not part of the held price.
    expect(d.buyerFeeTakenCents).toBe(FEE_CENTS);
    expect(d.deal).toMatchObject({
      state: 'disputed',
      viewerRole: 'admin',
      dispute: { reason: 'The engine is not the original one.', photoIds: [expect.stringMatching(/^\/media\/uploads\/[0-9a-f]{40}\.webp$/)] },
    });
    // The photo is for admins' eyes: served to the admin, not to the parties or anyone else.
    const photoUrl = d.deal.dispute.photoIds[0] as string;
    expect((await t.as(admin).get(photoUrl)).statusCode).toBe(200);
    for (const who of [seller, other]) expect((await t.as(who).get(photoUrl)).statusCode).toBeGreaterThanOrEqual(400);
    expect(d.deal.timeline.map((e: { move: string }) => e.move)).toEqual(['sold', 'pay', 'hand_over', 'open_dispute']);
    expect(d.messages.map((m: { from: string; content: string }) => [m.from, m.content])).toEqual([
      ['buyer', 'The engine number does not match the papers.'],
      ['seller', 'It was rebuilt in 2019, as listed.'],
    ]);
    expect((await t.as(admin).get('/api/admin/deals/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    for (const who of [buyer, seller, other]) expect((await t.as(who).get(`/api/admin/deals/${id}`)).statusCode).toBe(403);
  });
});

const REASON = 'The engine was rebuilt in 2019, as the listing said.';
const FEE_CENTS = 75_000; // SPEC 9's 2.5% of $30,000, taken from the buyer's hold at the buy now.
const resolve = (id: string, payload: Record<string, unknown>, who = admin) => t.as(who).post(`/api/admin/deals/${id}/resolve`, payload);
const auditOf = (id: string) =>
  t.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.entity, 'deal'), eq(adminAuditLog.entityId, id)));

/** The resolution as both parties' deal pages read it: the timeline's last entry. */
async function decisionSeenBy(id: string) {
  const views = await Promise.all(
    [buyer, seller].map(
      async (u) =>
        (await t.as(u).get(`/api/deals/${id}`)).json() as {
          state: string;
          timeline: { move: string; actor: string; details: Record<string, unknown> | null }[];
        },
    ),
  );
  return views.map((v) => ({ state: v.state, last: v.timeline.at(-1) }));
}

/** The resolution's notices and the e-mails they queue, each party's text. */
async function resolutionNotices(id: string): Promise<{ notices: Record<string, string>; mails: Record<string, string> }> {
  await processAuctionEvents(t.deps, { gapWaitMs: 0 });
  const rows = await t.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.notificationType, 'deal_update'),
        sql`${notifications.notificationData}->>'deal_id' = ${id}`,
        sql`${notifications.notificationData}->>'deal_step' = 'resolve'`,
      ),
    );
  const mails = await t.database.db
    .select()
    .from(emailAlerts)
    .where(and(eq(emailAlerts.link, `/deals/${id}`), sql`${emailAlerts.text} like 'The dispute about%'`));
  const who = (userId: string) => (userId === buyer.id ? 'buyer' : userId === seller.id ? 'seller' : userId);
  return {
    notices: Object.fromEntries(rows.map((n) => [who(n.userId), notificationText(n.notificationType, n.notificationData as NotificationData, '')])),
    mails: Object.fromEntries(mails.map((m) => [who(m.userId), m.text])),
  };
}

describe('POST /api/admin/deals/:id/resolve', () => {
  it('releases to the seller: the transfer is made once, the deal moves on, the reason is on the timeline, in the audit log and told to both', async () => {
    const id = await disputedDeal();
    const res = await resolve(id, { outcome: 'release', reason: `  ${REASON}  ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().deal.state).toBe('received');
    expect((await moves(id)).map((m) => [m.step, m.status, Number(m.amountCents)])).toEqual([['transfer', 'done', PRICE * 100]]);
    const charge = (
      await t.database.db
        .select()
        .from(dealPayments)
        .where(and(eq(dealPayments.dealId, id), eq(dealPayments.step, 'charge')))
    )[0]!;
    expect((await sandboxMovesOf(t.database.db, charge.providerReference!)).map((m) => [m.kind, m.amountCents, m.destination])).toEqual([
      ['transfer', PRICE * 100, 'acct_sandbox_resolve'],
    ]);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'deal.resolve',
      before: { state: 'disputed', price: PRICE },
      after: { state: 'received', resolution: { outcome: 'release' }, reason: REASON },
    });
    const decision = { outcome: 'release', sellerCents: PRICE * 100, refundCents: null, reason: REASON, buyerFeeCents: FEE_CENTS, feeReturnCents: 0 };
    expect(await decisionSeenBy(id)).toEqual([
      { state: 'received', last: expect.objectContaining({ move: 'resolve', actor: 'admin', details: decision }) },
      { state: 'received', last: expect.objectContaining({ move: 'resolve', actor: 'admin', details: decision }) },
    ]);
    const told = await resolutionNotices(id);
    expect(told.notices).toEqual({
      seller: `The dispute about Disputed Porsche 964 is resolved. $30,000 has been released to you. Nothing was refunded to the buyer. Decision by VehicleBid: ${REASON}`,
      buyer: `The dispute about Disputed Porsche 964 is resolved. We released $30,000 to the seller. Nothing was refunded to you. The buyer fee of $750 taken at the sale is not returned. Decision by VehicleBid: ${REASON}`,
    });
    // Decision 031: a release keeps the buyer fee; nothing is refunded from the buyer's captured hold.
    expect(await feeRefundsOf(id)).toEqual([]);
    expect(told.mails).toEqual(told.notices);
    // Resolved already: a second resolution is refused and moves nothing.
    const again = await resolve(id, { outcome: 'refund', reason: REASON });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
    expect(await moves(id)).toHaveLength(1);
  });

  it('refunds the buyer in full and returns the buyer fee from the captured hold (decision 031), saying both', async () => {
    const id = await disputedDeal();
    const res = await resolve(id, { outcome: 'refund', reason: REASON });
    expect(res.statusCode).toBe(200);
    expect(res.json().deal.state).toBe('refunded');
    expect((await moves(id)).map((m) => [m.step, m.status, Number(m.amountCents)]).sort()).toEqual([
      ['fee_refund', 'done', FEE_CENTS],
      ['refund', 'done', PRICE * 100],
    ]);
    expect(await feeRefundsOf(id)).toEqual([['refund', FEE_CENTS]]);
    const page = (await t.as(buyer).get(`/api/deals/${id}`)).json();
    expect(page.money).toEqual({ releasedCents: 0, refundedCents: PRICE * 100, feeReturnedCents: FEE_CENTS, pending: false });
    expect((await auditOf(id))[0]?.after).toMatchObject({ state: 'refunded', resolution: { outcome: 'refund' }, reason: REASON });
    const decision = { outcome: 'refund', sellerCents: null, refundCents: PRICE * 100, reason: REASON, buyerFeeCents: FEE_CENTS, feeReturnCents: FEE_CENTS };
    for (const seen of await decisionSeenBy(id))
      expect(seen).toEqual({ state: 'refunded', last: expect.objectContaining({ move: 'resolve', details: decision }) });
    const told = await resolutionNotices(id);
    expect(told.notices).toEqual({
      buyer: `The dispute about Disputed Porsche 964 is resolved. We refunded $30,000 to you. Nothing was released to the seller. The buyer fee of $750 taken at the sale is returned to you in full. Decision by VehicleBid: ${REASON}`,
      seller: `The dispute about Disputed Porsche 964 is resolved. $30,000 has been refunded to the buyer. Nothing was released to you. Decision by VehicleBid: ${REASON}`,
    });
    expect(told.mails).toEqual(told.notices);
  });

  it('splits: the seller’s part in whole dollars, the rest back to the buyer, each told their amount', async () => {
    const id = await disputedDeal();
    // The parties' alerts of the other tests' deals are dropped, so the mail below carries this resolution's.
    await processAuctionEvents(t.deps, { gapWaitMs: 0 });
    await t.database.db.delete(emailAlerts).where(sql`${emailAlerts.userId} in (${buyer.id}, ${seller.id}) and ${emailAlerts.sentAt} is null`);
    const res = await resolve(id, { outcome: 'split', sellerAmount: 22_500, reason: REASON });
    expect(res.statusCode).toBe(200);
    expect(res.json().deal.state).toBe('settled');
    // Decision 031: the fee is charged on the seller's $22,500 ($562.50, so $563) and the rest of the $750 returned.
    expect((await moves(id)).map((m) => [m.step, Number(m.amountCents)]).sort()).toEqual([
      ['fee_refund', 18_700],
      ['refund', 750_000],
      ['transfer', 2_250_000],
    ]);
    expect(await feeRefundsOf(id)).toEqual([['refund', 18_700]]);
    const [entry] = await auditOf(id);
    expect(entry?.after).toMatchObject({ resolution: { outcome: 'split', sellerAmount: 22_500 }, reason: REASON });
    const decision = { outcome: 'split', sellerCents: 2_250_000, refundCents: 750_000, reason: REASON, buyerFeeCents: FEE_CENTS, feeReturnCents: 18_700 };
    for (const seen of await decisionSeenBy(id))
      expect(seen).toEqual({ state: 'settled', last: expect.objectContaining({ move: 'resolve', details: decision }) });
    const told = await resolutionNotices(id);
    expect(told.notices).toEqual({
      seller: `The dispute about Disputed Porsche 964 is resolved. $22,500 has been released to you and $7,500 refunded to the buyer. Decision by VehicleBid: ${REASON}`,
      buyer: `The dispute about Disputed Porsche 964 is resolved. We refunded $7,500 to you and released $22,500 to the seller. Of the buyer fee of $750 taken at the sale, $187 is returned to you; $563 is kept, 2.5% of what the seller received. Decision by VehicleBid: ${REASON}`,
    });
    expect(told.mails).toEqual(told.notices);
    // The buyer's notice reaches them in their e-mail alert, with the amounts.
    const mailsBefore = (await t.mailer.list()).length;
    await sendEmailAlerts(t.deps);
    const all = await t.mailer.list();
    const sent = all.slice(0, all.length - mailsBefore);
    expect(sent.some((m) => m.to === buyer.email && m.text.includes('We refunded $7,500 to you and released $22,500 to the seller.'))).toBe(true);
    expect(sent.some((m) => m.to === seller.email && m.text.includes('$22,500 has been released to you and $7,500 refunded to the buyer.'))).toBe(true);
  });

  it('refuses a resolution without a written reason, changing nothing', async () => {
    const id = await disputedDeal();
    const refused: [Record<string, unknown>, string, string][] = [
      [{ outcome: 'refund' }, 'REASON_REQUIRED', MONEY_REASON_TEXTS.required],
      [{ outcome: 'release', reason: '   ' }, 'REASON_REQUIRED', MONEY_REASON_TEXTS.required],
      [{ outcome: 'split', sellerAmount: 10_000, reason: 'Too short' }, 'REASON_REQUIRED', MONEY_REASON_TEXTS.tooShort],
      [{ outcome: 'refund', reason: 'x'.repeat(1001) }, 'REASON_TOO_LONG', MONEY_REASON_TEXTS.tooLong],
    ];
    for (const [payload, code, message] of refused) {
      const res = await resolve(id, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ error: message, code });
    }
    // No outcome is assumed: a request without one is refused too.
    expect((await resolve(id, { reason: REASON })).statusCode).toBe(400);
    expect((await dealRow(id)).state).toBe('disputed');
    expect(await moves(id)).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
    expect((await t.as(buyer).get(`/api/deals/${id}`)).json().timeline.map((e: { move: string }) => e.move)).toEqual([
      'sold',
      'pay',
      'hand_over',
      'open_dispute',
    ]);
  });

  it('refuses bad amounts with the reason, a split of $0 or of the whole price, and non-admins, changing nothing', async () => {
    const id = await disputedDeal();
    const bad: [Record<string, unknown>, string][] = [
      [{ outcome: 'split', sellerAmount: 100.5 }, "Enter the seller's part in whole dollars, from $0 to $30,000."],
      [{ outcome: 'split', sellerAmount: 'abc' }, "Enter the seller's part in whole dollars, from $0 to $30,000."],
      [{ outcome: 'split' }, "Enter the seller's part in whole dollars, from $0 to $30,000."],
      [{ outcome: 'split', sellerAmount: -1 }, "The seller's part must be from $0 to $30,000, the price of the vehicle."],
      [{ outcome: 'split', sellerAmount: 30_001 }, "The seller's part must be from $0 to $30,000, the price of the vehicle."],
      [{ outcome: 'split', sellerAmount: 0 }, "A seller's part of $0 refunds the whole price: choose Refund the buyer instead."],
      [{ outcome: 'split', sellerAmount: '0' }, "A seller's part of $0 refunds the whole price: choose Refund the buyer instead."],
      [{ outcome: 'split', sellerAmount: 30_000 }, "A seller's part of $30,000 releases the whole price: choose Release to the seller instead."],
    ];
    for (const [payload, message] of bad) {
      const res = await resolve(id, { ...payload, reason: REASON });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: message, code: 'INVALID_AMOUNT' });
    }
    expect((await resolve(id, { outcome: 'keep', reason: REASON })).statusCode).toBe(400);
    for (const who of [buyer, seller, other]) expect((await resolve(id, { outcome: 'release', reason: REASON }, who)).statusCode).toBe(403);
    expect((await t.anonymous.post(`/api/admin/deals/${id}/resolve`, { outcome: 'release', reason: REASON })).statusCode).toBe(401);
    expect((await dealRow(id)).state).toBe('disputed');
    expect(await moves(id)).toEqual([]);
    expect(await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, id))).toEqual([]);
  });

  it('a race of release against refund through the API leaves exactly one outcome and one audit entry', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await disputedDeal();
      const [a, b] = await Promise.all([resolve(id, { outcome: 'release', reason: REASON }), resolve(id, { outcome: 'refund', reason: REASON })]);
      expect([a.statusCode, b.statusCode].filter((s) => s === 200)).toHaveLength(1);
      expect([a.statusCode, b.statusCode].every((s) => s < 500)).toBe(true);
      const all = await moves(id);
      // One outcome: the whole price to the seller, or back to the buyer with the buyer fee (decision 031).
      const out = all.filter((p) => p.step !== 'fee_refund');
      expect(out).toHaveLength(1);
      expect(all.filter((p) => p.step === 'fee_refund')).toHaveLength(out[0]!.step === 'refund' ? 1 : 0);
      expect((await dealRow(id)).state).toBe(out[0]!.step === 'transfer' ? 'received' : 'refunded');
      expect(await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, id))).toHaveLength(1);
    }
  });
});

// The buyer's dispute photos, uploaded for the dispute they are about to open.
describe('POST /api/deals/:id/dispute-photos', () => {
  it('takes photos from the buyer only, only while a dispute can be opened, and only real photos', async () => {
    const id = await newDeal();
    // Not yet handed over: no dispute can be opened, so no photo is taken.
    expect((await uploadDisputePhoto(buyer, id)).statusCode).toBe(409);
    const url = (await t.as(buyer).post(`/api/deals/${id}/pay`, {})).json().url as string;
    const paid = await t.anonymous.post(`${url}/authorize`);
    const session = new URL(paid.headers.location as string, 'http://localhost').searchParams.get('deal_payment')!;
    await t.as(buyer).post(`/api/deals/${id}/verify-payment`, { session_id: session });
    expect((await t.as(seller).post(`/api/deals/${id}/hand-over`, {})).statusCode).toBe(200);
    // The seller, another member and an admin are not the buyer: the deal is not theirs to dispute.
    for (const who of [seller, other, admin]) expect((await uploadDisputePhoto(who, id)).statusCode).toBe(404);
    const notPhoto = await uploadDisputePhoto(buyer, id, Buffer.from('%PDF-1.4 not a photo'), 'invoice.pdf');
    expect(notPhoto.statusCode).toBeGreaterThanOrEqual(400);
    expect(notPhoto.statusCode).toBeLessThan(500);
    const ok = await uploadDisputePhoto(buyer, id);
    expect(ok.statusCode).toBe(201);
    // A dispute names only photos uploaded here: any other address is refused, and nothing changes.
    const before = await dealRow(id);
    const bad = await t.as(buyer).post(`/api/deals/${id}/dispute`, { reason: 'The engine is not the original one.', photoIds: ['https://example.com/x.jpg'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('only photos uploaded here can be attached');
    expect(await dealRow(id)).toEqual(before);
    const opened = await t.as(buyer).post(`/api/deals/${id}/dispute`, { reason: 'The engine is not the original one.', photoIds: [ok.json().imageUrl] });
    expect(opened.json().state).toBe('disputed');
    // Disputed: the window for photos has closed.
    expect((await uploadDisputePhoto(buyer, id)).statusCode).toBe(409);
  });
});
