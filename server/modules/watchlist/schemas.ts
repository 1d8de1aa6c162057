import { z } from 'zod';
import { listingCardSchema } from '../../../domain/listing-card.ts';

/** A watched listing: its card (live prices and countdown on the web) and when it was watched. */
export const watchedItemSchema = listingCardSchema.extend({ watchedAt: z.string() });

/** PUT and DELETE /api/watchlist/:auctionId. */
export const watchingSchema = z.object({ auctionId: z.string(), watching: z.boolean() });
