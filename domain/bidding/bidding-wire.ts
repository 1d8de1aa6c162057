// The bidding API's requests and answers (docs/product-rules.md 4.2, 4.3, 5.1, 5.2), written once for the
// server's routes and the web app's hooks. The bid's own answer is in bid-placement.ts, the screen's state in
// bidding-view.ts. Times are ISO strings.
import { z } from 'zod';

const uuid = z.string().uuid();
// Amounts arrive as typed: the use cases answer anything that is not whole dollars with 5.1's message.
const amount = z.union([z.number(), z.string(), z.null()]).optional();

/** POST /api/bids. */
export const placeBidBodySchema = z.object({ auction_id: uuid, amount });
export type PlaceBidBody = z.infer<typeof placeBidBodySchema>;

/** POST /api/proxy-bids. */
export const proxyBidBodySchema = z.object({ auction_id: uuid, max_bid_amount: amount });
export type ProxyBidBody = z.infer<typeof proxyBidBodySchema>;

/** POST /api/buy-now and /api/authorizations/check: the listing asked about. */
export const auctionIdBodySchema = z.object({ auction_id: uuid });
export type AuctionIdBody = z.infer<typeof auctionIdBodySchema>;

/** POST /api/authorizations: where the member returns after the hold's checkout. */
export const authorizationBodySchema = z.object({ auction_id: uuid, return_path: z.string().max(2000).optional() });
export type AuthorizationBody = z.infer<typeof authorizationBodySchema>;

/** POST /api/authorizations/verify: the checkout session the member came back from. */
export const verifyAuthorizationBodySchema = z.object({ session_id: z.string().min(1).max(300) });
export type VerifyAuthorizationBody = z.infer<typeof verifyAuthorizationBodySchema>;

/** POST /api/authorizations: already authorized, or where to pay the hold. */
export const authorizationCreatedSchema = z.union([z.object({ authorization_exists: z.literal(true) }), z.object({ checkout_url: z.string() })]);

const success = z.literal(true);

/** POST /api/authorizations/verify, DELETE /api/proxy-bids/:auctionId. */
export const succeededSchema = z.object({ success });

/** The auction as every viewer sees it after a change. */
export const auctionStateSchema = z.object({
  auctionId: z.string(),
  currentBid: z.number(),
  endTime: z.string().nullable(),
  reserveMet: z.boolean(),
  bidCount: z.number(),
  status: z.string(),
});
export type AuctionState = z.infer<typeof auctionStateSchema>;

/** POST /api/proxy-bids. */
export const proxyBidAnswerSchema = z.object({ success, proxyBid: z.object({ maxBidAmount: z.number(), isActive: z.boolean() }), updated: z.boolean() });
export type ProxyBidAnswer = z.infer<typeof proxyBidAnswerSchema>;

/** POST /api/buy-now: the sold auction. */
export const buyNowAnswerSchema = z.object({ success, auction: auctionStateSchema.extend({ winnerId: z.string(), buyNowPrice: z.number() }) });
