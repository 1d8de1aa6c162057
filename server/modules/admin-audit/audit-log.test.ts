import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { admin, member, type SignedIn } from '../../test/admin.ts';
import { recordAudit } from './record-audit.ts';

let t: TestApp;
let boss: SignedIn;
let pat: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t, 'boss@example.com', 'Boss Admin');
  pat = await member(t, 'pat@example.com', 'Pat Member');
  const db = t.database.db;
  await recordAudit(
    db,
    { actorId: boss.id, action: 'setting.update', entity: 'setting', entityId: 'auction', before: { minBidIncrement: 100 }, after: { minBidIncrement: 250 } },
    new Date('2026-11-20T10:00:00Z'),
  );
  await recordAudit(
    db,
    { actorId: boss.id, action: 'user.suspend', entity: 'user', entityId: pat.id, before: { status: 'active' }, after: { status: 'suspended' } },
    new Date('2026-11-21T10:00:00Z'),
  );
  await recordAudit(
    db,
    { actorId: null, action: 'hero.activate', entity: 'hero_image', entityId: 'h1', after: { at: new Date('2026-11-22T00:00:00Z') } },
    new Date('2026-11-22T10:00:00Z'),
  );
}, 240_000);
afterAll(async () => {
  await t.close();
});

describe('admin access', () => {
  it('refuses every /api/admin path to visitors (401) and members (403), even paths no module serves', async () => {
    for (const url of ['/api/admin/audit-log', '/api/admin/no-such-page', '/api/admin']) {
      expect((await t.anonymous.get(url)).statusCode).toBe(401);
      const res = await t.as(pat).get(url);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect((await t.as(boss).get('/api/admin/no-such-page')).statusCode).toBe(404);
  });
});

describe('audit log', () => {
  it('lists entries newest first with the actor and the values before and after', async () => {
    const res = await t.as(boss).get('/api/admin/audit-log');
    expect(res.statusCode).toBe(200);
    const { entries } = res.json();
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['hero.activate', 'user.suspend', 'setting.update']);
    expect(entries[2]).toMatchObject({
      actorName: 'Boss Admin',
      actorEmail: 'boss@example.com',
      entity: 'setting',
      entityId: 'auction',
      before: { minBidIncrement: 100 },
      after: { minBidIncrement: 250 },
    });
    expect(entries[0]).toMatchObject({ actorId: null, after: { at: '2026-11-22T00:00:00.000Z' } });
  });

  it('filters by action, entity, entity id, actor and time, and pages with a cursor', async () => {
    const actions = async (q: string) => (await t.as(boss).get(`/api/admin/audit-log?${q}`)).json().entries.map((e: { action: string }) => e.action);
    expect(await actions('action=user.suspend')).toEqual(['user.suspend']);
    expect(await actions('entity=setting')).toEqual(['setting.update']);
    expect(await actions(`entityId=${pat.id}`)).toEqual(['user.suspend']);
    expect(await actions('actor=BOSS@')).toEqual(['user.suspend', 'setting.update']);
    expect(await actions('from=2026-11-21T00:00:00Z&to=2026-11-22T00:00:00Z')).toEqual(['user.suspend']);
    const first = (await t.as(boss).get('/api/admin/audit-log?limit=2')).json();
    expect(first.entries).toHaveLength(2);
    const second = (await t.as(boss).get(`/api/admin/audit-log?limit=2&cursor=${encodeURIComponent(first.nextCursor)}`)).json();
    expect(second.entries.map((e: { action: string }) => e.action)).toEqual(['setting.update']);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a bad date with a clear message', async () => {
    const res = await t.as(boss).get('/api/admin/audit-log?from=yesterday');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please enter a valid date.');
  });

  it('lists the actions and entities for the filters', async () => {
    const res = await t.as(boss).get('/api/admin/audit-log/facets');
    expect(res.json()).toEqual({ actions: ['hero.activate', 'setting.update', 'user.suspend'], entities: ['hero_image', 'setting', 'user'] });
  });

  it('writes nothing when the change it belongs to rolls back', async () => {
    const before = (await t.database.db.select().from(adminAuditLog)).length;
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordAudit(tx, { actorId: boss.id, action: 'test.rollback', entity: 'test' });
        throw new Error('change failed');
      }),
    ).rejects.toThrow('change failed');
    expect(await t.database.db.select().from(adminAuditLog)).toHaveLength(before);
  });
});
