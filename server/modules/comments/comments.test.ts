import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { auctions, bids, comments, userRoles, users } from '../../db/schema.ts';
import { sellerAnswersFirst } from '../../../domain/community/comment-view.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { auctionChannel, type LiveEvent } from '../../platform/realtime/realtime.ts';
import { cookieFrom, createTestApp, PASSWORD, signUpConfirmed, type TestApp } from '../../test/test-app.ts';
import type { CommentView } from '../../../domain/community/comment-view.ts';

let t: TestApp;
let auctionId: string;
let alice: string;
let bob: string;
let admin: string;
let sellerCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, new Date());
  const [a] = await t.database.db.select().from(auctions).where(eq(auctions.slug, '2005-ford-gt'));
  auctionId = a!.id;
  alice = await signUpConfirmed(t, 'alice@example.com', 'Alice Archer');
  bob = await signUpConfirmed(t, 'bob@example.com', 'Bob');
  const boss = await signUpConfirmed(t, 'boss@example.com', 'Boss');
  const [u] = await t.database.db.select().from(users).where(eq(users.email, 'boss@example.com'));
  await t.database.db.insert(userRoles).values({ userId: u!.id, role: 'admin' });
  admin = boss;
  const signIn = await t.anonymous.post('/api/auth/sign-in/email', { email: 'seller@example.com', password: PASSWORD });
  sellerCookie = cookieFrom(signIn);
});
afterAll(async () => {
  await t.close();
});

const list = async (cookie?: string): Promise<CommentView[]> => {
  const res = await t.as(cookie).get(`/api/auctions/${auctionId}/comments`);
  expect(res.statusCode).toBe(200);
  return res.json().comments;
};
const post = (content: string, cookie?: string) => t.as(cookie).post(`/api/auctions/${auctionId}/comments`, { content });

describe('comments', () => {
  it('lists newest first with authors, like counts and system comments', async () => {
    const all = await list();
    expect(all.length).toBeGreaterThan(0);
    const times = all.map((c) => Date.parse(c.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(all.every((c) => !c.canEdit && !c.canDelete && !c.likedByMe)).toBe(true);
  });

  it('adds a trimmed comment for a signed-in user, refuses blank text and visitors', async () => {
    expect((await post('Hello')).statusCode).toBe(401);
    const blank = await post('   ', alice);
    expect(blank.statusCode).toBe(400);
    const events: LiveEvent[] = [];
    const stop = t.deps.realtime.subscribe(auctionChannel(auctionId), (e) => events.push(e));
    // On PostgreSQL the subscription opens the LISTEN connection; a NOTIFY sent before it listens is lost.
    await (t.deps.realtime as { ready?: () => Promise<void> }).ready?.();
    const res = await post('  Does it come with the original tires?  ', alice);
    expect(res.statusCode).toBe(201);
    const [first] = await list(alice);
    expect(first).toMatchObject({
      content: 'Does it come with the original tires?',
      author: { displayName: 'Alice Archer' },
      canEdit: true,
      canDelete: true,
      isSeller: false,
    });
    // On PostgreSQL the event travels through LISTEN/NOTIFY, so it arrives a moment after the answer.
    await vi.waitFor(() => expect(events).toHaveLength(1), { timeout: 5000 });
    stop();
    expect(events[0]).toMatchObject({ channel: auctionChannel(auctionId), type: 'comment.changed', data: { auctionId } });
  });

  it("marks the seller's own comments", async () => {
    await post('Yes, the originals are included.', sellerCookie);
    const [first] = await list();
    expect(first).toMatchObject({ isSeller: true, author: { displayName: 'Classic Motors' } });
  });

  it("marks who is speaking: the seller's comments 'Seller', a bidder's 'Bidder', in the bid history too (issue 27 item 5)", async () => {
    const [b] = await t.database.db.select().from(users).where(eq(users.email, 'bob@example.com'));
    const [a] = await t.database.db.select().from(auctions).where(eq(auctions.id, auctionId));
    await t.database.db.insert(bids).values({ auctionId, bidderId: b!.id, amount: a!.currentBid + 1_000 });
    await post('Bidding on this one, looks honest.', bob);
    await post('Just looking.', alice);
    const all = await list();
    const by = (text: string) => all.find((c) => c.content === text);
    expect(by('Bidding on this one, looks honest.')).toMatchObject({ isBidder: true, isSeller: false });
    expect(by('Just looking.')).toMatchObject({ isBidder: false, isSeller: false });
    expect(by('Yes, the originals are included.')).toMatchObject({ isBidder: false, isSeller: true });
    // 'Seller answers': the seller's comments first, the rest in their order.
    const ordered = sellerAnswersFirst(all, true);
    expect(ordered[0]).toMatchObject({ isSeller: true });
    expect(ordered.filter((c) => !c.isSeller)).toEqual(all.filter((c) => !c.isSeller));
    const detail = (await t.anonymous.get(`/api/auction-detail/${auctionId}`)).json().auction;
    expect(detail.bids[0]).toMatchObject({ bidderName: 'Bob', isBidder: true });
    expect(detail.bids.every((x: { isBidder: boolean }) => x.isBidder)).toBe(true);
  });

  it('lets only the author or an admin edit and delete', async () => {
    const id = (await post('Original text', alice)).json().id as string;
    const edit = (cookie: string, content: string) => t.as(cookie).patch(`/api/comments/${id}`, { content });
    expect((await edit(bob, 'Hijacked')).statusCode).toBe(403);
    expect((await edit(alice, '  ')).statusCode).toBe(400);
    expect((await edit(alice, 'Edited text')).statusCode).toBe(200);
    expect((await edit(admin, 'Moderated text')).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(comments).where(eq(comments.id, id));
    expect(row?.content).toBe('Moderated text');
    expect((await list(bob)).find((c) => c.id === id)).toMatchObject({ canEdit: false, canDelete: false });
    expect((await list(admin)).find((c) => c.id === id)).toMatchObject({ canEdit: true, canDelete: true });
    expect((await t.as(bob).delete(`/api/comments/${id}`)).statusCode).toBe(403);
    expect((await t.as(admin).delete(`/api/comments/${id}`)).statusCode).toBe(200);
    expect(await t.database.db.select().from(comments).where(eq(comments.id, id))).toEqual([]);
  });

  it('never lets anyone edit a system comment; an admin may delete it', async () => {
    const [system] = await t.database.db.insert(comments).values({ auctionId, userId: null, content: 'Reserve met!' }).returning();
    const view = (await list(admin)).find((c) => c.id === system!.id);
    expect(view).toMatchObject({ author: null, canEdit: false, canDelete: true });
    const res = await t.as(admin).patch(`/api/comments/${system!.id}`, { content: 'x' });
    expect(res.statusCode).toBe(403);
  });

  it('likes and unlikes once per user', async () => {
    const id = (await post('Like me', bob)).json().id as string;
    const like = (cookie: string | undefined, method: 'PUT' | 'DELETE') => t.as(cookie).request({ method, url: `/api/comments/${id}/like` });
    expect((await like(undefined, 'PUT')).statusCode).toBe(401);
    await like(alice, 'PUT');
    await like(alice, 'PUT');
    await like(bob, 'PUT');
    expect((await list(alice)).find((c) => c.id === id)).toMatchObject({ likeCount: 2, likedByMe: true });
    await like(alice, 'DELETE');
    expect((await list(alice)).find((c) => c.id === id)).toMatchObject({ likeCount: 1, likedByMe: false });
  });
});
