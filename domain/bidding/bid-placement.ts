// POST /api/bids as it answers (written once for the route's response schema and the web app's hooks), and
// what the bid form says when a proxy bid answered the bid at once.
import { z } from 'zod';
import { formatUsd } from '../shared/money.ts';

export const placedBidSchema = z.object({
  id: z.string(),
  amount: z.number(),
  created_at: z.string(),
  auction_status: z.string(),
});
export type PlacedBid = z.infer<typeof placedBidSchema>;

/** The bid (or the earlier one of a retried request), the auction after it, and where the bidder stands then. */
export const placeBidResponseSchema = z.object({
  success: z.literal(true),
  bid: placedBidSchema,
  auction: z.object({
    currentBid: z.number(),
    endTime: z.string().nullable(),
    reserveMet: z.boolean(),
    bidCount: z.number(),
    status: z.string(),
  }),
  /** False when another bidder's proxy bid answered this bid in the same transaction: outbid already. */
  leading: z.boolean(),
  /** The least the next bid may be after that answer (SPEC 5). */
  minimumBid: z.number(),
});
export type PlaceBidResponse = z.infer<typeof placeBidResponseSchema>;

export const OUTBID_BY_PROXY = "You've been outbid by a proxy bid";

export interface OutbidNotice {
  title: typeof OUTBID_BY_PROXY;
  /** The price the proxy set and the new minimum, in SPEC 5's words ('Minimum bid is {amount}'). */
  detail: string;
}

/**
 * The success text stays SPEC 8's ('Bid of {amount} placed successfully!'), and when a proxy
 * outbid the bid at once the same form says so, with the new high bid and minimum; null while the bidder leads.
 */
export function outbidNotice(
  r: Pick<PlaceBidResponse, 'leading' | 'minimumBid'> & { auction: Pick<PlaceBidResponse['auction'], 'currentBid'> },
): OutbidNotice | null {
  if (r.leading) return null;
  return { title: OUTBID_BY_PROXY, detail: `The high bid is now ${formatUsd(r.auction.currentBid)}. Minimum bid is ${formatUsd(r.minimumBid)}.` };
}
