// Enumerated values of SPEC 3 and 4, shared by the schema's check constraints, the API and the web app.

/** SPEC 8: the toast and the API's 404 when no listing matches. */
export const AUCTION_NOT_FOUND = 'Auction not found';

export const LISTING_TYPES = ['auction', 'classified'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export const AUCTION_STATUSES = ['pending_approval', 'scheduled', 'active', 'sold', 'ended', 'archived'] as const;
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];

export const OFFER_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const PHOTO_CATEGORIES = ['exterior', 'interior'] as const;
export type PhotoCategory = (typeof PHOTO_CATEGORIES)[number];

export const FILE_TYPES = ['image', 'video'] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const SELLER_TYPES = ['business', 'other'] as const;
export type SellerType = (typeof SELLER_TYPES)[number];

// SPEC 9: the five notification types, then the alerts beyond the spec.
export const NOTIFICATION_TYPES = [
  'new_listing_from_followed_user',
  'new_follower',
  'auction_start',
  'auction_ending_soon',
  'other',
  'outbid',
  'auction_won',
  'new_message',
  'offer_received',
  'counter_offer',
  'offer_accepted',
  'offer_declined',
  'listing_approved',
  'listing_rejected',
  'new_comment',
  'saved_search_match',
  'auction_cancelled',
  'auction_ended_early',
  // A membership's renewal failed (it is retried), or the plan ended because it could not be charged.
  'membership_payment_failed',
  'membership_ended',
  // The seller's notice of a sale (at the close or by Buy Now).
  'auction_sold',
  // An admin approved or refused the member's identity verification.
  'identity_verified',
  'identity_refused',
  // A step of a deal after the sale, to whoever must act next.
  'deal_update',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface VideoItem {
  type: 'youtube' | 'other';
  url: string;
  title?: string;
}

// SPEC 3: the general bidder authorization is recorded against this auction id.
export const GENERAL_AUTHORIZATION_AUCTION_ID = '00000000-0000-0000-0000-000000000000';
