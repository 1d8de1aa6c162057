import { z } from 'zod';

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
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().default('Vehicle Auctions <no-reply@localhost>'),
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  WEB_DIST: z.string().optional(),
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  // Public listing results (search, home rows, sold results) are shared by all visitors for this long; 0 turns it off.
  LISTINGS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  // Uploaded photos and videos: files under DATA_DIR/storage, or an S3-compatible bucket for several instances.
  STORAGE_DRIVER: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  S3_PREFIX: z.string().regex(/^([^/]+\/)*$/, 'S3_PREFIX must be empty or end with /').default(''),
});

export type Config = z.infer<typeof schema> & {
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
  if (c.PAYMENTS_PROVIDER === 'stripe' && !c.STRIPE_SECRET_KEY) {
    throw new Error('Invalid configuration:\n  STRIPE_SECRET_KEY: required when PAYMENTS_PROVIDER=stripe');
  }
  if (c.STORAGE_DRIVER === 's3' && !c.S3_BUCKET) {
    throw new Error('Invalid configuration:\n  S3_BUCKET: required when STORAGE_DRIVER=s3');
  }
  if (isProduction && !c.AUTH_SECRET) {
    throw new Error('Invalid configuration:\n  AUTH_SECRET: required when NODE_ENV=production');
  }
  return {
    ...c,
    isProduction,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    authSecret: c.AUTH_SECRET ?? DEV_SECRET,
  };
}
