import pg from 'pg';
import { createLocalFanout } from './in-process-realtime.ts';
import type { LiveEvent, Realtime } from './realtime.ts';

/** The NOTIFY channel every instance LISTENs on; a payload is a JSON array of LiveEvents. */
export const LIVE_NOTIFY_CHANNEL = 'vehiclebid_live';
const CHANNEL = LIVE_NOTIFY_CHANNEL;
// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more.
const MAX_PAYLOAD = 7900;

export interface PostgresRealtimeOptions {
  /** Connection settings for the dedicated LISTEN connection (the pool's own). */
  connection: pg.ClientConfig;
  /** Runs one statement; publishing shares the application's pool. */
  query(text: string, values: unknown[]): Promise<unknown>;
  logger: { warn(o: object, msg: string): void; error(o: object, msg: string): void };
  /** Events kept since an id on these channels (all auction or all user channels): what a reconnecting listener missed. */
  replay?(sinceId: number, channels: string[]): Promise<LiveEvent[]>;
  reconnectDelayMs?: number;
}

/**
 * Realtime over PostgreSQL LISTEN/NOTIFY (DESIGN "HTTP and realtime"): an event published by
 * any instance reaches the viewers connected to every instance. Events published in the same
 * tick go out in one statement. One LISTEN connection per instance, opened when the first viewer
 * subscribes; if it drops it reconnects and replays the kept events it missed.
 */
export interface PostgresRealtime extends Realtime {
  /** Resolves once this instance is listening. */
  ready(): Promise<void>;
}

export function createPostgresRealtime(o: PostgresRealtimeOptions): PostgresRealtime {
  const fanout = createLocalFanout();
  const channels = new Map<string, number>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  // Auction channels are numbered by auction_events, members' own channels by user_events (decision 027).
  const lastId = { auction: 0, user: 0 };
  const kindOf = (channel: string) => (channel.startsWith('user:') ? 'user' : 'auction');
  let queue: { payload: string; resolve: () => void; reject: (e: unknown) => void }[] = [];

  const deliver = (event: LiveEvent) => {
    if (event.id) {
      const kind = kindOf(event.channel);
      lastId[kind] = Math.max(lastId[kind], Number(event.id));
    }
    fanout.deliver(event);
  };

  const connect = (): Promise<void> => {
    if (closed) return Promise.resolve();
    connecting ??= (async () => {
      const c = new pg.Client(o.connection);
      c.on('notification', (msg) => {
        if (msg.channel !== CHANNEL || !msg.payload) return;
        try {
          for (const event of JSON.parse(msg.payload) as LiveEvent[]) deliver(event);
        } catch (err) {
          o.logger.warn({ err }, 'unreadable live notification');
        }
      });
      const lost = (err?: unknown) => {
        if (client !== c) return;
        client = null;
        connecting = null;
        c.removeAllListeners('error');
        c.on('error', () => undefined);
        void c.end().catch(() => undefined);
        if (closed) return;
        o.logger.warn({ err }, 'live LISTEN connection lost; reconnecting');
        setTimeout(() => void reconnect(), o.reconnectDelayMs ?? 500);
      };
      c.on('error', lost);
      c.on('end', () => lost());
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      client = c;
    })().catch((err: unknown) => {
      connecting = null;
      throw err;
    });
    return connecting;
  };

  const reconnect = async () => {
    if (closed || channels.size === 0) return;
    try {
      await connect();
      for (const kind of ['auction', 'user'] as const) {
        const mine = [...channels.keys()].filter((c) => kindOf(c) === kind);
        if (!o.replay || lastId[kind] === 0 || mine.length === 0) continue;
        for (const event of await o.replay(lastId[kind], mine)) deliver(event);
      }
    } catch (err) {
      o.logger.warn({ err }, 'live LISTEN reconnect failed; retrying');
      setTimeout(() => void reconnect(), (o.reconnectDelayMs ?? 500) * 2);
    }
  };

  const flush = async () => {
    const batch = queue;
    queue = [];
    // Group into payloads under PostgreSQL's limit; one statement for the whole tick.
    const payloads = notifyPayloads(
      batch.map((b) => b.payload),
      (size) => o.logger.error({ size }, 'live event too large for NOTIFY; dropped'),
    );
    try {
      if (payloads.length > 0) {
        const calls = payloads.map((_, i) => `pg_notify($1, $${i + 2})`).join(', ');
        await o.query(`select ${calls}`, [CHANNEL, ...payloads]);
      }
      batch.forEach((b) => b.resolve());
    } catch (err) {
      batch.forEach((b) => b.reject(err));
    }
  };

  return {
    kind: 'postgres',
    publish(event) {
      return new Promise<void>((resolve, reject) => {
        if (queue.length === 0) queueMicrotask(() => void flush());
        queue.push({ payload: JSON.stringify(event), resolve, reject });
      });
    },
    subscribe(channel, listener) {
      channels.set(channel, (channels.get(channel) ?? 0) + 1);
      if (!client)
        void connect().catch((err: unknown) => {
          o.logger.warn({ err }, 'live LISTEN connection failed; retrying');
          setTimeout(() => void reconnect(), o.reconnectDelayMs ?? 500);
        });
      const off = fanout.subscribe(channel, listener);
      return () => {
        off();
        const n = (channels.get(channel) ?? 1) - 1;
        if (n <= 0) channels.delete(channel);
        else channels.set(channel, n);
      };
    },
    async close() {
      closed = true;
      fanout.clear();
      const c = client;
      client = null;
      if (c) await c.end().catch(() => undefined);
    },
    ready: () => connect(),
  };
}

/**
 * Events (each a JSON text) grouped into NOTIFY payloads under PostgreSQL's limit, in order: each payload a JSON
 * array of events. An event too large for any payload is left out and told to `tooLarge`.
 */
export function notifyPayloads(events: readonly string[], tooLarge: (size: number) => void): string[] {
  const payloads: string[] = [];
  let current: string[] = [];
  let size = 2;
  for (const payload of events) {
    // PostgreSQL counts bytes: a name in another script takes two to four per character.
    const bytes = Buffer.byteLength(payload, 'utf8');
    if (bytes + 2 > MAX_PAYLOAD) {
      tooLarge(bytes);
      continue;
    }
    if (size + bytes + 1 > MAX_PAYLOAD) {
      payloads.push(`[${current.join(',')}]`);
      current = [];
      size = 2;
    }
    current.push(payload);
    size += bytes + 1;
  }
  if (current.length > 0) payloads.push(`[${current.join(',')}]`);
  return payloads;
}

/** The LISTEN connection's settings and a publishing query, taken from the application's pg pool. */
export function fromPool(db: unknown): Pick<PostgresRealtimeOptions, 'connection' | 'query'> {
  const pool = (db as { $client?: pg.Pool }).$client;
  if (!(pool instanceof pg.Pool)) throw new Error('PostgreSQL realtime needs the node-postgres pool');
  return { connection: pool.options as pg.ClientConfig, query: (text, values) => pool.query(text, values) };
}
