import { z } from 'zod';
import type { AuctionDetail, DetailBid, DetailPhoto, SellerContact } from '../../../domain/auction-detail.ts';
import { AUCTION_STATUSES, FILE_TYPES, LISTING_TYPES, PHOTO_CATEGORIES, SELLER_TYPES, type VideoItem } from '../../../domain/auction-types.ts';
import type { SellerListing, SellerProfile } from '../../../domain/seller-profile.ts';

// Response schemas of the detail routes (routes.ts), after the shared types in domain/; times are ISO strings.

export const detailBidSchema = z.object({
  id: z.string(),
  amount: z.number(),
  bidderName: z.string(),
  createdAt: z.string(),
}) satisfies z.ZodType<DetailBid>;

const photoSchema = z.object({
  url: z.string(),
  category: z.enum(PHOTO_CATEGORIES),
  fileType: z.enum(FILE_TYPES),
}) satisfies z.ZodType<DetailPhoto>;

const videoSchema = z.object({
  type: z.enum(['youtube', 'other']),
  url: z.string(),
  title: z.string().optional(),
}) satisfies z.ZodType<VideoItem>;

const sellerSchema = z.object({
  id: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  status: z.string(),
  isVerified: z.boolean(),
  createdAt: z.string().nullable(),
});

const contactSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('business'),
    companyName: z.string().nullable(),
    companyWebsite: z.string().nullable(),
    contactName: z.string().nullable(),
    contactPhone: z.string().nullable(),
  }),
  z.object({ kind: z.literal('person'), fullName: z.string().nullable(), phoneNumber: z.string().nullable() }),
]) satisfies z.ZodType<SellerContact>;

const text = z.string().nullable();
const int = z.number().nullable();

export const auctionDetailSchema = z.object({
  id: z.string(),
  slug: text,
  title: z.string(),
  description: text,
  category: z.string(),
  listingType: z.enum(LISTING_TYPES),
  status: z.enum(AUCTION_STATUSES),
  featured: z.boolean(),
  year: int,
  make: text,
  model: text,
  trim: text,
  mileage: int,
  engine: text,
  transmission: text,
  drivetrain: text,
  exteriorColor: text,
  interiorColor: text,
  condition: text,
  vin: text,
  location: text,
  titleStatus: text,
  titleState: text,
  titleHolderName: text,
  lienExists: text,
  isModified: text,
  modificationsList: text,
  hasFlaws: text,
  flawsDescription: text,
  optionsAndHighlights: text,
  marketValueMin: int,
  marketValueMax: int,
  startingPrice: z.number(),
  hasReserve: z.boolean(),
  reserveMet: z.boolean(),
  buyNowPrice: int,
  currentBid: z.number(),
  bidCount: z.number(),
  allowOffers: z.boolean(),
  additionalFees: text,
  startTime: text,
  endTime: text,
  timezone: text,
  negotiationWindowEnds: text,
  sellerId: z.string(),
  winnerId: text,
  imageUrl: text,
  photos: z.array(photoSchema),
  youtubeVideos: z.array(z.string()),
  videos: z.array(videoSchema),
  sellerType: z.enum(SELLER_TYPES).nullable(),
  seller: sellerSchema,
  bids: z.array(detailBidSchema),
  contact: contactSchema.nullable(),
  viewer: z.object({ signedIn: z.boolean(), isOwner: z.boolean(), isAdmin: z.boolean(), watching: z.boolean(), isHighestBidder: z.boolean() }),
}) satisfies z.ZodType<AuctionDetail>;

const sellerListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: text,
  year: int,
  make: text,
  model: text,
  trim: text,
  currentBid: z.number(),
  endTime: text,
  imageUrl: text,
  category: z.string(),
  listingType: z.string(),
  buyNowPrice: int,
}) satisfies z.ZodType<SellerListing>;

export const sellerProfileSchema = z.object({
  seller: sellerSchema,
  counts: z.object({ activeAuctions: z.number(), activeClassifieds: z.number(), ended: z.number(), endedSold: z.number() }),
  bidsReceived: z.number(),
  auctionsWithBids: z.number(),
  reputation: z.object({ score: z.number(), label: z.enum(['Excellent', 'Good', 'Building']) }),
  otherListings: z.array(sellerListingSchema),
}) satisfies z.ZodType<SellerProfile>;
