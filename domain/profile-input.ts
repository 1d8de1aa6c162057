import { z } from 'zod';

export const displayNameSchema = z
  .string()
  .trim()
  .min(2, 'Display name must be 2 to 40 characters.')
  .max(40, 'Display name must be 2 to 40 characters.');

export const updateProfileInput = z
  .object({
    displayName: displayNameSchema.optional(),
    bio: z.string().trim().max(1000, 'Bio must be at most 1000 characters.').nullable().optional(),
    avatarUrl: z
      .string()
      .trim()
      .max(2000)
      .refine((v) => v === '' || v.startsWith('/') || /^https?:\/\//.test(v), 'Avatar must be a web address.')
      .nullable()
      .optional(),
  })
  .strict();

export type UpdateProfileInput = z.infer<typeof updateProfileInput>;
