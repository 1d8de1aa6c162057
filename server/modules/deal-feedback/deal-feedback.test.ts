import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auctions, dealFeedback, deals, profiles } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { admin, type SignedIn } from '../../test/admin.ts';
import { COMMENT_TOO_LONG_MESSAGE, DEAL_NOT_FINISHED_MESSAGE, FEEDBACK_ALREADY_GIVEN_MESSAGE, RATING_MESSAGE } from '../../../domain/deals/deal-feedback.ts';

let t: TestApp;
let buyer: TestUser;
let seller: TestUser;
let stranger: TestUser;
let boss: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await makeUser(t, 'Bea Buyer');
  seller = await makeUser(t, 'Sam Seller');
  stranger = await makeUser(t, 'Otto Other');
  boss = await admin(t, `boss.${Date.now()}@bid.test`, 'Ada Admin');
}, 240_000);
afterAll(async () => {
  await t.close();
});

/** A deal in a given state, straight into the table: the deals module's own tests drive the moves. */
async function dealIn(state: string, title = '1967 Ford Mustang Fastback'): Promise<string> {
  // The sale makes its deal (makeAuction); the deal is then put in the state the test needs.
  const auctionId = await makeAuction(t, seller.id, { title, status: 'sold', winnerId: buyer.id, currentBid: 25_000 });
  const [row] = await t.database.db.update(deals).set({ state }).where(eq(deals.auctionId, auctionId)).returning({ id: deals.id });
  // A cancelled deal undid its sale (saleFellThrough): the listing ended without a winner.
  if (state === 'cancelled') await t.database.db.update(auctions).set({ status: 'ended', winnerId: null }).where(eq(auctions.id, auctionId));
  return row!.id;
}

const post = (who: { cookie: string } | null, dealId: string, body: unknown) => t.as(who).post(`/api/deals/${dealId}/feedback`, body);

describe('deal feedback (issue 26 item 8)', () => {
  it('refuses feedback before the deal is over, with the reason, and stores nothing', async () => {
    for (const state of ['awaiting_payment', 'paid_held', 'handed_over', 'received', 'disputed']) {
      const id = await dealIn(state);
      const res = await post(buyer, id, { rating: 5 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'DEAL_NOT_FINISHED', error: DEAL_NOT_FINISHED_MESSAGE });
      expect((await t.as(buyer).get(`/api/deals/${id}/feedback`)).json()).toEqual({ canLeave: false, mine: null, theirs: null });
    }
    expect(await t.database.db.select().from(dealFeedback)).toHaveLength(0);
  });

  it('refuses a rating outside 1-5 and a comment over 500 characters (400, nothing stored)', async () => {
    const id = await dealIn('completed');
    for (const rating of [0, 6, 4.5, '5', null]) {
      const res = await post(buyer, id, { rating });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(RATING_MESSAGE);
    }
    const long = await post(buyer, id, { rating: 4, comment: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toContain(COMMENT_TOO_LONG_MESSAGE);
    expect(await t.database.db.select().from(dealFeedback).where(eq(dealFeedback.dealId, id))).toHaveLength(0);
  });

  it('lets each party rate the other once; visitors, strangers and admins cannot', async () => {
    const id = await dealIn('completed', '1990 Mazda MX-5');
    expect((await post(null, id, { rating: 5 })).statusCode).toBe(401);
    expect((await post(stranger, id, { rating: 1 })).statusCode).toBe(404);
    expect((await t.as(stranger).get(`/api/deals/${id}/feedback`)).statusCode).toBe(404);
    const byAdmin = await post(boss, id, { rating: 3 });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().code).toBe('NOT_A_PARTY');

    const first = await post(buyer, id, { rating: 5, comment: '  Smooth handover, exactly as described.  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      canLeave: false,
      mine: { rating: 5, comment: 'Smooth handover, exactly as described.', authorRole: 'buyer', authorName: 'Bea Buyer', listingTitle: '1990 Mazda MX-5' },
      theirs: null,
    });
    const again = await post(buyer, id, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'FEEDBACK_ALREADY_GIVEN', error: FEEDBACK_ALREADY_GIVEN_MESSAGE });

    expect((await t.as(seller).get(`/api/deals/${id}/feedback`)).json()).toMatchObject({ canLeave: true, mine: null, theirs: { rating: 5 } });
    const sellerSays = await post(seller, id, { rating: 4 });
    expect(sellerSays.json()).toMatchObject({ canLeave: false, mine: { rating: 4, comment: '', authorRole: 'seller' }, theirs: { rating: 5 } });
    const adminView = (await t.as(boss).get(`/api/deals/${id}/feedback`)).json();
    expect(adminView).toMatchObject({ canLeave: false, mine: { authorRole: 'buyer' }, theirs: { authorRole: 'seller' } });
    const rows = await t.database.db.select().from(dealFeedback).where(eq(dealFeedback.dealId, id));
    expect(rows.map((r) => [r.authorId, r.subjectId, r.rating]).sort()).toEqual(
      [
        [buyer.id, seller.id, 5],
        [seller.id, buyer.id, 4],
      ].sort(),
    );
  });

  it('takes one of two racing entries from the same party', async () => {
    const id = await dealIn('cancelled');
    const answers = await Promise.all([post(seller, id, { rating: 2 }), post(seller, id, { rating: 3 })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await t.database.db.select().from(dealFeedback).where(eq(dealFeedback.dealId, id))).toHaveLength(1);
  });

  it('shows a member’s rating, feedback and completed deals to anyone', async () => {
    const res = await t.anonymous.get(`/api/members/${seller.id}/feedback`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.member).toMatchObject({ id: seller.id, displayName: 'Sam Seller' });
    expect(body).toMatchObject({ average: 5, count: 1, completedDeals: 2 });
    expect(body.recent).toEqual([expect.objectContaining({ rating: 5, authorName: 'Bea Buyer', authorRole: 'buyer', listingTitle: '1990 Mazda MX-5' })]);
    expect(body.recentDeals.map((d: { role: string }) => d.role)).toEqual(['seller', 'seller']);
    expect(JSON.stringify(body)).not.toContain(seller.email);

    const buyerPage = (await t.anonymous.get(`/api/members/${buyer.id}/feedback`)).json();
    expect(buyerPage).toMatchObject({ average: 3, count: 2, completedDeals: 2 });
    expect((await t.anonymous.get('/api/members/00000000-0000-4000-8000-000000000000/feedback')).statusCode).toBe(404);
    expect((await t.anonymous.get('/api/members/not-a-uuid/feedback')).statusCode).toBe(400);
  });

  it('shows the Verified badge and the reputation score as the Seller Profile dialog does (issue 39 item 7)', async () => {
    const before = (await t.anonymous.get(`/api/members/${seller.id}/feedback`)).json();
    expect(before.member.isVerified).toBe(false);
    await t.database.db.update(profiles).set({ isVerified: true }).where(eq(profiles.userId, seller.id));
    const page = (await t.anonymous.get(`/api/members/${seller.id}/feedback`)).json();
    const dialog = (await t.anonymous.get(`/api/sellers/${seller.id}/profile`)).json();
    expect(page.member.isVerified).toBe(true);
    expect(dialog.seller.isVerified).toBe(true);
    expect(page.reputation).toEqual(dialog.reputation);
    expect(page.reputation).toMatchObject({ score: expect.any(Number), label: expect.stringMatching(/^(Excellent|Good|Building)$/) });
  });
});
