import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/errors.ts';
import { errorResponses, errorSchema } from '../../http/error-schemas.ts';
import { hasAdminPowers, requireUser } from '../../http/guards.ts';
import type { DealMove } from '../../../domain/deal-rules.ts';
import { dealCheckoutSchema, dealListSchema, dealViewSchema, handOverBodySchema, openDisputeBodySchema, sendTitleBodySchema, verifiedDealPaymentSchema } from '../../../domain/deal-view.ts';
import { applyMove, type MoveDetails } from './apply-move.ts';
import { startDealCheckout, verifyDealPayment } from './deal-payment.ts';
import { isUuid } from './deal-rows.ts';
import { dealNotFound } from './deal-rows.ts';
import { dealViewOf, getDealView, listDeals } from './read-deals.ts';

export const DEAL_CHECKOUT_FAILED = 'The payment page could not be opened. Please try again in a moment.';

const params = z.object({ id: z.string().min(1).max(100) });
const moveErrors = errorResponses(400, 401, 403, 404, 409);

/** The members' moves: path, move, body. pay is the checkout (below); resolve is the admins' (resolveDispute). */
const MOVES: { path: string; move: DealMove; body?: z.ZodType<MoveDetails> }[] = [
  { path: 'confirm-payment', move: 'confirm_payment' },
  { path: 'hand-over', move: 'hand_over', body: handOverBodySchema },
  { path: 'send-title', move: 'send_title', body: sendTitleBodySchema },
  { path: 'confirm-received', move: 'confirm_received' },
  { path: 'receive-title', move: 'receive_title' },
  { path: 'dispute', move: 'open_dispute', body: openDisputeBodySchema },
  { path: 'cancel-non-payment', move: 'cancel_non_payment' },
  { path: 'back-out', move: 'back_out' },
];

/** Issue 26: the deal after the sale, for its buyer, its seller and admins. */
export const dealRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/deals',
      { schema: { tags: ['deals'], querystring: z.object({ role: z.enum(['buyer', 'seller']).default('buyer') }), response: { 200: dealListSchema, ...errorResponses(400, 401) } } },
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
      { schema: { tags: ['deals'], params, body: z.object({ session_id: z.string().min(1).max(300) }), response: { 200: verifiedDealPaymentSchema, ...moveErrors } } },
      async (req) => {
        const user = await requireUser(deps, req);
        if (!isUuid(req.params.id)) throw dealNotFound();
        const done = await verifyDealPayment(deps, { sessionId: req.body.session_id, userId: user.id });
        if (done.dealId !== null && done.dealId !== req.params.id) throw dealNotFound();
        return { ...(await getDealView(deps, req.params.id, { userId: user.id, isAdmin: false })), paymentOutcome: done.outcome };
      },
    );

    for (const m of MOVES) {
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
