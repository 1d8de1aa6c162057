// The watchlist (docs/product-rules.md 7) as the API sends it, written once for the server's routes and the web
// app's hooks.
import { z } from 'zod';
import { listingCardSchema } from '../listings/listing-card.ts';

/** A watched listing: its card (live prices and countdown on the web) and when it was watched. */
export const watchedItemSchema = listingCardSchema.extend({ watchedAt: z.string() });

/** GET /api/watchlist: newest watched first, page by page (keyset cursor). */
export const watchedPageSchema = z.object({ items: z.array(watchedItemSchema), nextCursor: z.string().nullable() });
export type WatchedPage = z.infer<typeof watchedPageSchema>;

export const watchlistCursorQuerySchema = z.object({ cursor: z.string().max(200).optional() });

/** GET /api/watchlist/ids: which listings the member watches. */
export const watchedIdsSchema = z.object({ auctionIds: z.array(z.string()) });

/** PUT and DELETE /api/watchlist/:auctionId. */
export const watchingSchema = z.object({ auctionId: z.string(), watching: z.boolean() });
