import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/guards.ts';
import { notFound } from '../../http/errors.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { forgetUserReads, userReadsOf } from '../../http/user-reads.ts';
import { userChannel } from '../../platform/realtime/realtime.ts';
import { dismissNotification, listNotifications } from './list-notifications.ts';
import { dismissedNotificationSchema, notificationListSchema } from '../../../domain/community/notification-wire.ts';

/** SPEC 7 notifications: own active ones, newest first, 20; dismiss by id. Live: 'notification.created' on user:me. */
export const notificationRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get('/api/notifications', { schema: { response: { 200: notificationListSchema, ...errorResponses(401) } } }, async (req) => {
      const me = (await requireUser(deps, req)).id;
      return userReadsOf(deps).get(me, 'notifications', () => listNotifications(deps.db, me));
    });
    app.post(
      '/api/notifications/:id/dismiss',
      { schema: { params: z.object({ id: z.uuid() }), response: { 200: dismissedNotificationSchema, ...errorResponses(400, 401, 404) } } },
      async (req) => {
        const user = await requireUser(deps, req);
        if (!(await dismissNotification(deps.db, user.id, req.params.id))) throw notFound('Notification not found');
        forgetUserReads(deps, user.id);
        void deps.realtime
          .publish({ channel: userChannel(user.id), type: 'notification.dismissed', data: { id: req.params.id } })
          .catch((err: unknown) => deps.logger.error({ err }, 'dismiss publish failed'));
        return { id: req.params.id, isActive: false as const };
      },
    );
  };
