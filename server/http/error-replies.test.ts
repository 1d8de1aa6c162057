import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { BAD_URL_MESSAGE } from './error-replies.ts';

// Issue 15 item 15: every error answers { error, code }, whoever raised it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const shapeOf = (body: string) => {
  const json = JSON.parse(body) as Record<string, unknown>;
  expect(typeof json.error).toBe('string');
  expect(typeof json.code).toBe('string');
  expect(json).not.toHaveProperty('statusCode');
  return json;
};

describe('one error shape', () => {
  it('a badly encoded address answers 400 { error, code }, on API and page paths alike', async () => {
    for (const url of ['/api/listings/%E0%A4%A', '/auction/%E0%A4%A', '/api/auctions/%zz/comments', '/%']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(shapeOf(res.body), url).toEqual({ error: BAD_URL_MESSAGE, code: 'BAD_URL' });
    }
  });

  it("Fastify's own refusals of a body carry a code of their status", async () => {
    const post = (headers: Record<string, string>, payload: string) => t.app.inject({ method: 'POST', url: '/api/contact', headers, payload });
    const unsupported = await post({ 'content-type': 'text/xml' }, '<x/>');
    expect(unsupported.statusCode).toBe(415);
    expect(shapeOf(unsupported.body).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const broken = await post({ 'content-type': 'application/json' }, '{bad');
    expect(broken.statusCode).toBe(400);
    expect(shapeOf(broken.body).code).toBe('BAD_REQUEST');
    const huge = await post({ 'content-type': 'application/json' }, JSON.stringify({ message: 'x'.repeat(1_100_000) }));
    expect(huge.statusCode).toBe(413);
    expect(shapeOf(huge.body).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('unknown routes and the auth library answer the same shape', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(shapeOf(missing.body)).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'nobody@example.com', password: 'Wrong-password-1' } });
    expect(signIn.statusCode).toBe(401);
    expect(shapeOf(signIn.body)).toMatchObject({ error: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD' });
    expect(Number(signIn.headers['content-length'])).toBe(Buffer.byteLength(signIn.body));
  });
});
