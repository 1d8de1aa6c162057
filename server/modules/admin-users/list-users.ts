import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { auctions, bidderAuthorizations, bids, messages, paymentHolds, profiles, userRoles, users } from '../../db/schema.ts';
import type { AdminUserRow } from '../../../domain/admin/admin-rows.ts';
import { membersMatching } from './member-search.ts';
import { liveAuctionsLedBy, memberLiveBids } from '../auction-engine/index.ts';
import { pendingOffersOf } from '../offers/end-member-offers.ts';

export type { AdminUserRow };

const isAdminSql = sql<boolean>`exists(select 1 from user_roles r where r.user_id = ${users.id} and r.role = 'admin')`;

/** A member's row; a suspended member's with the reason and the live auctions they still lead. */
const rowColumns = (now: Date) => ({
  id: users.id,
  email: users.email,
  name: users.name,
  displayName: profiles.displayName,
  status: sql<string>`coalesce(${profiles.status}, 'active')`,
  suspensionReason: profiles.suspensionReason,
  suspendedAt: profiles.suspendedAt,
  leadsLiveAuctions: sql<number | null>`case when ${profiles.status} = 'suspended' then ${liveAuctionsLedBy(users.id, now)} end`,
  isVerified: sql<boolean>`coalesce(${profiles.isVerified}, false)`,
  isAdmin: isAdminSql,
  emailVerified: users.emailVerified,
  createdAt: users.createdAt,
});

/** Members newest first, by part of their name, display name or e-mail; keyset pages on (created_at, id). */
export async function listUsers(db: Db, now: Date, q: { search?: string; status?: string; cursor?: string; limit: number }) {
  const where: SQL[] = [];
  if (q.search) {
    where.push(sql`${users.id} in ${membersMatching(q.search)}`);
  }
  if (q.status === 'admin') where.push(isAdminSql);
  else if (q.status === 'verified') where.push(eq(profiles.isVerified, true));
  else if (q.status) where.push(eq(profiles.status, q.status));
  const cursor = q.cursor?.split('_');
  if (cursor?.length === 2 && !Number.isNaN(Date.parse(cursor[0]!)) && /^[0-9a-f-]{36}$/i.test(cursor[1]!)) {
    where.push(sql`(${users.createdAt}, ${users.id}) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`);
  }
  const rows = await db
    .select(rowColumns(now))
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(...where))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return {
    users: page.map(toRow),
    nextCursor: rows.length > q.limit && last ? `${last.createdAt.toISOString()}_${last.id}` : null,
  };
}

function toRow(r: { createdAt: Date; suspendedAt: Date | null } & Omit<AdminUserRow, 'createdAt' | 'suspendedAt'>): AdminUserRow {
  return { ...r, suspendedAt: r.suspendedAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString() };
}

export async function findUser(db: Db, id: string, now: Date): Promise<AdminUserRow | null> {
  const [r] = await db.select(rowColumns(now)).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.id, id)).limit(1);
  return r ? toRow(r) : null;
}

/** What an operator looks at before acting on an account: what they have running on live auctions too. */
export async function userActivity(db: Db, id: string, now: Date) {
  const [listings, bidCount, authorizations, holds, messageCount, live, pendingOffers] = await Promise.all([
    db.$count(auctions, eq(auctions.sellerId, id)),
    db.$count(bids, eq(bids.bidderId, id)),
    db.$count(bidderAuthorizations, and(eq(bidderAuthorizations.userId, id), eq(bidderAuthorizations.status, 'authorized'))),
    db.$count(paymentHolds, and(eq(paymentHolds.userId, id), eq(paymentHolds.status, 'held'))),
    db.$count(messages, or(eq(messages.fromUserId, id), eq(messages.toUserId, id))),
    memberLiveBids(db, id, now),
    pendingOffersOf(db, id),
  ]);
  const recentListings = await db
    .select({
      id: auctions.id,
      title: auctions.title,
      slug: auctions.slug,
      status: auctions.status,
      currentBid: auctions.currentBid,
      createdAt: auctions.createdAt,
    })
    .from(auctions)
    .where(eq(auctions.sellerId, id))
    .orderBy(desc(auctions.createdAt))
    .limit(10);
  const recentBids = await db
    .select({ id: bids.id, auctionId: bids.auctionId, title: auctions.title, slug: auctions.slug, amount: bids.amount, createdAt: bids.createdAt })
    .from(bids)
    .innerJoin(auctions, eq(auctions.id, bids.auctionId))
    .where(eq(bids.bidderId, id))
    .orderBy(desc(bids.createdAt))
    .limit(10);
  return {
    counts: { listings, bids: bidCount, authorizations, holds, messages: messageCount },
    liveBidding: { ...live, pendingOffers },
    recentListings: recentListings.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    recentBids: recentBids.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

export async function adminCount(db: Db): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userRoles)
    .where(eq(userRoles.role, 'admin'));
  return Number(r?.n ?? 0);
}
