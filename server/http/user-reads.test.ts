import { describe, expect, it } from 'vitest';
import { createInProcessRealtime } from '../platform/realtime/in-process-realtime.ts';
import { userChannel, type LiveEvent } from '../platform/realtime/realtime.ts';
import { createUserReads, forgetUserReads, userReadsOf, USER_CHANNELS } from './user-reads.ts';

const counter = () => {
  let n = 0;
  return () => Promise.resolve(++n);
};

describe('createUserReads (decision 020)', () => {
  it('answers from memory until the TTL, per user and key', async () => {
    let now = 0;
    const reads = createUserReads({ ttlMs: 1000, now: () => now });
    const load = counter();
    expect(await reads.get('u1', 'unread', load)).toBe(1);
    expect(await reads.get('u1', 'unread', load)).toBe(1);
    expect(await reads.get('u2', 'unread', load)).toBe(2);
    expect(await reads.get('u1', 'notifications', load)).toBe(3);
    now = 1001;
    expect(await reads.get('u1', 'unread', load)).toBe(4);
  });

  it('forgets one user at once, and a load still on its way goes with it', async () => {
    const reads = createUserReads();
    let release!: (n: number) => void;
    const slow = reads.get('u1', 'unread', () => new Promise<number>((r) => (release = r)));
    await reads.get('u2', 'unread', () => Promise.resolve(20));
    reads.forget('u1');
    release(1);
    expect(await slow).toBe(1);
    expect(await reads.get('u1', 'unread', () => Promise.resolve(2))).toBe(2);
    expect(await reads.get('u2', 'unread', () => Promise.resolve(21))).toBe(20);
  });

  it('shares one load between concurrent misses and keeps no failure', async () => {
    const reads = createUserReads();
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('down'));
    };
    await Promise.all([expect(reads.get('u1', 'k', failing)).rejects.toThrow('down'), expect(reads.get('u1', 'k', failing)).rejects.toThrow('down')]);
    expect(calls).toBe(1);
    expect(await reads.get('u1', 'k', () => Promise.resolve('ok'))).toBe('ok');
  });
});

describe('userReadsOf: every instance forgets a user when their channel hears an event', () => {
  it("a 'user:*' listener hears every user's channel and nothing else", async () => {
    const rt = createInProcessRealtime();
    const heard: LiveEvent[] = [];
    rt.subscribe(USER_CHANNELS, (e) => heard.push(e));
    await rt.publish({ channel: userChannel('a'), type: 'message.created', data: {} });
    await rt.publish({ channel: 'auction:a', type: 'bid.placed', data: {} });
    expect(heard.map((e) => e.channel)).toEqual(['user:a']);
  });

  it('an event on user:{id} (published by any instance) and forgetUserReads both drop that user', async () => {
    const deps = { realtime: createInProcessRealtime() };
    const reads = userReadsOf(deps);
    expect(userReadsOf(deps)).toBe(reads);
    const load = counter();
    expect(await reads.get('a', 'unread', load)).toBe(1);
    expect(await reads.get('b', 'unread', load)).toBe(2);
    await deps.realtime.publish({ channel: userChannel('a'), type: 'notification.created', data: {} });
    expect(await reads.get('a', 'unread', load)).toBe(3);
    expect(await reads.get('b', 'unread', load)).toBe(2);
    forgetUserReads(deps, 'b');
    expect(await reads.get('b', 'unread', load)).toBe(4);
  });
});
