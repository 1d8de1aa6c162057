import pino from 'pino';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { loadConfig } from './config.ts';
import { connectDatabase } from './db/connect.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { buildApp } from './app.ts';
import { composeDeps } from './compose.ts';
import { systemClock } from './platform/clock.ts';
import { seedOnStart } from './db/seed/seed-on-start.ts';
import { demoImageUrls } from './db/seed/demo-images.ts';
import { demoImageCache } from './db/seed/demo-image-cache.ts';
import { startJobs, type JobRunner } from './platform/jobs/job-runner.ts';
import { auctionJobs } from './modules/auction-engine/auction-jobs.ts';
import { communityJobs } from './community-jobs.ts';

// Process entry: config -> database -> app -> listen (DESIGN "Shape").
async function main() {
  const config = loadConfig();
  const logger = pino({
    level: config.LOG_LEVEL,
    ...(config.isProduction ? {} : { transport: { target: 'pino-pretty', options: { singleLine: true, ignore: 'pid,hostname' } } }),
  });
  const database = await connectDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  logger.info({ database: database.kind }, 'database migrated');
  const seeded = await seedOnStart({ config, db: database.db, logger, now: systemClock.now() });
  const webDist = config.WEB_DIST ?? join(fileURLToPath(new URL('..', import.meta.url)), 'dist', 'web');
  const deps = composeDeps({ config, database, clock: systemClock, logger, webDist });
  const app = await buildApp(deps);
  let jobs: JobRunner | undefined = undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    await jobs?.stop();
    await app.close().catch((err: unknown) => logger.error({ err }, 'close failed'));
    await database.close().catch((err: unknown) => logger.error({ err }, 'database close failed'));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // Background jobs: closing and starting auctions; safe on every instance (row locks, SKIP LOCKED).
  jobs = startJobs([...auctionJobs(deps), ...(config.COMMUNITY_JOBS === 'on' ? communityJobs(deps) : [])], logger);
  logger.info(`VehicleBid is running at ${config.publicUrl}`);
  if (config.isTestSite) {
    logger.warn('PAYMENTS_PROVIDER=sandbox in production: this is a test site. Anyone can pass the checkout without a card; every page says so.');
  }
  // Issue 15 item 5: say where the mail goes (the outbox page answers loopback clients only).
  if (deps.mailer.kind !== 'smtp') {
    const folder = join(config.DATA_DIR, 'outbox');
    if (config.isProduction) logger.warn(`SMTP_URL is unset: mail is not delivered, only written to ${folder}`);
    else logger.info(`Mail is kept in the local outbox: ${config.publicUrl}/dev/outbox (from this machine only), files in ${folder}`);
  }
  // Issue 15 item 16: the demo data's images are drawn now, the first pages' first, so visitors do not wait for them.
  if (seeded && config.DEMO_IMAGES === 'ahead') {
    const started = Date.now();
    demoImageCache(config.DATA_DIR)
      .prefill(demoImageUrls())
      .then((n) => logger.info({ images: n, seconds: Math.round((Date.now() - started) / 1000) }, 'demo images drawn'))
      .catch((err: unknown) => logger.error({ err }, 'drawing the demo images failed; they are drawn on first request'));
  }
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError || (err instanceof Error && err.message.startsWith('Invalid configuration'))) {
    console.error(`\n${err.message}\n`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
