import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { paymentWebhookEvents } from '../../db/schema.ts';
import type { WebhookOutcome } from '../../../domain/admin/payments-overview.ts';

export interface WebhookEventRecord {
  provider: string;
  /** Null when the signature was refused: nothing the caller sent is stored then. */
  eventType?: string | null;
  /** The checkout session the event was about, when any. */
  reference?: string | null;
  outcome: WebhookOutcome;
  detail?: string | null;
}

const MAX_TEXT = 500;
/** The record is kept bounded: anyone may call the webhook, so only the latest calls are kept. */
export const WEBHOOK_EVENTS_KEPT = 1000;
const clip = (v: string | null | undefined) => (v ? v.slice(0, MAX_TEXT) : null);

/**
 * Each call of the payment webhook, with what came of it, for the /admin/stripe page.
 * Never throws: the webhook answers the provider the same whether or not the record could be written.
 */
export async function recordWebhookEvent(deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>, e: WebhookEventRecord): Promise<void> {
  try {
    await deps.db.insert(paymentWebhookEvents).values({
      provider: e.provider,
      eventType: clip(e.eventType),
      reference: clip(e.reference),
      outcome: e.outcome,
      detail: clip(e.detail),
      createdAt: deps.clock.now(),
    });
    // Each call trims the table to about its newest WEBHOOK_EVENTS_KEPT rows (a short index range read).
    await deps.db.execute(
      sql`delete from payment_webhook_events where created_at < (select created_at from payment_webhook_events order by created_at desc offset ${WEBHOOK_EVENTS_KEPT - 1} limit 1)`,
    );
  } catch (err) {
    deps.logger.warn({ err, outcome: e.outcome }, 'payment webhook event not recorded');
  }
}
