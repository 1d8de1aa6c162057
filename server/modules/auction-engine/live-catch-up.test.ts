import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bid, makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { parseLiveCursor } from '../../../domain/shared/live-cursor.ts';

let t: TestApp;
let base: string;
let seller: TestUser;
let alice: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const a = t.app.server.address();
  base = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
  seller = await makeUser(t, 'Live Seller');
  alice = await makeUser(t, 'Live Alice');
});
afterAll(async () => {
  await t.close();
});

/** Reads SSE frames until `count` events (after 'ready') have arrived; each carries the stream's position as its id. */
async function readEvents(
  url: string,
  headers: Record<string, string>,
  count: number,
): Promise<{ id: string; event: string; data: Record<string, unknown> }[]> {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: { id: string; event: string; data: Record<string, unknown> }[] = [];
  const deadline = Date.now() + 10_000;
  while (events.length < count && Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let i;
    while ((i = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, i);
      buffer = buffer.slice(i + 2);
      const field = (name: string) =>
        frame
          .split('\n')
          .find((l) => l.startsWith(`${name}: `))
          ?.slice(name.length + 2);
      const id = field('id');
      if (id && field('event') !== 'ready')
        events.push({ id, event: field('event') ?? '', data: JSON.parse(field('data') ?? '{}') as Record<string, unknown> });
    }
  }
  controller.abort();
  return events;
}

describe('GET /api/live: reconnect catch-up', () => {
  it('sends the missed events after ?since= and after Last-Event-ID, with their ids', async () => {
    const id = await makeAuction(t, seller.id);
    await bid(t, alice, id, 10_100);
    await bid(t, alice, id, 10_200);
    await bid(t, alice, id, 10_300);
    const all = await readEvents(`${base}/api/live?channels=auction:${id}&since=0`, {}, 3);
    expect(all.map((e) => [e.event, (e.data.bid as { amount: number }).amount])).toEqual([
      ['bid.placed', 10_100],
      ['bid.placed', 10_200],
      ['bid.placed', 10_300],
    ]);
    expect(all[0]!.data).toMatchObject({ channel: `auction:${id}`, auctionId: id, currentBid: 10_100 });
    const after = await readEvents(`${base}/api/live?channels=auction:${id}`, { 'last-event-id': all[0]!.id }, 2);
    expect(after.map((e) => e.id)).toEqual([all[1]!.id, all[2]!.id]);
  });

  it('delivers each channel in order even when two auctions commit out of id order, and drops repeats', async () => {
    const a = `auction:${await makeAuction(t, seller.id)}`;
    const b = `auction:${await makeAuction(t, seller.id)}`;
    const reading = readEvents(`${base}/api/live?channels=${a},${b}`, {}, 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const publish = (channel: string, id: number) =>
      t.deps.realtime.publish({ channel, type: 'auction.updated', data: { mark: `${channel}#${id}` }, id: String(id) });
    await publish(b, 1_000_002); // b's transaction took the higher id but committed first
    await publish(a, 1_000_001);
    await publish(a, 1_000_001); // the same event again (another instance's copy)
    await publish(a, 1_000_003);
    const got = await reading;
    expect(got.map((e) => e.data.mark)).toEqual([`${b}#1000002`, `${a}#1000001`, `${a}#1000003`]);
    // The id is the stream's position per channel (decision 027): index 0 is a, index 1 is b.
    expect(got.map((e) => [...parseLiveCursor(e.id, 2)!.positions])).toEqual([
      [[1, 1_000_002]],
      [
        [0, 1_000_001],
        [1, 1_000_002],
      ],
      [
        [0, 1_000_003],
        [1, 1_000_002],
      ],
    ]);
  });

  it('a long stream keeps dropping repeats past the ids it remembers, and two viewers of one channel get the same frames', async () => {
    const a = `auction:${await makeAuction(t, seller.id)}`;
    const count = 300; // more than the 256 recent ids a stream keeps
    const first = readEvents(`${base}/api/live?channels=${a}`, {}, count);
    const second = readEvents(`${base}/api/live?channels=${a}`, {}, count);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (let n = 1; n <= count; n++) {
      const event = { channel: a, type: 'auction.updated', data: { mark: n }, id: String(3_000_000 + n) };
      await t.deps.realtime.publish(event);
      // Another instance's copy of a recent event, a few events late.
      if (n > 5) await t.deps.realtime.publish({ ...event, data: { mark: n - 5 }, id: String(3_000_000 + n - 5) });
    }
    const [one, two] = await Promise.all([first, second]);
    const marks = Array.from({ length: count }, (_, i) => i + 1);
    expect(one.map((e) => e.data.mark)).toEqual(marks);
    expect(two.map((e) => e.data.mark)).toEqual(marks);
    expect(one.map((e) => e.data.channel)).toEqual(marks.map(() => a));
    expect(two.map((e) => e.id)).toEqual(one.map((e) => e.id));
  });
});
