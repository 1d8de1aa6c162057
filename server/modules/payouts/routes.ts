import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/guards.ts';
import { cspNonce, withNonce } from '../../http/security-headers.ts';
import { errorResponses, errorSchema } from '../../http/error-schemas.ts';
import { sameOriginPath } from '../../../domain/identity/return-path.ts';
import { completeSandboxOnboarding, findSandboxAccount } from '../../platform/payments/sandbox-payments.ts';
import { payoutStatus, startOnboarding } from './payout-account.ts';
import { sandboxConnectPage } from './sandbox-connect-page.ts';

export const payoutStatusSchema = z.object({
  state: z.enum(['none', 'pending', 'enabled']),
  details_submitted: z.boolean(),
  charges_enabled: z.boolean(),
  payouts_enabled: z.boolean(),
});

/** A seller's payouts (Connect onboarding from the profile), and the sandbox's onboarding page. */
export const payoutRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    // The sandbox onboarding page's button is a plain HTML form; its body carries nothing we read.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) => done(null, {}));

    app.post(
      '/api/payouts/onboarding',
      {
        schema: {
          tags: ['payouts'],
          response: { 200: z.object({ url: z.string() }), ...errorResponses(401, 403), 502: errorSchema.describe('The payment provider failed') },
        },
      },
      async (req, reply) => {
        const user = await requireUser(deps, req);
        try {
          return await startOnboarding(deps, { userId: user.id, email: user.email });
        } catch (err) {
          req.log.error({ err }, 'payout onboarding failed');
          return reply.status(502).send({ error: 'Payouts could not be set up just now. Please try again in a few minutes.', code: 'PAYMENT_PROVIDER_ERROR' });
        }
      },
    );

    app.get(
      '/api/payouts/status',
      {
        schema: {
          tags: ['payouts'],
          response: { 200: payoutStatusSchema, ...errorResponses(401, 403), 502: errorSchema.describe('The payment provider failed') },
        },
      },
      async (req, reply) => {
        const user = await requireUser(deps, req);
        try {
          const s = await payoutStatus(deps, user.id);
          return { state: s.state, details_submitted: s.detailsSubmitted, charges_enabled: s.chargesEnabled, payouts_enabled: s.payoutsEnabled };
        } catch (err) {
          req.log.error({ err }, 'payout status read failed');
          return reply
            .status(502)
            .send({ error: 'Your payout status could not be read just now. Please reload the page in a few minutes.', code: 'PAYMENT_PROVIDER_ERROR' });
        }
      },
    );

    // ---- the sandbox provider's hosted onboarding: test mode, back to the profile like the real flow
    const accountParams = z.object({ accountId: z.string().max(200) });
    app.get('/sandbox/connect/:accountId', { schema: { hide: true, params: accountParams } }, async (req, reply) => {
      const a = deps.payments.kind === 'sandbox' ? await findSandboxAccount(deps.db, req.params.accountId) : null;
      if (!a) return reply.status(404).type('text/plain').send('Payout account not found');
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(withNonce(sandboxConnectPage({ accountId: a.id, email: a.email, enabled: a.payoutsEnabled }), cspNonce(reply)));
    });
    app.post('/sandbox/connect/:accountId/complete', { schema: { hide: true, params: accountParams } }, async (req, reply) => {
      const a = deps.payments.kind === 'sandbox' ? await completeSandboxOnboarding(deps.db, req.params.accountId) : null;
      if (!a) return reply.status(404).type('text/plain').send('Payout account not found');
      return reply.redirect(sameOriginPath(a.returnPath ?? '/profile', deps.config.publicUrl), 303);
    });
  };
