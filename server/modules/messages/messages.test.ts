import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages, notifications, profiles, users } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import { userChannel, type LiveEvent } from '../../platform/realtime/realtime.ts';
import type { PostgresRealtime } from '../../platform/realtime/postgres-realtime.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { CONVERSATIONS_PAGE, MESSAGES_PAGE } from './conversations.ts';

const clock = fixedClock(new Date('2030-07-01T12:00:00Z'));
let t: TestApp;
let seller: TestUser;
let alice: TestUser;
let bob: TestUser;
let eve: TestUser;
let unauthorized: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [seller, alice, bob, eve, unauthorized] = await Promise.all([
    makeUser(t, 'Classic Seller'),
    makeUser(t, 'Alice Messenger'),
    makeUser(t, 'Bob Reader'),
    makeUser(t, 'Eve Snooper'),
    makeUser(t, 'Una Unauthorized', { authorized: false }),
  ]);
}, 240_000);
afterAll(async () => {
  await t.close();
});

const send = (user: TestUser | null, payload: Record<string, unknown>) => t.as(user).post('/api/messages', payload);

describe('POST /api/messages (SPEC 5 and 8)', () => {
  it('needs a signed-in user', async () => {
    const res = await send(null, { to_user_id: bob.id, subject: 'Hi', content: 'Hello' });
    expect(res.statusCode).toBe(401);
    for (const url of ['/api/messages/conversations', '/api/messages/unread-count', `/api/messages/with/${bob.id}`]) {
      expect((await t.anonymous.get(url)).statusCode).toBe(401);
    }
  });

  it('requires subject and message after trimming, a recipient, and not yourself', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ to_user_id: bob.id, subject: '   ', content: 'Hello' }, 400, 'Subject and message content are required'],
      [{ to_user_id: bob.id, subject: 'Hi', content: ' \n ' }, 400, 'Subject and message content are required'],
      [{ subject: 'Hi', content: 'Hello' }, 400, 'Please specify a recipient'],
      [{ recipient_name: '  ', subject: 'Hi', content: 'Hello' }, 400, 'Please specify a recipient'],
      [{ recipient_name: 'Nobody By This Name', subject: 'Hi', content: 'Hello' }, 404, 'User not found. Please check the display name.'],
      [{ to_user_id: alice.id, subject: 'Hi', content: 'Hello' }, 400, 'You cannot message yourself'],
    ];
    for (const [payload, status, error] of cases) {
      const res = await send(alice, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error).toBe(error);
    }
    expect(await t.database.db.select().from(messages).where(eq(messages.fromUserId, alice.id))).toHaveLength(0);
  });

  it('finds the recipient by a partial, case-insensitive display name (the first hit)', async () => {
    const res = await send(alice, { recipient_name: 'bob rea', subject: '  Your car  ', content: ' Is it still for sale? ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ toUserId: bob.id, subject: 'Your car' });
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, res.json().id));
    expect(row).toMatchObject({ fromUserId: alice.id, toUserId: bob.id, content: 'Is it still for sale?', readAt: null });
  });

  it('lets only authorized bidders message a seller about a listing', async () => {
    const auctionId = await makeAuction(t, seller.id, { year: 1967, make: 'Ford', model: 'Mustang' }, clock.now());
    const refused = await send(unauthorized, { to_user_id: seller.id, auction_id: auctionId, subject: 'Question', content: 'Hi' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'Please complete bidder authorization to message the seller', code: 'AUTHORIZATION_REQUIRED' });
    const ok = await send(alice, { to_user_id: seller.id, auction_id: auctionId, subject: 'Question', content: 'Hi' });
    expect(ok.statusCode, ok.body).toBe(201);
    // The seller answers in that conversation; the buyer needs no authorization to be answered.
    const reply = await send(seller, { to_user_id: alice.id, auction_id: auctionId, subject: 'Re: Question', content: 'Sure' });
    expect(reply.statusCode, reply.body).toBe(201);
  });

  it('notifies the recipient (new_message, never the sender) and tells both sides live', async () => {
    const heard: LiveEvent[] = [];
    const stops = [bob, eve].map((u) => t.deps.realtime.subscribe(userChannel(u.id), (e) => heard.push(e)));
    await (t.deps.realtime as Partial<PostgresRealtime>).ready?.();
    const res = await send(eve, { to_user_id: bob.id, subject: 'Live', content: 'Ping' });
    expect(res.statusCode).toBe(201);
    const [n] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, bob.id), eq(notifications.sourceKey, `message:${res.json().id}`)));
    expect(n).toMatchObject({ notificationType: 'new_message', fromUserId: eve.id });
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, eve.id))).toHaveLength(0);
    await expect
      .poll(
        () =>
          heard
            .filter((e) => e.type === 'message.created')
            .map((e) => e.channel)
            .sort(),
        { timeout: 10_000 },
      )
      .toEqual([userChannel(bob.id), userChannel(eve.id)].sort());
    stops.forEach((s) => s());
  });

  it('keeps bodies as plain text', async () => {
    const content = '<script>alert(1)</script> see https://example.com/x?a=1&b=2';
    const res = await send(alice, { to_user_id: eve.id, subject: '<b>hi</b>', content });
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, res.json().id));
    expect(row!.content).toBe(content);
    const thread = (await t.as(eve).get(`/api/messages/with/${alice.id}`)).json();
    expect(thread.items[0]).toMatchObject({ subject: '<b>hi</b>', content });
  });
});

