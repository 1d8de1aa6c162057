import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { proxyBids } from '../../db/schema.ts';
import { withAuctionLock } from './lock-auction.ts';
import { noEffects } from './effects.ts';
import { auctionNotFound } from '../../http/errors.ts';

/** SPEC 4: removal makes the proxy bid inactive; bids it already placed stand. */
export async function removeProxyBid(deps: AppDeps, input: { userId: string; auctionId: string }): Promise<{ removed: boolean }> {
  return withAuctionLock(deps, input.auctionId, async (tx, auction) => {
    if (!auction) throw auctionNotFound();
    const rows = await tx
      .update(proxyBids)
      .set({ isActive: false, updatedAt: deps.clock.now() })
      .where(and(eq(proxyBids.auctionId, auction.id), eq(proxyBids.userId, input.userId), eq(proxyBids.isActive, true)))
      .returning({ id: proxyBids.id });
    return { result: { removed: rows.length > 0 }, effects: noEffects(auction.id) };
  });
}
