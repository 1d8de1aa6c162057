import { z } from 'zod';
import type { SessionUser } from '../../http/guards.ts';

// Response schemas of the session routes (routes.ts); the web app reads them as SessionState (web/src/lib/auth).

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
}) satisfies z.ZodType<SessionUser>;

/** The user's profile row (null when there is none); createdAt as an ISO string. */
const profileSchema = z.object({
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  status: z.string(),
  isVerified: z.boolean(),
  createdAt: z.string(),
});

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
});
