import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/guards.ts';
import { errorResponses, errorSchema } from '../../http/error-schemas.ts';
import { CONTACT_STATUSES } from '../../../domain/admin/admin-content.ts';
import {
  adminCommentPageSchema,
  contactMessagePageSchema,
  contentActionDoneSchema,
  handledBodySchema,
  replyBodySchema,
  reportedCommentsSchema,
} from '../../../domain/admin/admin-content-wire.ts';
import { listContactMessages, replyToMessage, setHandled } from './contact-messages.ts';
import { deleteComment, dismissReports, latestComments, reportedComments } from './moderation.ts';

const idParams = z.object({ id: z.uuid({ message: 'Not found' }) });
const errors = errorResponses(400, 401, 403, 404);

/** The content page of the admin area: contact messages and comment moderation. */
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
          response: { 200: contactMessagePageSchema, ...errors },
        },
      },
      async (req) => {
        await requireAdmin(deps, req);
        return listContactMessages(deps, req.query);
      },
    );

    app.put(
      '/api/admin/contact-messages/:id/handled',
      { schema: { params: idParams, body: handledBodySchema, response: { 200: contentActionDoneSchema, ...errors } } },
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
          body: replyBodySchema,
          response: { 200: contentActionDoneSchema, ...errors, 502: errorSchema.describe('The e-mail could not be sent') },
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
          querystring: z.object({
            search: z.string().trim().max(200).optional(),
            cursor: z.string().max(100).optional(),
            limit: z.coerce.number().int().min(1).max(100).default(30),
          }),
          response: { 200: adminCommentPageSchema, ...errors },
        },
      },
      async (req) => {
        await requireAdmin(deps, req);
        return latestComments(deps, { ...req.query, search: req.query.search || undefined });
      },
    );

    app.get('/api/admin/comment-reports', { schema: { response: { 200: reportedCommentsSchema, ...errors } } }, async (req) => {
      await requireAdmin(deps, req);
      return { comments: await reportedComments(deps) };
    });

    app.delete('/api/admin/comments/:id', { schema: { params: idParams, response: { 200: contentActionDoneSchema, ...errors } } }, async (req) => {
      const me = await requireAdmin(deps, req);
      await deleteComment(deps, me.id, req.params.id);
      return { ok: true as const };
    });

    app.post(
      '/api/admin/comments/:id/dismiss-reports',
      { schema: { params: idParams, response: { 200: contentActionDoneSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
      async (req) => {
        const me = await requireAdmin(deps, req);
        await dismissReports(deps, me.id, req.params.id);
        return { ok: true as const };
      },
    );
  };
