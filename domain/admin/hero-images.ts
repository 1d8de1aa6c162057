// The home page's hero images as admins manage them (/admin/site, decision 012), written once for the server's
// routes and the web app's hooks.
import { z } from 'zod';

export const heroImageSchema = z.object({ id: z.string(), imageUrl: z.string(), title: z.string().nullable(), isActive: z.boolean(), createdAt: z.string() });
export type HeroImage = z.infer<typeof heroImageSchema>;

/** GET /api/admin/hero-images, and PUT /:id/active: every hero image. */
export const heroImagesSchema = z.object({ images: z.array(heroImageSchema) });

const imageUrl = z
  .string()
  .trim()
  .min(1, 'Please enter an image address.')
  .max(2000)
  .refine((v) => /^https?:\/\/\S+$/.test(v) || /^\/\S+$/.test(v), 'The image address must start with http://, https:// or /.');

/** An empty title is none. */
const title = z
  .string()
  .trim()
  .max(120)
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));

/** POST /api/admin/hero-images (201: the image added). */
export const newHeroImageBodySchema = z.object({ imageUrl, title, makeActive: z.boolean().default(false) });
export type NewHeroImageBody = z.input<typeof newHeroImageBodySchema>;

/** PUT /api/admin/hero-images/:id/active. */
export const heroActiveBodySchema = z.object({ isActive: z.boolean() });
export type HeroActiveBody = z.infer<typeof heroActiveBodySchema>;
