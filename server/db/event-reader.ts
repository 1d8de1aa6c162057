import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from './tx.ts';

/**
 * Reading auction_events after commit, by id, for a consumer whose position is shared by every instance
 * (decision 014): the notification worker and the admin rollups (decision 026) read them this way.
 *
 * Event ids come from a sequence, so a transaction may commit after a later id's: an id missing from what a
 * run reads is a gap that may still fill. Each gap is looked up again by its id until it fills or `gapWaitMs`
 * has passed since it was first seen (a transaction that rolled back leaves its ids unused for ever); a jump
 * longer than MAX_GAP ids is a large transaction rolled back, not commits in flight.
 */
export const GAP_WAIT_MS = 30_000;
const MAX_GAP = 10_000;

/** What one consumer on one instance remembers between runs: how far it has read, and the gaps behind that. */
export interface EventReader {
  high: number;
  /** Missing id -> when it was first seen missing. */
  gaps: Map<number, number>;
}

export const newEventReader = (): EventReader => ({ high: 0, gaps: new Map() });

/**
 * One read: the events above the highest id read (at most `limit`, in id order) and the gaps that filled, with
 * `columns` of `auction_events e`; and the id up to which everything is now read (`contiguous`), for the
 * consumer to move its shared position to once it has handled them. Below `position` nothing is read again.
 */
export async function readEvents<T extends { id: string | number }>(
  db: DbOrTx,
  reader: EventReader,
  position: number,
  columns: SQL,
  o: { limit: number; gapWaitMs?: number },
): Promise<{ fresh: T[]; filled: T[]; contiguous: number }> {
  // Everything up to the shared position is handled (by this instance or another): no need to look below it.
  if (reader.high < position) reader.high = position;
  for (const gap of reader.gaps.keys()) if (gap <= position) reader.gaps.delete(gap);
  const fresh = rowsOf<T>(await db.execute(sql`select ${columns} from auction_events e where e.id > ${reader.high} order by e.id limit ${o.limit}`));
  const gapIds = [...reader.gaps.keys()];
  const filled =
    gapIds.length === 0 ? [] : rowsOf<T>(await db.execute(sql`select ${columns} from auction_events e where e.id = any(${`{${gapIds.join(',')}}`}::bigint[])`));
  const now = Date.now();
  for (const e of filled) reader.gaps.delete(Number(e.id));
  for (const e of fresh) {
    const id = Number(e.id);
    if (id - reader.high - 1 <= MAX_GAP) for (let missing = reader.high + 1; missing < id; missing++) reader.gaps.set(missing, now);
    if (id > reader.high) reader.high = id;
    else reader.gaps.delete(id);
  }
  for (const [gap, seen] of reader.gaps) if (now - seen >= (o.gapWaitMs ?? GAP_WAIT_MS)) reader.gaps.delete(gap);
  const contiguous = reader.gaps.size === 0 ? reader.high : Math.min(...reader.gaps.keys()) - 1;
  return { fresh, filled, contiguous };
}
