// Listings as the listings API sends them (SPEC 2 "Auction card (live)", hero slides, listing pages):
// written once for the server's response schemas and the web app's hooks. The reserve price itself stays
// private: only whether it exists and whether it is met. Times are ISO strings.
import { z } from 'zod';

export const listingCardSchema = z.object({
  id: z.string(),
  slug: z.string().nullable(),
  title: z.string(),
  category: z.string(),
  listingType: z.string(),
  status: z.string(),
  featured: z.boolean(),
  year: z.number().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  trim: z.string().nullable(),
  mileage: z.number().nullable(),
  location: z.string().nullable(),
  imageUrl: z.string().nullable(),
  marketValueMin: z.number().nullable(),
  marketValueMax: z.number().nullable(),
  startingPrice: z.number(),
  currentBid: z.number(),
  buyNowPrice: z.number().nullable(),
  allowOffers: z.boolean(),
  bidCount: z.number(),
  hasReserve: z.boolean(),
  reserveMet: z.boolean(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  createdAt: z.string(),
  /** The seller (public, as on the detail page): their own card's 'Bid' says they cannot bid (SPEC 6). */
  sellerId: z.string(),
});
export type ListingCard = z.infer<typeof listingCardSchema>;

/** A page of listings (GET /api/listings: SPEC 2's listing pages, filters, search, sort, page). */
export const listingPageSchema = z.object({ items: z.array(listingCardSchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type ListingPage = z.infer<typeof listingPageSchema>;

/** SPEC 2 home: the hero carousel's image (absent is no error) and slides (GET /api/listings/hero). */
export const heroContentSchema = z.object({
  heroImage: z.object({ imageUrl: z.string(), title: z.string().nullable() }).nullable(),
  slides: z.array(listingCardSchema),
});
export type HeroContent = z.infer<typeof heroContentSchema>;

/** GET /api/listings/ending-soon and /trending: cards for a home page row. */
export const listingCardsSchema = z.object({ items: z.array(listingCardSchema) });

/** GET /api/listings/recommended: the signed-in member's row, and where it came from. */
export const recommendedCardsSchema = listingCardsSchema.extend({ source: z.enum(['recommended', 'trending']) });

/** GET /api/listings/category-counts: live auctions per category slug. */
export const categoryCountsSchema = z.object({ counts: z.record(z.string(), z.number()) });
