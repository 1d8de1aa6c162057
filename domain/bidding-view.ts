import type { AuthorizationStanding } from './bidder-authorization.ts';

/** GET /api/auctions/:id/bidding: everything the bid screens need, for the viewer asking (shared by API and web). */
export interface BiddingView {
  auctionId: string;
  status: string;
  listingType: string;
  currentBid: number;
  startingPrice: number;
  minimumBid: number;
  minBidIncrement: number;
  maxBidIncrement: number;
  reserveMet: boolean;
  hasReserve: boolean;
  buyNowPrice: number | null;
  endTime: string | null;
  startTime: string | null;
  bidCount: number;
  isSeller: boolean;
  hasAuthorization: boolean;
  /** The viewer's $250 authorization: none, in force until when, or lapsed when (issue 25 item 4). */
  authorization: AuthorizationStanding;
  myProxy: { maxBidAmount: number } | null;
  leaderIsMe: boolean;
  softCloseSeconds: number;
  winnerId: string | null;
}