describe('conversations (grouped, unread, read, keyset pages, privacy)', () => {
  it('groups by the other person and the listing, newest first, with unread counts; reading marks read', async () => {
    const [carl, dora] = await Promise.all([makeUser(t, 'Carl Conversation'), makeUser(t, 'Dora Other')]);
    const auctionId = await makeAuction(t, carl.id, { year: 1971, make: 'Dodge', model: 'Challenger' }, clock.now());
    clock.advance(1000);
    await send(dora, { to_user_id: carl.id, subject: 'General', content: 'one' });
    clock.advance(1000);
    await send(dora, { to_user_id: carl.id, auction_id: auctionId, subject: 'About the Dodge', content: 'two' });
    clock.advance(1000);
    await send(dora, { to_user_id: carl.id, subject: 'Re: General', content: 'three' });
    const list = (await t.as(carl).get('/api/messages/conversations')).json();
    expect(list.items).toHaveLength(2);
    expect(list.items[0]).toMatchObject({
      otherUser: { id: dora.id, displayName: 'Dora Other' },
      auction: null,
      unread: 2,
      lastMessage: { content: 'three', fromMe: false },
    });
    expect(list.items[1]).toMatchObject({ auction: { id: auctionId }, unread: 1, lastMessage: { subject: 'About the Dodge' } });
    expect(list.items[1].auction.path).toMatch(/^\/auction\//);
    expect((await t.as(carl).get('/api/messages/unread-count')).json()).toEqual({ count: 3 });
    const read = await t.as(carl).post(`/api/messages/with/${dora.id}/read`);
    expect(read.json()).toEqual({ read: 2 });
    expect((await t.as(carl).get('/api/messages/unread-count')).json()).toEqual({ count: 1 });
    const thread = (await t.as(carl).get(`/api/messages/with/${dora.id}?auction=${auctionId}`)).json();
    expect(thread.items.map((m: { content: string }) => m.content)).toEqual(['two']);
    // The sender's own count is untouched by messages they sent.
    expect((await t.as(dora).get('/api/messages/unread-count')).json()).toEqual({ count: 0 });
  });

  it('every list a user reads again after a write is fresh, though it is remembered between writes (decision 020)', async () => {
    const [gus, hal] = await Promise.all([makeUser(t, 'Gus Cached'), makeUser(t, 'Hal Cached')]);
    const lists = async (u: TestUser, other: TestUser) => ({
      inbox: (await t.as(u).get('/api/messages/conversations')).json().items.length,
      unread: (await t.as(u).get('/api/messages/unread-count')).json().count,
      thread: (await t.as(u).get(`/api/messages/with/${other.id}`))
        .json()
        .items.map((m: { content: string; readAt: string | null }) => `${m.content}:${m.readAt ? 'read' : 'unread'}`),
    });
    expect(await lists(gus, hal)).toEqual({ inbox: 0, unread: 0, thread: [] });
    expect(await lists(hal, gus)).toEqual({ inbox: 0, unread: 0, thread: [] });
    // On PostgreSQL the live events come back to this instance a moment later; the writes must not wait for them.
    const publish = t.deps.realtime.publish;
    t.deps.realtime.publish = async () => undefined;
    onTestFinished(() => {
      t.deps.realtime.publish = publish;
    });
    clock.advance(1000);
    await send(hal, { to_user_id: gus.id, subject: 'Cache', content: 'first' });
    expect(await lists(gus, hal)).toEqual({ inbox: 1, unread: 1, thread: ['first:unread'] });
    expect(await lists(hal, gus)).toEqual({ inbox: 1, unread: 0, thread: ['first:unread'] });
    await t.as(gus).post(`/api/messages/with/${hal.id}/read`);
    expect(await lists(gus, hal)).toEqual({ inbox: 1, unread: 0, thread: ['first:read'] });
    expect(await lists(hal, gus)).toEqual({ inbox: 1, unread: 0, thread: ['first:read'] });
  });

  it("nobody reads another user's conversations", async () => {
    const theirs = (await t.as(eve).get(`/api/messages/with/${bob.id}`)).json();
    expect(theirs.items.every((m: { fromUserId: string; toUserId: string }) => [m.fromUserId, m.toUserId].includes(eve.id))).toBe(true);
    const snoop = (await t.as(eve).get('/api/messages/conversations')).json();
    expect(
      snoop.items.some(
        (c: { otherUser: { id: string }; lastMessage: { content: string } }) => c.otherUser.id === alice.id && c.lastMessage.content.includes('still for sale'),
      ),
    ).toBe(false);
    // Marking read works only on messages sent to me.
    const before = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.fromUserId, alice.id), eq(messages.toUserId, bob.id)));
    await t.as(eve).post(`/api/messages/with/${alice.id}/read`);
    const after = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.fromUserId, alice.id), eq(messages.toUserId, bob.id)));
    expect(after.map((m) => m.readAt)).toEqual(before.map((m) => m.readAt));
  });

  it('pages conversations and messages by keyset', async () => {
    const hub = await makeUser(t, 'Hank Hub');
    const others = await t.database.db
      .insert(users)
      .values(Array.from({ length: CONVERSATIONS_PAGE + 2 }, (_, i) => ({ name: `Pen Pal ${i}`, email: `pen.pal.${i}.${Date.now()}@bid.test` })))
      .returning({ id: users.id });
    await t.database.db
      .insert(messages)
      .values(
        others.map((o, i) => ({ fromUserId: o.id, toUserId: hub.id, subject: 'Hello', content: 'x', createdAt: new Date(clock.now().getTime() + i * 1000) })),
      );
    clock.advance(others.length * 1000);
    const first = (await t.as(hub).get('/api/messages/conversations')).json();
    expect(first.items).toHaveLength(CONVERSATIONS_PAGE);
    const second = (await t.as(hub).get(`/api/messages/conversations?cursor=${first.nextCursor}`)).json();
    expect(second.items).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items].map((c: { otherUser: { id: string } }) => c.otherUser.id);
    expect(new Set(all).size).toBe(others.length);
    expect(all[0]).toBe(others[others.length - 1]!.id);

    const pal = others[0]!;
    const rows = Array.from({ length: MESSAGES_PAGE + 5 }, (_, i) => ({
      fromUserId: pal.id,
      toUserId: hub.id,
      subject: 'Bulk',
      content: `m${i}`,
      createdAt: new Date(clock.now().getTime() + (i + 1) * 1000),
    }));
    await t.database.db.insert(messages).values(rows);
    const page1 = (await t.as(hub).get(`/api/messages/with/${pal.id}`)).json();
    expect(page1.items).toHaveLength(MESSAGES_PAGE);
    expect(page1.items[0].content).toBe(`m${MESSAGES_PAGE + 4}`);
    const page2 = (await t.as(hub).get(`/api/messages/with/${pal.id}?cursor=${page1.nextCursor}`)).json();
    expect(page2.items.map((m: { content: string }) => m.content)).toEqual(['m4', 'm3', 'm2', 'm1', 'm0', 'x']);
    expect((await t.as(hub).get('/api/messages/conversations?cursor=nonsense')).statusCode).toBe(400);
  }, 120_000);
});

// Display names come from profiles (SPEC 3); a profile rename shows in conversations.
describe('display names', () => {
  it('uses the profile display name', async () => {
    await t.database.db.update(profiles).set({ displayName: 'Bob Renamed' }).where(eq(profiles.userId, bob.id));
    const res = await t.as(alice).get(`/api/messages/recipients/${bob.id}`);
    expect(res.json()).toEqual({ id: bob.id, displayName: 'Bob Renamed', verified: false });
  });
});
