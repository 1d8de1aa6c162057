import { auctionPath } from '../../../../domain/listings/auction-path.ts';
import type { SellerListing } from './api.ts';

/** SPEC 2: a listing opened from the seller's other listings carries the back link and 'Previous Auction'. */
export function otherListingLink(listing: SellerListing, fromPath: string) {
  return { to: auctionPath(listing), state: { backLink: fromPath, backTitle: 'Previous Auction' } };
}
