import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { proxyBids } from '../../db/schema.ts';
import { checkProxyAmount, resolveBids } from '../../../domain/bidding/bidding-rules.ts';
import { readAuthorization } from '../authorization/check-authorization.ts';
import { requireVerifiedFor } from '../verified-identity/require-verified.ts';
import { assertMayBuy } from '../strikes/index.ts';
import { withAuctionLock } from './lock-auction.ts';
import { noEffects } from './effects.ts';
import { awaitsRenewalApproval, hasEnded } from './availability.ts';
import { readAuctionSettings, readSnapshot } from './bidding-state.ts';
import { commitBids } from './commit-bids.ts';
import { auctionEnded, authorizationRequired, invalid, notAnAuction, notYetAvailable, ownAuction } from './engine-errors.ts';
import { auctionNotFound } from '../../http/errors.ts';
import { parseAmount, refuseOverLimit } from './place-bid.ts';
import { startIfDue } from './start-scheduled.ts';

export interface SetProxyBidResult {
  proxyBid: { maxBidAmount: number; isActive: boolean };
  /** True when an active proxy bid was raised (SPEC 4: a new value updates it). */
  updated: boolean;
  /** Bids the proxy placed at once (an outbid leader answered, or a presale auto-bid). */
  placedBids: number;
}

/**
 * SPEC 4, 5, 7 proxy bids and presale auto-bids: set or update the user's active maximum, then
 * resolve it against the others at once, in the auction's locked transaction.
 */
export async function setProxyBid(deps: AppDeps, input: { userId: string; auctionId: string; maxBidAmount: unknown }): Promise<SetProxyBidResult> {
  const maxBidAmount = parseAmount(input.maxBidAmount);
  refuseOverLimit(maxBidAmount, 'INVALID_PROXY');
  // A proxy maximum above the operator's amount needs a verified identity.
  await requireVerifiedFor(deps.db, input.userId, { kind: 'bid', amount: maxBidAmount });
  const [settings, authorization] = await Promise.all([
    readAuctionSettings(deps.db),
    readAuthorization(deps.db, input.userId, input.auctionId, deps.clock.now()),
    assertMayBuy(deps.db, input.userId),
  ]);
  const provider = deps.payments;
  return withAuctionLock(deps, input.auctionId, async (tx, auction) => {
    if (!auction) throw auctionNotFound();
    if (auction.listingType !== 'auction') throw notAnAuction();
    if (auction.sellerId === input.userId) throw ownAuction();
    const now = deps.clock.now();
    if (auction.status === 'pending_approval' || (auction.status === 'scheduled' && awaitsRenewalApproval(auction))) throw notYetAvailable();
    if (hasEnded(auction, now)) throw auctionEnded();
    if (authorization.status !== 'active') throw authorizationRequired(authorization.status === 'lapsed');
    const violation = checkProxyAmount(maxBidAmount, auction, settings);
    if (violation || maxBidAmount === null) throw invalid('INVALID_PROXY', violation?.message ?? 'Invalid Proxy Bid');

    const effects = noEffects(auction.id);
    const snapshot = await readSnapshot(tx, { auctionId: auction.id, bidderId: input.userId });
    const existing = snapshot.proxies.find((p) => p.userId === input.userId);
    if (existing) {
      await tx
        .update(proxyBids)
        .set({ maxBidAmount, updatedAt: now })
        .where(and(eq(proxyBids.auctionId, auction.id), eq(proxyBids.userId, input.userId), eq(proxyBids.isActive, true)));
    } else {
      await tx.insert(proxyBids).values({ auctionId: auction.id, userId: input.userId, maxBidAmount, isActive: true, createdAt: now, updatedAt: now });
    }
    const proxies = [
      ...snapshot.proxies.filter((p) => p.userId !== input.userId),
      { userId: input.userId, maxBidAmount, setAt: now.getTime() * 1000, name: snapshot.bidderName },
    ];
    const status = await startIfDue(tx, auction, now, effects);
    const rows = resolveBids(
      { currentBid: auction.currentBid, startingPrice: auction.startingPrice, leaderId: snapshot.leaderId },
      { kind: 'proxy', bidderId: input.userId },
      proxies,
      settings,
    );
    const committed =
      rows.length > 0 ? await commitBids(tx, { auction, status, snapshot: { ...snapshot, proxies }, rows, now, settings, provider, effects }) : null;
    return {
      result: { proxyBid: { maxBidAmount, isActive: true }, updated: existing !== undefined, placedBids: rows.length },
      effects,
      ...(committed ? { eventIds: committed.eventIds } : {}),
    };
  });
}
