import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, linkIn, PASSWORD, type TestApp } from '../../test/test-app.ts';
import { member, type SignedIn } from '../../test/admin.ts';
import { END_SESSION_TEXTS } from '../../../domain/identity/member-sessions.ts';

// /profile's list of the member's sessions, ending one, all the others (SPEC 7 scope 'others')
// or everywhere, and the new-browser mail whose link ends that session.

let t: TestApp;
let m: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  m = await member(t, 'sessions@example.com', 'Session Member');
}, 120_000);
afterAll(async () => {
  await t.close();
});

const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const signIn = async (userAgent: string, remoteAddress = '203.0.113.9') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: 'sessions@example.com', password: PASSWORD },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  expect(res.statusCode).toBe(200);
  return cookieFrom(res);
};
const list = (cookie: string) => t.as(cookie).get('/api/sessions');
const newBrowserMails = async () =>
  (await t.mailer.list()).filter((mail) => mail.to === 'sessions@example.com' && mail.subject === 'New sign-in to your VehicleBid account');

describe('the member’s sessions', () => {
  it('lists each session with its browser, device, address and last activity, this one first and marked', async () => {
    const firefox = await signIn(FIREFOX_MAC, '198.51.100.7');
    const res = await list(firefox);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const sessions = res.json().sessions as { browser: string; device: string; ipAddress: string; current: boolean; lastActiveAt: string }[];
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions[0]).toMatchObject({ browser: 'Firefox 128', device: 'macOS · Desktop', ipAddress: '198.51.100.7', current: true });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(Number.isNaN(Date.parse(sessions[0]!.lastActiveAt))).toBe(false);
  });

  it('mails a sign-in from a new browser once, with a link that ends that session', async () => {
    const before = (await newBrowserMails()).length;
    const phone = await signIn(SAFARI_IPHONE, '192.0.2.44');
    const mails = await newBrowserMails();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.find((x) => x.text.includes('Safari 17 on iOS · Mobile, from 192.0.2.44'));
    expect(mail).toBeDefined();
    await signIn(SAFARI_IPHONE);
    expect(await newBrowserMails()).toHaveLength(before + 1);
    const link = new URL(linkIn(mail!.text));
    expect(link.pathname).toBe('/auth');
    const token = link.searchParams.get('end_session')!;
    const ended = await t.anonymous.post('/api/sessions/end-by-link', { token });
    expect(ended.json()).toEqual({ ended: 1, message: END_SESSION_TEXTS.ended });
    expect((await list(phone)).statusCode).toBe(401);
    const again = await t.anonymous.post('/api/sessions/end-by-link', { token });
    expect(again.json()).toEqual({ ended: 0, message: END_SESSION_TEXTS.alreadyEnded });
    const forged = await t.anonymous.post('/api/sessions/end-by-link', { token: `${token.split('.')[0]}.forged` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'INVALID_LINK', error: END_SESSION_TEXTS.invalid });
  });

  it('ends one session, not another member’s, then all the others, then everywhere', async () => {
    const here = await signIn(FIREFOX_MAC);
    const there = await signIn(SAFARI_IPHONE);
    const thereId = ((await list(there)).json().sessions as { id: string; current: boolean }[]).find((s) => s.current)!.id;
    const stranger = await member(t, 'stranger@example.com', 'Stranger');
    expect((await t.as(stranger).delete(`/api/sessions/${thereId}`)).statusCode).toBe(404);
    expect((await list(there)).statusCode).toBe(200);
    const one = await t.as(here).delete(`/api/sessions/${thereId}`);
    expect(one.json()).toEqual({ ended: 1 });
    const gone = await list(there);
    expect(gone.statusCode).toBe(401);
    expect(gone.json().code).toBe('AUTH_SESSION_MISSING');

    const third = await signIn(SAFARI_IPHONE);
    const others = await t.as(here).post('/api/sessions/end-others');
    expect(others.json().ended).toBeGreaterThanOrEqual(2);
    expect((await list(third)).statusCode).toBe(401);
    expect((await list(m.cookie)).statusCode).toBe(401);
    const left = (await list(here)).json().sessions as unknown[];
    expect(left).toHaveLength(1);

    const last = await signIn(SAFARI_IPHONE);
    await t.as(here).post('/api/auth/revoke-sessions', {});
    expect((await list(here)).statusCode).toBe(401);
    expect((await list(last)).statusCode).toBe(401);
  });
});
