// A seller's listing drafts and their uploads as the drafts API sends them: written once for the
// server's response schemas and the sell pages' hooks. Times are ISO strings.
import { z } from 'zod';
import { listingDraftData } from './listing-input.ts';

/** A stored photo or video of a draft, as the uploads API answers it. */
export const uploadedFileSchema = z.object({
  id: z.string(),
  kind: z.enum(['image', 'video']),
  url: z.string(),
  bytes: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** A seller's draft in the drafts list (GET /api/listing-drafts). */
export const draftSummarySchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  category: z.string().nullable(),
  listingType: z.string().nullable(),
  coverUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type DraftSummary = z.infer<typeof draftSummarySchema>;
/** GET /api/listing-drafts: the member's drafts. */
export const draftSummariesSchema = z.object({ drafts: z.array(draftSummarySchema) });

/** One draft with the form as saved and its uploads (GET and POST /api/listing-drafts). */
export const draftSchema = z.object({
  id: z.string(),
  data: listingDraftData,
  uploads: z.array(uploadedFileSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;

/** POST /api/listing-drafts (201: the draft made); PUT /api/listing-drafts/:draftId takes the whole form's data. */
export const newDraftBodySchema = z.object({ data: listingDraftData.default({}) });
export const draftBodySchema = z.object({ data: listingDraftData });
export type DraftBody = z.input<typeof draftBodySchema>;

/** PUT /api/listing-drafts/:draftId: when the draft was saved. */
export const draftSavedSchema = z.object({ updatedAt: z.string() });

/** POST /api/listing-drafts/:draftId/submit (201): the listing made, awaiting approval. */
export const submittedListingSchema = z.object({ auctionId: z.string(), slug: z.string(), path: z.string(), featured: z.boolean() });
