import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, dealPayments, deals, messages, payoutAccounts, sandboxConnectedAccounts, userRoles } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buyNowRequest, makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { sandboxMovesOf } from '../../platform/payments/sandbox-payments.ts';
import { dashboard } from '../admin-dashboard/dashboard.ts';
import sharp from 'sharp';
import { multipartFile } from '../../test/multipart.ts';

// Issue 26 item 7: /admin/deals through the API — the list (filter, overdue first, open disputes), a deal's
// detail with its messages, and resolving a dispute (release, refund, split; bad amounts; non-admins; a race).
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
  [seller, buyer, other, admin] = await Promise.all([makeUser(t, 'Resolve Seller'), makeUser(t, 'Resolve Buyer'), makeUser(t, 'Resolve Other'), makeUser(t, 'Resolve Admin')]);
  await t.database.db.insert(userRoles).values({ userId: admin.id, role: 'admin' });
  await t.database.db.insert(sandboxConnectedAccounts).values({ id: 'acct_sandbox_resolve', email: seller.email, detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true });
  await t.database.db.insert(payoutAccounts).values({ userId: seller.id, provider: 'sandbox', accountId: 'acct_sandbox_resolve', detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true });
}, 120_000);
afterAll(async () => t.close());

const post = (u: TestUser, url: string, payload: Record<string, unknown> = {}) => t.app.inject({ method: 'POST', url, headers: { cookie: u.cookie }, payload });
const get = (u: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: u.cookie } });
const dealRow = async (id: string) => (await t.database.db.select().from(deals).where(eq(deals.id, id)))[0]!;

/** A buy now at `at`: its deal, awaiting payment. */
async function newDeal(at = NOW): Promise<string> {
  clock.set(at);
  const auctionId = await makeAuction(t, seller.id, { buyNowPrice: PRICE, title: 'Disputed Porsche 964' }, at);
  expect((await buyNowRequest(t, buyer, auctionId)).statusCode).toBe(200);
  const [d] = await t.database.db.select().from(deals).where(eq(deals.auctionId, auctionId));
  return d!.id;
}

const enginePhoto = () => sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 90, g: 60, b: 30 } } }).jpeg().toBuffer();
async function uploadDisputePhoto(u: TestUser, dealId: string, data?: Buffer, name = 'engine-bay.jpg') {
  const body = multipartFile(name, data ?? (await enginePhoto()), 'image/jpeg');
  return t.app.inject({ method: 'POST', url: `/api/deals/${dealId}/dispute-photos`, headers: { cookie: u.cookie, ...body.headers }, payload: body.payload });
}

/** Paid by the sandbox checkout, handed over, and disputed by the buyer with a photo. */
async function disputedDeal(): Promise<string> {
  const id = await newDeal();
  const url = (await post(buyer, `/api/deals/${id}/pay`)).json().url as string;
  const paid = await t.app.inject({ method: 'POST', url: `${url}/authorize` });
  const session = new URL(paid.headers.location as string, 'http://localhost').searchParams.get('deal_payment')!;
  expect((await post(buyer, `/api/deals/${id}/verify-payment`, { session_id: session })).json().state).toBe('paid_held');
  expect((await post(seller, `/api/deals/${id}/hand-over`, { carrier: 'Own pickup' })).statusCode).toBe(200);
  const photo = await uploadDisputePhoto(buyer, id);
  expect(photo.statusCode, photo.body).toBe(201);
  const disputed = await post(buyer, `/api/deals/${id}/dispute`, { reason: 'The engine is not the original one.', photoIds: [photo.json().imageUrl] });
  expect(disputed.json().state).toBe('disputed');
  return id;
}

const moves = async (id: string) => (await t.database.db.select().from(dealPayments).where(eq(dealPayments.dealId, id))).filter((p) => p.step !== 'charge');

