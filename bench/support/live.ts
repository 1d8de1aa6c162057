import http from 'node:http';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/connect.ts';
import { rowsOf } from '../../server/db/tx.ts';

/** A Server-Sent Events parser: feeds it chunks, it calls `onFrame` with each whole frame's event name and data. */
export function sseParser(onFrame: (event: string, data: string, at: number, id: string | null) => void): (chunk: string) => void {
  let buffer = '';
  return (chunk) => {
    const now = Date.now();
    buffer += chunk;
    let i;
    while ((i = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, i);
      buffer = buffer.slice(i + 2);
      let event = 'message';
      let data = '';
      let id: string | null = null;
      for (const line of frame.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data = line.slice(6);
        else if (line.startsWith('id: ')) id = line.slice(4);
      }
      if (data) onFrame(event, data, now, id);
    }
  };
}

/** Each bidder's own stream (user:me): when each notification reached it, by notification id. */
export interface UserStream {
  received: Map<string, number>;
  close(): void;
}

/**
 * A member's own stream, as the web app keeps it: an answer other than the stream, or a stream that ends, is opened
 * again (after Retry-After, else 2 s) with the last event id, so the notices sent meanwhile still arrive (decision 027).
 */
export function openUserStream(port: number, cookie: string, onReady: () => void, onTrouble: (what: string) => void = () => undefined): UserStream {
  const received = new Map<string, number>();
  let lastId: string | null = null;
  let closed = false;
  let ready = false;
  let req: http.ClientRequest | undefined;
  const parse = sseParser((event, data, at, id) => {
    if (id) lastId = id;
    if (event === 'ready' && !ready) {
      ready = true;
      onReady();
    } else if (event === 'notification.created') received.set((JSON.parse(data) as { id: string }).id, at);
  });
  const connect = () => {
    let ended = false;
    const again = (what: string, waitMs: number) => {
      if (ended) return;
      ended = true;
      onTrouble(what);
      if (!closed) setTimeout(connect, waitMs);
    };
    req = http.get(
      { host: '127.0.0.1', port, path: '/api/live?channels=user:me', agent: false, headers: { cookie, ...(lastId ? { 'last-event-id': lastId } : {}) } },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return again(`HTTP ${res.statusCode}`, 1_000 * Number(res.headers['retry-after'] ?? 2));
        }
        res.setEncoding('utf8');
        res.on('data', parse);
        res.on('end', () => again('stream ended', 2_000));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => again(err.code ?? 'error', 2_000));
  };
  connect();
  return {
    received,
    close: () => {
      closed = true;
      req?.destroy();
    },
  };
}

export async function openUserStreams(port: number, cookies: string[], onTrouble?: (what: string) => void): Promise<UserStream[]> {
  let ready = 0;
  const streams: UserStream[] = [];
  for (const [i, c] of cookies.entries()) {
    streams.push(openUserStream(port, c, () => ready++, onTrouble));
    if (i % 100 === 99) await new Promise((r) => setTimeout(r, 50));
  }
  const deadline = Date.now() + 60_000;
  while (ready < streams.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (ready < streams.length) {
    streams.forEach((s) => s.close());
    throw new Error(`only ${ready} of ${streams.length} user streams opened`);
  }
  return streams;
}

/**
 * The outbid notices about `auctionIds`: from the outbid bid's commit (its event's time, written in the bid's
 * transaction: a little before the commit, so the figure errs long) to the notice's arrival on the outbid bidder's stream.
 */
export async function outbidDelays(
  db: Database['db'],
  auctionIds: string[],
  streams: UserStream[],
): Promise<{ delays: number[]; made: number; missed: number }> {
  const rows = rowsOf<{ id: string; at: string | Date }>(
    await db.execute(sql`
      select n.id, e.created_at as at from notifications n
      join auction_events e on n.source_key = 'event:' || e.id
      where n.notification_type = 'outbid' and e.auction_id in (select unnest(${`{${auctionIds.join(',')}}`}::uuid[]))`),
  );
  const arrived = new Map<string, number>();
  for (const s of streams) for (const [id, at] of s.received) arrived.set(id, at);
  const delays: number[] = [];
  let missed = 0;
  for (const r of rows) {
    const got = arrived.get(r.id);
    if (got === undefined) missed++;
    else delays.push(got - new Date(r.at).getTime());
  }
  return { delays: delays.sort((a, b) => a - b), made: rows.length, missed };
}

/** The events of earlier runs count as handled: a notification worker started now does its own run's work only. */
export async function skipEarlierEvents(db: Database['db']): Promise<void> {
  await db.execute(sql`insert into notification_event_receipts (event_id, created_at) select id, now() from auction_events on conflict do nothing`);
  await db.execute(sql`
    insert into event_consumers (name, position) select 'notifications', coalesce(max(id), 0) from auction_events
    on conflict (name) do update set position = excluded.position`);
}
