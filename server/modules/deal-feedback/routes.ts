import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { hasAdminPowers, requireUser } from '../../http/guards.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { dealFeedbackStateSchema, feedbackInput, memberFeedbackSchema } from '../../../domain/deals/deal-feedback.ts';
import { dealFeedbackState, leaveFeedback } from './leave-feedback.ts';
import { memberFeedback } from './member-feedback.ts';

/** Feedback between the parties of a finished deal, and a member's public rating. */
export const dealFeedbackRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const dealParams = z.object({ id: z.string().max(100) });

    app.get(
      '/api/deals/:id/feedback',
      { schema: { params: dealParams, response: { 200: dealFeedbackStateSchema, ...errorResponses(401, 403, 404) } } },
      async (req) => {
        const me = await requireUser(deps, req);
        return dealFeedbackState(deps, req.params.id, { userId: me.id, isAdmin: await hasAdminPowers(deps, req) });
      },
    );

    app.post(
      '/api/deals/:id/feedback',
      { schema: { params: dealParams, body: feedbackInput, response: { 200: dealFeedbackStateSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
      async (req) => {
        const me = await requireUser(deps, req);
        return leaveFeedback(deps, req.params.id, { userId: me.id, isAdmin: await hasAdminPowers(deps, req) }, req.body);
      },
    );

    app.get(
      '/api/members/:id/feedback',
      { schema: { params: z.object({ id: z.uuid() }), response: { 200: memberFeedbackSchema, ...errorResponses(400, 404) } } },
      async (req) => memberFeedback(deps, req.params.id),
    );
  };
