import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { PHONE_MESSAGE } from '../../../domain/identity/profile-input.ts';

let t: TestApp;
let ann: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ann = await makeUser(t, 'Ann Phone');
}, 240_000);
afterAll(async () => {
  await t.close();
});

const patch = (payload: unknown, cookie: string | null = ann.cookie) => t.as(cookie).patch('/api/profile', payload);
const phoneOf = async () => (await t.database.db.select({ phone: profiles.phone }).from(profiles).where(eq(profiles.userId, ann.id)))[0]!.phone;

describe('the profile phone (issue 26 item 3: asked for when a deal starts)', () => {
  it('saves a phone number, refuses one that is not, and clears it when empty', async () => {
    expect((await patch({ phone: ' +1 (555) 123-4567 ' })).statusCode).toBe(200);
    expect(await phoneOf()).toBe('+1 (555) 123-4567');
    const bad = await patch({ phone: 'call me' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain(PHONE_MESSAGE);
    expect(await phoneOf()).toBe('+1 (555) 123-4567');
    expect((await patch({ phone: '' })).statusCode).toBe(200);
    expect(await phoneOf()).toBeNull();
    expect((await patch({ phone: '5551234567' }, null)).statusCode).toBe(401);
  });
});
