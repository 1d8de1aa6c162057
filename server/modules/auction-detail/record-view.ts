import { createHash } from 'node:crypto';
import type { AppDeps } from '../../app-deps.ts';
import { auctionViews } from '../../db/schema.ts';

const HOUR_MS = 3_600_000;

/**
 * Decision 010: who a view is counted for. A signed-in user is one visitor wherever they come from;
 * anyone else is their address alone, kept as a hash (the address is stored on its own, SPEC 7). The
 * user agent plays no part: any client can send a new one with every request.
 */
export function visitorKey(v: { userId: string | null; ipAddress: string | null }): string {
  if (v.userId) return `u:${v.userId}`;
  const digest = createHash('sha256')
    .update(v.ipAddress ?? '')
    .digest('base64url');
  return `a:${digest.slice(0, 32)}`;
}

/**
 * SPEC 7: a view is recorded (auction, user when signed in, client IP), at most once per visitor,
 * listing and hour (decision 010: reloading a page does not push a listing into Trending). The IP
 * is the request's (req.ip honours X-Forwarded-For only behind TRUST_PROXY). The unique index on
 * (auction, visitor, hour) decides, so concurrent loads by one visitor still count once. A failure
 * is logged and swallowed: it never breaks the page. True when a view was recorded.
 */
export async function recordView(
  deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>,
  view: { auctionId: string; userId: string | null; ipAddress: string | null },
): Promise<boolean> {
  const now = deps.clock.now();
  try {
    const inserted = await deps.db
      .insert(auctionViews)
      .values({
        auctionId: view.auctionId,
        userId: view.userId,
        ipAddress: view.ipAddress,
        visitor: visitorKey(view),
        viewHour: Math.floor(now.getTime() / HOUR_MS),
        createdAt: now,
      })
      .onConflictDoNothing({ target: [auctionViews.auctionId, auctionViews.visitor, auctionViews.viewHour] })
      .returning({ id: auctionViews.id });
    return inserted.length > 0;
  } catch (err) {
    deps.logger.warn({ err, auctionId: view.auctionId }, 'recording a view failed');
    return false;
  }
}
