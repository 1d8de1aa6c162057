import { z } from 'zod';

export const displayNameSchema = z.string().trim().min(2, 'Display name must be 2 to 40 characters.').max(40, 'Display name must be 2 to 40 characters.');

export const AVATAR_URL_MESSAGE = 'Profile picture must be an https:// address or a photo uploaded to this site.';

/** The site's own uploaded files (server/modules/create-listing/store-upload.ts names them by digest). */
const OWN_UPLOAD = /^\/media\/uploads\/[A-Za-z0-9_-]+(?:\.[A-Za-z0-9]+)?$/;

/**
 * A profile picture shown to every visitor is an absolute https address (no credentials,
 * nothing a browser would read as another scheme or host) or one of the site's own uploads. Never a
 * protocol-relative `//host/...`, a backslash form, javascript: or data: address.
 */
export function isAllowedAvatarUrl(value: string): boolean {
  if (OWN_UPLOAD.test(value)) return true;
  // Printable ASCII without spaces or backslashes only: browsers strip tabs and newlines and read \ as /.
  if (!/^https:\/\/[\x21-\x7e]+$/i.test(value) || value.includes('\\')) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password && url.href.toLowerCase().startsWith(`https://${url.host}`);
  } catch {
    return false;
  }
}

/** A profile picture address: empty (none), or an allowed one (isAllowedAvatarUrl). */
export const avatarUrlSchema = z
  .string()
  .trim()
  .max(2000, AVATAR_URL_MESSAGE)
  .refine((v) => v === '' || isAllowedAvatarUrl(v), AVATAR_URL_MESSAGE);

/** The buyer's phone, shared with the seller of their deals only. Empty clears it. */
export const PHONE_MESSAGE = 'Enter a phone number with at least 7 digits, such as +1 555 123 4567.';
export const phoneSchema = z
  .string()
  .trim()
  .max(30, PHONE_MESSAGE)
  .refine((v) => v === '' || (/^[+0-9 ().-]+$/.test(v) && v.replace(/[^0-9]/g, '').length >= 7), PHONE_MESSAGE);

export const updateProfileInput = z
  .object({
    displayName: displayNameSchema.optional(),
    bio: z.string().trim().max(1000, 'Bio must be at most 1000 characters.').nullable().optional(),
    avatarUrl: avatarUrlSchema.nullable().optional(),
    phone: phoneSchema.nullable().optional(),
  })
  .strict();

export type UpdateProfileInput = z.infer<typeof updateProfileInput>;
