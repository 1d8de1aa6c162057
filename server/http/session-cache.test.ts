import { describe, expect, it } from 'vitest';
import { createSessionCache, sessionToken } from './session-cache.ts';

describe('session cache', () => {
  it('answers a token from memory until its time is up, then looks it up again', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createSessionCache<string>({ ttlMs: 1000, now: () => clock });
    const load = () => Promise.resolve(`lookup ${++loads}`);
    expect(await cache.get('a', load)).toBe('lookup 1');
    clock = 999;
    expect(await cache.get('a', load)).toBe('lookup 1');
    clock = 1000;
    expect(await cache.get('a', load)).toBe('lookup 2');
    expect(await cache.get('b', load)).toBe('lookup 3');
  });

  it('forgets one token or all of them at once', async () => {
    let loads = 0;
    const cache = createSessionCache<number>({ now: () => 0 });
    const load = () => Promise.resolve(++loads);
    await cache.get('a', load);
    await cache.get('b', load);
    cache.forget('a');
    expect(await cache.get('a', load)).toBe(3);
    expect(await cache.get('b', load)).toBe(2);
    cache.clear();
    expect(await cache.get('b', load)).toBe(4);
  });

  it("forgets one user's sessions and keeps everyone else's", async () => {
    let loads = 0;
    const cache = createSessionCache<{ userId: string; n: number } | null>({ now: () => 0, userOf: (v) => v?.userId ?? null });
    const as = (userId: string) => () => Promise.resolve({ userId, n: ++loads });
    await cache.get('ann-phone', as('ann'));
    await cache.get('ann-laptop', as('ann'));
    await cache.get('bob', as('bob'));
    await cache.get('nobody', () => Promise.resolve(null));
    cache.forgetUser('ann');
    expect((await cache.get('ann-phone', as('ann')))?.n).toBe(4);
    expect((await cache.get('ann-laptop', as('ann')))?.n).toBe(5);
    expect((await cache.get('bob', as('bob')))?.n).toBe(3);
  });

  it('forgets a lookup still on its way when its user changes', async () => {
    let release: (v: { userId: string }) => void = () => undefined;
    const cache = createSessionCache<{ userId: string }>({ now: () => 0, userOf: (v) => v.userId });
    const pending = cache.get('ann', () => new Promise((resolve) => (release = resolve)));
    cache.forgetUser('ann');
    release({ userId: 'ann' });
    await pending;
    expect(await cache.get('ann', () => Promise.resolve({ userId: 'ann-again' }))).toEqual({ userId: 'ann-again' });
  });

  it('keeps no failed lookup', async () => {
    const cache = createSessionCache<string>({ now: () => 0 });
    await expect(cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('a', () => Promise.resolve('found'))).toBe('found');
  });
});

describe('sessionToken', () => {
  it("reads better-auth's session cookie, with or without the secure prefix", () => {
    expect(sessionToken('theme=dark; better-auth.session_token=abc.def; other=1')).toBe('abc.def');
    expect(sessionToken('__Secure-better-auth.session_token=xyz')).toBe('xyz');
    expect(sessionToken('better-auth.session_data=zzz')).toBeNull();
    expect(sessionToken(undefined)).toBeNull();
  });
});
