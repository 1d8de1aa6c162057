// The seller profile's shape (SPEC 2 Seller Profile dialog, SPEC 7 counts, SPEC 9 reputation),
// shared by the API that builds it and the web app that shows it.
import type { Reputation } from './reputation.ts';

/** SPEC 7: the four listing counts of the seller profile. */
export interface SellerCounts {
  /** listing_type auction, status active or scheduled, end_time in the future */
  activeAuctions: number;
  /** listing_type classified, status active or scheduled */
  activeClassifieds: number;
  /** status ended */
  ended: number;
  /** status ended with a winner */
  endedSold: number;
}

export interface SellerListing {
  id: string;
  title: string;
  slug: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
  trim: string | null;
  currentBid: number;
  endTime: string | null;
  imageUrl: string | null;
  category: string;
  listingType: string;
  buyNowPrice: number | null;
}

export interface SellerProfile {
  seller: {
    id: string;
    displayName: string | null;
    avatarUrl: string | null;
    bio: string | null;
    /** SPEC 2: profile status, default active (the web app capitalises it). */
    status: string;
    isVerified: boolean;
    createdAt: string | null;
  };
  counts: SellerCounts;
  /** Bids received over all the seller's listings, and how many listings received any (SPEC 7). */
  bidsReceived: number;
  auctionsWithBids: number;
  reputation: Reputation;
  otherListings: SellerListing[];
}
