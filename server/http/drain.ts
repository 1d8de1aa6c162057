import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What a client is told while an instance shuts down: try again (another instance) in a second. */
export const DRAIN_RETRY_AFTER_S = 1;

export interface Drain {
  /** From now on every new request is answered 503 with Retry-After (the health check too, so balancers let go). */
  start(): void;
  readonly draining: boolean;
  /** Requests being served now (live streams aside: they end at close, with a retry hint). */
  inFlight(): number;
  /** Resolves true once no request is in flight, false if `timeoutMs` passes first. */
  settled(timeoutMs: number): Promise<boolean>;
}

const drains = new WeakMap<FastifyInstance, Drain>();

/**
 * Graceful shutdown's first half (decision 027): on SIGTERM server/main.ts starts the
 * drain, waits for the requests in flight (a bid waiting for its batch's commit, a write) and only then
 * closes the app. Registered first, so a refused request does nothing else.
 */
export function registerDrain(app: FastifyInstance): Drain {
  let draining = false;
  let inFlight = 0;
  const counted = new WeakSet<FastifyRequest>();
  const waiters = new Set<() => void>();
  const done = (req: FastifyRequest) => {
    if (!counted.has(req)) return;
    counted.delete(req);
    inFlight--;
    if (inFlight === 0) for (const w of [...waiters]) w();
  };
  app.addHook('onRequest', async (req, reply) => {
    if (draining) {
      return (
        reply
          .status(503)
          .header('retry-after', String(DRAIN_RETRY_AFTER_S))
          .header('connection', 'close')
          // Not the route's response schema (the health check's 503 is another shape): the same { error, code } everywhere.
          .type('application/json; charset=utf-8')
          .serializer((body: unknown) => JSON.stringify(body))
          .send({ error: 'This server is restarting. Please try again in a moment.', code: 'RESTARTING' })
      );
    }
    if (req.url.startsWith('/api/live')) return;
    counted.add(req);
    inFlight++;
  });
  app.addHook('onResponse', async (req) => done(req));
  app.addHook('onRequestAbort', async (req) => done(req));
  const drain: Drain = {
    start: () => void (draining = true),
    get draining() {
      return draining;
    },
    inFlight: () => inFlight,
    settled: (timeoutMs) =>
      new Promise<boolean>((resolve) => {
        if (inFlight === 0) return resolve(true);
        const finish = (ok: boolean) => {
          clearTimeout(timer);
          waiters.delete(onIdle);
          resolve(ok);
        };
        const onIdle = () => finish(true);
        const timer = setTimeout(() => finish(false), timeoutMs);
        waiters.add(onIdle);
      }),
  };
  drains.set(app, drain);
  return drain;
}

/** The drain registered on this app by buildApp. */
export function drainOf(app: FastifyInstance): Drain {
  const drain = drains.get(app);
  if (!drain) throw new Error('no drain registered on this app');
  return drain;
}
