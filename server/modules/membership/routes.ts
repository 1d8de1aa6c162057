import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import { errorResponses, errorSchema } from '../../http/error-schemas.ts';
import {
  currentMembershipSchema,
  membershipCheckoutCancelBodySchema,
  membershipCheckoutReturnBodySchema,
  membershipCheckoutSchema,
  membershipOutcomeSchema,
  publicPlansSchema,
  subscribeBodySchema,
} from '../../../domain/membership/membership-wire.ts';
import { listActivePlans, myMembership } from './membership.ts';
import { cancelMembership, resumeMembership } from './cancel-membership.ts';
import { cancelMembershipCheckout, MEMBERSHIP_MESSAGES, startSubscription, verifyMembershipCheckout } from './subscribe.ts';

/** The plans sellers see on /sell, their membership, its checkout, its cancellation and its resumption. */
export const membershipRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get('/api/membership-plans', { schema: { tags: ['selling'], response: { 200: publicPlansSchema } } }, async () => ({
      plans: (await listActivePlans(deps)).map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        monthlyPrice: p.monthlyPrice,
        listingsIncluded: p.listingsIncluded,
        featuredCredits: p.featuredCredits,
      })),
    }));

    app.get('/api/membership', { schema: { tags: ['selling'], response: { 200: currentMembershipSchema, ...errorResponses(401, 403) } } }, async (req) => {
      const user = await requireUser(deps, req);
      return { membership: await myMembership(deps, user.id) };
    });

    app.post(
      '/api/membership/subscribe',
      {
        schema: {
          tags: ['selling'],
          body: subscribeBodySchema,
          response: { 200: membershipCheckoutSchema, ...errorResponses(400, 401, 403, 404), 502: errorSchema.describe('The payment provider failed') },
        },
      },
      async (req, reply) => {
        const user = await requireUser(deps, req);
        try {
          return await startSubscription(deps, { userId: user.id, email: user.email, planId: req.body.planId });
        } catch (err) {
          if (err instanceof AppError) throw err;
          req.log.error({ err }, 'membership checkout creation failed');
          return reply.status(502).send({ error: MEMBERSHIP_MESSAGES.checkoutFailed, code: 'PAYMENT_PROVIDER_ERROR' });
        }
      },
    );

    app.post(
      '/api/membership/checkout/verify',
      { schema: { tags: ['selling'], body: membershipCheckoutReturnBodySchema, response: { 200: membershipOutcomeSchema, ...errorResponses(400, 401, 403) } } },
      async (req) => {
        const user = await requireUser(deps, req);
        return verifyMembershipCheckout(deps, { sessionId: req.body.session_id, userId: user.id });
      },
    );

    app.post(
      '/api/membership/checkout/cancel',
      { schema: { tags: ['selling'], body: membershipCheckoutCancelBodySchema, response: { 200: membershipOutcomeSchema, ...errorResponses(400, 401, 403) } } },
      async (req) => {
        const user = await requireUser(deps, req);
        return cancelMembershipCheckout(deps, { subscriptionId: req.body.subscription_id, userId: user.id });
      },
    );

    // Cancelling stops the plan at its period's end (a renewal being retried at once); resuming takes that back.
    const change = {
      schema: {
        tags: ['selling'],
        response: { 200: currentMembershipSchema, ...errorResponses(401, 403, 409), 502: errorSchema.describe('The payment provider failed') },
      },
    };
    app.post('/api/membership/cancel', change, async (req) => {
      const user = await requireUser(deps, req);
      return { membership: await cancelMembership(deps, user.id) };
    });

    app.post('/api/membership/resume', change, async (req) => {
      const user = await requireUser(deps, req);
      return { membership: await resumeMembership(deps, user.id) };
    });
  };
