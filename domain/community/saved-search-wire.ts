// Saved searches as the API takes and sends them, written once for the server's routes and the web app's hooks.
import { z } from 'zod';
import { SAVED_SEARCH_NAME_MAX } from './saved-search.ts';

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  path: z.string(),
  query: z.string(),
  /** The page with the search applied. */
  url: z.string(),
  emailAlerts: z.boolean(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** GET /api/saved-searches: the member's own, newest first. */
export const savedSearchListSchema = z.object({ items: z.array(savedSearchSchema) });

/** POST /api/saved-searches: a listing page's path and query; the name is made from them when none is given. */
export const newSavedSearchBodySchema = z.object({
  path: z.string().min(1).max(300),
  query: z.string().max(2000).default(''),
  name: z.string().max(SAVED_SEARCH_NAME_MAX).optional(),
  emailAlerts: z.boolean().default(false),
});
export type NewSavedSearchBody = z.input<typeof newSavedSearchBodySchema>;

/** PATCH /api/saved-searches/:id. */
export const savedSearchChangeBodySchema = z.object({ name: z.string().max(SAVED_SEARCH_NAME_MAX).optional(), emailAlerts: z.boolean().optional() });
export type SavedSearchChangeBody = z.infer<typeof savedSearchChangeBodySchema>;
