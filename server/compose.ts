import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/connect.ts';
import type { AppDeps } from './app-deps.ts';
import type { Clock } from './platform/clock.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { Realtime } from './platform/realtime/realtime.ts';
import { createInProcessRealtime } from './platform/realtime/in-process-realtime.ts';
import { createPostgresRealtime, fromPool } from './platform/realtime/postgres-realtime.ts';
import { createEngineState, liveEventsSince, undoSale } from './modules/auction-engine/index.ts';
import { createDealInSale } from './modules/deals/index.ts';
import { markOfferSaleUndone } from './modules/offers/offer-sale-undone.ts';
import type { SalePorts } from './sale-ports.ts';
import { keepUserEvents, userEventsSince } from './modules/live/user-events.ts';
import { createAuth, type Auth } from './platform/auth/auth.ts';
import { sessionCacheOf } from './http/guards.ts';
import { createMailer } from './platform/mail/create-mailer.ts';
import type { PaymentsProvider } from './platform/payments/payments.ts';
import { createSandboxPayments } from './platform/payments/sandbox-payments.ts';
import { createStripePayments, stripeSettingsFrom } from './platform/payments/stripe-payments.ts';
import { createDomainEventBus } from './platform/events/domain-events.ts';
import { trustedOrigins } from './http/trusted-origins.ts';
import { CLIENT_ADDRESS_HEADER } from './http/client-address.ts';
import type { ObjectStorage } from './platform/storage/object-storage.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import { demoImageCache } from './seed/demo-image-cache.ts';
import type { DemoImages } from './platform/demo-images.ts';

/**
 * The ports between the engine and the deals (sale-ports.ts): a sale makes its deal in the engine's transaction; a
 * deal that falls through undoes the sale, its listing by the engine, which owns `auctions`, and the offer that made
 * it by the offers module, which owns `offers`.
 */
const salePorts: SalePorts = {
  dealOfSale: createDealInSale,
  undoSale: async (tx, sale) => {
    await undoSale(tx, sale);
    if (sale.offerId) await markOfferSaleUndone(tx, sale.offerId, sale.now);
  },
};

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
  demoImages?: DemoImages;
  webDist?: string;
}): AppDeps {
  const { config, database } = o;
  const mailer = o.mailer ?? createMailer(config);
  const auth: Auth = createAuth({
    db: database.db,
    mailer,
    baseUrl: config.publicUrl,
    secret: config.authSecret,
    trustedOrigins: trustedOrigins(config),
    secureCookies: config.publicUrl.startsWith('https://'),
    rateLimit: config.isProduction,
    clientAddressHeader: CLIENT_ADDRESS_HEADER,
    // Sign-out, revocation, password reset, e-mail confirmation, user updates: only that user's sessions are forgotten.
    onUserChanged: (userId) => sessionCacheOf({ auth }).forgetUser(userId),
  });
  // DESIGN: in-process on PGlite, LISTEN/NOTIFY on PostgreSQL (a bid on one instance reaches viewers on another).
  // Members' own events are numbered by user_events on the way out (decision 027).
  const realtime = keepUserEvents(
    o.realtime ??
      (database.kind === 'postgres'
        ? createPostgresRealtime({
            ...fromPool(database.db),
            logger: o.logger,
            replay: (since, channels) =>
              channels[0]?.startsWith('user:') ? userEventsSince(database.db, since, channels) : liveEventsSince(database.db, since, channels),
          })
        : createInProcessRealtime()),
    database.db,
    o.logger,
  );
  // Payments: the local sandbox by default, Stripe when PAYMENTS_PROVIDER=stripe.
  const stripe = stripeSettingsFrom(config);
  const payments = o.payments ?? (stripe ? createStripePayments(stripe) : createSandboxPayments(database.db));
  const domainEvents = createDomainEventBus((err, event) => o.logger.error({ err, event: event.type }, 'domain event subscriber failed'));
  const storage = o.storage ?? createStorage(config);
  // The demo data's images are served whether or not this database was seeded: only those names are drawn.
  const demoImages = o.demoImages ?? demoImageCache(config.DATA_DIR);
  return {
    config,
    database,
    db: database.db,
    auth,
    mailer,
    realtime,
    payments,
    domainEvents,
    storage,
    demoImages,
    sales: salePorts,
    engine: createEngineState(),
    clock: o.clock,
    logger: o.logger,
    webDist: o.webDist,
  };
}
