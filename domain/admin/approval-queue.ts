// The admins' approval queue (docs/product-rules.md 4.6, decision 017) as the API takes and sends it, written
// once for the server's routes and the web app's hooks.
import { z } from 'zod';
import { REJECTION_REASON_MAX } from '../listings/listing-review.ts';

/** A new listing or a renewal awaiting approval. */
export const approvalItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['listing', 'renewal']),
  title: z.string(),
  path: z.string(),
  category: z.string(),
  listing_type: z.string(),
  image_url: z.string().nullable(),
  location: z.string().nullable(),
  year: z.number().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  starting_price: z.number(),
  reserve_price: z.number().nullable(),
  buy_now_price: z.number().nullable(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  submitted_at: z.string(),
  seller: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  featured_fee: z.enum(['held', 'captured']).nullable(),
  original: z.object({ id: z.string(), title: z.string(), path: z.string(), current_bid: z.number() }).nullable(),
});
export type ApprovalItem = z.infer<typeof approvalItemSchema>;

/** GET /api/admin/approvals. */
export const approvalQueueSchema = z.object({ items: z.array(approvalItemSchema) });

/** POST /api/admin/approvals/:id/approve. */
export const approvedSchema = z.object({ status: z.string(), featured: z.boolean() });

/** POST /api/admin/approvals/:id/reject: the reason the seller is told (its length is judged by the use case). */
export const rejectionBodySchema = z.object({ reason: z.string().max(REJECTION_REASON_MAX * 2) });
export type RejectionBody = z.infer<typeof rejectionBodySchema>;

export const rejectedSchema = z.object({ rejected: z.literal(true) });
