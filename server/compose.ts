import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/connect.ts';
import type { AppDeps } from './app.ts';
import type { Clock } from './platform/clock.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { Realtime } from './platform/realtime/realtime.ts';
import { createInProcessRealtime } from './platform/realtime/in-process-realtime.ts';
import { createPostgresRealtime, fromPool } from './platform/realtime/postgres-realtime.ts';
import { liveEventsSince } from './modules/bidding/live-catch-up.ts';
import { createAuth } from './platform/auth/auth.ts';
import { createMailer } from './platform/mail/create-mailer.ts';
import type { PaymentsProvider } from './platform/payments/payments.ts';
import { createSandboxPayments } from './platform/payments/sandbox-payments.ts';
import { createStripePayments, stripeSettingsFrom } from './platform/payments/stripe-payments.ts';
import { createDomainEventBus } from './platform/events/domain-events.ts';
import type { ObjectStorage } from './platform/storage/object-storage.ts';
import { createStorage } from './platform/storage/create-storage.ts';

/** Wires the adapters chosen by configuration; main.ts and the tests both start here. */
export function composeDeps(o: {
  config: Config;
  database: Database;
  clock: Clock;
  logger: Logger;
  mailer?: Mailer;
  realtime?: Realtime;
  payments?: PaymentsProvider;
  storage?: ObjectStorage;
  webDist?: string;
}): AppDeps {
  const { config, database } = o;
  const mailer = o.mailer ?? createMailer(config);
  const devOrigins = config.isProduction ? [] : ['http://localhost:5173', 'http://127.0.0.1:5173'];
  const auth = createAuth({
    db: database.db,
    mailer,
    baseUrl: config.publicUrl,
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl, ...devOrigins],
    secureCookies: config.publicUrl.startsWith('https://'),
    rateLimit: config.isProduction,
  });
  // DESIGN: in-process on PGlite, LISTEN/NOTIFY on PostgreSQL (a bid on one instance reaches viewers on another).
  const realtime =
    o.realtime ??
    (database.kind === 'postgres'
      ? createPostgresRealtime({ ...fromPool(database.db), logger: o.logger, replay: (since, channels) => liveEventsSince(database.db, since, channels) })
      : createInProcessRealtime());
  // Payments: the local sandbox by default, Stripe when PAYMENTS_PROVIDER=stripe.
  const stripe = stripeSettingsFrom(config);
  const payments = o.payments ?? (stripe ? createStripePayments(stripe) : createSandboxPayments(database.db));
  const domainEvents = createDomainEventBus((err, event) => o.logger.error({ err, event: event.type }, 'domain event subscriber failed'));
  const storage = o.storage ?? createStorage(config);
  return { config, database, db: database.db, auth, mailer, realtime, payments, domainEvents, storage, clock: o.clock, logger: o.logger, webDist: o.webDist };
}
