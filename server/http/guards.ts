import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { and, eq } from 'drizzle-orm';
import { profiles, userRoles, users } from '../db/schema.ts';
import type { AppDeps } from '../app-deps.ts';
import { AppError, accountSuspended, forbidden, sessionOrUserMissing, unauthorized } from './errors.ts';
import { createSessionCache, sessionToken, type SessionCache } from './session-cache.ts';
import type { SessionUser } from '../../domain/identity/session-state.ts';
import { ADMIN_TWO_FACTOR_CODE, ADMIN_TWO_FACTOR_TEXT } from '../../domain/identity/sign-in-codes.ts';

export interface CurrentSession {
  user: SessionUser;
  session: { id: string; expiresAt: Date };
  /** profiles.status is 'suspended': every write that needs a user is refused. */
  suspended: boolean;
  /** The account signs in with a second factor. */
  twoFactorEnabled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionCache?: Promise<CurrentSession | null>;
    adminCheck?: Promise<'admin' | 'not-admin' | 'needs-two-factor'>;
  }
}

const caches = new WeakMap<AppDeps['auth'], SessionCache<CurrentSession | null>>();

/** This app's memory of session lookups (decision 001); a change to a user or their sessions forgets that user's entries. */
export function sessionCacheOf(deps: Pick<AppDeps, 'auth'>): SessionCache<CurrentSession | null> {
  let cache = caches.get(deps.auth);
  if (!cache) caches.set(deps.auth, (cache = createSessionCache({ userOf: (s) => s?.user.id ?? null })));
  return cache;
}

/** The signed-in user of this request, or null; looked up once per request, and remembered briefly. */
export function currentSession(deps: AppDeps, req: FastifyRequest): Promise<CurrentSession | null> {
  req.sessionCache ??= lookupSession(deps, req).catch((err: unknown) => {
    // SPEC 4: a session error is logged and the user stays signed out.
    req.log.warn({ err }, 'session lookup failed');
    return null;
  });
  return req.sessionCache;
}

async function lookupSession(deps: AppDeps, req: FastifyRequest): Promise<CurrentSession | null> {
  const token = sessionToken(req.headers.cookie);
  if (!token) return null;
  const cache = sessionCacheOf(deps);
  const load = async (): Promise<CurrentSession | null> => {
    const s = await deps.auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
    if (!s) return null;
    // The account's status travels with the remembered session: suspending a user clears this
    // instance's memory at once; other instances see it within the memory's lifetime (decision 012).
    const [profile] = await deps.db.select({ status: profiles.status }).from(profiles).where(eq(profiles.userId, s.user.id)).limit(1);
    return {
      user: { id: s.user.id, email: s.user.email, name: s.user.name, emailVerified: s.user.emailVerified },
      session: { id: s.session.id, expiresAt: s.session.expiresAt },
      suspended: profile?.status === 'suspended',
      twoFactorEnabled: (s.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled === true,
    };
  };
  const found = await cache.get(token, load);
  if (found && found.session.expiresAt.getTime() <= Date.now()) {
    cache.forget(token);
    return cache.get(token, load);
  }
  return found;
}

/**
 * The signed-in user, or 401. A suspended account is refused here (403 ACCOUNT_SUSPENDED), so every
 * route of every module that needs a user (bids, offers, comments, messages, ...) refuses it too.
 */
export async function requireUser(deps: AppDeps, req: FastifyRequest): Promise<SessionUser> {
  const s = await currentSession(deps, req);
  if (!s) throw unauthorized();
  if (s.suspended) throw accountSuspended();
  return s.user;
}

/**
 * The member changing their own profile or account (SPEC 8): without a valid session, or
 * with a session whose user no longer exists (deleted while this instance still remembers the session),
 * 401 'Auth session or user missing'. The user's row is read, not remembered; a session that names a
 * missing user is forgotten at once. A suspended account is refused as by requireUser.
 */
export async function requireAccountUser(deps: AppDeps, req: FastifyRequest): Promise<SessionUser> {
  const s = await currentSession(deps, req);
  if (!s) throw sessionOrUserMissing();
  const [row] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, s.user.id)).limit(1);
  if (!row) {
    sessionCacheOf(deps).forgetUser(s.user.id);
    throw sessionOrUserMissing();
  }
  if (s.suspended) throw accountSuspended();
  return s.user;
}

/** Whether the user holds the admin role (SPEC 6: a user_roles row with role admin); not whether they may use it (hasAdminPowers). */
async function holdsAdminRole(deps: AppDeps, userId: string): Promise<boolean> {
  const rows = await deps.db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')))
    .limit(1);
  return rows.length > 0;
}

type AdminStanding = 'admin' | 'not-admin' | 'needs-two-factor';

/**
 * The one rule of the admin role (decision 030): the role's powers need the role and, with ADMIN_REQUIRE_2FA on
 * (production's default), two-factor sign-in. Every power the role grants beyond a member's (the admin area, any
 * deal, another member's comment, a private upload, ...) asks here, so an admin signed in with a password alone
 * has exactly a member's rights everywhere. Checked once per request.
 */
function adminStanding(deps: AppDeps, req: FastifyRequest): Promise<AdminStanding> {
  req.adminCheck ??= (async () => {
    const s = await currentSession(deps, req);
    if (!s || s.suspended || !(await holdsAdminRole(deps, s.user.id))) return 'not-admin';
    return deps.config.adminRequire2fa && !s.twoFactorEnabled ? 'needs-two-factor' : 'admin';
  })();
  return req.adminCheck;
}

/** Whether the asker may use the admin role's powers on this request (see adminStanding). */
export async function hasAdminPowers(deps: AppDeps, req: FastifyRequest): Promise<boolean> {
  return (await adminStanding(deps, req)) === 'admin';
}

/**
 * The signed-in admin, or 401 / 403. With ADMIN_REQUIRE_2FA on (production's default) an admin
 * without two-factor sign-in is refused with ADMIN_TWO_FACTOR_REQUIRED until they set it up; the web app leads
 * them to the setup.
 */
export async function requireAdmin(deps: AppDeps, req: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(deps, req);
  const standing = await adminStanding(deps, req);
  if (standing === 'not-admin') throw forbidden('You need an administrator account to do this.');
  if (standing === 'needs-two-factor') throw new AppError(403, ADMIN_TWO_FACTOR_CODE, ADMIN_TWO_FACTOR_TEXT);
  return user;
}
