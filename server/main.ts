import pino from 'pino';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { loadConfig } from './config.ts';
import { connectDatabase } from './db/connect.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { buildApp } from './app.ts';
import { drainOf } from './http/drain.ts';
import { composeDeps } from './compose.ts';
import { systemClock } from './platform/clock.ts';
import { seedOnStart } from './seed/seed-on-start.ts';
import { demoImageCache } from './seed/demo-image-cache.ts';
import { drawDemoImagesAhead } from './seed/demo-images-ahead.ts';
import { startJobs, type JobRunner } from './platform/jobs/job-runner.ts';
import { backgroundJobs } from './jobs.ts';

// Process entry: config -> database -> app -> listen (DESIGN "Shape").
/** How long a shutdown waits for the requests in flight (a bid waits for its batch's commit, well under this). */
const IN_FLIGHT_TIMEOUT_MS = 20_000;
/** Then how long it goes on answering 503 before it stops listening. */
const DRAIN_LINGER_MS = 500;
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
  // One demo image cache for the media route and the drawing ahead, so a visitor's request moves its image up the queue.
  const demoImages = demoImageCache(config.DATA_DIR);
  const deps = composeDeps({ config, database, clock: systemClock, logger, webDist, demoImages });
  const app = await buildApp(deps);
  let jobs: JobRunner | undefined = undefined;

  // Graceful shutdown (decision 027): new requests are answered 503 with Retry-After (the health
  // check too, so the balancer lets go); the jobs finish their run, whose row locks go with its transaction, and
  // stop, so the other instances' next runs take the work; the bids and writes in flight are answered; the live
  // streams end with a retry hint (their browsers resume on another instance from their last event id); then exit.
  const drain = drainOf(app);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    logger.info({ signal }, 'draining: new requests are answered 503 with Retry-After');
    drain.start();
    await jobs?.stop();
    const settled = await drain.settled(IN_FLIGHT_TIMEOUT_MS);
    if (!settled) logger.warn({ inFlight: drain.inFlight() }, 'requests still in flight at the shutdown timeout');
    // A request already on its way over a kept-alive connection is told to retry rather than cut off.
    await new Promise((r) => setTimeout(r, DRAIN_LINGER_MS));
    await app.close().catch((err: unknown) => logger.error({ err }, 'close failed'));
    await database.close().catch((err: unknown) => logger.error({ err }, 'database close failed'));
    logger.info({ ms: Date.now() - started }, 'stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // The background jobs (jobs.ts), safe on every instance.
  jobs = startJobs(backgroundJobs(deps), logger);
  logger.info(`VehicleBid is running at ${config.publicUrl}`);
  if (config.isTestSite) {
    logger.warn('PAYMENTS_PROVIDER=sandbox in production: this is a test site. Anyone can pass the checkout without a card; every page says so.');
  }
  // Say where the mail goes (the outbox page answers loopback clients only).
  if (deps.mailer.kind !== 'smtp') {
    const folder = join(config.DATA_DIR, 'outbox');
    if (config.isProduction) logger.warn(`SMTP_URL is unset: mail is not delivered, only written to ${folder}`);
    else logger.info(`Mail is kept in the local outbox: ${config.publicUrl}/dev/outbox (from this machine only), files in ${folder}`);
  }
  // The demo data's images are drawn now, the first pages' first, so visitors do not wait for them.
  if (config.DEMO_IMAGES === 'ahead') {
    drawDemoImagesAhead({ cache: demoImages, db: database.db, seeded, logger }).catch((err: unknown) =>
      logger.error({ err }, 'drawing the demo images failed; they are drawn on first request'),
    );
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
