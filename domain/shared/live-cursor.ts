/**
 * A live stream's position (decision 027), sent as every event's id so that a browser reconnecting to
 * any instance with Last-Event-ID says exactly what it has. Ids come from the database: an auction
 * channel's from auction_events (its events are numbered in commit order by the auction's row lock),
 * the member's own channel's from user_events. Two auctions' events may commit in the opposite order to
 * their ids, so one number for the whole stream could skip or repeat one: the cursor keeps a base (the
 * auction_events id the stream started from) and, per requested channel that has moved past it, the
 * last id sent. Text: `base` then `,index=id` for each such channel, e.g. `1200,0=1234,2=17`.
 */
export interface LiveCursor {
  /** The auction_events id every auction channel without an entry has reached. */
  base: number;
  /** By the channel's index in the stream's requested list: the last id sent on it. */
  positions: ReadonlyMap<number, number>;
}

export const MAX_LIVE_CHANNELS = 50;
const MAX_ID = Number.MAX_SAFE_INTEGER;
const CURSOR = /^\d{1,16}(?:,\d{1,2}=\d{1,16})*$/;

export function formatLiveCursor(cursor: LiveCursor): string {
  const entries = [...cursor.positions].sort((a, b) => a[0] - b[0]).map(([i, id]) => `,${i}=${id}`);
  return `${cursor.base}${entries.join('')}`;
}

/**
 * Reads a Last-Event-ID (or `since`) for a stream of `channelCount` requested channels; null when it is
 * absent or not one this stream could have sent (the stream then starts afresh). A plain number, as the
 * ids before decision 027 were, is a base without entries.
 */
export function parseLiveCursor(text: string | null | undefined, channelCount: number): LiveCursor | null {
  if (!text || text.length > 20 + MAX_LIVE_CHANNELS * 20 || !CURSOR.test(text)) return null;
  const [head, ...rest] = text.split(',');
  const base = Number(head);
  if (!Number.isSafeInteger(base) || base > MAX_ID) return null;
  const positions = new Map<number, number>();
  for (const entry of rest) {
    const [i, id] = entry.split('=').map(Number) as [number, number];
    if (i >= channelCount || positions.has(i) || !Number.isSafeInteger(id)) return null;
    positions.set(i, id);
  }
  return { base, positions };
}
