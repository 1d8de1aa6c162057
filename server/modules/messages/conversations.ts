import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { conversations, messages } from '../../db/schema.ts';
import { rowsOf } from '../../db/tx.ts';
import { auctionPath } from '../../../domain/listings/auction-path.ts';
import { encodeCursor, type Cursor } from '../../http/keyset-cursor.ts';

export const CONVERSATIONS_PAGE = 20;
export const MESSAGES_PAGE = 50;

interface ConversationRow {
  other_id: string;
  other_name: string | null;
  other_verified: boolean | null;
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
 * first, keyset-paginated on the last message's time and id. One page of the user's `conversations`
 * rows (kept by triggers on messages), read in index order, with names, listings and the last
 * message joined for that page only: the cost does not grow with the inbox.
 */
export async function listConversations(db: Db, me: string, cursor: Cursor | null) {
  const after = cursor ? sql`and (c.last_at, c.last_message_id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;
  const rows = rowsOf<ConversationRow>(
    await db.execute(sql`
      with page as (
        select c.other_id, c.auction_id, c.last_message_id, c.last_at, c.unread
        from conversations c
        where c.owner_id = ${me} ${after}
        order by c.last_at desc, c.last_message_id desc
        limit ${CONVERSATIONS_PAGE + 1}
      )
      -- Per-row lookups by primary key (scalar subqueries and a lateral join): 21 index probes, whatever the
      -- planner guesses about the page, never a scan of users.
      select page.other_id, page.auction_id, page.unread, m.id as last_id, m.created_at as last_at, m.subject as last_subject,
        m.content as last_content, m.from_user_id = ${me} as last_from_me,
        (select coalesce(p.display_name, us.name) from users us left join profiles p on p.user_id = us.id where us.id = page.other_id) as other_name,
        (select p.is_verified from profiles p where p.user_id = page.other_id) as other_verified,
        a.slug as auction_slug, a.title as auction_title, a.year as auction_year, a.make as auction_make, a.model as auction_model, a.trim as auction_trim
      from page
        cross join lateral (select m.id, m.created_at, m.subject, m.content, m.from_user_id from messages m where m.id = page.last_message_id) m
        left join lateral (select a.slug, a.title, a.year, a.make, a.model, a.trim from auctions a where a.id = page.auction_id) a on true
      order by page.last_at desc, page.last_message_id desc`),
  );
  const page = rows.slice(0, CONVERSATIONS_PAGE);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => ({
      otherUser: { id: r.other_id, displayName: r.other_name ?? 'Anonymous', verified: r.other_verified ?? false },
      auction: r.auction_id
        ? {
            id: r.auction_id,
            title: r.auction_title ?? '',
            path: auctionPath({
              id: r.auction_id,
              slug: r.auction_slug,
              year: r.auction_year,
              make: r.auction_make,
              model: r.auction_model,
              trim: r.auction_trim,
            }),
          }
        : null,
      lastMessage: {
        id: r.last_id,
        subject: r.last_subject,
        content: r.last_content.slice(0, 200),
        createdAt: new Date(r.last_at).toISOString(),
        fromMe: r.last_from_me,
      },
      unread: Number(r.unread),
    })),
    nextCursor: rows.length > CONVERSATIONS_PAGE && last ? encodeCursor({ at: new Date(last.last_at).toISOString(), id: last.last_id }) : null,
  };
}

/**
 * One conversation's messages, newest first, keyset-paginated; only its two people ever read it.
 * Each direction is read in index order (messages_pair_created_idx) and the two pages are merged.
 */
export async function listConversationMessages(db: Db, me: string, other: string, auctionId: string | null, cursor: Cursor | null) {
  const about = auctionId ? sql`and m.auction_id = ${auctionId}` : sql`and m.auction_id is null`;
  const before = cursor ? sql`and (m.created_at, m.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;
  const direction = (from: string, to: string) => sql`(
    select m.id, m.from_user_id, m.to_user_id, m.subject, m.content, m.read_at, m.created_at from messages m
    where m.from_user_id = ${from} and m.to_user_id = ${to} ${about} ${before}
    order by m.created_at desc, m.id desc limit ${MESSAGES_PAGE + 1})`;
  const rows = rowsOf<{
    id: string;
    from_user_id: string;
    to_user_id: string;
    subject: string;
    content: string;
    read_at: string | Date | null;
    created_at: string | Date;
  }>(
    await db.execute(
      sql`select * from (${direction(me, other)} union all ${direction(other, me)}) both_ways order by created_at desc, id desc limit ${MESSAGES_PAGE + 1}`,
    ),
  );
  const page = rows.slice(0, MESSAGES_PAGE);
  const last = page[page.length - 1];
  return {
    items: page.map((m) => ({
      id: m.id,
      fromUserId: m.from_user_id,
      toUserId: m.to_user_id,
      subject: m.subject,
      content: m.content,
      fromMe: m.from_user_id === me,
      readAt: m.read_at ? new Date(m.read_at).toISOString() : null,
      createdAt: new Date(m.created_at).toISOString(),
    })),
    nextCursor: rows.length > MESSAGES_PAGE && last ? encodeCursor({ at: new Date(last.created_at).toISOString(), id: last.id }) : null,
  };
}

/** Opening a conversation reads it: the messages sent to me in it are marked read. */
export async function markConversationRead(db: Db, me: string, other: string, auctionId: string | null, now: Date): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: now })
    .where(
      and(
        eq(messages.toUserId, me),
        eq(messages.fromUserId, other),
        auctionId ? eq(messages.auctionId, auctionId) : isNull(messages.auctionId),
        isNull(messages.readAt),
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}

/** The unread messages of a user: the sum over their conversation rows (one per conversation, not per message). */
export async function unreadCount(db: Db, me: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${conversations.unread}), 0)::int` })
    .from(conversations)
    .where(eq(conversations.ownerId, me));
  return Number(row?.n ?? 0);
}
