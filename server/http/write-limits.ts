import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { lt, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.ts';
import { writeLimitCounters } from '../db/schema.ts';
import {
  bidLimit,
  secondsLeft,
  tooManyWritesText,
  windowStart,
  WRITE_LIMITS,
  type WriteKind,
  type WriteLimit,
  type WriteWindow,
} from '../../domain/shared/write-limits.ts';
import { clientAddress } from './client-address.ts';
import { currentSession } from './guards.ts';
import { errorSchema } from './error-schemas.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The write limit this route counts against (domain/shared/write-limits.ts). */
    writeLimit?: WriteKind;
    /**
     * 'handler': the route's use case counts the write itself, in a statement it already makes (a bid is counted
     * in its batch's statement, see countInBatch); the hook only documents the 429. Default 'hook'.
     */
    writeLimitCountedBy?: 'hook' | 'handler';
  }
}

/** A write over its limit: 429 with the seconds to wait (Retry-After) and the text that says so. */
export class TooManyWrites extends AppError {
  constructor(
    kind: WriteKind,
    readonly retryAfter: number,
  ) {
    super(429, 'TOO_MANY_REQUESTS', tooManyWritesText(kind, retryAfter));
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
    ...memberKeys(kind, who.userId, limit, nowMs),
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

function memberKeys(kind: WriteKind, userId: string, limit: WriteLimit, nowMs: number): Counted[] {
  return limit.member.map((window) => ({ key: `${kind}:u:${userId}:${window.seconds}`, window, startMs: windowStart(nowMs, window.seconds) }));
}

/** A batch's count of its writers' writes: the upsert to run inside the batch's own statement, and how to read its answer. */
export interface BatchCount {
  /** `insert ... on conflict do update ... returning key, count`: a data-modifying CTE's body. */
  upsert: SQL;
  /** Per writer of the batch (in its order): the seconds to wait when that write is over the limit, else null. */
  waits(counts: readonly { key: string; count: number }[]): (number | null)[];
}

/**
 * Counts a batch's writes of `kind` (one per writer, in arrival order; a member may appear several times) in one
 * upsert that the caller runs inside a statement it makes anyway (a bid batch's facts): no round trip and no commit
 * of its own, so a hot auction's bids cost one commit per batch, not one per bid. Each member's row is added the
 * member's number of writes in the batch at once, and the writes are numbered in arrival order from the count
 * before: exactly what counting them one by one in that order answers. Rows are upserted in key order, so two
 * batches that share members (one member bidding on two auctions) never wait on each other in a circle. Only
 * member windows can be counted so (the batch knows no addresses): a limit with address windows is refused.
 */
export function countInBatch(kind: WriteKind, limit: WriteLimit, userIds: readonly string[], nowMs: number): BatchCount {
  if (limit.address.length > 0) throw new Error(`countInBatch counts members only; the ${kind} limit has address windows`);
  const perMember = new Map<string, number>();
  for (const id of userIds) perMember.set(id, (perMember.get(id) ?? 0) + 1);
  const rows = [...perMember].flatMap(([id, n]) =>
    memberKeys(kind, id, limit, nowMs).map((k) => ({
      key: k.key,
      window_start: new Date(k.startMs).toISOString(),
      n,
      expires_at: new Date(k.startMs + k.window.seconds * 1000).toISOString(),
    })),
  );
  rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const upsert = sql`insert into write_limit_counters (key, window_start, count, expires_at)
      select c.key, c.window_start, c.n, c.expires_at
      from json_to_recordset(${JSON.stringify(rows)}::json) as c(key text, window_start timestamptz, n int, expires_at timestamptz)
      order by c.key
      on conflict (key, window_start) do update set count = write_limit_counters.count + excluded.count
      returning key, count`;
  return {
    upsert,
    waits(counts) {
      const after = new Map(counts.map((c) => [c.key, c.count]));
      const seen = new Map<string, number>();
      return userIds.map((id) => {
        const nth = (seen.get(id) ?? 0) + 1;
        seen.set(id, nth);
        const n = perMember.get(id)!;
        const over = memberKeys(kind, id, limit, nowMs).filter((k) => (after.get(k.key) ?? n) - n + nth > k.window.max);
        return over.length === 0 ? null : Math.max(...over.map((k) => secondsLeft(nowMs, k.window.seconds)));
      });
    },
  };
}

/** Drops windows that have ended, at most once every ten minutes per instance: the table stays small. */
export async function pruneNowAndThen(deps: Pick<AppDeps, 'db'>, nowMs: number): Promise<void> {
  const last = lastPrune.get(deps.db);
  if (last !== undefined && nowMs - last < PRUNE_EVERY_MS && nowMs >= last) return;
  lastPrune.set(deps.db, nowMs);
  await deps.db.delete(writeLimitCounters).where(lt(writeLimitCounters.expiresAt, new Date(nowMs)));
}

/**
 * The one rule for every limited route: a route names its limit in its config
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
    const { writeLimit: kind, writeLimitCountedBy } = req.routeOptions.config;
    if (!kind || writeLimitCountedBy === 'handler') return;
    const session = await currentSession(deps, req);
    if (!session || session.suspended) return;
    const wait = await countWrite(deps, kind, { userId: session.user.id, address: clientAddress(req) }, writeLimitOf(deps.config, kind));
    if (wait === null) return;
    reply.header('retry-after', String(wait));
    throw new TooManyWrites(kind, wait);
  });
}
