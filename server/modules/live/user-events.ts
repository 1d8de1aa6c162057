import { and, asc, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { userEvents } from '../../db/schema.ts';
import type { LiveEvent, Realtime } from '../../platform/realtime/realtime.ts';
import { LIVE_NOTIFY_CHANNEL, notifyPayloads, type PostgresRealtime } from '../../platform/realtime/postgres-realtime.ts';
import { rowsOf, type Tx } from '../../db/tx.ts';

const USER_CHANNEL = /^user:([0-9a-f-]{36})$/;
/** A member's own events are kept this long: a reconnect later than that re-reads its lists instead. */
export const USER_EVENTS_KEPT_MS = 24 * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;

/**
 * Every event on a member's own channel (user:{id}: notifications, messages, offers) is numbered by
 * user_events before it goes out (decision 027), the events of one tick together, so a viewer
 * reconnecting to any instance with Last-Event-ID is replayed what it missed. One member's events are
 * numbered in commit order (an advisory lock per member), and on PostgreSQL the NOTIFY is sent by the
 * same transaction, so every instance hears them in that order too. Auction channels are numbered by the engine's auction_events.
 */
export function keepUserEvents(realtime: Realtime, db: Db, logger: { error(o: object, msg: string): void }): Realtime {
  let prunedAt = Date.now();
  const prune = () => {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    void db
      .delete(userEvents)
      .where(lt(userEvents.createdAt, new Date(Date.now() - USER_EVENTS_KEPT_MS)))
      .catch((err: unknown) => logger.error({ err }, 'pruning user events failed'));
  };
  const notify = (tx: Tx, events: LiveEvent[]) => {
    const payloads = notifyPayloads(
      events.map((e) => JSON.stringify(e)),
      (size) => logger.error({ size }, 'live event too large for NOTIFY; dropped'),
    );
    return payloads.length === 0
      ? null
      : tx.execute(
          sql`select ${sql.join(
            payloads.map((p) => sql`pg_notify(${LIVE_NOTIFY_CHANNEL}, ${p})`),
            sql`, `,
          )}`,
        );
  };
  /**
   * Numbers the events of one tick in one transaction (a burst of outbid notices cost five
   * round trips each): the members' advisory locks in one order (so two instances never wait on each other in
   * a circle), one insert, one NOTIFY statement. Null when the transaction failed.
   */
  const keep = async (batch: Pending[]): Promise<LiveEvent[] | null> => {
    try {
      return await db.transaction(async (tx) => {
        const keys = JSON.stringify([...new Set(batch.map((b) => `user_events:${b.userId}`))]);
        await tx.execute(sql`
          select pg_advisory_xact_lock(s.h)
          from (select distinct hashtextextended(k, 0) as h from json_array_elements_text(${keys}::json) k order by 1) s`);
        const rows = JSON.stringify(batch.map((b, ord) => ({ ord, user_id: b.userId, type: b.event.type, data: b.event.data ?? {} })));
        const inserted = await tx.execute(sql`
          insert into user_events (user_id, type, data)
          select r.user_id, r.type, r.data from json_to_recordset(${rows}::json) as r(ord int, user_id uuid, type text, data jsonb)
          order by r.ord
          returning id`);
        // Numbered in the order given (the ids follow the insert's order), as recordEvents does for auctions.
        const ids = rowsOf<{ id: string | number }>(inserted)
          .map((r) => Number(r.id))
          .sort((a, b) => a - b);
        const numbered = batch.map((b, i) => ({ ...b.event, id: String(ids[i]) }));
        if (realtime.kind === 'postgres') await notify(tx, numbered);
        return numbered;
      });
    } catch (err) {
      if (batch.length === 1) logger.error({ err, type: batch[0]!.event.type }, 'keeping a user event failed');
      return null;
    }
  };
  // One flush at a time: the events that arrive meanwhile wait and go together in the next, so a member's events
  // are numbered in the order they were published on this instance.
  let pending: Pending[] = [];
  let flushing = false;
  const flushAll = async () => {
    flushing = true;
    while (pending.length > 0) await flush();
    flushing = false;
  };
  const flush = async () => {
    const batch = pending;
    pending = [];
    const kept = await keep(batch);
    // One event of the tick could not be kept (its member may be gone: the row's foreign key): each is kept
    // alone, and one that still cannot be goes out unnumbered.
    let sent: (LiveEvent | null)[] = kept ?? [null];
    if (!kept && batch.length > 1) {
      sent = [];
      for (const b of batch) sent.push((await keep([b]))?.[0] ?? null);
    }
    await Promise.all(
      batch.map(async (b, i) => {
        const numbered = sent[i] ?? null;
        try {
          if (!numbered) await realtime.publish(b.event);
          else if (realtime.kind !== 'postgres') await realtime.publish(numbered);
          b.resolve();
        } catch (err) {
          b.reject(err);
        }
      }),
    );
    prune();
  };
  // PostgreSQL's adapter tells when it is listening (tests wait for it); the wrapper passes that on.
  const ready = (realtime as Partial<PostgresRealtime>).ready;
  return {
    ...(ready ? { ready: () => ready.call(realtime) } : {}),
    kind: realtime.kind,
    subscribe: (channel, listener) => realtime.subscribe(channel, listener),
    close: () => realtime.close(),
    publish(event) {
      const userId = USER_CHANNEL.exec(event.channel)?.[1];
      if (!userId || event.id) return realtime.publish(event);
      return new Promise<void>((resolve, reject) => {
        if (pending.length === 0 && !flushing) queueMicrotask(() => void flushAll());
        pending.push({ event, userId, resolve, reject });
      });
    },
  };
}

interface Pending {
  event: LiveEvent;
  userId: string;
  resolve(): void;
  reject(err: unknown): void;
}

/**
 * The kept events of these user channels after an id, oldest first: what a viewer who reconnects
 * missed on its own stream. 'user:*' (an instance's own listener) means every member's.
 */
export async function userEventsSince(db: Db, sinceId: number, channels: readonly string[], limit = 500): Promise<LiveEvent[]> {
  if (!Number.isSafeInteger(sinceId) || sinceId < 0) return [];
  const all = channels.includes('user:*');
  const ids = channels.map((c) => USER_CHANNEL.exec(c)?.[1]).filter((id): id is string => id !== undefined);
  if (!all && ids.length === 0) return [];
  const rows = await db
    .select()
    .from(userEvents)
    .where(all ? gt(userEvents.id, sinceId) : and(inArray(userEvents.userId, ids), gt(userEvents.id, sinceId)))
    .orderBy(asc(userEvents.id))
    .limit(limit);
  return rows.map((r) => ({ channel: `user:${r.userId}`, type: r.type, data: r.data, id: String(r.id) }));
}

/** The latest kept id of a member's own stream (0 when none): where a new stream of theirs starts. */
export async function latestUserEventId(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ id: sql<string | null>`max(${userEvents.id})` })
    .from(userEvents)
    .where(sql`${userEvents.userId} = ${userId}`);
  return Number(row?.id ?? 0);
}
