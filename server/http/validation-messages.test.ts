import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../test/admin.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// A refusal of the API's validation reads as a plain sentence, with no field path
// before it ('rating: ...'), on every route. The routes come from the route table (the OpenAPI document
// Fastify builds from the routes' schemas); each is sent bodies, queries and path parameters its schema
// refuses, and every 400 VALIDATION_ERROR it answers is read.

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string }>;
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown>; required?: string[] } }> };
      }
    >
  >;
}
interface Operation {
  method: Method;
  path: string;
  params: string[];
  query: string[];
  bodyKeys: string[];
}

let t: TestApp;
let cookie = '';
const operations: Operation[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  cookie = (await admin(t, 'validation-admin@example.com')).cookie;
  const spec = t.app.swagger() as OpenApi;
  for (const [path, ops] of Object.entries(spec.paths)) {
    if (path.startsWith('/api/live') || path.startsWith('/api/auth')) continue;
    for (const [method, op] of Object.entries(ops)) {
      operations.push({
        method: method.toUpperCase() as Method,
        path,
        params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodyKeys: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      });
    }
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** Values no field of this API accepts as they are (of the wrong type, or far out of range). */
const WRONG: unknown[] = [{ nested: true }, -123456789012, '', 'x'.repeat(20_000), [1, 2]];

/** The requests each operation is sent: every body field wrong in turn, an empty body, every query parameter wrong. */
function requestsOf(op: Operation): { url: string; payload?: unknown }[] {
  const path = op.path.replace(/\{[^}]+\}/g, 'not-an-id');
  const out: { url: string; payload?: unknown }[] = [];
  if (op.method !== 'GET' && op.method !== 'DELETE') {
    out.push({ url: path, payload: {} });
    for (const key of op.bodyKeys) for (const v of WRONG) out.push({ url: path, payload: { [key]: v } });
  }
  for (const q of op.query) for (const v of ['-1', 'x'.repeat(3000), 'not-a-value']) out.push({ url: `${path}?${q}=${encodeURIComponent(v)}` });
  return out;
}

describe('validation refusals, every route', () => {
  it('are plain sentences: no field path before them, no schema jargon', async () => {
    expect(operations.length).toBeGreaterThan(50);
    const messages = new Map<string, string>();
    for (const op of operations) {
      for (const r of requestsOf(op)) {
        const res = await t.app.inject({
          method: op.method,
          url: r.url,
          headers: { origin: 'http://localhost:3000', cookie },
          ...(r.payload !== undefined ? { payload: r.payload as object } : {}),
        });
        if (res.statusCode !== 400) continue;
        const body = res.json() as { error: string; code: string };
        if (body.code !== 'VALIDATION_ERROR') continue;
        messages.set(body.error, `${op.method} ${r.url.slice(0, 80)} ${JSON.stringify(r.payload ?? null).slice(0, 80)}`);
      }
    }
    // Enough refusals were met to speak for the family.
    expect(messages.size).toBeGreaterThan(20);
    for (const [message, where] of messages) {
      expect(message, where).not.toMatch(/^[\w.[\]-]+: /);
      expect(message, where).toMatch(/^[A-Z0-9$]/);
      expect(message, where).toMatch(/[.?!]$/);
      expect(message, where).not.toMatch(
        /Invalid input|expected [a-z]+,|received (undefined|string|number|object|array|boolean|NaN)|Too (small|big)|Unrecognized|>=|<=|\bNaN\b|Invalid (string|option|uuid|UUID)/,
      );
    }
  }, 600_000);

  it("a schema's own sentence is the whole message; the library's wording names the field in words", async () => {
    const send = async (method: Method, url: string, payload?: object) =>
      (await t.as(cookie).request({ method, url, headers: { origin: 'http://localhost:3000' }, payload })).json() as { error: string; code: string };
    const deal = '00000000-0000-4000-8000-000000000000';
    expect(await send('POST', `/api/deals/${deal}/feedback`, { rating: 9, comment: 'Fine' })).toEqual({
      error: 'Choose a rating from 1 to 5 stars.',
      code: 'VALIDATION_ERROR',
    });
    expect(await send('POST', `/api/deals/${deal}/dispute`, { reason: 'short' })).toEqual({
      error: 'Tell us what is wrong in at least 10 characters.',
      code: 'VALIDATION_ERROR',
    });
    expect(await send('POST', `/api/deals/${deal}/dispute`, {})).toEqual({ error: 'The reason is missing.', code: 'VALIDATION_ERROR' });
    expect(await send('POST', '/api/sessions/end-by-link', { token: '' })).toEqual({ error: 'The token is empty.', code: 'VALIDATION_ERROR' });
    expect(await send('GET', '/api/listings?yearMin=17')).toEqual({ error: 'The year min must be at least 1800.', code: 'VALIDATION_ERROR' });
    expect(await send('GET', '/api/deals?role=broker')).toEqual({ error: 'The role must be buyer or seller.', code: 'VALIDATION_ERROR' });
    expect(await send('GET', '/api/sellers/not-an-id/profile')).toEqual({ error: 'The address names no valid seller.', code: 'VALIDATION_ERROR' });
  });
});
