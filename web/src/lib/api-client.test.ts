import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, ApiError, onSessionRefused, waitOr, WireMismatchError } from './api-client.ts';
import { serverClockOffset } from './server-clock.ts';

function response(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('api client', () => {
  it('retries a GET on 502, 503 and 504 with exponential backoff from 200 ms', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(response(502, {}))
      .mockResolvedValueOnce(response(503, {}))
      .mockResolvedValueOnce(response(504, {}))
      .mockResolvedValueOnce(response(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const result = api<{ ok: boolean }>('/api/thing');
    await vi.advanceTimersByTimeAsync(199);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(400);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(800);
    await expect(result).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('sends a FormData body as multipart, and tells of a session refused on it like any other answer', async () => {
    const fetchMock = vi.fn().mockResolvedValue(response(401, { error: 'Auth session missing!', code: 'AUTH_SESSION_MISSING' }));
    vi.stubGlobal('fetch', fetchMock);
    const refused = vi.fn();
    const stop = onSessionRefused(refused);
    const form = new FormData();
    form.append('idPhoto', new Blob(['x']), 'id.jpg');
    await expect(api('/api/verification', { method: 'POST', body: form })).rejects.toMatchObject({ status: 401, code: 'AUTH_SESSION_MISSING' });
    stop();
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit & { headers: Record<string, string> };
    expect(init.body).toBe(form);
    expect(init.headers['content-type']).toBeUndefined();
    expect(refused).toHaveBeenCalledWith('AUTH_SESSION_MISSING');
  });

  it('does not retry a plain POST, but does one with an idempotency key', async () => {
    vi.useFakeTimers();
    const once = vi.fn().mockResolvedValue(response(503, { error: 'busy' }));
    vi.stubGlobal('fetch', once);
    await expect(api('/api/x', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 503 });
    expect(once).toHaveBeenCalledTimes(1);

    const keyed = vi
      .fn()
      .mockResolvedValueOnce(response(503, {}))
      .mockResolvedValueOnce(response(200, { done: 1 }));
    vi.stubGlobal('fetch', keyed);
    const p = api('/api/bids', { method: 'POST', body: {}, idempotencyKey: 'k-1' });
    await vi.advanceTimersByTimeAsync(200);
    await expect(p).resolves.toEqual({ done: 1 });
    expect(keyed.mock.calls[0]?.[1]?.headers['idempotency-key']).toBe('k-1');
  });

  it('gives up after three retries with the last error', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn().mockResolvedValue(response(503, { error: 'Service unavailable' }));
    vi.stubGlobal('fetch', fetchMock);
    const p = api('/api/thing');
    const assertion = expect(p).rejects.toEqual(new ApiError(503, 'HTTP_503', 'Service unavailable'));
    await vi.advanceTimersByTimeAsync(200 + 400 + 800);
    await assertion;
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('maps an error body to an ApiError with its code and message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(response(401, { error: 'Auth session missing!', code: 'AUTH_SESSION_MISSING' })));
    await expect(api('/api/me')).rejects.toMatchObject({ status: 401, code: 'AUTH_SESSION_MISSING', message: 'Auth session missing!' });
  });

  it('tells its listeners when the session is refused (ended, or the account suspended), and only then', async () => {
    const heard: string[] = [];
    const stop = onSessionRefused((code) => heard.push(code));
    const answers = [
      response(401, { error: 'Auth session missing!', code: 'AUTH_SESSION_MISSING' }),
      response(403, { error: 'Your account has been suspended.', code: 'ACCOUNT_SUSPENDED' }),
      response(403, { error: 'You do not have permission to do this.', code: 'FORBIDDEN' }),
      response(400, { error: 'Bad', code: 'BAD_REQUEST' }),
      response(401, { error: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD' }),
      response(401, { error: 'Auth session or user missing', code: 'AUTH_SESSION_OR_USER_MISSING' }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(() => Promise.resolve(answers.shift())),
    );
    for (let i = 0; i < 6; i++) await expect(api('/api/thing', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(heard).toEqual(['AUTH_SESSION_MISSING', 'ACCOUNT_SUSPENDED', 'AUTH_SESSION_OR_USER_MISSING']);
    stop();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(response(401, { error: 'Auth session missing!', code: 'AUTH_SESSION_MISSING' })));
    await expect(api('/api/thing')).rejects.toBeInstanceOf(ApiError);
    expect(heard).toHaveLength(3);
  });

  it('learns the server clock offset from x-server-time', async () => {
    const serverTime = Date.now() + 60_000;
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(response(200, {}, { 'x-server-time': String(serverTime) })));
    await api('/api/health');
    expect(serverClockOffset()).toBeGreaterThan(59_000);
    expect(serverClockOffset()).toBeLessThan(61_000);
  });

  it('shows the server’s text when it asks to wait (429), else the form’s own failure text', () => {
    const wait = new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many comments. Please wait 30 seconds and try again.');
    expect(waitOr(wait, 'Failed to add comment')).toBe('Too many comments. Please wait 30 seconds and try again.');
    expect(waitOr(new ApiError(400, 'BAD', 'Bad'), 'Failed to add comment')).toBe('Failed to add comment');
    expect(waitOr(new Error('boom'), 'Failed to add comment')).toBe('Failed to add comment');
  });

  it('types an answer by its schema and, in development and tests, refuses one that does not fit it, loudly', async () => {
    const schema = z.object({ id: z.string(), newCount: z.number() });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(response(200, { id: 'n1', newCount: 3 })));
    const fits = await api('/api/fits', { schema });
    expect(fits).toEqual({ id: 'n1', newCount: 3 });

    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(response(200, { id: 'n1', newCount: '3' })));
    const drifted = api('/api/drifted', { schema });
    await expect(drifted).rejects.toBeInstanceOf(WireMismatchError);
    await expect(drifted).rejects.toThrow('The answer of /api/drifted does not fit its schema: newCount:');
    expect(errors).toHaveBeenCalledWith('API answer mismatch: /api/drifted', [expect.objectContaining({ path: ['newCount'], code: 'invalid_type' })]);
    errors.mockRestore();
  });

  it('loads a lazily named schema only to check an answer, and checks against it the same way', async () => {
    const schema = z.object({ count: z.number() });
    const loadSchema = vi.fn(() => Promise.resolve(schema));
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(response(200, { count: 2 })));
    await expect(api('/api/lazy', { loadSchema })).resolves.toEqual({ count: 2 });
    expect(loadSchema).toHaveBeenCalledTimes(1);

    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(response(200, { count: null })));
    await expect(api('/api/lazy', { loadSchema })).rejects.toBeInstanceOf(WireMismatchError);
    expect(errors).toHaveBeenCalledWith('API answer mismatch: /api/lazy', [expect.objectContaining({ path: ['count'] })]);
    errors.mockRestore();
  });
});