describe('/api/admin/deals', () => {
  it('lists the deals overdue first, then open disputes; filters by state; counts both for the dashboard', async () => {
    const overdue = await newDeal(new Date(NOW.getTime() - 5 * DAY));
    clock.set(NOW);
    const disputed = await disputedDeal();
    const fresh = await newDeal();
    const list = await get(admin, '/api/admin/deals');
    expect(list.statusCode).toBe(200);
    const body = list.json() as { deals: { id: string; state: string; overdue: boolean }[]; openDisputes: number; overdue: number };
    const ids = body.deals.map((d) => d.id);
    expect(ids.indexOf(overdue)).toBe(0);
    expect(body.deals[0]).toMatchObject({ overdue: true, state: 'awaiting_payment', buyerName: 'Resolve Buyer', sellerName: 'Resolve Seller', price: PRICE });
    expect(ids.indexOf(disputed)).toBeLessThan(ids.indexOf(fresh));
    expect(body.openDisputes).toBeGreaterThanOrEqual(1);
    expect(body.overdue).toBeGreaterThanOrEqual(1);
    const onlyDisputed = (await get(admin, '/api/admin/deals?state=disputed')).json() as { deals: { state: string }[] };
    expect(onlyDisputed.deals.length).toBeGreaterThanOrEqual(1);
    expect(onlyDisputed.deals.every((d) => d.state === 'disputed')).toBe(true);
    expect((await get(admin, '/api/admin/deals?state=lost')).statusCode).toBe(400);
    // The dashboard's 'Needs you' counts the same.
    const figures = await dashboard(t.deps, 0);
    expect(figures).toMatchObject({ openDisputes: body.openDisputes, overdueDeals: body.overdue });
  });

  it('shows a deal to admins with its timeline, the dispute’s reason and photos, and the parties’ messages', async () => {
    const id = await disputedDeal();
    const row = await dealRow(id);
    await t.database.db.insert(messages).values([
      { fromUserId: buyer.id, toUserId: seller.id, auctionId: row.auctionId, subject: 'Engine', content: 'The engine number does not match the papers.', createdAt: new Date(NOW.getTime() + 1000) },
      { fromUserId: seller.id, toUserId: buyer.id, auctionId: row.auctionId, subject: 'Re: Engine', content: 'It was rebuilt in 2019, as listed.', createdAt: new Date(NOW.getTime() + 2000) },
    ]);
    const detail = await get(admin, `/api/admin/deals/${id}`);
    expect(detail.statusCode).toBe(200);
    const d = detail.json();
    expect(d.deal).toMatchObject({ state: 'disputed', viewerRole: 'admin', dispute: { reason: 'The engine is not the original one.', photoIds: [expect.stringMatching(/^\/media\/uploads\/[0-9a-f]{40}\.webp$/)] } });
    // The photo is for admins' eyes: served to the admin, not to the parties or anyone else.
    const photoUrl = d.deal.dispute.photoIds[0] as string;
    expect((await get(admin, photoUrl)).statusCode).toBe(200);
    for (const who of [seller, other]) expect((await get(who, photoUrl)).statusCode).toBeGreaterThanOrEqual(400);
    expect(d.deal.timeline.map((e: { move: string }) => e.move)).toEqual(['sold', 'pay', 'hand_over', 'open_dispute']);
    expect(d.messages.map((m: { from: string; content: string }) => [m.from, m.content])).toEqual([
      ['buyer', 'The engine number does not match the papers.'],
      ['seller', 'It was rebuilt in 2019, as listed.'],
    ]);
    expect((await get(admin, '/api/admin/deals/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    for (const who of [buyer, seller, other]) expect((await get(who, `/api/admin/deals/${id}`)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/deals/:id/resolve', () => {
  it('releases to the seller: the transfer is made once, the deal moves on, the audit log has it', async () => {
    const id = await disputedDeal();
    const res = await post(admin, `/api/admin/deals/${id}/resolve`, { outcome: 'release' });
    expect(res.statusCode).toBe(200);
    expect(res.json().deal.state).toBe('received');
    expect((await moves(id)).map((m) => [m.step, m.status, Number(m.amountCents)])).toEqual([['transfer', 'done', PRICE * 100]]);
    const charge = (await t.database.db.select().from(dealPayments).where(and(eq(dealPayments.dealId, id), eq(dealPayments.step, 'charge'))))[0]!;
    expect((await sandboxMovesOf(t.database.db, charge.providerReference!)).map((m) => [m.kind, m.amountCents, m.destination])).toEqual([['transfer', PRICE * 100, 'acct_sandbox_resolve']]);
    const [entry] = await t.database.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.entity, 'deal'), eq(adminAuditLog.entityId, id)));
    expect(entry).toMatchObject({ actorId: admin.id, action: 'deal.resolve', before: { state: 'disputed', price: PRICE }, after: { state: 'received', resolution: { outcome: 'release' } } });
    // Resolved already: a second resolution is refused and moves nothing.
    const again = await post(admin, `/api/admin/deals/${id}/resolve`, { outcome: 'refund' });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
    expect(await moves(id)).toHaveLength(1);
  });

  it('refunds the buyer in full', async () => {
    const id = await disputedDeal();
    const res = await post(admin, `/api/admin/deals/${id}/resolve`, { outcome: 'refund' });
    expect(res.statusCode).toBe(200);
    expect(res.json().deal.state).toBe('refunded');
    expect((await moves(id)).map((m) => [m.step, Number(m.amountCents)])).toEqual([['refund', PRICE * 100]]);
  });

  it('splits: the seller’s part in whole dollars, the rest back to the buyer', async () => {
    const id = await disputedDeal();
    const res = await post(admin, `/api/admin/deals/${id}/resolve`, { outcome: 'split', sellerAmount: 22_500 });
    expect(res.statusCode).toBe(200);
    expect(res.json().deal.state).toBe('settled');
    expect((await moves(id)).map((m) => [m.step, Number(m.amountCents)]).sort()).toEqual([
      ['refund', 750_000],
      ['transfer', 2_250_000],
    ]);
    const [entry] = await t.database.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.entity, 'deal'), eq(adminAuditLog.entityId, id)));
    expect(entry?.after).toMatchObject({ resolution: { outcome: 'split', sellerAmount: 22_500 } });
  });

  it('refuses bad amounts with the reason, and non-admins, changing nothing', async () => {
    const id = await disputedDeal();
    const bad: [Record<string, unknown>, string][] = [
      [{ outcome: 'split', sellerAmount: 100.5 }, 'Enter the seller\'s part in whole dollars, from $0 to $30,000.'],
      [{ outcome: 'split', sellerAmount: 'abc' }, 'Enter the seller\'s part in whole dollars, from $0 to $30,000.'],
      [{ outcome: 'split' }, 'Enter the seller\'s part in whole dollars, from $0 to $30,000.'],
      [{ outcome: 'split', sellerAmount: -1 }, 'The seller\'s part must be from $0 to $30,000, the price of the vehicle.'],
      [{ outcome: 'split', sellerAmount: 30_001 }, 'The seller\'s part must be from $0 to $30,000, the price of the vehicle.'],
    ];
    for (const [payload, message] of bad) {
      const res = await post(admin, `/api/admin/deals/${id}/resolve`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: message, code: 'INVALID_AMOUNT' });
    }
    expect((await post(admin, `/api/admin/deals/${id}/resolve`, { outcome: 'keep' })).statusCode).toBe(400);
    for (const who of [buyer, seller, other]) expect((await post(who, `/api/admin/deals/${id}/resolve`, { outcome: 'release' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/deals/${id}/resolve`, payload: { outcome: 'release' } })).statusCode).toBe(401);
    expect((await dealRow(id)).state).toBe('disputed');
    expect(await moves(id)).toEqual([]);
    expect(await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, id))).toEqual([]);
    // A split of $0 is a full refund, recorded as one.
    expect((await post(admin, `/api/admin/deals/${id}/resolve`, { outcome: 'split', sellerAmount: 0 })).json().deal.state).toBe('refunded');
  });

  it('a race of release against refund through the API leaves exactly one outcome and one audit entry', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await disputedDeal();
      const [a, b] = await Promise.all([post(admin, `/api/admin/deals/${id}/resolve`, { outcome: 'release' }), post(admin, `/api/admin/deals/${id}/resolve`, { outcome: 'refund' })]);
      expect([a.statusCode, b.statusCode].filter((s) => s === 200)).toHaveLength(1);
      expect([a.statusCode, b.statusCode].every((s) => s < 500)).toBe(true);
      const out = await moves(id);
      expect(out).toHaveLength(1);
      expect((await dealRow(id)).state).toBe(out[0]!.step === 'transfer' ? 'received' : 'refunded');
      expect(await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, id))).toHaveLength(1);
    }
  });
});

// Issue 26 item 5: the buyer's dispute photos, uploaded for the dispute they are about to open.
describe('POST /api/deals/:id/dispute-photos', () => {
  it('takes photos from the buyer only, only while a dispute can be opened, and only real photos', async () => {
    const id = await newDeal();
    // Not yet handed over: no dispute can be opened, so no photo is taken.
    expect((await uploadDisputePhoto(buyer, id)).statusCode).toBe(409);
    const url = (await post(buyer, `/api/deals/${id}/pay`)).json().url as string;
    const paid = await t.app.inject({ method: 'POST', url: `${url}/authorize` });
    const session = new URL(paid.headers.location as string, 'http://localhost').searchParams.get('deal_payment')!;
    await post(buyer, `/api/deals/${id}/verify-payment`, { session_id: session });
    expect((await post(seller, `/api/deals/${id}/hand-over`, {})).statusCode).toBe(200);
    // The seller, another member and an admin are not the buyer: the deal is not theirs to dispute.
    for (const who of [seller, other, admin]) expect((await uploadDisputePhoto(who, id)).statusCode).toBe(404);
    const notPhoto = await uploadDisputePhoto(buyer, id, Buffer.from('%PDF-1.4 not a photo'), 'invoice.pdf');
    expect(notPhoto.statusCode).toBeGreaterThanOrEqual(400);
    expect(notPhoto.statusCode).toBeLessThan(500);
    const ok = await uploadDisputePhoto(buyer, id);
    expect(ok.statusCode).toBe(201);
    // A dispute names only photos uploaded here: any other address is refused, and nothing changes.
    const before = await dealRow(id);
    const bad = await post(buyer, `/api/deals/${id}/dispute`, { reason: 'The engine is not the original one.', photoIds: ['https://example.com/x.jpg'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('only photos uploaded here can be attached');
    expect(await dealRow(id)).toEqual(before);
    const opened = await post(buyer, `/api/deals/${id}/dispute`, { reason: 'The engine is not the original one.', photoIds: [ok.json().imageUrl] });
    expect(opened.json().state).toBe('disputed');
    // Disputed: the window for photos has closed.
    expect((await uploadDisputePhoto(buyer, id)).statusCode).toBe(409);
  });
});
