import { desc } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { paymentWebhookEvents } from '../../db/schema.ts';
import type { PaymentsOverview, SecretStatus, WebhookOutcome } from '../../../domain/admin/payments-overview.ts';

export const WEBHOOK_PATH = '/api/payments/webhook';
export const EVENTS_SHOWN = 50;

/** Stripe's keys say their mode in their prefix (sk_test_, sk_live_, restricted rk_...). */
const KEY_PREFIX = /^(sk|rk)_(test|live)_/;

export function secretKeyStatus(value: string | undefined): SecretStatus & { mode: 'test' | 'live' | null } {
  if (!value) return { set: false, hint: null, mode: null };
  const m = KEY_PREFIX.exec(value);
  return m ? { set: true, hint: `${m[1]}_${m[2]}_…`, mode: m[2] as 'test' | 'live' } : { set: true, hint: null, mode: null };
}

export function webhookSecretStatus(value: string | undefined): SecretStatus {
  if (!value) return { set: false, hint: null };
  return { set: true, hint: value.startsWith('whsec_') ? 'whsec_…' : null };
}

/** /admin/stripe: the provider in force, its secrets as set or not, the webhook address and the last events. */
export async function paymentsOverview(deps: Pick<AppDeps, 'config' | 'db' | 'payments'>): Promise<PaymentsOverview> {
  const { config } = deps;
  const secretKey = secretKeyStatus(config.STRIPE_SECRET_KEY);
  const events = await deps.db
    .select()
    .from(paymentWebhookEvents)
    .orderBy(desc(paymentWebhookEvents.createdAt), desc(paymentWebhookEvents.id))
    .limit(EVENTS_SHOWN);
  return {
    provider: deps.payments.kind,
    isTestSite: config.isTestSite,
    mode: secretKey.mode,
    secretKey: { set: secretKey.set, hint: secretKey.hint },
    webhookSecret: webhookSecretStatus(config.STRIPE_WEBHOOK_SECRET),
    webhookUrl: `${config.publicUrl}${WEBHOOK_PATH}`,
    // The check constraint keeps outcome to these four.
    events: events.map((e) => ({
      id: e.id,
      provider: e.provider,
      eventType: e.eventType,
      reference: e.reference,
      outcome: e.outcome as WebhookOutcome,
      detail: e.detail,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
