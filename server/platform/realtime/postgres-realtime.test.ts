import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPostgresRealtime, fromPool, type PostgresRealtime } from './postgres-realtime.ts';
import type { LiveEvent } from './realtime.ts';
import { userReadsOf } from '../../http/user-reads.ts';

// LISTEN/NOTIFY needs the PostgreSQL server: this file proves it in CI's PostgreSQL pass (DATABASE_URL set).
describe('PostgreSQL realtime (LISTEN/NOTIFY)', () => {
  let t: TestApp;
  let other: PostgresRealtime;
  beforeAll(async () => {
    t = await createTestApp();
    other = createPostgresRealtime({ ...fromPool(t.database.db), logger: pino({ level: 'silent' }) });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('is the adapter composed for PostgreSQL', () => {
    expect(t.deps.realtime.kind).toBe('postgres');
  });

  it('delivers an event published by one instance to viewers of another, in order, batched per tick', async () => {
    const got: LiveEvent[] = [];
    const stop = other.subscribe('auction:11111111-1111-4111-8111-111111111111', (e) => got.push(e));
    await other.ready();
    await Promise.all(
      [1, 2, 3].map((n) =>
        t.deps.realtime.publish({ channel: 'auction:11111111-1111-4111-8111-111111111111', type: 'bid.placed', data: { n }, id: String(n) }),
      ),
    );
    await t.deps.realtime.publish({ channel: 'auction:22222222-2222-4222-8222-222222222222', type: 'bid.placed', data: { n: 9 } });
    await vi.waitFor(() => expect(got.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3]));
    expect(got[0]).toMatchObject({ type: 'bid.placed', id: '1' });
    stop();
  });

  it("a user's remembered lists are forgotten on another instance when that user's channel hears an event (decision 020)", async () => {
    const reads = userReadsOf({ realtime: other });
    await other.ready();
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    const user = '44444444-4444-4444-8444-444444444444';
    expect(await reads.get(user, 'unread', load)).toBe(1);
    expect(await reads.get(user, 'unread', load)).toBe(1);
    await t.deps.realtime.publish({ channel: `user:${user}`, type: 'message.created', data: {} });
    await vi.waitFor(async () => expect(await reads.get(user, 'unread', load)).toBeGreaterThan(1));
  });

  it('reconnects after the LISTEN connection is lost and replays what it missed', async () => {
    const replayed: LiveEvent = { channel: 'auction:33333333-3333-4333-8333-333333333333', type: 'bid.placed', data: { n: 2 }, id: '1002' };
    const rt = createPostgresRealtime({
      ...fromPool(t.database.db),
      logger: pino({ level: 'silent' }),
      reconnectDelayMs: 50,
      replay: async (since) => (since === 1001 ? [replayed] : []),
    });
    const got: LiveEvent[] = [];
    rt.subscribe(replayed.channel, (e) => got.push(e));
    await rt.ready();
    await t.deps.realtime.publish({ ...replayed, data: { n: 1 }, id: '1001' });
    await vi.waitFor(() => expect(got).toHaveLength(1));
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN vehiclebid_live' and datname = current_database()`,
    );
    await vi.waitFor(() => expect(got.map((e) => e.id)).toEqual(['1001', '1002']), { timeout: 5000 });
    await rt.close();
  });
});
