import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sessionStateSchema } from '../../domain/identity/session-state.ts';
import { member, type SignedIn } from './admin.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// The harness every API test speaks through: who is signed in rides on each request, and nothing else changes.
let t: TestApp;
let ann: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  ann = await member(t, 'ann.client@example.com', 'Ann Client');
});
afterAll(async () => {
  await t.close();
});

describe('the test client', () => {
  it("sends the user's session cookie, given the user or the cookie itself", async () => {
    const byUser = await t.as(ann).get('/api/session');
    expect(byUser.status).toBe(200);
    expect(byUser.statusCode).toBe(byUser.status);
    expect(byUser.parsed(sessionStateSchema).user?.name).toBe('Ann Client');
    expect((await t.as(ann.cookie).get('/api/session')).parsed(sessionStateSchema).user?.id).toBe(ann.id);
  });

  it('is signed out as anonymous, for null and for an empty cookie', async () => {
    for (const visitor of [t.anonymous, t.as(null), t.as(''), t.as({ cookie: '' })]) {
      expect((await visitor.get('/api/session')).parsed(sessionStateSchema).user).toBeNull();
      expect((await visitor.get('/api/watchlist')).status).toBe(401);
    }
  });

  it("lets a request's own cookie header replace the caller's", async () => {
    const res = await t.as(ann).get('/api/session', { cookie: 'better-auth.session_token=nobody' });
    expect(res.parsed(sessionStateSchema).user).toBeNull();
  });

  it('sends a JSON body on writes, and none when there is none', async () => {
    const res = await t.as(ann).patch('/api/profile', { displayName: 'Ann Renamed' });
    expect(res.status, res.body).toBe(200);
    expect((await t.as(ann).get('/api/session')).parsed(sessionStateSchema).profile?.displayName).toBe('Ann Renamed');
    expect((await t.anonymous.post('/api/auth/sign-out')).status).not.toBe(500);
  });

  it('fails loudly when an answer is not the shape the test expects', async () => {
    const res = await t.as(ann).get('/api/session');
    expect(() => res.parsed(z.object({ user: z.null() }))).toThrow();
  });

  it('takes any request inject takes', async () => {
    const res = await t.as(ann).request({ method: 'HEAD', url: '/api/health' });
    expect(res.status).toBe(200);
    expect(res.body).toBe('');
  });
});
