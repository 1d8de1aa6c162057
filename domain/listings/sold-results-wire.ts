// Sold results (/sold-results) as the API sends them, written once for the server's route and the web app's hook;
// the shapes' types and rules are sold-results.ts's (kept free of zod for the listing pages' first paint).
import { z } from 'zod';
import { listingCardSchema } from './listing-card.ts';
import type { SoldResults } from './sold-results.ts';

const soldItemSchema = listingCardSchema
  .pick({
    id: true,
    slug: true,
    title: true,
    category: true,
    year: true,
    make: true,
    model: true,
    trim: true,
    mileage: true,
    location: true,
    imageUrl: true,
    bidCount: true,
  })
  .extend({ finalPrice: z.number(), soldAt: z.string().nullable() });

/** GET /api/listings/sold. */
export const soldResultsSchema = z.object({
  items: z.array(soldItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  chart: z.array(z.object({ id: z.string(), slug: z.string().nullable(), title: z.string(), category: z.string(), price: z.number(), soldAt: z.string() })),
}) satisfies z.ZodType<SoldResults>;
