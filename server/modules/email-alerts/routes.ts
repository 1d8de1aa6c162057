import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { notificationPreferences, users } from '../../db/schema.ts';
import { requireAccountUser, requireUser } from '../../http/guards.ts';
import { AppError, AUTH_SESSION_OR_USER_MISSING } from '../../http/errors.ts';
import { errorResponses, errorSchema } from '../../http/error-schemas.ts';
import { EMAIL_ALERT_TEXTS, EMAIL_ALERT_TYPES, emailAlertLabel, type NotificationType } from '../../../domain/community/notification-kinds.ts';
import {
  emailChoiceBodySchema,
  emailPreferencesSchema,
  unsubscribeScopeSchema,
  unsubscribeTokenQuerySchema,
  type EmailPreference,
  type UnsubscribeScope,
} from '../../../domain/community/email-alert-choices.ts';
import { readUnsubscribeToken, type UnsubscribeClaim } from './unsubscribe-token.ts';
import type { Db } from '../../db/connect.ts';

const alertTypes = EMAIL_ALERT_TYPES.map((t) => t.type) as [NotificationType, ...NotificationType[]];

/** Sets the e-mail choice of these types for the user (a row per type; a missing row means the default). */
async function setEmail(db: Db, userId: string, types: readonly NotificationType[], email: boolean, now: Date): Promise<void> {
  for (const type of types) {
    await db
      .insert(notificationPreferences)
      .values({ userId, notificationType: type, email, updatedAt: now })
      .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.notificationType], set: { email, updatedAt: now } });
  }
}

async function preferencesOf(db: Db, userId: string): Promise<EmailPreference[]> {
  const rows = await db
    .select({ type: notificationPreferences.notificationType, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((r) => [r.type, r.email]));
  return EMAIL_ALERT_TYPES.map((t) => ({ type: t.type, label: t.label, email: chosen.get(t.type) ?? t.defaultOn, defaultOn: t.defaultOn }));
}

/**
 * E-mail alerts: the signed-in user's per-type choices (/profile), and the one-click unsubscribe
 * of an alert mail, which needs no sign-in: its signed token names the user and the types.
 */
export const emailAlertRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    // RFC 8058: a mail client's one-click POST carries 'List-Unsubscribe=One-Click' as a form; the token says it all.
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_req, _body, done) => done(null, {}));
    }

    app.get('/api/notification-preferences', { schema: { response: { 200: emailPreferencesSchema, ...errorResponses(401) } } }, async (req) => ({
      items: await preferencesOf(deps.db, (await requireUser(deps, req)).id),
    }));

    app.put(
      '/api/notification-preferences/:type',
      {
        schema: {
          params: z.object({ type: z.enum(alertTypes) }),
          body: emailChoiceBodySchema,
          response: { 200: emailPreferencesSchema, ...errorResponses(400), 401: errorSchema.describe(AUTH_SESSION_OR_USER_MISSING) },
        },
      },
      async (req) => {
        // A change of the member's account settings (SPEC 8 'Auth session or user missing' without one).
        const me = await requireAccountUser(deps, req);
        await setEmail(deps.db, me.id, [req.params.type], req.body.email, deps.clock.now());
        return { items: await preferencesOf(deps.db, me.id) };
      },
    );

    async function scopeOf(token: string): Promise<UnsubscribeClaim> {
      const scope = readUnsubscribeToken(deps.config.authSecret, token);
      const [user] = scope ? await deps.db.select({ id: users.id }).from(users).where(eq(users.id, scope.userId)).limit(1) : [];
      if (!scope || !user) throw new AppError(400, 'INVALID_UNSUBSCRIBE_LINK', EMAIL_ALERT_TEXTS.invalidLink);
      return scope;
    }
    async function describe(scope: UnsubscribeClaim): Promise<UnsubscribeScope> {
      const rows = await deps.db
        .select({ type: notificationPreferences.notificationType, email: notificationPreferences.email })
        .from(notificationPreferences)
        .where(and(eq(notificationPreferences.userId, scope.userId)));
      const chosen = new Map(rows.map((r) => [r.type, r.email]));
      const on = scope.types.some((t) => chosen.get(t) ?? EMAIL_ALERT_TYPES.find((a) => a.type === t)?.defaultOn ?? false);
      return { types: scope.types.map((type) => ({ type, label: emailAlertLabel(type) })), email: on };
    }
    const tokenRoute = { schema: { querystring: unsubscribeTokenQuerySchema, response: { 200: unsubscribeScopeSchema, ...errorResponses(400) } } };

    /** What a link covers (the unsubscribe page shows it); changes nothing, so a mail scanner's GET is harmless. */
    app.get('/api/email/unsubscribe', tokenRoute, async (req) => describe(await scopeOf(req.query.token)));

    /** The one-click unsubscribe (List-Unsubscribe-Post, and the unsubscribe page). */
    app.post('/api/email/unsubscribe', tokenRoute, async (req) => {
      const scope = await scopeOf(req.query.token);
      await setEmail(deps.db, scope.userId, scope.types, false, deps.clock.now());
      return describe(scope);
    });

    /** Undo, from the unsubscribe page. */
    app.post('/api/email/resubscribe', tokenRoute, async (req) => {
      const scope = await scopeOf(req.query.token);
      await setEmail(deps.db, scope.userId, scope.types, true, deps.clock.now());
      return describe(scope);
    });
  };
