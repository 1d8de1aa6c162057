import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.ts';
import { writeLimitCounters } from '../db/schema.ts';
import { bidLimit, secondsLeft, tooManyWritesText, windowStart, WRITE_LIMITS, type WriteKind, type WriteLimit, type WriteWindow } from '../../domain/write-limits.ts';
import { clientAddress } from './client-address.ts';
import { currentSession } from './guards.ts';
import { errorSchema } from './error-schemas.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The write limit this route counts against (domain/write-limits.ts). */
    writeLimit?: WriteKind;
  }
}

const PRUNE_EVERY_MS = 10 * 60_000;
const lastPrune = new WeakMap<AppDeps['db'], number>();

interface Counted {
  key: string;
  window: WriteWindow;
  startMs: number;
}

/** The limit of `kind` on this server: the bids' from its setting (BID_LIMIT_PER_MINUTE), the others fixed. */
export function writeLimitOf(config: Pick<AppDeps['config'], 'BID_LIMIT_PER_MINUTE'>, kind: WriteKind): WriteLimit {
  return kind === 'bid' ? bidLimit(config.BID_LIMIT_PER_MINUTE) : WRITE_LIMITS[kind];
}

/**
 * Counts one write of `kind` by a member from an address against every window of both, in one upsert
 * (the counters live in the database: several instances share them, decision 021), and answers the
 * seconds to wait when any window is now over its limit, else null. Attempts count, refused or not, so
 * a loop that keeps sending stays refused until its window ends. `limit`: the server's (writeLimitOf).
 */
export async function countWrite(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  kind: WriteKind,
  who: { userId: string; address: string },
  limit: WriteLimit = WRITE_LIMITS[kind],
): Promise<number | null> {
  const nowMs = deps.clock.now().getTime();
  const keys: Counted[] = [
    ...limit.member.map((window) => ({ key: `${kind}:u:${who.userId}:${window.seconds}`, window, startMs: windowStart(nowMs, window.seconds) })),
    ...limit.address.map((window) => ({ key: `${kind}:a:${who.address}:${window.seconds}`, window, startMs: windowStart(nowMs, window.seconds) })),
  ];
  const rows = await deps.db
    .insert(writeLimitCounters)
    .values(keys.map((k) => ({ key: k.key, windowStart: new Date(k.startMs), count: 1, expiresAt: new Date(k.startMs + k.window.seconds * 1000) })))
    .onConflictDoUpdate({ target: [writeLimitCounters.key, writeLimitCounters.windowStart], set: { count: sql`${writeLimitCounters.count} + 1` } })
    .returning({ key: writeLimitCounters.key, count: writeLimitCounters.count });
  await pruneNowAndThen(deps, nowMs);
  const countOf = new Map(rows.map((r) => [r.key, r.count]));
  const over = keys.filter((k) => (countOf.get(k.key) ?? 0) > k.window.max);
  return over.length === 0 ? null : Math.max(...over.map((k) => secondsLeft(nowMs, k.window.seconds)));
}

/** Drops windows that have ended, at most once every ten minutes per instance: the table stays small. */
async function pruneNowAndThen(deps: Pick<AppDeps, 'db'>, nowMs: number): Promise<void> {
  const last = lastPrune.get(deps.db);
  if (last !== undefined && nowMs - last < PRUNE_EVERY_MS && nowMs >= last) return;
  lastPrune.set(deps.db, nowMs);
  await deps.db.delete(writeLimitCounters).where(lt(writeLimitCounters.expiresAt, new Date(nowMs)));
}

/**
 * The one rule for every limited route (issue 23 item 9): a route names its limit in its config
 * (`config: { writeLimit: 'message' }`); this hook counts the signed-in member's request and their
 * address before the handler runs, and refuses one over the limit with 429, `Retry-After` and a text
 * that says how long to wait, storing nothing. The route's OpenAPI answers gain the 429. A request
 * without a member is left to the route's own guard (401, or 403 when suspended): it writes nothing.
 */
export function registerWriteLimits(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onRoute', (route) => {
    if (!route.config?.writeLimit || !route.schema) return;
    route.schema.response = { ...(route.schema.response as object), 429: errorSchema.describe('Too many requests: wait the Retry-After seconds') };
  });
  app.addHook('preHandler', async (req: FastifyRequest, reply: FastifyReply) => {
    const kind = req.routeOptions.config.writeLimit;
    if (!kind) return;
    const session = await currentSession(deps, req);
    if (!session || session.suspended) return;
    const wait = await countWrite(deps, kind, { userId: session.user.id, address: clientAddress(req) }, writeLimitOf(deps.config, kind));
    if (wait === null) return;
    reply.header('retry-after', String(wait));
    throw new AppError(429, 'TOO_MANY_REQUESTS', tooManyWritesText(kind, wait));
  });
}
