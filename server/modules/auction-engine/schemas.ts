import { z } from 'zod';
import type { BiddingView } from '../../../domain/bidding-view.ts';
import { authorizationStandingSchema } from '../../../domain/bidder-authorization.ts';
import type { AuctionState } from './live-events.ts';
import type { SetProxyBidResult } from './set-proxy-bid.ts';

// Response schemas of the bidding routes (routes.ts); times are ISO strings, as the use cases send them.

/** GET /api/auctions/:id/bidding (domain/bidding-view.ts); sent without `success`. */
export const biddingViewSchema = z.object({
  auctionId: z.string(),
  status: z.string(),
  listingType: z.string(),
  currentBid: z.number(),
  startingPrice: z.number(),
  minimumBid: z.number(),
  minBidIncrement: z.number(),
  maxBidIncrement: z.number(),
  reserveMet: z.boolean(),
  hasReserve: z.boolean(),
  buyNowPrice: z.number().nullable(),
  endTime: z.string().nullable(),
  startTime: z.string().nullable(),
  bidCount: z.number(),
  isSeller: z.boolean(),
  hasAuthorization: z.boolean(),
  authorization: authorizationStandingSchema,
  myProxy: z.object({ maxBidAmount: z.number() }).nullable(),
  leaderIsMe: z.boolean(),
  softCloseSeconds: z.number(),
  winnerId: z.string().nullable(),
}) satisfies z.ZodType<BiddingView>;

/** The auction as every viewer sees it after a change (live-events.ts). */
export const auctionStateSchema = z.object({
  auctionId: z.string(),
  currentBid: z.number(),
  endTime: z.string().nullable(),
  reserveMet: z.boolean(),
  bidCount: z.number(),
  status: z.string(),
}) satisfies z.ZodType<AuctionState>;

const success = z.literal(true);

/** POST /api/proxy-bids. */
export const proxyBidResponse = z.object({
  success,
  proxyBid: z.object({ maxBidAmount: z.number(), isActive: z.boolean() }) satisfies z.ZodType<SetProxyBidResult['proxyBid']>,
  updated: z.boolean(),
});

/** DELETE /api/proxy-bids/:auctionId. */
export const removedResponse = z.object({ success });

/** POST /api/buy-now: the sold auction. */
export const buyNowResponse = z.object({
  success,
  auction: auctionStateSchema.extend({ winnerId: z.string(), buyNowPrice: z.number() }),
});
