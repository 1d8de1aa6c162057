import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { drainOf } from './drain.ts';

// The first half of a graceful shutdown, in process (both databases). server/main.ts starts the
// drain on SIGTERM, waits until it has settled, then closes; server/test/several-instances.test.ts restarts real
// server processes under bid load on PostgreSQL.
describe('draining an instance', () => {
  let t: TestApp;
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  beforeAll(async () => {
    t = await createTestApp();
    // A request that stays in flight until the test lets it go (a bid waiting for its batch's commit).
    t.app.get('/api/test-slow', async () => {
      await gate;
      return { done: true };
    });
  }, 180_000);
  afterAll(async () => t?.close());

  it('answers new requests 503 with Retry-After (the health check too), lets those in flight finish, and says when none is left', async () => {
    const drain = drainOf(t.app);
    expect((await t.anonymous.get('/api/health')).statusCode).toBe(200);
    const slow = t.anonymous.get('/api/test-slow');
    await expect.poll(() => drain.inFlight()).toBe(1);

    drain.start();
    expect(drain.draining).toBe(true);
    for (const req of [
      { method: 'GET' as const, url: '/api/health' },
      { method: 'POST' as const, url: '/api/bids', payload: { auction_id: '00000000-0000-4000-8000-000000000000', amount: 100 } },
      { method: 'GET' as const, url: '/api/live?channels=user:me' },
    ]) {
      const res = await t.app.inject(req);
      expect(res.statusCode, req.url).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.headers.connection).toBe('close');
      expect(res.json()).toEqual({ error: 'This server is restarting. Please try again in a moment.', code: 'RESTARTING' });
    }
    expect(await drain.settled(50)).toBe(false);
    const settled = drain.settled(10_000);
    release();
    expect((await slow).json()).toEqual({ done: true });
    expect(await settled).toBe(true);
    expect(drain.inFlight()).toBe(0);
  });
});
