import { z } from 'zod';
import { DEFAULT_BIDS_PER_MINUTE } from '../domain/shared/write-limits.ts';

// Every environment variable the server reads, parsed once at boot (README "Configuration").
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Vehicle Auctions <no-reply@localhost>'),
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset means 'auto' outside production and 'never' in production (demo accounts share a known password).
  SEED_DEMO: z.enum(['auto', 'never']).optional(),
  // Draw the demo data's images in the background once it is seeded ('ahead'), or only on first request ('on-request').
  DEMO_IMAGES: z.enum(['ahead', 'on-request']).default('ahead'),
  WEB_DIST: z.string().optional(),
  // Admins must sign in with two-factor; unset means on in production, off elsewhere (the demo admin).
  ADMIN_REQUIRE_2FA: z.enum(['on', 'off']).optional(),
  // The notification worker and the alert mails. 'off' only to measure what they cost (npm run bench:bids).
  COMMUNITY_JOBS: z.enum(['on', 'off']).default('on'),
  // In production there is no default; the sandbox must be chosen (a test site).
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  // Public listing results (search, home rows, sold results) are shared by all visitors for this long; 0 turns it off.
  LISTINGS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  // A member's bids, proxy maximums and buy nows a minute (decision 021); npm run bench:bids raises it.
  BID_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_BIDS_PER_MINUTE),
  // Uploaded photos and videos: files under DATA_DIR/storage, or an S3-compatible bucket for several instances.
  STORAGE_DRIVER: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  S3_PREFIX: z
    .string()
    .regex(/^([^/]+\/)*$/, 'S3_PREFIX must be empty or end with /')
    .default(''),
});

export type Config = Omit<z.infer<typeof schema>, 'PAYMENTS_PROVIDER' | 'SEED_DEMO' | 'ADMIN_REQUIRE_2FA'> & {
  /** No /admin page or admin API answers an admin without two-factor sign-in. */
  adminRequire2fa: boolean;
  /** 'auto' seeds the demo data into an empty database; production seeds only when SEED_DEMO=auto is set explicitly. */
  SEED_DEMO: 'auto' | 'never';
  /** 'sandbox' by default outside production; production requires it set. */
  PAYMENTS_PROVIDER: 'sandbox' | 'stripe';
  /** Production running the sandbox checkout: every page says it is a test site, and the start logs a warning. */
  isTestSite: boolean;
  publicUrl: string;
  authSecret: string;
  isProduction: boolean;
};

const DEV_SECRET = 'dev-only-secret-change-me-in-production-0123456789';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const isProduction = c.NODE_ENV === 'production';
  const paymentsProvider = c.PAYMENTS_PROVIDER ?? 'sandbox';
  // Every missing setting at once, so a deployment is fixed in one go.
  const missing = [
    isProduction && !c.AUTH_SECRET && 'AUTH_SECRET: required when NODE_ENV=production',
    isProduction && !c.PAYMENTS_PROVIDER && 'PAYMENTS_PROVIDER: required when NODE_ENV=production (stripe, or sandbox for a test site where no money moves)',
    paymentsProvider === 'stripe' && !c.STRIPE_SECRET_KEY && 'STRIPE_SECRET_KEY: required when PAYMENTS_PROVIDER=stripe',
    c.STORAGE_DRIVER === 's3' && !c.S3_BUCKET && 'S3_BUCKET: required when STORAGE_DRIVER=s3',
  ].filter((m): m is string => typeof m === 'string');
  if (missing.length) throw new Error(`Invalid configuration:\n${missing.map((m) => `  ${m}`).join('\n')}`);
  return {
    ...c,
    PAYMENTS_PROVIDER: paymentsProvider,
    SEED_DEMO: c.SEED_DEMO ?? (isProduction ? 'never' : 'auto'),
    isProduction,
    adminRequire2fa: (c.ADMIN_REQUIRE_2FA ?? (isProduction ? 'on' : 'off')) === 'on',
    isTestSite: isProduction && paymentsProvider === 'sandbox',
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    authSecret: c.AUTH_SECRET ?? DEV_SECRET,
  };
}
