import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it("answers with the database's state", async () => {
    const res = await t.anonymous.get('/api/health');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'ok', database: { kind: process.env.DATABASE_URL ? 'postgres' : 'pglite', state: 'up' } });
    expect(typeof body.database.latencyMs).toBe('number');
    expect(Number(res.headers['x-server-time'])).toBeGreaterThan(0);
  });

  it('answers 503 when the database is down', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.anonymous.get('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: { state: 'down' } });
    await broken.app.close();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.anonymous.get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('serves the OpenAPI description', async () => {
    const res = await t.anonymous.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/health', '/api/contact', '/api/settings/{key}']));
  });
});
