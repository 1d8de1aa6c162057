import type { AppDeps } from '../../app.ts';
import { checkBidAmount, isReserveMet, resolveBids } from '../../../domain/bidding-rules.ts';
import { hasBidderAuthorization } from '../authorization/check-authorization.ts';
import { noEffects, withAuctionLock } from './auction-tx.ts';
import { awaitsRenewalApproval, hasEnded } from './availability.ts';
import { readAuctionSettings, readSnapshot } from './bidding-state.ts';
import { commitBids } from './commit-bids.ts';
import {
  auctionEnded,
  auctionNotFound,
  authorizationRequired,
  duplicateBid,
  invalid,
  keyReused,
  notAnAuction,
  notYetAvailable,
  ownAuction,
} from './engine-errors.ts';
import type { AuctionState } from './live-events.ts';
import { startIfDue } from './start-scheduled.ts';

export interface PlaceBidInput {
  userId: string;
  auctionId: string;
  /** As sent: a whole number of dollars, or anything else, refused with SPEC 5's message. */
  amount: unknown;
  idempotencyKey?: string | null;
}

export interface PlaceBidResult {
  bid: { id: string; amount: number; created_at: string; auction_status: string };
  auction: AuctionState;
  /** False when an earlier request with the same idempotency key was answered again. */
  applied: boolean;
}

/** Whole dollars as a number, or null (SPEC 5: the input keeps digits only). */
export function parseAmount(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isInteger(raw) && raw > 0 ? raw : null;
  if (typeof raw === 'string' && /^\s*\d[\d,]*\s*$/.test(raw)) {
    const n = Number(raw.replace(/[\s,]/g, ''));
    return Number.isSafeInteger(n) && n > 0 ? n : null;
  }
  return null;
}

/**
 * SPEC 7 place-bid, in one transaction that locks the auction's row (issue 5 "Rules the server
 * enforces"); proxies answer in the same transaction; events are published after commit.
 */
export async function placeBid(deps: AppDeps, input: PlaceBidInput): Promise<PlaceBidResult> {
  const amount = parseAmount(input.amount);
  const [settings, authorized] = await Promise.all([
    readAuctionSettings(deps.db),
    hasBidderAuthorization(deps.db, input.userId, input.auctionId),
  ]);
  const provider = deps.payments;
  return withAuctionLock<PlaceBidResult>(deps, input.auctionId, async (tx, auction) => {
    if (!auction) throw auctionNotFound();
    const now = deps.clock.now();
    const effects = noEffects(auction.id);
    const snapshot = await readSnapshot(tx, { auctionId: auction.id, bidderId: input.userId, amount, idempotencyKey: input.idempotencyKey });

    // A retried request (same idempotency key) is applied once: answer what the first one did.
    // The key names one request: reused for another auction it is refused, never applied there.
    if (snapshot.replay && snapshot.replay.auctionId !== auction.id) throw keyReused();
    if (snapshot.replay) {
      return {
        result: {
          bid: { id: snapshot.replay.id, amount: snapshot.replay.amount, created_at: snapshot.replay.createdAt.toISOString(), auction_status: auction.status },
          auction: {
            auctionId: auction.id,
            currentBid: auction.currentBid,
            endTime: auction.endTime?.toISOString() ?? null,
            reserveMet: isReserveMet(auction.reservePrice, auction.currentBid),
            bidCount: snapshot.bidCount,
            status: auction.status,
          },
          applied: false,
        },
        effects,
      };
    }
    if (auction.listingType !== 'auction') throw notAnAuction();
    if (auction.sellerId === input.userId) throw ownAuction();
    if (auction.status === 'pending_approval' || (auction.status === 'scheduled' && awaitsRenewalApproval(auction))) throw notYetAvailable();
    if (hasEnded(auction, now)) throw auctionEnded();
    if (!authorized) throw authorizationRequired();
    if (snapshot.duplicateBidId) throw duplicateBid();
    const violation = checkBidAmount(amount, auction, settings);
    if (violation || amount === null) throw invalid(violation?.code ?? 'INVALID_BID', violation?.message ?? 'Please enter a bid amount.');

    const status = await startIfDue(tx, auction, now, effects);
    const rows = resolveBids(
      { currentBid: auction.currentBid, startingPrice: auction.startingPrice, leaderId: snapshot.leaderId },
      { kind: 'bid', bidderId: input.userId, amount },
      snapshot.proxies,
      settings,
    );
    const committed = await commitBids(tx, { auction, status, snapshot, rows, now, settings, provider, idempotencyKey: input.idempotencyKey, effects });
    const mine = committed.bids[0]!;
    return {
      result: {
        bid: { id: mine.id, amount: mine.amount, created_at: mine.createdAt.toISOString(), auction_status: status },
        auction: committed.state,
        applied: true,
      },
      effects,
      eventIds: committed.eventIds,
    };
  });
}
