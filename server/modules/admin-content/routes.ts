import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/guards.ts';
import { errorResponses, errorSchema } from '../../http/error-schemas.ts';
import { CONTACT_STATUSES, REPLY_MAX } from '../../../domain/admin-content.ts';
import { listContactMessages, replyToMessage, setHandled } from './contact-messages.ts';
import { deleteComment, dismissReports, latestComments, reportedComments } from './moderation.ts';

const contactMessageSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
  replies: z.array(z.object({ id: z.string(), body: z.string(), adminName: z.string().nullable(), createdAt: z.string() })),
});
const commentSchema = z.object({
  id: z.string(),
  content: z.string(),
  createdAt: z.string(),
  author: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  auction: z.object({ id: z.string(), title: z.string(), path: z.string() }),
  likeCount: z.number(),
  reportCount: z.number(),
});
const reportedSchema = commentSchema.extend({
  reports: z.array(z.object({ reporterName: z.string(), reason: z.string().nullable(), createdAt: z.string() })),
  lastReportedAt: z.string(),
});
const idParams = z.object({ id: z.uuid({ message: 'Not found' }) });
const errors = errorResponses(400, 401, 403, 404);
const done = z.object({ ok: z.literal(true) });

/** Issue 14: the content page of the admin area: contact messages and comment moderation. */
export const adminContentRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    // ------------------------------------------------------------ contact messages
    app.get(
      '/api/admin/contact-messages',
      {
        schema: {
          querystring: z.object({
            status: z.enum(CONTACT_STATUSES).default('all'),
            cursor: z.string().max(100).optional(),
            limit: z.coerce.number().int().min(1).max(100).default(50),
          }),
          response: { 200: z.object({ messages: z.array(contactMessageSchema), nextCursor: z.string().nullable() }), ...errors },
        },
      },
      async (req) => {
        await requireAdmin(deps, req);
        return listContactMessages(deps, req.query);
      },
    );

    app.put(
      '/api/admin/contact-messages/:id/handled',
      { schema: { params: idParams, body: z.object({ handled: z.boolean() }), response: { 200: done, ...errors } } },
      async (req) => {
        const me = await requireAdmin(deps, req);
        await setHandled(deps, me.id, req.params.id, req.body.handled);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/admin/contact-messages/:id/reply',
      {
        schema: {
          params: idParams,
          body: z.object({ body: z.string().max(REPLY_MAX * 2) }),
          response: { 200: done, ...errors, 502: errorSchema.describe('The e-mail could not be sent') },
        },
      },
      async (req) => {
        const me = await requireAdmin(deps, req);
        await replyToMessage(deps, me, req.params.id, req.body.body);
        return { ok: true as const };
      },
    );

    // ------------------------------------------------------------ comments
    app.get(
      '/api/admin/comments',
      {
        schema: {
          querystring: z.object({ search: z.string().trim().max(200).optional(), cursor: z.string().max(100).optional(), limit: z.coerce.number().int().min(1).max(100).default(30) }),
          response: { 200: z.object({ comments: z.array(commentSchema), nextCursor: z.string().nullable() }), ...errors },
        },
      },
      async (req) => {
        await requireAdmin(deps, req);
        return latestComments(deps, { ...req.query, search: req.query.search || undefined });
      },
    );

    app.get('/api/admin/comment-reports', { schema: { response: { 200: z.object({ comments: z.array(reportedSchema) }), ...errors } } }, async (req) => {
      await requireAdmin(deps, req);
      return { comments: await reportedComments(deps) };
    });

    app.delete('/api/admin/comments/:id', { schema: { params: idParams, response: { 200: done, ...errors } } }, async (req) => {
      const me = await requireAdmin(deps, req);
      await deleteComment(deps, me.id, req.params.id);
      return { ok: true as const };
    });

    app.post('/api/admin/comments/:id/dismiss-reports', { schema: { params: idParams, response: { 200: done, ...errorResponses(400, 401, 403, 404, 409) } } }, async (req) => {
      const me = await requireAdmin(deps, req);
      await dismissReports(deps, me.id, req.params.id);
      return { ok: true as const };
    });
  };
