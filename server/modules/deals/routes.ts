import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/errors.ts';
import { errorResponses, errorSchema } from '../../http/error-schemas.ts';
import { hasAdminPowers, requireUser } from '../../http/guards.ts';
import { DEAL_MOVE_ROUTES, dealCheckoutReturnBodySchema, dealListQuerySchema } from '../../../domain/deals/deal-requests.ts';
import { dealCheckoutSchema, dealListSchema, dealViewSchema, verifiedDealPaymentSchema } from '../../../domain/deals/deal-view.ts';
import { applyMove, type MoveDetails } from './apply-move.ts';
import { startDealCheckout, verifyDealPayment } from './deal-payment.ts';
import { isUuid } from './deal-rows.ts';
import { dealNotFound } from './deal-rows.ts';
import { dealViewOf, getDealView, listDeals } from './read-deals.ts';

export const DEAL_CHECKOUT_FAILED = 'The payment page could not be opened. Please try again in a moment.';

const params = z.object({ id: z.string().min(1).max(100) });
const moveErrors = errorResponses(400, 401, 403, 404, 409);

/** The deal after the sale, for its buyer, its seller and admins. */
export const dealRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/deals',
      { schema: { tags: ['deals'], querystring: dealListQuerySchema, response: { 200: dealListSchema, ...errorResponses(400, 401) } } },
      async (req) => {
        const user = await requireUser(deps, req);
        return { deals: await listDeals(deps, user.id, req.query.role) };
      },
    );

    app.get('/api/deals/:id', { schema: { tags: ['deals'], params, response: { 200: dealViewSchema, ...errorResponses(401, 404) } } }, async (req) => {
      const user = await requireUser(deps, req);
      return getDealView(deps, req.params.id, { userId: user.id, isAdmin: await hasAdminPowers(deps, req) });
    });

    app.post(
      '/api/deals/:id/pay',
      { schema: { tags: ['deals'], params, response: { 200: dealCheckoutSchema, ...moveErrors, 502: errorSchema.describe('The payment provider failed') } } },
      async (req, reply) => {
        const user = await requireUser(deps, req);
        if (!isUuid(req.params.id)) throw dealNotFound();
        try {
          return await startDealCheckout(deps, { dealId: req.params.id, userId: user.id, email: user.email });
        } catch (err) {
          if (err instanceof AppError) throw err;
          req.log.error({ err }, 'deal checkout creation failed');
          return reply.status(502).send({ error: DEAL_CHECKOUT_FAILED, code: 'PAYMENT_PROVIDER_ERROR' });
        }
      },
    );

    // The return from the checkout: the buyer's page asks for the payment to be verified (the webhook may come first, or never: the sandbox).
    app.post(
      '/api/deals/:id/verify-payment',
      { schema: { tags: ['deals'], params, body: dealCheckoutReturnBodySchema, response: { 200: verifiedDealPaymentSchema, ...moveErrors } } },
      async (req) => {
        const user = await requireUser(deps, req);
        if (!isUuid(req.params.id)) throw dealNotFound();
        const done = await verifyDealPayment(deps, { sessionId: req.body.session_id, userId: user.id });
        if (done.dealId !== null && done.dealId !== req.params.id) throw dealNotFound();
        return { ...(await getDealView(deps, req.params.id, { userId: user.id, isAdmin: false })), paymentOutcome: done.outcome };
      },
    );

    // The members' moves (domain/deals/deal-requests.ts); pay is the checkout (above), resolve the admins' (resolveDispute).
    for (const m of DEAL_MOVE_ROUTES) {
      app.post(
        `/api/deals/:id/${m.path}`,
        { schema: { tags: ['deals'], params, ...(m.body ? { body: m.body } : {}), response: { 200: dealViewSchema, ...moveErrors } } },
        async (req) => {
          const user = await requireUser(deps, req);
          if (!isUuid(req.params.id)) throw dealNotFound();
          const admin = await hasAdminPowers(deps, req);
          const row = await applyMove(deps, { dealId: req.params.id, move: m.move, userId: user.id, isAdmin: admin, details: (req.body ?? {}) as MoveDetails });
          const role = row.buyerId === user.id ? 'buyer' : row.sellerId === user.id ? 'seller' : 'admin';
          return dealViewOf(deps, row, role);
        },
      );
    }
  };
