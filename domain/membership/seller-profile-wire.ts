import { z } from 'zod';
import { detailSellerSchema } from '../listings/auction-detail.ts';
import type { SellerListing, SellerProfile } from './seller-profile.ts';

// The seller profile as the API sends it (GET /api/sellers/:id/profile), written once for the server's route and
// the web app's hook, and held to the shared types of seller-profile.ts. Times are ISO strings.

const text = z.string().nullable();
const int = z.number().nullable();

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

/** GET /api/sellers/:id/profile. */
export const sellerProfileSchema = z.object({
  seller: detailSellerSchema,
  counts: z.object({ activeAuctions: z.number(), activeClassifieds: z.number(), ended: z.number(), endedSold: z.number() }),
  bidsReceived: z.number(),
  auctionsWithBids: z.number(),
  reputation: z.object({ score: z.number(), label: z.enum(['Excellent', 'Good', 'Building']) }),
  otherListings: z.array(sellerListingSchema),
}) satisfies z.ZodType<SellerProfile>;
