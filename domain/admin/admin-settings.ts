import { z } from 'zod';
import { verificationSettingsInput } from '../identity/identity-verification.ts';

/** SPEC 3 site_settings keys an admin edits, each with the shape the site reads (decision 012). */
export const SOCIAL_PLATFORMS = ['facebook', 'twitter', 'instagram', 'linkedin', 'youtube', 'email', 'phone', 'website'] as const;

const whole = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min.toLocaleString('en-US')}.`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')}.`);

export const auctionSettingsInput = z
  .object({
    minBidIncrement: whole('Minimum bid increment', 1, 1_000_000),
    maxBidIncrement: whole('Maximum bid increment', 1, 10_000_000),
    softCloseSeconds: whole('Soft close', 0, 3600),
    negotiationWindowHours: whole('Negotiation window', 1, 720),
  })
  .refine((v) => v.maxBidIncrement >= v.minBidIncrement, {
    message: 'Maximum bid increment must be at least the minimum bid increment.',
    path: ['maxBidIncrement'],
  });

const socialUrl = z.string().trim().min(1, 'Please enter an address.').max(500);
export const socialSettingsInput = z.object({
  links: z
    .array(z.object({ platform: z.enum(SOCIAL_PLATFORMS, { message: 'Unknown platform.' }), url: socialUrl }))
    .max(SOCIAL_PLATFORMS.length)
    .superRefine((links, ctx) => {
      links.forEach((l, i) => {
        const ok =
          l.platform === 'email'
            ? /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/.test(l.url)
            : l.platform === 'phone'
              ? /^tel:\+?[0-9 ().-]{5,}$/.test(l.url)
              : /^https?:\/\/\S+\.\S+/.test(l.url);
        if (!ok) {
          const want = l.platform === 'email' ? 'a mailto: address' : l.platform === 'phone' ? 'a tel: number' : 'an http(s) address';
          ctx.addIssue({ code: 'custom', path: [i, 'url'], message: `The ${l.platform} link must be ${want}.` });
        }
      });
      const seen = new Set<string>();
      links.forEach((l, i) => {
        if (seen.has(l.platform)) ctx.addIssue({ code: 'custom', path: [i, 'platform'], message: `${l.platform} is listed twice.` });
        seen.add(l.platform);
      });
    }),
});

/** The featured listing fee is stored in cents (decision 003); the form edits dollars. */
export const featuredFeeInput = whole('Featured listing fee (cents)', 0, 100_000_000);

/** SPEC 2: the home page reads true or 'true'; we store a JSON boolean. */
export const showBrowseCategoriesInput = z.boolean({ message: 'Must be on or off.' });

export const SETTING_INPUTS = {
  auction: auctionSettingsInput,
  featured_listing_fee: featuredFeeInput,
  show_browse_categories: showBrowseCategoriesInput,
  social: socialSettingsInput,
  // Require a verified identity to sell, or to bid above an amount (both off by default).
  verification: verificationSettingsInput,
} as const;

export type SettingKey = keyof typeof SETTING_INPUTS;
export const SETTING_KEYS = Object.keys(SETTING_INPUTS) as SettingKey[];

/** GET /api/admin/settings: every setting an admin edits, as stored. */
export const adminSettingsSchema = z.object({ settings: z.array(z.object({ key: z.string(), value: z.unknown(), updatedAt: z.string() })) });

/** PUT /api/admin/settings/:key: the new value, checked by the key's input (SETTING_INPUTS). */
export const settingValueBodySchema = z.object({ value: z.unknown() });
export const savedSettingSchema = z.object({ key: z.string(), value: z.unknown() });
