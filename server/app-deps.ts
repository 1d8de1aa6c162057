// The app's dependencies (DESIGN "Style"): every module takes them from here, below the modules, so none imports server/app.ts.
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database, Db } from './db/connect.ts';
import type { Auth } from './platform/auth/auth.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { Clock } from './platform/clock.ts';
import type { Realtime } from './platform/realtime/realtime.ts';
import type { PaymentsProvider } from './platform/payments/payments.ts';
import type { DemoImages } from './platform/demo-images.ts';
import type { DomainEventBus } from './platform/events/domain-events.ts';
import type { ObjectStorage } from './platform/storage/object-storage.ts';
import type { SalePorts } from './sale-ports.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  clock: Clock;
  realtime: Realtime;
  /** The payments adapter: the local sandbox by default, Stripe when configured. */
  payments: PaymentsProvider;
  /** Typed domain events announced after commit (bid placed, outbid, sold, ...). */
  domainEvents: DomainEventBus;
  /** Uploaded photos and videos: local files under DATA_DIR, or S3-compatible storage. */
  storage: ObjectStorage;
  /** The demo data's images (`/media/demo/...`), drawn by the seed's side; absent, the media route has none (404). */
  demoImages?: DemoImages;
  // `engine`, the auction engine's per-instance state, is declared by the engine (auction-engine/engine-state.ts).
  /** The ports between the auction engine and the deals, wired in compose.ts (sale-ports.ts). */
  sales: SalePorts;
  logger: Logger;
  /** Folder of the built web app (vite build); absent in API tests. */
  webDist?: string;
}
