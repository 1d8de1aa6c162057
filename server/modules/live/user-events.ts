import { and, asc, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { userEvents } from '../../db/schema.ts';
import type { LiveEvent, Realtime } from '../../platform/realtime/realtime.ts';
import { LIVE_NOTIFY_CHANNEL, type PostgresRealtime } from '../../platform/realtime/postgres-realtime.ts';

const USER_CHANNEL = /^user:([0-9a-f-]{36})$/;
/** A member's own events are kept this long: a reconnect later than that re-reads its lists instead. */
export const USER_EVENTS_KEPT_MS = 24 * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;

/**
 * Every event on a member's own channel (user:{id}: notifications, messages, offers) is numbered by
 * user_events before it goes out (decision 027), so a viewer reconnecting to any instance with
 * Last-Event-ID is replayed what it missed. One member's events are numbered in commit order (an
 * advisory lock per member), and on PostgreSQL the NOTIFY is sent by the same transaction, so every
 * instance hears them in that order too. Auction channels are numbered by the engine's auction_events.
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
  // PostgreSQL's adapter tells when it is listening (tests wait for it); the wrapper passes that on.
  const ready = (realtime as Partial<PostgresRealtime>).ready;
  return {
    ...(ready ? { ready: () => ready.call(realtime) } : {}),
    kind: realtime.kind,
    subscribe: (channel, listener) => realtime.subscribe(channel, listener),
    close: () => realtime.close(),
    async publish(event) {
      const userId = USER_CHANNEL.exec(event.channel)?.[1];
      if (!userId || event.id) return realtime.publish(event);
      let kept: LiveEvent;
      try {
        kept = await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`user_events:${userId}`}, 0))`);
          const [row] = await tx
            .insert(userEvents)
            .values({ userId, type: event.type, data: (event.data ?? {}) as Record<string, unknown> })
            .returning({ id: userEvents.id });
          const numbered = { ...event, id: String(row!.id) };
          if (realtime.kind === 'postgres') await tx.execute(sql`select pg_notify(${LIVE_NOTIFY_CHANNEL}, ${JSON.stringify([numbered])})`);
          return numbered;
        });
      } catch (err) {
        // The member may be gone (the row's foreign key): the event still goes out, unnumbered.
        logger.error({ err, type: event.type }, 'keeping a user event failed');
        return realtime.publish(event);
      }
      prune();
      if (realtime.kind !== 'postgres') await realtime.publish(kept);
    },
  };
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
  const [row] = await db.select({ id: sql<string | null>`max(${userEvents.id})` }).from(userEvents).where(sql`${userEvents.userId} = ${userId}`);
  return Number(row?.id ?? 0);
}
