import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { errorSchema } from '../../http/error-schemas.ts';
import { verifyAuthorization } from '../authorization/verify-authorization.ts';
import { verifyFeaturedCheckout } from '../featured-listing/featured-payment.ts';
import { verifyMembershipCheckout } from '../membership/subscribe.ts';
import { applySubscriptionEvent } from '../membership/provider-events.ts';
import { verifyDealPayment } from '../deals/index.ts';
import { recordWebhookEvent, type WebhookEventRecord } from '../admin-payments/record-webhook-event.ts';
import { recordAccountStatus } from '../payouts/payout-account.ts';

/**
 * The payment provider's webhook. It hands each event to the module that owns it (a bidder authorization, a
 * featured-listing fee, a membership), so it sits above all of them: none of those modules imports another
 * for it, which keeps the server's modules free of circles (DESIGN "one-way server").
 */
export const paymentWebhookRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    // ---- the Stripe webhook: accepted only with a valid signature over the raw body
    await app.register(async (hook) => {
      hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
      const webhookSchema = { hide: true, response: { 200: z.object({ received: z.literal(true) }), 400: errorSchema } };
      hook.post('/api/payments/webhook', { schema: webhookSchema }, async (req, reply) => {
        const provider = deps.payments;
        // Every call is recorded with its outcome for /admin/stripe; recording never changes the answer.
        const record = (e: Omit<WebhookEventRecord, 'provider'>) => recordWebhookEvent(deps, { provider: provider.kind, ...e });
        const signature = req.headers['stripe-signature'];
        if (!provider.parseWebhook || typeof signature !== 'string') {
          await record({
            outcome: 'rejected',
            detail: provider.parseWebhook ? 'No Stripe-Signature header' : `The ${provider.kind} provider takes no webhooks`,
          });
          return reply.status(400).send({ error: 'Invalid signature', code: 'INVALID_SIGNATURE' });
        }
        let event;
        try {
          event = provider.parseWebhook(req.body as Buffer, signature);
        } catch {
          // Nothing of a refused call is stored: its payload is unauthenticated.
          await record({ outcome: 'rejected', detail: 'Invalid signature' });
          return reply.status(400).send({ error: 'Invalid signature', code: 'INVALID_SIGNATURE' });
        }
        // A membership's renewal, failed renewal or end (Stripe Billing) is the membership module's.
        if (event.subscription) {
          const e = event.subscription;
          try {
            const done = await applySubscriptionEvent(deps, e);
            await record({ eventType: event.type, reference: e.subscriptionId, outcome: done.processed ? 'processed' : 'failed', detail: done.detail });
          } catch (err) {
            await record({
              eventType: event.type,
              reference: e.subscriptionId,
              outcome: 'failed',
              detail: err instanceof Error ? err.message : 'Unexpected error',
            });
            throw err;
          }
          return { received: true };
        }
        // A seller's connected account whose standing changed (Connect onboarding finished, payouts paused).
        if (event.account) {
          const known = await recordAccountStatus(deps, event.account);
          await record({
            eventType: event.type,
            reference: event.account.accountId,
            outcome: known ? 'processed' : 'ignored',
            detail: known ? `Payouts ${event.account.payoutsEnabled ? 'enabled' : 'not enabled'}` : 'No seller has this account',
          });
          return { received: true };
        }
        const sessionId = event.checkoutSessionId;
        if (event.type !== 'checkout.session.completed' || !sessionId) {
          await record({ eventType: event.type, reference: sessionId, outcome: 'ignored', detail: 'Not an event this site acts on' });
          return { received: true };
        }
        // A deal's held payment is the deals module's; a retry finds it recorded and changes nothing.
        if (event.dealCheckout) {
          try {
            const done = await verifyDealPayment(deps, { sessionId });
            const detail = {
              paid: 'Deal payment recorded',
              already_paid: 'Deal payment already recorded',
              refunded_late: 'Deal payment refunded: the deal was cancelled',
              returned_second: 'Deal payment returned: the deal was already paid',
              unpaid: 'The checkout was not verified as paid',
            }[done.outcome];
            await record({ eventType: event.type, reference: sessionId, outcome: done.outcome === 'unpaid' ? 'failed' : 'processed', detail });
          } catch (err) {
            await record({ eventType: event.type, reference: sessionId, outcome: 'failed', detail: err instanceof Error ? err.message : 'Unexpected error' });
            throw err;
          }
          return { received: true };
        }
        try {
          // A featured-listing checkout or a membership is recorded by its own module; neither is an authorization.
          const featured = await verifyFeaturedCheckout(deps, { sessionId });
          const membership = featured.status === 'failed' ? await verifyMembershipCheckout(deps, { sessionId }) : null;
          const authorized = featured.status === 'failed' && membership?.status === 'failed' && (await verifyAuthorization(deps, { sessionId }));
          const detail =
            featured.status !== 'failed'
              ? `Featured listing fee ${featured.status}`
              : membership && membership.status !== 'failed'
                ? `Membership ${membership.status}`
                : authorized
                  ? 'Bidder authorization recorded'
                  : 'The checkout was not verified as paid';
          const processed = featured.status !== 'failed' || (membership !== null && membership.status !== 'failed') || authorized;
          await record({ eventType: event.type, reference: sessionId, outcome: processed ? 'processed' : 'failed', detail });
        } catch (err) {
          await record({ eventType: event.type, reference: sessionId, outcome: 'failed', detail: err instanceof Error ? err.message : 'Unexpected error' });
          throw err;
        }
        return { received: true };
      });
    });
  };
