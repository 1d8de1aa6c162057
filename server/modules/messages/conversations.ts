import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { messages } from '../../db/schema.ts';
import { rowsOf } from '../bidding/auction-tx.ts';
import { auctionPath } from '../../../domain/auction-path.ts';
import { encodeCursor, type Cursor } from '../../http/keyset-cursor.ts';

export const CONVERSATIONS_PAGE = 20;
export const MESSAGES_PAGE = 50;

interface ConversationRow {
  other_id: string;
  other_name: string | null;
  auction_id: string | null;
  auction_slug: string | null;
  auction_title: string | null;
  auction_year: number | null;
  auction_make: string | null;
  auction_model: string | null;
  auction_trim: string | null;
  last_id: string;
  last_at: string | Date;
  last_subject: string;
  last_content: string;
  last_from_me: boolean;
  unread: number | string;
}

/**
 * Conversations of a user grouped by the other person and the listing (when about one), newest
 * first, keyset-paginated on the last message's time and id.
 */
export async function listConversations(db: Db, me: string, cursor: Cursor | null) {
  const after = cursor ? sql`and (c.last_at, c.last_id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;
  const rows = rowsOf<ConversationRow>(
    await db.execute(sql`
      with mine as (
        select m.*, case when m.from_user_id = ${me} then m.to_user_id else m.from_user_id end as other_id
        from messages m where m.from_user_id = ${me} or m.to_user_id = ${me}
      ), latest as (
        select distinct on (other_id, auction_id) other_id, auction_id, id as last_id, created_at as last_at, subject as last_subject,
          content as last_content, from_user_id = ${me} as last_from_me
        from mine order by other_id, auction_id, created_at desc, id desc
      ), c as (
        select l.*, (select count(*) from mine u where u.other_id = l.other_id and u.auction_id is not distinct from l.auction_id
          and u.to_user_id = ${me} and u.read_at is null) as unread
        from latest l
      )
      select c.*, coalesce(p.display_name, us.name) as other_name, a.slug as auction_slug, a.title as auction_title, a.year as auction_year,
        a.make as auction_make, a.model as auction_model, a.trim as auction_trim
      from c join users us on us.id = c.other_id left join profiles p on p.user_id = c.other_id left join auctions a on a.id = c.auction_id
      where true ${after}
      order by c.last_at desc, c.last_id desc
      limit ${CONVERSATIONS_PAGE + 1}`),
  );
  const page = rows.slice(0, CONVERSATIONS_PAGE);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => ({
      otherUser: { id: r.other_id, displayName: r.other_name ?? 'Anonymous' },
      auction: r.auction_id
        ? {
            id: r.auction_id,
            title: r.auction_title ?? '',
            path: auctionPath({ id: r.auction_id, slug: r.auction_slug, year: r.auction_year, make: r.auction_make, model: r.auction_model, trim: r.auction_trim }),
          }
        : null,
      lastMessage: { id: r.last_id, subject: r.last_subject, content: r.last_content.slice(0, 200), createdAt: new Date(r.last_at).toISOString(), fromMe: r.last_from_me },
      unread: Number(r.unread),
    })),
    nextCursor: rows.length > CONVERSATIONS_PAGE && last ? encodeCursor({ at: new Date(last.last_at).toISOString(), id: last.last_id }) : null,
  };
}

const between = (me: string, other: string, auctionId: string | null) =>
  and(
    or(and(eq(messages.fromUserId, me), eq(messages.toUserId, other)), and(eq(messages.fromUserId, other), eq(messages.toUserId, me))),
    auctionId ? eq(messages.auctionId, auctionId) : isNull(messages.auctionId),
  );

/** One conversation's messages, newest first, keyset-paginated; only its two people ever read it. */
export async function listConversationMessages(db: Db, me: string, other: string, auctionId: string | null, cursor: Cursor | null) {
  const rows = await db
    .select({
      id: messages.id,
      fromUserId: messages.fromUserId,
      toUserId: messages.toUserId,
      subject: messages.subject,
      content: messages.content,
      readAt: messages.readAt,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(and(between(me, other, auctionId), cursor ? sql`(${messages.createdAt}, ${messages.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined))
    .orderBy(sql`${messages.createdAt} desc, ${messages.id} desc`)
    .limit(MESSAGES_PAGE + 1);
  const page = rows.slice(0, MESSAGES_PAGE);
  const last = page[page.length - 1];
  return {
    items: page.map((m) => ({ ...m, fromMe: m.fromUserId === me, readAt: m.readAt?.toISOString() ?? null, createdAt: m.createdAt.toISOString() })),
    nextCursor: rows.length > MESSAGES_PAGE && last ? encodeCursor({ at: last.createdAt.toISOString(), id: last.id }) : null,
  };
}

/** Opening a conversation reads it: the messages sent to me in it are marked read. */
export async function markConversationRead(db: Db, me: string, other: string, auctionId: string | null, now: Date): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: now })
    .where(and(eq(messages.toUserId, me), eq(messages.fromUserId, other), auctionId ? eq(messages.auctionId, auctionId) : isNull(messages.auctionId), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return rows.length;
}

export async function unreadCount(db: Db, me: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.toUserId, me), isNull(messages.readAt)));
  return Number(row?.n ?? 0);
}
