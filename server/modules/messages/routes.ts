import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { profiles, users } from '../../db/schema.ts';
import { requireUser } from '../../http/guards.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { messageInput } from '../../../domain/community/message-schema.ts';
import { decodeCursor } from '../../http/keyset-cursor.ts';
import { forgetUserReads, userReadsOf } from '../../http/user-reads.ts';
import { userChannel } from '../../platform/realtime/realtime.ts';
import { listConversationMessages, listConversations, markConversationRead, unreadCount } from './conversations.ts';
import { sendMessage } from './send-message.ts';
import {
  conversationMessagesSchema,
  conversationPageSchema,
  conversationQuerySchema,
  markedReadSchema,
  messagesCursorQuerySchema,
  messageUserSchema,
  sentMessageSchema,
  unreadMessagesSchema,
} from '../../../domain/community/message-wire.ts';

function cursorOf(raw: string | undefined) {
  const cursor = decodeCursor(raw);
  if (raw && !cursor) throw badRequest('Invalid cursor');
  return cursor;
}

/** SPEC 2/5/7 messaging: signed-in only; a user reads only the conversations they are part of. */
export const messageRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/messages/conversations',
      { schema: { querystring: messagesCursorQuerySchema, response: { 200: conversationPageSchema, ...errorResponses(400, 401) } } },
      async (req) => {
        const me = (await requireUser(deps, req)).id;
        const cursor = cursorOf(req.query.cursor);
        return userReadsOf(deps).get(me, `conversations:${req.query.cursor ?? ''}`, () => listConversations(deps.db, me, cursor));
      },
    );

    app.get('/api/messages/unread-count', { schema: { response: { 200: unreadMessagesSchema, ...errorResponses(401) } } }, async (req) => {
      const me = (await requireUser(deps, req)).id;
      return { count: await userReadsOf(deps).get(me, 'unread', () => unreadCount(deps.db, me)) };
    });

    app.get(
      '/api/messages/with/:userId',
      {
        schema: {
          params: z.object({ userId: z.uuid() }),
          querystring: conversationQuerySchema,
          response: { 200: conversationMessagesSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (req) => {
        const me = await requireUser(deps, req);
        const { userId } = req.params;
        const { auction, cursor } = req.query;
        const after = cursorOf(cursor);
        return userReadsOf(deps).get(me.id, `with:${userId}:${auction ?? ''}:${cursor ?? ''}`, async () => {
          const otherUser = await recipient(userId);
          const page = await listConversationMessages(deps.db, me.id, otherUser.id, auction ?? null, after);
          return { otherUser, ...page };
        });
      },
    );

    app.post(
      '/api/messages/with/:userId/read',
      {
        schema: {
          params: z.object({ userId: z.uuid() }),
          querystring: conversationQuerySchema.pick({ auction: true }),
          response: { 200: markedReadSchema, ...errorResponses(400, 401) },
        },
      },
      async (req) => {
        const me = await requireUser(deps, req);
        const read = await markConversationRead(deps.db, me.id, req.params.userId, req.query.auction ?? null, deps.clock.now());
        if (read > 0) {
          // Both sides' lists change (the reader's unread count, the sender's read marks); their other pages and instances hear it.
          forgetUserReads(deps, me.id, req.params.userId);
          for (const userId of [me.id, req.params.userId]) {
            void deps.realtime
              .publish({ channel: userChannel(userId), type: 'messages.read', data: { by: me.id } })
              .catch((err: unknown) => deps.logger.error({ err }, 'read publish failed'));
          }
        }
        return { read };
      },
    );

    /** The compose's recipient when it is given (Message Seller, Contact Seller, a reply). */
    app.get(
      '/api/messages/recipients/:userId',
      { schema: { params: z.object({ userId: z.uuid() }), response: { 200: messageUserSchema, ...errorResponses(400, 401, 404) } } },
      async (req) => {
        await requireUser(deps, req);
        return recipient(req.params.userId);
      },
    );

    app.post(
      '/api/messages',
      {
        config: { writeLimit: 'message' },
        schema: {
          body: messageInput,
          response: {
            201: sentMessageSchema,
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (req, reply) => {
        const me = await requireUser(deps, req);
        return reply.status(201).send(await sendMessage(deps, me.id, req.body));
      },
    );

    async function recipient(userId: string) {
      const [row] = await deps.db
        .select({ id: users.id, name: users.name, displayName: profiles.displayName, verified: profiles.isVerified })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      if (!row) throw notFound('User not found');
      return { id: row.id, displayName: row.displayName?.trim() || row.name, verified: row.verified ?? false };
    }
  };
