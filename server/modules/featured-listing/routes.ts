import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import { errorResponses, errorSchema } from '../../http/error-schemas.ts';
import { createFeaturedCheckout, featuredListingFeeCents } from './featured-checkout.ts';
import { cancelFeaturedCheckout, verifyFeaturedCheckout } from './featured-payment.ts';
import {
  featuredCancelBodySchema,
  featuredCheckoutBodySchema,
  featuredCheckoutSchema,
  featuredListingFeeSchema,
  featuredOutcomeSchema,
  featuredVerifyBodySchema,
} from '../../../domain/listings/featured-fee.ts';

// SPEC 8, word for word.
export const CHECKOUT_FAILED = 'Failed to create featured listing payment. Please try again.';

const toBody = (o: Awaited<ReturnType<typeof verifyFeaturedCheckout>>) =>
  o.status === 'failed' ? { status: o.status, reason: o.reason } : { status: o.status, auction_id: o.auctionId, title: o.title };

/** SPEC 7 create-featured-listing-checkout, and the return to /seller-success. */
export const featuredListingRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get('/api/featured-listing-fee', { schema: { tags: ['selling'], response: { 200: featuredListingFeeSchema } } }, async () => ({
      amount_cents: await featuredListingFeeCents(deps),
    }));

    app.post(
      '/api/featured-listing-checkout',
      {
        schema: {
          tags: ['selling'],
          body: featuredCheckoutBodySchema,
          response: { 200: featuredCheckoutSchema, ...errorResponses(400, 401, 403, 404, 409), 502: errorSchema.describe('The payment provider failed') },
        },
      },
      async (req, reply) => {
        const user = await requireUser(deps, req);
        try {
          return await createFeaturedCheckout(deps, { userId: user.id, email: user.email, auctionId: req.body.auction_id });
        } catch (err) {
          if (err instanceof AppError) throw err;
          req.log.error({ err }, 'featured checkout creation failed');
          return reply.status(502).send({ error: CHECKOUT_FAILED, code: 'PAYMENT_PROVIDER_ERROR' });
        }
      },
    );

    app.post(
      '/api/featured-listing-checkout/verify',
      { schema: { tags: ['selling'], body: featuredVerifyBodySchema, response: { 200: featuredOutcomeSchema, ...errorResponses(400, 401) } } },
      async (req) => {
        const user = await requireUser(deps, req);
        return toBody(await verifyFeaturedCheckout(deps, { sessionId: req.body.session_id, userId: user.id }));
      },
    );

    app.post(
      '/api/featured-listing-checkout/cancel',
      { schema: { tags: ['selling'], body: featuredCancelBodySchema, response: { 200: featuredOutcomeSchema, ...errorResponses(400, 401) } } },
      async (req) => {
        const user = await requireUser(deps, req);
        return toBody(await cancelFeaturedCheckout(deps, { paymentId: req.body.payment_id, userId: user.id }));
      },
    );
  };
