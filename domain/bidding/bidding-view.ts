import { z } from 'zod';
import { authorizationStandingSchema } from './bidder-authorization.ts';

/** GET /api/auctions/:id/bidding: everything the bid screens need, for the viewer asking (shared by API and web). */
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
  /** The viewer's $250 authorization: none, in force until when, or lapsed when (docs/product-rules.md 4.3). */
  authorization: authorizationStandingSchema,
  myProxy: z.object({ maxBidAmount: z.number() }).nullable(),
  leaderIsMe: z.boolean(),
  softCloseSeconds: z.number(),
  winnerId: z.string().nullable(),
});
export type BiddingView = z.infer<typeof biddingViewSchema>;
