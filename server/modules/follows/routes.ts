import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { follows, profiles, users } from '../../db/schema.ts';
import { currentSession, requireUser } from '../../http/guards.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { followStateSchema, myFollowsSchema } from '../../../domain/community/follow-wire.ts';

/** SPEC 1: users follow other users. Follow, unfollow, counts, and the signed-in user's lists for /profile. */
export const followRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const params = { params: z.object({ userId: z.uuid() }) };

    async function state(userId: string, viewerId: string | null) {
      const [row] = await deps.db
        .select({
          followers: sql<number>`(select count(*)::int from follows where following_id = ${userId})`,
          following: sql<number>`(select count(*)::int from follows where follower_id = ${userId})`,
          isFollowing: viewerId
            ? sql<boolean>`exists (select 1 from follows where follower_id = ${viewerId} and following_id = ${userId})`
            : sql<boolean>`false`,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!row) throw notFound('User not found');
      return { userId, followers: Number(row.followers), following: Number(row.following), isFollowing: Boolean(row.isFollowing) };
    }

    app.get('/api/users/:userId/follow', { schema: { ...params, response: { 200: followStateSchema, ...errorResponses(400, 404) } } }, async (req) => {
      const session = await currentSession(deps, req);
      return state(req.params.userId, session?.user.id ?? null);
    });

    app.put(
      '/api/users/:userId/follow',
      { config: { writeLimit: 'follow' }, schema: { ...params, response: { 200: followStateSchema, ...errorResponses(400, 401, 404) } } },
      async (req) => {
        const me = await requireUser(deps, req);
        if (me.id === req.params.userId) throw badRequest('You cannot follow yourself', 'FOLLOW_SELF');
        const [target] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, req.params.userId)).limit(1);
        if (!target) throw notFound('User not found');
        const added = await deps.db
          .insert(follows)
          .values({ followerId: me.id, followingId: target.id, createdAt: deps.clock.now() })
          .onConflictDoNothing()
          .returning({ id: follows.id });
        if (added.length > 0) {
          // One new_follower notice per pair: unfollowing and following again does not repeat it.
          await createNotification(deps, { userId: target.id, fromUserId: me.id, type: 'new_follower', sourceKey: `follow:${me.id}` }).catch((err: unknown) =>
            deps.logger.error({ err }, 'follow notification failed'),
          );
        }
        return state(target.id, me.id);
      },
    );

    app.delete('/api/users/:userId/follow', { schema: { ...params, response: { 200: followStateSchema, ...errorResponses(400, 401, 404) } } }, async (req) => {
      const me = await requireUser(deps, req);
      await deps.db.delete(follows).where(and(eq(follows.followerId, me.id), eq(follows.followingId, req.params.userId)));
      return state(req.params.userId, me.id);
    });

    app.get('/api/follows', { schema: { response: { 200: myFollowsSchema, ...errorResponses(401) } } }, async (req) => {
      const me = await requireUser(deps, req);
      const people = async (mine: 'follower' | 'following') => {
        const other = mine === 'follower' ? follows.followingId : follows.followerId;
        const rows = await deps.db
          .select({ id: users.id, name: users.name, displayName: profiles.displayName, avatarUrl: profiles.avatarUrl, since: follows.createdAt })
          .from(follows)
          .innerJoin(users, eq(users.id, other))
          .leftJoin(profiles, eq(profiles.userId, users.id))
          .where(eq(mine === 'follower' ? follows.followerId : follows.followingId, me.id))
          .orderBy(desc(follows.createdAt))
          .limit(500);
        return rows.map((r) => ({ id: r.id, displayName: r.displayName?.trim() || r.name, avatarUrl: r.avatarUrl, since: r.since.toISOString() }));
      };
      const [following, followers] = await Promise.all([people('follower'), people('following')]);
      return { following, followers };
    });
  };
