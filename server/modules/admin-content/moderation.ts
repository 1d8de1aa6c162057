import { and, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctions, commentLikes, commentReports, comments, profiles, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { auctionChannel } from '../../platform/realtime/realtime.ts';
import { auctionPath } from '../../../domain/listings/auction-path.ts';
import { CONTENT_MESSAGES, type AdminComment, type ReportedComment } from '../../../domain/admin/admin-content.ts';
import { recordAudit } from '../admin-audit/record-audit.ts';

const openReports = sql<number>`(select count(*)::int from ${commentReports} r where r.comment_id = ${comments.id} and r.resolved_at is null)`;
const likeCount = sql<number>`(select count(*)::int from ${commentLikes} l where l.comment_id = ${comments.id})`;

const columns = {
  id: comments.id,
  content: comments.content,
  createdAt: comments.createdAt,
  authorId: comments.userId,
  authorName: sql<string | null>`coalesce(${profiles.displayName}, ${users.name})`,
  authorEmail: users.email,
  auctionId: auctions.id,
  slug: auctions.slug,
  title: auctions.title,
  year: auctions.year,
  make: auctions.make,
  model: auctions.model,
  trim: auctions.trim,
  likeCount,
  reportCount: openReports,
};

const baseQuery = (deps: AppDeps) =>
  deps.db
    .select(columns)
    .from(comments)
    .innerJoin(auctions, eq(auctions.id, comments.auctionId))
    .leftJoin(users, eq(users.id, comments.userId))
    .leftJoin(profiles, eq(profiles.userId, comments.userId));
type Row = Awaited<ReturnType<typeof baseQuery>>[number];

const toComment = (r: Row): AdminComment => ({
  id: r.id,
  content: r.content,
  createdAt: r.createdAt.toISOString(),
  author: r.authorId ? { id: r.authorId, name: r.authorName?.trim() || 'Anonymous', email: r.authorEmail ?? '' } : null,
  auction: { id: r.auctionId, title: r.title, path: auctionPath({ id: r.auctionId, slug: r.slug, year: r.year, make: r.make, model: r.model, trim: r.trim }) },
  likeCount: Number(r.likeCount),
  reportCount: Number(r.reportCount),
});

const flagged = sql<boolean>`exists (select 1 from ${commentReports} r where r.comment_id = ${comments.id} and r.resolved_at is null)`;

/**
 * The latest comments across the site: those members flagged (an open report, of any reason, misleading claims
 * included) first, then the rest, each newest first; `search` matches the text or the author.
 * The cursor is `{0|1 flagged}_{created_at}_{id}` of the last row.
 */
export async function latestComments(
  deps: AppDeps,
  q: { search?: string; cursor?: string; limit: number },
): Promise<{ comments: AdminComment[]; nextCursor: string | null }> {
  const where: SQL[] = [];
  if (q.search) {
    const p = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(comments.content, p), ilike(users.email, p), ilike(users.name, p), ilike(profiles.displayName, p))!);
  }
  const [f, at, id] = q.cursor?.split('_') ?? [];
  if ((f === '0' || f === '1') && at && id && !Number.isNaN(Date.parse(at)) && /^[0-9a-f-]{36}$/i.test(id)) {
    const after = sql`(${comments.createdAt}, ${comments.id}) < (${at}::timestamptz, ${id}::uuid)`;
    where.push(f === '1' ? or(and(flagged, after), sql`not ${flagged}`)! : and(sql`not ${flagged}`, after)!);
  }
  const rows = await baseQuery(deps)
    .where(and(...where))
    .orderBy(desc(flagged), desc(comments.createdAt), desc(comments.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    comments: page.map(toComment),
    nextCursor: rows.length > q.limit && last ? `${Number(last.reportCount) > 0 ? 1 : 0}_${last.createdAt.toISOString()}_${last.id}` : null,
  };
}

/** The comments with open reports, the most recently reported first, with who reported them and why. */
export async function reportedComments(deps: AppDeps): Promise<ReportedComment[]> {
  const open = await deps.db
    .select({
      commentId: commentReports.commentId,
      reason: commentReports.reason,
      createdAt: commentReports.createdAt,
      reporterName: sql<string>`coalesce(${profiles.displayName}, ${users.name})`,
    })
    .from(commentReports)
    .innerJoin(users, eq(users.id, commentReports.reporterId))
    .leftJoin(profiles, eq(profiles.userId, commentReports.reporterId))
    .where(isNull(commentReports.resolvedAt))
    .orderBy(desc(commentReports.createdAt))
    .limit(500);
  const ids = [...new Set(open.map((r) => r.commentId))];
  if (ids.length === 0) return [];
  const rows = await baseQuery(deps).where(inArray(comments.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((cid) => {
    const r = byId.get(cid);
    if (!r) return [];
    const reports = open.filter((x) => x.commentId === cid);
    return [
      {
        ...toComment(r),
        reports: reports.map((x) => ({ reporterName: x.reporterName?.trim() || 'Anonymous', reason: x.reason, createdAt: x.createdAt.toISOString() })),
        lastReportedAt: reports[0]!.createdAt.toISOString(),
      },
    ];
  });
}

async function announce(deps: AppDeps, auctionId: string) {
  await deps.realtime
    .publish({ channel: auctionChannel(auctionId), type: 'comment.changed', data: { auctionId } })
    .catch((err: unknown) => deps.logger.error({ err }, 'comment publish failed'));
}

/** An admin deletes a comment (its reports and likes go with it); the listing's viewers see it go. */
export async function deleteComment(deps: AppDeps, adminId: string, id: string): Promise<void> {
  const auctionId = await deps.db.transaction(async (tx) => {
    const [c] = await tx.select().from(comments).where(eq(comments.id, id)).for('update');
    if (!c) throw notFound('Comment not found');
    const [reports] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(commentReports)
      .where(and(eq(commentReports.commentId, id), isNull(commentReports.resolvedAt)));
    const now = deps.clock.now();
    await recordAudit(
      tx,
      {
        actorId: adminId,
        action: 'comment.delete',
        entity: 'comment',
        entityId: id,
        before: { content: c.content, authorId: c.userId, auctionId: c.auctionId, openReports: Number(reports?.n ?? 0) },
      },
      now,
    );
    await tx.delete(comments).where(eq(comments.id, id));
    return c.auctionId;
  });
  await announce(deps, auctionId);
}

/** An admin keeps a reported comment: its open reports are resolved. */
export async function dismissReports(deps: AppDeps, adminId: string, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [c] = await tx.select({ id: comments.id }).from(comments).where(eq(comments.id, id)).limit(1);
    if (!c) throw notFound('Comment not found');
    const now = deps.clock.now();
    const resolved = await tx
      .update(commentReports)
      .set({ resolvedAt: now })
      .where(and(eq(commentReports.commentId, id), isNull(commentReports.resolvedAt)))
      .returning({ id: commentReports.id });
    if (resolved.length === 0) throw new AppError(409, 'NO_OPEN_REPORTS', CONTENT_MESSAGES.noOpenReports);
    await recordAudit(
      tx,
      {
        actorId: adminId,
        action: 'comment.dismiss_reports',
        entity: 'comment',
        entityId: id,
        before: { openReports: resolved.length },
        after: { openReports: 0 },
      },
      now,
    );
  });
}
