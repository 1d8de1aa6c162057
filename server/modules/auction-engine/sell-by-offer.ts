import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctions } from '../../db/schema.ts';
import { isReserveMet } from '../../../domain/bidding/bidding-rules.ts';
import { withAuctionLock, type LockedAuction } from './lock-auction.ts';
import { noEffects } from './effects.ts';
import { type Tx } from '../../db/tx.ts';
import { auctionNotFound } from '../../http/errors.ts';
import { placeHold, releaseHeld } from './hold-ledger.ts';
import { auctionUpdatedData, type AuctionState } from './live-events.ts';
import { countBids } from './read-bids.ts';
import { assertVehicleMay, rootOf } from './vehicle-lineage.ts';

/** What the offers module decided under the auction's lock: who buys, at what price, by which offer. */
export interface OfferSale {
  offerId: string;
  buyerId: string;
  amount: number;
  /** A second-chance offer to an underbidder (decision 013), not a Make an Offer or negotiation offer. */
  secondChance: boolean;
  /** The seller's counter-offer in the negotiation portal, accepted by the bidder (the deal's sale kind). */
  counter?: boolean;
}

/**
 * DESIGN "accepted offer": the sale of a listing at an accepted offer, in the transaction that
 * locks the auction's row. `decide` runs under that lock (it re-checks the offer and the window and
 * marks the offer accepted, or throws), so two accepts at once, or an accept racing the window's
 * end, make exactly one sale. An auction becomes sold to the buyer at the offer's amount and the
 * 2.5% buyer fee is captured through the ledger (SPEC 9); a classified is marked sold to the buyer at it.
 */
export async function sellByOffer(
  deps: AppDeps,
  auctionId: string,
  decide: (tx: Tx, auction: LockedAuction, now: Date) => Promise<OfferSale>,
): Promise<AuctionState & { winnerId: string }> {
  const provider = deps.payments;
  return withAuctionLock(deps, auctionId, async (tx, auction) => {
    if (!auction) throw auctionNotFound();
    const now = deps.clock.now();
    const sale = await decide(tx, auction, now);
    // Decided under the vehicle's lock too, across the original listing and its renewals.
    await assertVehicleMay(tx, auction.id, sale.secondChance ? 'accept_second_chance' : 'accept_offer', now);
    const effects = noEffects(auction.id);
    const isAuction = auction.listingType === 'auction';
    // The agreed amount is the price the listing sold for, a classified's too: its page
    // and the seller's /my-auctions show it, not the asking price.
    const price = sale.amount;
    await tx.update(auctions).set({ status: 'sold', winnerId: sale.buyerId, currentBid: price, updatedAt: now }).where(eq(auctions.id, auction.id));
    if (isAuction) {
      // Holds left after the close are released by it; the buyer fee is taken at the agreed price.
      await releaseHeld(tx, auction.id, now, provider);
      await placeHold(tx, { auctionId: auction.id, userId: sale.buyerId, bidId: null, amount: sale.amount, now, provider, capture: true });
      effects.holdsChanged = true;
    }
    // The sale's deal, in this transaction.
    await deps.sales.dealOfSale(tx, {
      auctionId: auction.id,
      lineageId: await rootOf(tx, auction.id),
      buyerId: sale.buyerId,
      sellerId: auction.sellerId,
      saleKind: sale.secondChance ? 'second_chance' : sale.counter ? 'counter_offer' : 'offer',
      offerId: sale.offerId,
      price,
      now,
    });
    const state: AuctionState = {
      auctionId: auction.id,
      currentBid: price,
      endTime: auction.endTime?.toISOString() ?? null,
      reserveMet: isReserveMet(auction.reservePrice, price),
      bidCount: await countBids(tx, auction.id),
      status: 'sold',
    };
    const at = now.toISOString();
    effects.events.push({ type: 'auction.updated', live: true, data: auctionUpdatedData(state, sale.buyerId) });
    effects.events.push({ type: 'auction.sold', live: false, data: { winnerId: sale.buyerId, amount: sale.amount, viaBuyNow: false, offerId: sale.offerId } });
    effects.domain.push({
      type: 'auction.sold',
      auctionId: auction.id,
      sellerId: auction.sellerId,
      winnerId: sale.buyerId,
      amount: sale.amount,
      viaBuyNow: false,
      at,
    });
    return { result: { ...state, winnerId: sale.buyerId }, effects };
  });
}
