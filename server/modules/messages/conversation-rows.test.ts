import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auctions, conversations, messages, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { rowsOf } from '../../db/tx.ts';
import { makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { listConversations, markConversationRead, unreadCount } from './conversations.ts';

// The inbox reads `conversations` rows kept by triggers on messages (migration 0015). Whoever
// writes a message (the messages route, an offer, the seed, plain SQL), the rows must equal what grouping
// the messages themselves gives.
let t: TestApp;
let ann: TestUser;
let ben: TestUser;
let cat: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [ann, ben, cat] = await Promise.all([makeUser(t, 'Ann Rows'), makeUser(t, 'Ben Rows'), makeUser(t, 'Cat Rows')]);
}, 240_000);
afterAll(async () => {
  await t.close();
});

let seq = 0;
/** A message written straight to the table, as any writer other than the messages route would. */
async function write(from: TestUser, to: TestUser, auctionId: string | null = null, read = false): Promise<string> {
  const at = new Date(Date.UTC(2031, 0, 1, 0, 0, ++seq));
  const [row] = await t.database.db
    .insert(messages)
    .values({ fromUserId: from.id, toUserId: to.id, auctionId, subject: `S${seq}`, content: `C${seq}`, createdAt: at, readAt: read ? at : null })
    .returning({ id: messages.id });
  return row!.id;
}

/** The rows as grouping every message would make them, for the users given. */
async function expected(ids: string[]) {
  const result = await t.database.db.execute(sql`
    select distinct on (x.owner_id, x.other_id, x.auction_id) x.owner_id, x.other_id, x.auction_id, x.id as last_message_id,
      (count(*) filter (where x.to_owner and x.read_at is null) over (partition by x.owner_id, x.other_id, x.auction_id))::int as unread
    from (
      select m.id, m.created_at, m.read_at, m.auction_id, m.from_user_id as owner_id, m.to_user_id as other_id, false as to_owner from messages m
      union all select m.id, m.created_at, m.read_at, m.auction_id, m.to_user_id, m.from_user_id, true from messages m
    ) x
    where x.owner_id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    order by x.owner_id, x.other_id, x.auction_id, x.created_at desc, x.id desc`);
  return sortRows(rowsOf<{ owner_id: string; other_id: string; auction_id: string | null; last_message_id: string; unread: number }>(result));
}

