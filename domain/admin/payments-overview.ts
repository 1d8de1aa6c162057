// The /admin/stripe page's answers: the payment provider in force, its secrets as set or not
// (never a character of them), the webhook address and its last events, and a connection test. Written
// once for the server's response schemas and the admin page's hooks; times are ISO strings.
import { z } from 'zod';

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;

/** What came of a call of the payment webhook. */
export const WEBHOOK_OUTCOMES = ['processed', 'ignored', 'rejected', 'failed'] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/** Whether a secret is set, and at most its kind: never a character of the secret itself. */
export const secretStatusSchema = z.object({
  set: z.boolean(),
  /** 'sk_test_…', 'rk_live_…', 'whsec_…': the documented prefix when the value has one. */
  hint: z.string().nullable(),
});
export type SecretStatus = z.infer<typeof secretStatusSchema>;

export const webhookEventSchema = z.object({
  id: z.string(),
  provider: z.string(),
  eventType: z.string().nullable(),
  reference: z.string().nullable(),
  outcome: z.enum(WEBHOOK_OUTCOMES),
  detail: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** GET /api/admin/payments. */
export const paymentsOverviewSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  isTestSite: z.boolean(),
  mode: z.enum(['test', 'live']).nullable(),
  secretKey: secretStatusSchema,
  webhookSecret: secretStatusSchema,
  webhookUrl: z.string(),
  events: z.array(webhookEventSchema),
});
export type PaymentsOverview = z.infer<typeof paymentsOverviewSchema>;

/** POST /api/admin/payments/test. */
export const connectionTestSchema = z.object({ provider: z.enum(PAYMENT_PROVIDERS), ok: z.boolean(), message: z.string(), testedAt: z.string() });
export type ConnectionTestResult = z.infer<typeof connectionTestSchema>;
