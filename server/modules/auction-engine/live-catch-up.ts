import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { auctionEvents } from '../../db/schema.ts';
import { auctionChannel, type LiveEvent } from '../../platform/realtime/realtime.ts';
import { LIVE_EVENT_TYPES } from './live-events.ts';

const AUCTION_CHANNEL = /^auction:([0-9a-f-]{36})$/;

/**
 * The live events kept since an event id on these channels (auction channels only), oldest
 * first: what a viewer who reconnects with Last-Event-ID (or `since`) missed.
 */
export async function liveEventsSince(db: Db, sinceId: number, channels: readonly string[], limit = 500): Promise<LiveEvent[]> {
  const ids = channels.map((c) => AUCTION_CHANNEL.exec(c)?.[1]).filter((id): id is string => id !== undefined);
  if (ids.length === 0 || !Number.isSafeInteger(sinceId) || sinceId < 0) return [];
  const rows = await db
    .select()
    .from(auctionEvents)
    .where(and(inArray(auctionEvents.auctionId, ids), gt(auctionEvents.id, sinceId), inArray(auctionEvents.type, [...LIVE_EVENT_TYPES])))
    .orderBy(asc(auctionEvents.id))
    .limit(limit);
  return rows.map((r) => ({ channel: auctionChannel(r.auctionId), type: r.type, data: r.data, id: String(r.id) }));
}

/** The latest auction event's id (0 when none): where a new live stream's auction channels start (decision 027). */
export async function latestAuctionEventId(db: Db): Promise<number> {
  const [row] = await db.select({ id: sql<string | null>`max(${auctionEvents.id})` }).from(auctionEvents);
  return Number(row?.id ?? 0);
}