async function stored(ids: string[]) {
  const rows = await t.database.db
    .select({
      owner_id: conversations.ownerId,
      other_id: conversations.otherId,
      auction_id: conversations.auctionId,
      last_message_id: conversations.lastMessageId,
      unread: conversations.unread,
    })
    .from(conversations)
    .where(
      sql`${conversations.ownerId} in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  return sortRows(rows);
}

const sortRows = <R extends { owner_id: string; other_id: string; auction_id: string | null }>(rows: R[]) =>
  [...rows].sort((a, b) => `${a.owner_id}${a.other_id}${a.auction_id}`.localeCompare(`${b.owner_id}${b.other_id}${b.auction_id}`));

describe('conversation rows (kept by triggers on messages)', () => {
  it('follow every message: newest message, unread counts per reader, listing conversations apart', async () => {
    const listing = await makeAuction(t, ben.id, { title: 'Rows Listing One' });
    await write(ann, ben);
    await write(ben, ann);
    await write(ann, ben);
    await write(ann, ben, listing);
    await write(cat, ann, null, true);
    const everyone = [ann.id, ben.id, cat.id];
    expect(await stored(everyone)).toEqual(await expected(everyone));
    expect(await unreadCount(t.database.db, ben.id)).toBe(3);
    expect(await unreadCount(t.database.db, ann.id)).toBe(1);

    const list = await listConversations(t.database.db, ben.id, null);
    expect(list.items.map((c) => [c.otherUser.displayName, c.auction?.title ?? null, c.unread])).toEqual([
      ['Ann Rows', 'Rows Listing One', 1],
      ['Ann Rows', null, 2],
    ]);
  });

  it("reading a conversation clears only its reader's count, and an older message written late does not become the newest", async () => {
    expect(await markConversationRead(t.database.db, ben.id, ann.id, null, new Date())).toBe(2);
    expect(await unreadCount(t.database.db, ben.id)).toBe(1);
    expect(await unreadCount(t.database.db, ann.id)).toBe(1);
    const [newest] = await t.database.db
      .select({ id: conversations.lastMessageId })
      .from(conversations)
      .where(and(eq(conversations.ownerId, ben.id), eq(conversations.otherId, ann.id), sql`${conversations.auctionId} is null`));
    await t.database.db
      .insert(messages)
      .values({ fromUserId: ann.id, toUserId: ben.id, subject: 'Old', content: 'Late', createdAt: new Date('2020-01-01T00:00:00Z') });
    const [after] = await t.database.db
      .select({ id: conversations.lastMessageId, unread: conversations.unread })
      .from(conversations)
      .where(and(eq(conversations.ownerId, ben.id), eq(conversations.otherId, ann.id), sql`${conversations.auctionId} is null`));
    expect(after).toEqual({ id: newest!.id, unread: 1 });
    const everyone = [ann.id, ben.id, cat.id];
    expect(await stored(everyone)).toEqual(await expected(everyone));
  });

  it('a deleted listing moves its messages into the plain conversation, and the rows follow', async () => {
    const listing = await makeAuction(t, cat.id, { title: 'Rows Listing Two' });
    await write(ben, cat, listing);
    await write(cat, ben, listing);
    await write(ben, cat);
    await t.database.db.delete(auctions).where(eq(auctions.id, listing));
    const everyone = [ann.id, ben.id, cat.id];
    expect(await stored(everyone)).toEqual(await expected(everyone));
    const rows = await t.database.db.select().from(conversations).where(eq(conversations.auctionId, listing));
    expect(rows).toHaveLength(0);
  });

  it('many messages written at once, in one statement and in parallel, add up', async () => {
    const batch = Array.from({ length: 30 }, (_, i) => ({
      fromUserId: i % 2 ? ann.id : cat.id,
      toUserId: i % 2 ? cat.id : ann.id,
      subject: `B${i}`,
      content: 'x',
    }));
    await t.database.db.insert(messages).values(batch);
    await Promise.all(Array.from({ length: 12 }, () => write(cat, ann)));
    const everyone = [ann.id, ben.id, cat.id];
    expect(await stored(everyone)).toEqual(await expected(everyone));
  });

  it('deleted messages take their conversations back to the messages left', async () => {
    const keep = await write(ben, cat);
    const drop = await write(cat, ben);
    await t.database.db.delete(messages).where(eq(messages.id, drop));
    const [row] = await t.database.db
      .select({ id: conversations.lastMessageId })
      .from(conversations)
      .where(and(eq(conversations.ownerId, cat.id), eq(conversations.otherId, ben.id), sql`${conversations.auctionId} is null`));
    expect(row?.id).toBe(keep);
    await t.database.db
      .delete(messages)
      .where(
        sql`(${messages.fromUserId} = ${ben.id} and ${messages.toUserId} = ${cat.id}) or (${messages.fromUserId} = ${cat.id} and ${messages.toUserId} = ${ben.id})`,
      );
    expect(
      await t.database.db
        .select()
        .from(conversations)
        .where(and(eq(conversations.ownerId, cat.id), eq(conversations.otherId, ben.id))),
    ).toHaveLength(0);
    const everyone = [ann.id, ben.id, cat.id];
    expect(await stored(everyone)).toEqual(await expected(everyone));
  });

  it('a deleted user takes their conversation rows along', async () => {
    const dan = await makeUser(t, 'Dan Rows');
    await write(dan, ann);
    await write(ann, dan);
    await t.database.db.delete(users).where(eq(users.id, dan.id));
    expect(await t.database.db.select().from(conversations).where(eq(conversations.otherId, dan.id))).toHaveLength(0);
    const everyone = [ann.id, ben.id, cat.id];
    expect(await stored(everyone)).toEqual(await expected(everyone));
  });
});
