// The signed-in user as the session API sends it (decision 001: httpOnly cookie sessions): written once for
// the server's response schemas and the web app's auth context. Times are ISO strings.
import { z } from 'zod';

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The user's profile row (null when there is none). */
export const profileSchema = z.object({
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  status: z.string(),
  isVerified: z.boolean(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The signed-in user with their profile and roles (PATCH /api/profile, GET /api/me). */
export const accountSchema = z.object({
  user: sessionUserSchema,
  profile: profileSchema.nullable(),
  roles: z.array(z.string()),
});

/** GET /api/session: a visitor has user, session and profile null and no roles. */
export const sessionStateSchema = z.object({
  user: sessionUserSchema.nullable(),
  session: z.object({ expiresAt: z.string() }).nullable(),
  profile: profileSchema.nullable(),
  roles: z.array(z.string()),
  /** Whether the account signs in with a second factor, and whether it must (an admin while ADMIN_REQUIRE_2FA is on). */
  twoFactor: z.object({ enabled: z.boolean(), required: z.boolean() }).optional(),
});
export type SessionState = z.infer<typeof sessionStateSchema>;
