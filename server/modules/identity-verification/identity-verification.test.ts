import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { admin, member, type SignedIn } from '../../test/admin.ts';
import { adminAuditLog, identityVerifications, notifications, profiles } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import { pngWithHeader } from '../../test/media-files.ts';
import { deleteExpiredIdentityFiles } from './retention-job.ts';
import { IDENTITY_FILE_RETENTION_MS } from '../../../domain/identity/identity-verification.ts';

// Identity photos are private (admins only, never cached, nowhere under public media),
// a bad upload stores nothing, and the files go 30 days after the decision.

const BOUNDARY = '----vehiclebid-identity-boundary';
function twoFiles(files: { field: string; name: string; data: Buffer }[]) {
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: image/png\r\n\r\n`),
      f.data,
      Buffer.from('\r\n'),
    ]),
  );
  return { payload: Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}
const png = (background: string) =>
  sharp({ create: { width: 640, height: 400, channels: 3, background } })
    .png()
    .toBuffer();

let t: TestApp;
const clock = fixedClock(new Date('2026-11-01T12:00:00Z'));
let boss: SignedIn;
let ann: SignedIn;
let other: SignedIn;

async function storedKeys(): Promise<string[]> {
  const root = join(t.deps.config.DATA_DIR, 'storage');
  const walk = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const out: string[] = [];
    for (const e of entries) out.push(...(e.isDirectory() ? await walk(join(dir, e.name)) : [join(dir, e.name).slice(root.length + 1)]));
    return out;
  };
  return (await walk(root)).filter((k) => !k.endsWith('.meta.json'));
}

const submit = async (cookie: string | undefined, files: { field: string; name: string; data: Buffer }[]) =>
  t.as(cookie).request({ method: 'POST', url: '/api/verification', ...twoFiles(files) });

beforeAll(async () => {
  t = await createTestApp({ clock });
  boss = await admin(t, 'boss@example.com', 'Boss');
  ann = await member(t, 'ann@example.com', 'Ann Member');
  other = await member(t, 'other@example.com', 'Other Member');
}, 240_000);
afterAll(async () => {
  await t.close();
});

describe('identity verification', () => {
  it('refuses uploads that are not photos, too large or unreadable, and stores nothing', async () => {
    const good = await png('#345');
    const cases = [
      {
        file: { field: 'idPhoto', name: 'id.png', data: Buffer.from('<html>not a photo</html>') },
        status: 415,
        error: '"id.png" is not a JPEG, PNG, WebP or HEIC photo',
      },
      {
        file: { field: 'idPhoto', name: 'big.png', data: Buffer.concat([good, Buffer.alloc(26 * 1024 * 1024)]) },
        status: 413,
        error: '"big.png" is larger than 25 MB, the limit for a photo',
      },
      {
        file: { field: 'idPhoto', name: 'cut.png', data: good.subarray(0, Math.floor(good.length / 2)) },
        status: 422,
        error: '"cut.png" is damaged or incomplete and cannot be read',
      },
      {
        file: { field: 'idPhoto', name: 'tall.png', data: pngWithHeader(100, 999_999) },
        status: 422,
        error: '"tall.png" is 100 x 999,999 pixels; a photo\'s sides may be at most 12,000 pixels',
      },
    ];
    for (const c of cases) {
      const res = await submit(ann.cookie, [c.file, { field: 'selfie', name: 'me.png', data: good }]);
      expect(res.statusCode, c.file.name).toBe(c.status);
      expect(res.json().error).toBe(c.error);
    }
    const missing = await submit(ann.cookie, [{ field: 'idPhoto', name: 'id.png', data: good }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Choose a photo for "Selfie".');
    expect(await t.database.db.select().from(identityVerifications)).toEqual([]);
    expect(await storedKeys()).toEqual([]);
  });

  it('asks a visitor to sign in', async () => {
    expect((await submit(undefined, [{ field: 'idPhoto', name: 'id.png', data: await png('#111') }])).statusCode).toBe(401);
    expect((await t.anonymous.get('/api/verification')).statusCode).toBe(401);
  });

  let requestId = '';
  it('takes two photos into the private area; only admins read them back, never cached', async () => {
    const res = await submit(ann.cookie, [
      { field: 'idPhoto', name: 'passport.png', data: await png('#a33') },
      { field: 'selfie', name: 'selfie.png', data: await png('#3a3') },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ verified: false, request: { status: 'pending', decidedAt: null, reason: null } });
    requestId = res.json().request.id;
    const keys = await storedKeys();
    expect(keys).toHaveLength(2);
    for (const k of keys) expect(k).toMatch(new RegExp(`^private/identity/${requestId}/[0-9a-f-]{36}\\.webp$`));

    const again = await submit(ann.cookie, [
      { field: 'idPhoto', name: 'a.png', data: await png('#a34') },
      { field: 'selfie', name: 'b.png', data: await png('#3a4') },
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Your verification request is already being reviewed.');

    const list = await t.as(boss).get('/api/admin/verifications');
    expect(list.statusCode).toBe(200);
    const [request] = list.json().requests;
    expect(request).toMatchObject({ id: requestId, name: 'Ann Member', email: 'ann@example.com', status: 'pending' });
    for (const url of [request.idPhotoUrl, request.selfieUrl]) {
      const file = await t.as(boss).get(url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['cache-control']).toBe('no-store');
      expect(file.headers['content-type']).toBe('image/webp');
      expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
      // The owner herself, another member and a visitor are refused.
      expect((await t.as(ann).get(url)).statusCode).toBe(403);
      expect((await t.as(other).get(url)).statusCode).toBe(403);
      expect((await t.anonymous.get(url)).statusCode).toBe(401);
    }
    // The member's own view never names the files.
    const mine = await t.as(ann).get('/api/verification');
    expect(JSON.stringify(mine.json())).not.toMatch(/files|private|webp/);

    // No guessed address reaches them through the public media route, even an admin's.
    const [row] = await t.database.db.select().from(identityVerifications);
    const names = [row!.idPhotoKey!, row!.selfieKey!, requestId, '../private/identity'];
    for (const name of names) {
      for (const url of [
        `/media/uploads/${encodeURIComponent(name)}`,
        `/media/${name}`,
        `/media/uploads/${name}`,
        `/media/demo/identity/${encodeURIComponent(name)}`,
      ]) {
        for (const cookie of [undefined, ann.cookie, boss.cookie]) {
          const res = await t.as(cookie).get(url);
          expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
          expect(res.headers['content-type'] ?? '').not.toContain('image/webp');
        }
      }
    }
  });

  it('an admin refuses with a reason (audited, told by notification and e-mail); the member may send again', async () => {
    const noReason = await t.as(boss).post(`/api/admin/verifications/${requestId}/decision`, { decision: 'refuse', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe('Please give a reason for the refusal.');
    const asMember = await t.as(ann).post(`/api/admin/verifications/${requestId}/decision`, { decision: 'approve' });
    expect(asMember.statusCode).toBe(403);

    const res = await t.as(boss).post(`/api/admin/verifications/${requestId}/decision`, { decision: 'refuse', reason: 'The ID photo is blurred.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().request).toMatchObject({ status: 'refused', reason: 'The ID photo is blurred.' });
    const twice = await t.as(boss).post(`/api/admin/verifications/${requestId}/decision`, { decision: 'approve' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('This request has already been decided.');

    const [audit] = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'user.identity_refuse'));
    expect(audit).toMatchObject({
      actorId: boss.id,
      entity: 'user',
      entityId: ann.id,
      after: { request: requestId, status: 'refused', reason: 'The ID photo is blurred.' },
    });
    const [notice] = await t.database.db.select().from(notifications).where(eq(notifications.userId, ann.id));
    expect(notice).toMatchObject({ notificationType: 'identity_refused', notificationData: { reason: 'The ID photo is blurred.' } });
    const mail = (await t.mailer.list()).find((m) => m.to === 'ann@example.com' && m.subject === 'Your identity verification was not approved');
    expect(mail?.text).toContain('Reason: The ID photo is blurred.');
    expect((await t.as(ann).get('/api/verification')).json()).toMatchObject({
      verified: false,
      request: { status: 'refused', reason: 'The ID photo is blurred.' },
    });
  });

  let secondId = '';
  it('an admin approves a new request: the member is verified and told', async () => {
    clock.advance(24 * 60 * 60 * 1000);
    const res = await submit(ann.cookie, [
      { field: 'idPhoto', name: 'passport.png', data: await png('#b44') },
      { field: 'selfie', name: 'selfie.png', data: await png('#4b4') },
    ]);
    expect(res.statusCode).toBe(201);
    secondId = res.json().request.id;
    const ok = await t.as(boss).post(`/api/admin/verifications/${secondId}/decision`, { decision: 'approve' });
    expect(ok.statusCode).toBe(200);
    const [p] = await t.database.db.select({ v: profiles.isVerified }).from(profiles).where(eq(profiles.userId, ann.id));
    expect(p?.v).toBe(true);
    expect((await t.as(ann).get('/api/verification')).json()).toMatchObject({ verified: true, request: { id: secondId, status: 'approved' } });
    expect((await t.mailer.list()).some((m) => m.to === 'ann@example.com' && m.subject === 'Your identity is verified')).toBe(true);
    const [audit] = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'user.identity_approve'));
    expect(audit).toMatchObject({ actorId: boss.id, entityId: ann.id });
    const again = await submit(ann.cookie, [{ field: 'idPhoto', name: 'a.png', data: await png('#111') }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Your identity is already verified.');
    // A verified member is still no admin: the review and the photos, her own included, stay closed to her.
    const adminRoutes: [string, string][] = [
      ['GET', '/api/admin/verifications'],
      ['GET', `/api/admin/verifications/${secondId}/files/idPhoto`],
      ['GET', `/api/admin/verifications/${secondId}/files/selfie`],
      ['POST', `/api/admin/verifications/${secondId}/decision`],
    ];
    for (const [method, url] of adminRoutes) {
      expect(
        (await t.app.inject({ method: method as 'GET', url, headers: { cookie: ann.cookie }, ...(method === 'POST' && { payload: { decision: 'approve' } }) }))
          .statusCode,
        url,
      ).toBe(403);
    }
  });

  it('the retention job deletes the files 30 days after each decision, once, and the admin route then answers 404', async () => {
    expect(await storedKeys()).toHaveLength(4);
    // The first request was decided a day before the second: 30 days after the first decision, only its files go.
    clock.advance(IDENTITY_FILE_RETENTION_MS - 24 * 60 * 60 * 1000 - 1000);
    expect(await deleteExpiredIdentityFiles(t.deps)).toBe(0);
    clock.advance(1000);
    const [a, b] = await Promise.all([deleteExpiredIdentityFiles(t.deps), deleteExpiredIdentityFiles(t.deps)]);
    expect(a + b).toBe(1);
    expect(await storedKeys()).toHaveLength(2);
    const first = await t.as(boss).get(`/api/admin/verifications/${requestId}/files/idPhoto`);
    expect(first.statusCode).toBe(404);
    clock.advance(24 * 60 * 60 * 1000);
    expect(await deleteExpiredIdentityFiles(t.deps)).toBe(1);
    expect(await deleteExpiredIdentityFiles(t.deps)).toBe(0);
    expect(await storedKeys()).toEqual([]);
    const rows = await t.database.db.select().from(identityVerifications);
    for (const r of rows) expect(r).toMatchObject({ idPhotoKey: null, selfieKey: null, filesDeletedAt: expect.any(Date) });
    const decided = await t.as(boss).get('/api/admin/verifications?status=decided');
    expect(decided.json().requests.map((r: { idPhotoUrl: string | null }) => r.idPhotoUrl)).toEqual([null, null]);
  });
});
