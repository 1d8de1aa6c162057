// The settings the public site reads (GET /api/settings/:key, docs/product-rules.md 3), written once for the
// server's route and the web app's hooks. Others (payment configuration, verification) stay admin-only.
import { z } from 'zod';
import { SOCIAL_PLATFORMS } from '../admin/admin-settings.ts';

export const PUBLIC_SETTING_KEYS = ['show_browse_categories', 'featured_listing_fee', 'auction', 'social'] as const;

/** The setting's JSON as stored (site_settings.value), whatever its shape: each reader says what it takes from it. */
export const publicSettingSchema = z.object({ key: z.enum(PUBLIC_SETTING_KEYS), value: z.unknown() });

export const socialLinkSchema = z.object({ platform: z.enum(SOCIAL_PLATFORMS), url: z.string() });
export type SocialLink = z.infer<typeof socialLinkSchema>;
