import { z } from 'zod';
import { listingCardSchema } from '../listings/listing-card.ts';

/** A watched listing: the card fields it selects, when it was watched, and reserveMet (false without a reserve). */
export const watchedItemSchema = listingCardSchema
  .pick({
    id: true,
    slug: true,
    title: true,
    year: true,
    make: true,
    model: true,
    trim: true,
    category: true,
    listingType: true,
    status: true,
    mileage: true,
    location: true,
    currentBid: true,
    buyNowPrice: true,
    startTime: true,
    endTime: true,
    imageUrl: true,
    marketValueMin: true,
    marketValueMax: true,
    reserveMet: true,
  })
  .extend({ watchedAt: z.string() });

/** PUT and DELETE /api/watchlist/:auctionId. */
export const watchingSchema = z.object({ auctionId: z.string(), watching: z.boolean() });
