import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { profiles, userRoles, users } from '../../db/schema.ts';
import { currentSession, requireAccountUser, requireUser, sessionCacheOf } from '../../http/guards.ts';
import { errorResponses, errorSchema } from '../../http/error-schemas.ts';
import { AUTH_SESSION_OR_USER_MISSING } from '../../http/errors.ts';
import { updateProfileInput } from '../../../domain/identity/profile-input.ts';
import { accountSchema, sessionStateSchema } from '../../../domain/identity/session-state.ts';

async function loadAccount(deps: AppDeps, userId: string) {
  const [profile] = await deps.db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  const roles = await deps.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return {
    profile: profile
      ? {
          displayName: profile.displayName,
          avatarUrl: profile.avatarUrl,
          bio: profile.bio,
          status: profile.status,
          isVerified: profile.isVerified,
          createdAt: profile.createdAt.toISOString(),
        }
      : null,
    roles: roles.map((r) => r.role),
  };
}

export const sessionRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    // The web app's session check (SPEC 4): the user, their profile and roles, or user null.
    app.get('/api/session', { schema: { response: { 200: sessionStateSchema } } }, async (req) => {
      const s = await currentSession(deps, req);
      if (!s) return { user: null, session: null, profile: null, roles: [] as string[] };
      const account = await loadAccount(deps, s.user.id);
      return {
        user: s.user,
        session: { expiresAt: s.session.expiresAt.toISOString() },
        ...account,
        twoFactor: { enabled: s.twoFactorEnabled, required: deps.config.adminRequire2fa && account.roles.includes('admin') },
      };
    });

    // SPEC 7 "user (PUT)": the signed-in user updates their own profile; without a valid session or user,
    // SPEC 8's 'Auth session or user missing'.
    app.patch(
      '/api/profile',
      {
        schema: { body: updateProfileInput, response: { 200: accountSchema, ...errorResponses(400), 401: errorSchema.describe(AUTH_SESSION_OR_USER_MISSING) } },
      },
      async (req) => {
        const user = await requireAccountUser(deps, req);
        const body = req.body;
        const changes = {
          ...(body.displayName !== undefined && { displayName: body.displayName }),
          ...(body.bio !== undefined && { bio: body.bio }),
          // An empty address clears the picture.
          ...(body.avatarUrl !== undefined && { avatarUrl: body.avatarUrl || null }),
          // The buyer's phone, shared with the seller of their deals; empty clears it.
          ...(body.phone !== undefined && { phone: body.phone || null }),
        };
        // An empty body changes nothing and answers the profile as it is (found by the route fuzzer).
        if (Object.keys(changes).length > 0) {
          await deps.db.transaction(async (tx) => {
            await tx.update(profiles).set(changes).where(eq(profiles.userId, user.id));
            if (body.displayName !== undefined) {
              await tx.update(users).set({ name: body.displayName, updatedAt: deps.clock.now() }).where(eq(users.id, user.id));
            }
          });
        }
        // Every remembered session of this user now carries an old name.
        sessionCacheOf(deps).forgetUser(user.id);
        return { user, ...(await loadAccount(deps, user.id)) };
      },
    );

    app.get('/api/me', { schema: { hide: true, response: { 200: accountSchema, ...errorResponses(401) } } }, async (req) => {
      const user = await requireUser(deps, req);
      return { user, ...(await loadAccount(deps, user.id)) };
    });
  };
