import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { asc, inArray } from 'drizzle-orm';
import { userEvents } from '../../db/schema.ts';
import type { LiveEvent, Realtime } from '../../platform/realtime/realtime.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { keepUserEvents } from './user-events.ts';

/**
 * Decision 027: the events of one tick on members' own streams are numbered together (one
 * transaction). Whatever the mix of members, ticks and events that cannot be kept (a member who is gone), every
 * event goes out once; a member's events carry ids that rise in the order they were published and equal the
 * kept rows; an event that could not be kept goes out unnumbered and costs the others nothing.
 */
let t: TestApp;
const members: TestUser[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 3; i++) members.push(await makeUser(t, `Stream Member ${i}`));
}, 120_000);
afterAll(async () => {
  await t.close();
});

function recorder(): Realtime & { sent: LiveEvent[] } {
  const sent: LiveEvent[] = [];
  return {
    kind: 'in-process',
    sent,
    publish: async (e) => void sent.push(e),
    subscribe: () => () => undefined,
    close: async () => undefined,
  };
}

describe('user events numbered a tick at a time (decision 027)', () => {
  it('every event goes out once, numbered in publish order per member, whatever the ticks and members', async () => {
    const gone = randomUUID(); // no such member: its row's foreign key fails
    const event = fc.record({ who: fc.integer({ min: 0, max: 3 }), tick: fc.integer({ min: 0, max: 2 }) });
    let serial = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(event, { minLength: 1, maxLength: 12 }), async (list) => {
        const inner = recorder();
        const errors: string[] = [];
        const realtime = keepUserEvents(inner, t.database.db, { error: (_o, msg) => errors.push(msg) });
        const published = list.map((e) => ({ ...e, userId: e.who === 3 ? gone : members[e.who]!.id, n: ++serial }));
        // Each tick's events are published together; the ticks one after another, without waiting for the last.
        const sends: Promise<void>[] = [];
        for (let tick = 0; tick <= 2; tick++) {
          for (const p of published.filter((x) => x.tick === tick)) {
            sends.push(realtime.publish({ channel: `user:${p.userId}`, type: 'notification.created', data: { n: p.n } }));
          }
          await new Promise((r) => setImmediate(r));
        }
        await Promise.all(sends);

        const out = inner.sent.map((e) => ({ channel: e.channel, n: (e.data as { n: number }).n, id: e.id }));
        expect(out.map((e) => e.n).sort((a, b) => a - b)).toEqual(published.map((p) => p.n).sort((a, b) => a - b));
        for (const e of out) expect(e.id === undefined, `event ${e.n} on ${e.channel}`).toBe(e.channel === `user:${gone}`);
        const kept = await t.database.db
          .select({ id: userEvents.id, userId: userEvents.userId, data: userEvents.data })
          .from(userEvents)
          .where(
            inArray(
              userEvents.userId,
              members.map((m) => m.id),
            ),
          )
          .orderBy(asc(userEvents.id));
        for (const m of members) {
          const mine = published.filter((p) => p.userId === m.id).sort((a, b) => a.tick - b.tick || a.n - b.n);
          const sentIds = new Map(out.filter((e) => e.channel === `user:${m.id}`).map((e) => [e.n, Number(e.id)]));
          // Published in order (tick, then order within it): the ids rise the same way.
          const ids = mine.map((p) => sentIds.get(p.n)!);
          expect(ids).toEqual([...ids].sort((a, b) => a - b));
          expect(new Set(ids).size).toBe(ids.length);
          // And they are the rows kept for the member, with the same event.
          const rows = kept.filter((r) => r.userId === m.id && mine.some((p) => p.n === (r.data as { n: number }).n));
          expect(rows.map((r) => [r.id, (r.data as { n: number }).n])).toEqual(mine.map((p) => [sentIds.get(p.n), p.n]));
        }
        if (list.some((e) => e.who === 3)) expect(errors).toContain('keeping a user event failed');
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
