import type { AppDeps } from '../../app.ts';
import { auctionViews } from '../../db/schema.ts';

/**
 * SPEC 7: every view is recorded (auction, user when signed in, client IP). The IP is the request's
 * (req.ip honours X-Forwarded-For only behind TRUST_PROXY) instead of an outside lookup service.
 * A failure is logged and swallowed: it never breaks the page.
 */
export async function recordView(
  deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>,
  view: { auctionId: string; userId: string | null; ipAddress: string | null },
): Promise<boolean> {
  try {
    await deps.db.insert(auctionViews).values({ ...view, createdAt: deps.clock.now() });
    return true;
  } catch (err) {
    deps.logger.warn({ err, auctionId: view.auctionId }, 'recording a view failed');
    return false;
  }
}
