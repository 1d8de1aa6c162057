import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactMessages, userRoles, users } from '../../db/schema.ts';
import { createTestApp, signUpConfirmed, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signUpConfirmed(t, 'boss@example.com', 'Boss');
  const [admin] = await t.database.db.select().from(users).where(eq(users.email, 'boss@example.com'));
  await t.database.db.insert(userRoles).values({ userId: admin!.id, role: 'admin' });
  memberCookie = await signUpConfirmed(t, 'member@example.com', 'Member');
});
afterAll(async () => {
  await t.close();
});

const valid = { name: 'Pat Visitor', email: 'pat@example.com', subject: 'Selling', message: 'How do I list three trucks at once?' };

describe('contact form', () => {
  it('stores a message from a visitor', async () => {
    const res = await t.anonymous.post('/api/contact', valid);
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(row).toMatchObject({ ...valid, userId: null, handledAt: null });
  });

  it('remembers who sent it when signed in', async () => {
    const res = await t.as(memberCookie).post('/api/contact', valid);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(row?.userId).not.toBeNull();
  });

  it.each([
    [{ ...valid, email: 'not-an-email' }, 'Please enter a valid e-mail address.'],
    [{ ...valid, message: 'short' }, 'Please write at least 10 characters.'],
    [{ ...valid, subject: 'Spam' }, 'Please choose a subject.'],
    [{ ...valid, name: '   ' }, 'Please enter your name.'],
  ])('refuses bad input with a clear message and stores nothing', async (payload, message) => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    const res = await t.anonymous.post('/api/contact', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(before);
  });

  it('lets admins, and only admins, read the messages', async () => {
    expect((await t.anonymous.get('/api/admin/contact-messages')).statusCode).toBe(401);
    const member = await t.as(memberCookie).get('/api/admin/contact-messages');
    expect(member.statusCode).toBe(403);
    const admin = await t.as(adminCookie).get('/api/admin/contact-messages');
    expect(admin.statusCode).toBe(200);
    expect(admin.json().messages.length).toBeGreaterThanOrEqual(2);
    expect(admin.json().messages[0]).toMatchObject({ subject: 'Selling' });
  });
});
