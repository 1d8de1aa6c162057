import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { auctions, comments } from '../../db/schema.ts';
import { currentSession, hasAdminPowers, requireUser } from '../../http/guards.ts';
import { badRequest, forbidden, notFound, auctionNotFound } from '../../http/errors.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { auctionChannel } from '../../platform/realtime/realtime.ts';
import { commentInput, commentRights, REPORT_OWN_MESSAGE, reportInput } from '../../../domain/community/comment-input.ts';
import { auctionNotificationData, createNotification } from '../notifications/create-notification.ts';
import { findComment, likeComment, listComments, reportComment, type Viewer } from './list-comments.ts';
import { commentIdSchema, commentListSchema, likedSchema, reportedSchema } from '../../../domain/community/comment-view.ts';

const COMMENT_NOT_FOUND = 'Comment not found';

/** SPEC 2/4: every viewer of the listing refreshes its comments; published after the write committed. */
async function announce(deps: AppDeps, auctionId: string) {
  await deps.realtime.publish({ channel: auctionChannel(auctionId), type: 'comment.changed', data: { auctionId } });
}

/** The seller hears of a new comment on their listing (never of their own). A failure changes nothing. */
async function notifySeller(deps: AppDeps, auctionId: string, authorId: string, commentId: string) {
  try {
    const listing = await auctionNotificationData(deps.db, auctionId);
    if (!listing) return;
    const { sellerId, ...data } = listing;
    await createNotification(deps, { userId: sellerId, fromUserId: authorId, type: 'new_comment', data, sourceKey: `comment:${commentId}` });
  } catch (err) {
    deps.logger.error({ err, auctionId }, 'comment notification failed');
  }
}

export const commentRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    const viewerOf = async (req: FastifyRequest): Promise<Viewer | null> => {
      const session = await currentSession(deps, req);
      return session ? { id: session.user.id, isAdmin: await hasAdminPowers(deps, req) } : null;
    };
    const commentParams = { params: z.object({ commentId: z.uuid() }) };

    app.get(
      '/api/auctions/:id/comments',
      { schema: { params: z.object({ id: z.uuid() }), response: { 200: commentListSchema, ...errorResponses(400) } } },
      async (req) => {
        return { comments: await listComments(deps.db, req.params.id, await viewerOf(req)) };
      },
    );

    app.post(
      '/api/auctions/:id/comments',
      {
        config: { writeLimit: 'comment' },
        schema: {
          params: z.object({ id: z.uuid() }),
          body: commentInput,
          response: { 201: commentIdSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (req, reply) => {
        const user = await requireUser(deps, req);
        const [auction] = await deps.db.select({ id: auctions.id }).from(auctions).where(eq(auctions.id, req.params.id)).limit(1);
        if (!auction) throw auctionNotFound();
        const now = deps.clock.now();
        const [row] = await deps.db
          .insert(comments)
          .values({ auctionId: auction.id, userId: user.id, content: req.body.content, createdAt: now, updatedAt: now })
          .returning({ id: comments.id });
        await announce(deps, auction.id);
        await notifySeller(deps, auction.id, user.id, row!.id);
        return reply.status(201).send({ id: row!.id });
      },
    );

    const changed = { 200: commentIdSchema, ...errorResponses(400, 401, 403, 404) };
    app.patch('/api/comments/:commentId', { schema: { ...commentParams, body: commentInput, response: changed } }, async (req) => {
      const user = await requireUser(deps, req);
      const comment = await findComment(deps.db, req.params.commentId);
      if (!comment) throw notFound(COMMENT_NOT_FOUND);
      const rights = commentRights(comment, { id: user.id, isAdmin: await hasAdminPowers(deps, req) });
      if (!rights.canEdit) throw forbidden('You cannot edit this comment.');
      await deps.db.update(comments).set({ content: req.body.content, updatedAt: deps.clock.now() }).where(eq(comments.id, comment.id));
      await announce(deps, comment.auctionId);
      return { id: comment.id };
    });

    app.delete('/api/comments/:commentId', { schema: { ...commentParams, response: changed } }, async (req) => {
      const user = await requireUser(deps, req);
      const comment = await findComment(deps.db, req.params.commentId);
      if (!comment) throw notFound(COMMENT_NOT_FOUND);
      const rights = commentRights(comment, { id: user.id, isAdmin: await hasAdminPowers(deps, req) });
      if (!rights.canDelete) throw forbidden('You cannot delete this comment.');
      await deps.db.delete(comments).where(eq(comments.id, comment.id));
      await announce(deps, comment.auctionId);
      return { id: comment.id };
    });

    // SPEC 7 comment_likes: insert or delete the viewer's own like.
    const setLike = async (req: FastifyRequest, commentId: string, like: boolean) => {
      const user = await requireUser(deps, req);
      const comment = await findComment(deps.db, commentId);
      if (!comment) throw notFound(COMMENT_NOT_FOUND);
      await likeComment(deps.db, comment.id, user.id, like);
      await announce(deps, comment.auctionId);
      return { liked: like };
    };
    const likeSchema = { ...commentParams, response: { 200: likedSchema, ...errorResponses(400, 401, 404) } };
    app.put('/api/comments/:commentId/like', { schema: likeSchema }, (req) => setLike(req, req.params.commentId, true));
    app.delete('/api/comments/:commentId/like', { schema: likeSchema }, (req) => setLike(req, req.params.commentId, false));

    // A signed-in member reports someone else's comment to the admins (once; again is a no-op).
    app.put(
      '/api/comments/:commentId/report',
      { schema: { ...commentParams, body: reportInput, response: { 200: reportedSchema, ...errorResponses(400, 401, 403, 404) } } },
      async (req) => {
        const user = await requireUser(deps, req);
        const comment = await findComment(deps.db, req.params.commentId);
        if (!comment) throw notFound(COMMENT_NOT_FOUND);
        if (comment.userId === user.id) throw badRequest(REPORT_OWN_MESSAGE, 'OWN_COMMENT');
        await reportComment(deps.db, { commentId: comment.id, userId: user.id, reason: req.body?.reason ?? null, now: deps.clock.now() });
        return { reported: true as const };
      },
    );
  };
