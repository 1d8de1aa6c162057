import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { auctions, commentLikes, commentReports, comments, profiles } from '../../db/schema.ts';
import { commentRights } from '../../../domain/community/comment-input.ts';
import type { CommentView } from '../../../domain/community/comment-view.ts';
import { biddersAmong } from '../auction-engine/index.ts';

export interface Viewer {
  id: string;
  isAdmin: boolean;
}

/** SPEC 7: the comments of a listing, newest first, with authors, like counts and the viewer's own like. */
export async function listComments(db: Db, auctionId: string, viewer: Viewer | null): Promise<CommentView[]> {
  const [auction] = await db.select({ sellerId: auctions.sellerId }).from(auctions).where(eq(auctions.id, auctionId)).limit(1);
  if (!auction) return [];
  const rows = await db
    .select({
      id: comments.id,
      auctionId: comments.auctionId,
      userId: comments.userId,
      content: comments.content,
      createdAt: comments.createdAt,
      updatedAt: comments.updatedAt,
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
      verified: profiles.isVerified,
    })
    .from(comments)
    .leftJoin(profiles, eq(profiles.userId, comments.userId))
    .where(eq(comments.auctionId, auctionId))
    .orderBy(desc(comments.createdAt), desc(comments.id));
  const ids = rows.map((r) => r.id);
  const likes = ids.length
    ? await db
        .select({
          commentId: commentLikes.commentId,
          n: sql<number>`count(*)::int`,
          mine: viewer ? sql<boolean>`bool_or(${commentLikes.userId} = ${viewer.id})` : sql<boolean>`false`,
        })
        .from(commentLikes)
        .where(inArray(commentLikes.commentId, ids))
        .groupBy(commentLikes.commentId)
    : [];
  const byComment = new Map(likes.map((l) => [l.commentId, l]));
  const bidders = await biddersAmong(
    db,
    auctionId,
    rows.flatMap((r) => (r.userId && r.userId !== auction.sellerId ? [r.userId] : [])),
  );
  const reported =
    viewer && ids.length
      ? new Set(
          (
            await db
              .select({ id: commentReports.commentId })
              .from(commentReports)
              .where(and(inArray(commentReports.commentId, ids), eq(commentReports.reporterId, viewer.id)))
          ).map((r) => r.id),
        )
      : new Set<string>();
  return rows.map((r) => ({
    id: r.id,
    auctionId: r.auctionId,
    content: r.content,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    author: r.userId ? { id: r.userId, displayName: r.displayName?.trim() || 'Anonymous', avatarUrl: r.avatarUrl, verified: r.verified ?? false } : null,
    isSeller: r.userId !== null && r.userId === auction.sellerId,
    isBidder: r.userId !== null && bidders.has(r.userId),
    likeCount: byComment.get(r.id)?.n ?? 0,
    likedByMe: Boolean(byComment.get(r.id)?.mine),
    ...commentRights({ userId: r.userId }, viewer),
    canReport: viewer !== null && r.userId !== null && r.userId !== viewer.id,
    reportedByMe: reported.has(r.id),
  }));
}

export async function findComment(db: Db, commentId: string) {
  const [row] = await db.select().from(comments).where(eq(comments.id, commentId)).limit(1);
  return row ?? null;
}

export async function likeComment(db: Db, commentId: string, userId: string, like: boolean): Promise<void> {
  if (like) {
    await db.insert(commentLikes).values({ commentId, userId }).onConflictDoNothing();
  } else {
    await db.delete(commentLikes).where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)));
  }
}

/** A member reports a comment; a second report by the same member changes nothing. */
export async function reportComment(db: Db, o: { commentId: string; userId: string; reason: string | null; now: Date }): Promise<void> {
  await db.insert(commentReports).values({ commentId: o.commentId, reporterId: o.userId, reason: o.reason, createdAt: o.now }).onConflictDoNothing();
}
