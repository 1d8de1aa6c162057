import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { comments, deals, userRoles, users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { buyNowRequest, makeAuction, makeUser, type TestUser } from '../test/auction-fixtures.ts';
import { sessionCacheOf } from './guards.ts';

// Decision 030: in production an admin signed in with a password alone has a member's rights
// everywhere, not only under /api/admin: another member's deal, comment and private upload stay closed until
// the admin signs in with two-factor. The matrix of every route for this caller is in authorization-matrix.test.ts.
let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
let boss: TestUser;
let dealId: string;
let auctionId: string;
let commentId: string;
let photo: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_REQUIRE_2FA: 'on' } });
  [seller, buyer, boss] = await Promise.all([makeUser(t, 'Powers Seller'), makeUser(t, 'Powers Buyer'), makeUser(t, 'Powers Admin')]);
  await t.database.db.insert(userRoles).values({ userId: boss.id, role: 'admin' });
  auctionId = await makeAuction(t, seller.id, { buyNowPrice: 30_000 });
  const made = await t.as(buyer).post(`/api/auctions/${auctionId}/comments`, { content: 'Does it run well?' });
  expect(made.statusCode).toBe(201);
  [{ id: commentId }] = (await t.database.db.select({ id: comments.id }).from(comments).where(eq(comments.auctionId, auctionId))) as [{ id: string }];
  expect((await buyNowRequest(t, buyer, auctionId)).statusCode).toBe(200);
  [{ id: dealId }] = (await t.database.db.select({ id: deals.id }).from(deals).where(eq(deals.auctionId, auctionId))) as [{ id: string }];
  const draft = (await t.as(seller).post('/api/listing-drafts', { data: {} })).json<{ id: string }>().id;
  const front = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#468' } })
    .jpeg()
    .toBuffer();
  const up = await t.as(seller).upload(`/api/listing-drafts/${draft}/uploads`, 'front.jpg', front);
  expect(up.statusCode, up.body).toBe(201);
  photo = `${up.json<{ url: string }>().url}?w=640`;
}, 120_000);
afterAll(() => t.close());

async function setTwoFactor(on: boolean) {
  await t.database.db.update(users).set({ twoFactorEnabled: on }).where(eq(users.id, boss.id));
  sessionCacheOf(t.deps).clear();
}

/** What the admin may do beyond a member, each answered as for a member (false) or as for an admin (true). */
async function powers() {
  const admin = t.as(boss);
  const deal = await admin.get(`/api/deals/${dealId}`);
  const feedback = await admin.get(`/api/deals/${dealId}/feedback`);
  const upload = await admin.get(photo);
  const detail = await admin.get(`/api/auction-detail/${auctionId}`);
  const edit = await admin.patch(`/api/comments/${commentId}`, { content: 'Edited by the site.' });
  const [kept] = await t.database.db.select({ content: comments.content }).from(comments).where(eq(comments.id, commentId));
  return {
    deal: deal.statusCode,
    partiesShown: deal.body.includes(buyer.email),
    feedback: feedback.statusCode,
    upload: upload.statusCode,
    detailFlag: detail.json().auction.viewer.isAdmin as boolean,
    edit: edit.statusCode,
    content: kept!.content,
    adminArea: (await t.as(boss).get('/api/admin/deals')).statusCode,
  };
}

describe('an admin without two-factor, in production', () => {
  it('has a member’s rights outside /api/admin too: no deal, comment, private upload or admin flag of others', async () => {
    await setTwoFactor(false);
    const got = await powers();
    expect(got).toEqual({
      deal: 404,
      partiesShown: false,
      feedback: got.feedback,
      upload: 404,
      detailFlag: false,
      edit: 403,
      content: 'Does it run well?',
      adminArea: 403,
    });
    // The deal's feedback answers as it does for any member who is not a party.
    const stranger = await makeUser(t, 'Powers Stranger');
    expect(got.feedback).toBe((await t.as(stranger).get(`/api/deals/${dealId}/feedback`)).statusCode);
    expect(got.feedback).toBeGreaterThanOrEqual(403);
  });

  it('gets the role’s powers back once signed in with two-factor', async () => {
    await setTwoFactor(true);
    const got = await powers();
    expect(got).toMatchObject({
      deal: 200,
      partiesShown: true,
      feedback: 200,
      upload: 200,
      detailFlag: true,
      edit: 200,
      content: 'Edited by the site.',
      adminArea: 200,
    });
  });
});
