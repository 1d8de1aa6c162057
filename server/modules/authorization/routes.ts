import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import { cspNonce, withNonce } from '../../http/security-headers.ts';
import { errorResponses, errorSchema, failureOrErrorSchema } from '../../http/error-schemas.ts';
import { withQuery } from '../../platform/payments/payments.ts';
import { sameOriginPath } from '../../../domain/identity/return-path.ts';
import { completeSandboxCheckout, findSandboxCheckout } from '../../platform/payments/sandbox-payments.ts';
import { readAuthorization } from './check-authorization.ts';
import { authorizationCheckSchema } from '../../../domain/bidding/bidder-authorization.ts';
import { createAuthorization } from './create-authorization.ts';
import { sandboxCheckoutPage } from './sandbox-checkout-page.ts';
import {
  auctionIdBodySchema,
  authorizationBodySchema,
  authorizationCreatedSchema,
  succeededSchema,
  verifyAuthorizationBodySchema,
} from '../../../domain/bidding/bidding-wire.ts';
import { VERIFICATION_FAILED, verifyAuthorization } from './verify-authorization.ts';

/** SPEC 7 check- (with the hold's standing), create- and verify-bidder-authorization, and the sandbox checkout (the provider's webhook is payment-webhooks'). */
export const authorizationRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    // The sandbox checkout page's buttons are plain HTML forms; their bodies carry nothing we read.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) => done(null, {}));

    app.post(
      '/api/authorizations/check',
      {
        schema: {
          tags: ['authorization'],
          body: auctionIdBodySchema,
          response: { 200: authorizationCheckSchema, ...errorResponses(400, 401) },
        },
      },
      async (req) => {
        const user = await requireUser(deps, req);
        const standing = await readAuthorization(deps.db, user.id, req.body.auction_id, deps.clock.now());
        return { has_authorization: standing.status === 'active', status: standing.status, expires_at: standing.expiresAt };
      },
    );

    app.post(
      '/api/authorizations',
      {
        schema: {
          tags: ['authorization'],
          body: authorizationBodySchema,
          response: { 200: authorizationCreatedSchema, ...errorResponses(400, 401, 404), 502: errorSchema.describe('The payment provider failed') },
        },
      },
      async (req, reply) => {
        const user = await requireUser(deps, req);
        try {
          return await createAuthorization(deps, { userId: user.id, email: user.email, auctionId: req.body.auction_id, returnPath: req.body.return_path });
        } catch (err) {
          // The only AppError createAuthorization throws is the unknown auction's 404.
          if (err instanceof AppError) return reply.status(err.status as 404).send({ error: err.message, code: err.code });
          req.log.error({ err }, 'checkout creation failed');
          return reply.status(502).send({ error: 'Failed to complete authorization', code: 'PAYMENT_PROVIDER_ERROR' });
        }
      },
    );

    app.post(
      '/api/authorizations/verify',
      {
        schema: {
          tags: ['authorization'],
          body: verifyAuthorizationBodySchema,
          // A 400 is VERIFICATION_FAILED ({ success: false, ... }) or a failed validation.
          response: { 200: succeededSchema, 400: failureOrErrorSchema, ...errorResponses(401) },
        },
      },
      async (req, reply) => {
        const user = await requireUser(deps, req);
        if (await verifyAuthorization(deps, { sessionId: req.body.session_id, userId: user.id })) return { success: true as const };
        return reply.status(400).send({ success: false, error: VERIFICATION_FAILED, code: 'VERIFICATION_FAILED' });
      },
    );

    // ---- the sandbox provider's hosted checkout: test mode, redirects back like the real flow
    app.get('/sandbox/checkout/:sessionId', { schema: { hide: true, params: z.object({ sessionId: z.string().max(200) }) } }, async (req, reply) => {
      const s = await findSandboxCheckout(deps.db, req.params.sessionId);
      if (!s) return reply.status(404).type('text/plain').send('Checkout session not found');
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          withNonce(
            sandboxCheckoutPage({ sessionId: s.id, description: s.description, amountCents: s.amountCents, status: s.status, purpose: s.purpose }),
            cspNonce(reply),
          ),
        );
    });

    app.post(
      '/sandbox/checkout/:sessionId/:outcome',
      { schema: { hide: true, params: z.object({ sessionId: z.string().max(200), outcome: z.enum(['authorize', 'cancel']) }) } },
      async (req, reply) => {
        const current = await findSandboxCheckout(deps.db, req.params.sessionId);
        if (!current) return reply.status(404).type('text/plain').send('Checkout session not found');
        const outcome = req.params.outcome === 'authorize' ? 'authorized' : 'cancelled';
        const s = current.status === 'open' ? ((await completeSandboxCheckout(deps.db, current.id, outcome, deps.clock.now())) ?? current) : current;
        // The stored paths were checked when the checkout was made; checked again where they are used, so a
        // row stored under an older rule never sends anyone off the site.
        const onSite = (path: string) => sameOriginPath(path, deps.config.publicUrl);
        const back =
          s.purpose !== 'bidder_authorization'
            ? onSite(
                s.status === 'authorized'
                  ? (s.successPath ?? s.returnPath).replace('{CHECKOUT_SESSION_ID}', () => encodeURIComponent(s.id))
                  : (s.cancelPath ?? s.returnPath),
              )
            : s.status === 'authorized'
              ? withQuery(onSite(s.returnPath), { authorization_success: 'true', session_id: s.id })
              : withQuery(onSite(s.returnPath), { authorization_cancelled: 'true' });
        return reply.redirect(back, 303);
      },
    );
  };
