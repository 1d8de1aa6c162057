import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { emailAlerts, notificationPreferences, watchlist } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import type { StoredMail } from '../../platform/mail/mailer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bid, makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { announceEndingSoon } from '../auction-engine/close-auctions.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { processAuctionEvents } from '../notifications/process-auction-events.ts';
import { EMAIL_ALERT_TEXTS } from '../../../domain/community/notification-kinds.ts';
import { ALERT_MAIL_GAP_MS, sendEmailAlerts } from './send-email-alerts.ts';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token.ts';

const clock = fixedClock(new Date('2030-08-01T12:00:00Z'));
let t: TestApp;
let seller: TestUser;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [seller, alice, bob] = await Promise.all([makeUser(t, 'Mail Seller'), makeUser(t, 'Alice Alerted'), makeUser(t, 'Bob Outbidder')]);
}, 240_000);
afterAll(async () => {
  await t.close();
});

/** The alert mails to a user (the sign-up confirmation went to the same address). */
const mailsTo = async (user: TestUser): Promise<StoredMail[]> => (await t.mailer.list()).filter((m) => m.to === user.email && m.headers?.['List-Unsubscribe']);
const prefs = (user: TestUser) => t.as(user).get('/api/notification-preferences');
const setPref = (user: TestUser, type: string, email: unknown) => t.as(user).put(`/api/notification-preferences/${type}`, { email });
const tokenIn = (mail: StoredMail) => new URL(/(https?:\/\/\S+\/unsubscribe\?token=\S+)/.exec(mail.text)![1]!).searchParams.get('token')!;
const pending = async (user: TestUser) =>
  t.database.db
    .select()
    .from(emailAlerts)
    .where(and(eq(emailAlerts.userId, user.id), isNull(emailAlerts.sentAt)));
const placed = async (user: TestUser, auctionId: string, amount: number) => {
  clock.advance(1000);
  const res = await bid(t, user, auctionId, amount);
  expect(res.statusCode, res.body).toBe(200);
};
/** Past the batching gap of every earlier mail. */
const later = () => clock.advance(ALERT_MAIL_GAP_MS + 1000);

describe('alert mails (issue 13)', () => {
  it('sends the outbid alert by the job, with its link, the signed unsubscribe link and the List-Unsubscribe headers', async () => {
    later();
    const id = await makeAuction(t, seller.id, { year: 1969, make: 'Chevrolet', model: 'Camaro', slug: 'camaro-mail-1' }, clock.now());
    await placed(alice, id, 10_100);
    await placed(bob, id, 10_200);
    await processAuctionEvents(t.deps);
    expect(await mailsTo(alice)).toHaveLength(0); // the job sends it, not the worker
    await sendEmailAlerts(t.deps);
    const [mail] = await mailsTo(alice);
    expect(mail!.subject).toBe('You have been outbid on 1969 Chevrolet Camaro: the high bid is now $10,200');
    expect(mail!.text).toContain('Hi Alice Alerted,');
    expect(mail!.text).toContain('http://localhost:3000/auction/camaro-mail-1');
    expect(mail!.text).toContain('http://localhost:3000/profile#email-alerts');
    const token = tokenIn(mail!);
    expect(readUnsubscribeToken(t.deps.config.authSecret, token)).toEqual({ userId: alice.id, types: ['outbid'] });
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:3000/api/email/unsubscribe?token=${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail!.html).toContain('Unsubscribe</a>');
    expect(await pending(alice)).toHaveLength(0);
    await sendEmailAlerts(t.deps);
    expect(await mailsTo(alice)).toHaveLength(1); // sent once
    expect(await mailsTo(bob)).toHaveLength(0); // never to the bidder who outbid
  });

  it('batches the alerts that come fast: the next ones wait for the gap and go as one mail', async () => {
    later();
    const user = await makeUser(t, 'Batch Reader');
    await createNotification(t.deps, {
      userId: user.id,
      fromUserId: seller.id,
      type: 'auction_cancelled',
      data: { auction_year: 1970, auction_make: 'Dodge', auction_model: 'Charger', auction_path: '/auction/charger' },
      sourceKey: 'b:1',
    });
    await sendEmailAlerts(t.deps);
    expect((await mailsTo(user)).map((m) => m.subject)).toEqual(['The auction for 1970 Dodge Charger was cancelled']);
    for (const [i, model] of ['Nova', 'Chevelle'].entries()) {
      clock.advance(10_000);
      await createNotification(t.deps, {
        userId: user.id,
        fromUserId: seller.id,
        type: 'auction_cancelled',
        data: { auction_year: 1971, auction_make: 'Chevrolet', auction_model: model },
        sourceKey: `b:${i + 2}`,
      });
    }
    await sendEmailAlerts(t.deps);
    expect(await mailsTo(user)).toHaveLength(1);
    expect(await pending(user)).toHaveLength(2);
    later();
    await sendEmailAlerts(t.deps);
    const mails = await mailsTo(user);
    expect(mails).toHaveLength(2);
    const digest = mails.find((m) => m.subject === '2 new alerts from VehicleBid')!;
    expect(digest.text).toContain('The auction for 1971 Chevrolet Nova was cancelled');
    expect(digest.text).toContain('The auction for 1971 Chevrolet Chevelle was cancelled');
  });

  it('sends each alert once when two jobs run at once', async () => {
    later();
    const user = await makeUser(t, 'Twice Run');
    await createNotification(t.deps, {
      userId: user.id,
      fromUserId: seller.id,
      type: 'auction_cancelled',
      data: { auction_year: 1965, auction_make: 'Ford', auction_model: 'Falcon' },
      sourceKey: 'twice',
    });
    await Promise.all([sendEmailAlerts(t.deps), sendEmailAlerts(t.deps), sendEmailAlerts(t.deps)]);
    expect(await mailsTo(user)).toHaveLength(1);
  });

  it('tells the watcher of a listing ending soon by e-mail (on by default)', async () => {
    later();
    const watcher = await makeUser(t, 'Wendy Watcher');
    const id = await makeAuction(
      t,
      seller.id,
      { year: 1963, make: 'Jaguar', model: 'E-Type', endTime: new Date(clock.now().getTime() + 20 * 60_000) },
      clock.now(),
    );
    await t.database.db.insert(watchlist).values({ userId: watcher.id, auctionId: id });
    await announceEndingSoon(t.deps);
    await processAuctionEvents(t.deps);
    await sendEmailAlerts(t.deps);
    expect((await mailsTo(watcher)).map((m) => m.subject)).toEqual(['The auction for 1963 Jaguar E-Type ends within the hour']);
  });

  it('mails only the types the user wants; a type turned off later drops what is pending', async () => {
    later();
    const user = await makeUser(t, 'Picky Reader');
    // Off by default: no alert for a new follower.
    await createNotification(t.deps, { userId: user.id, fromUserId: seller.id, type: 'new_follower', sourceKey: 'p:1' });
    expect(await pending(user)).toHaveLength(0);
    expect((await setPref(user, 'new_follower', true)).statusCode).toBe(200);
    await createNotification(t.deps, { userId: user.id, fromUserId: bob.id, type: 'new_follower', sourceKey: 'p:2' });
    expect(await pending(user)).toHaveLength(1);
    expect((await setPref(user, 'new_follower', false)).statusCode).toBe(200);
    await sendEmailAlerts(t.deps);
    expect(await mailsTo(user)).toHaveLength(0);
    expect(await pending(user)).toHaveLength(0);
  });
});

describe('e-mail preferences (issue 13, /profile)', () => {
  it('needs a signed-in user', async () => {
    expect((await t.anonymous.get('/api/notification-preferences')).statusCode).toBe(401);
    expect((await t.anonymous.put('/api/notification-preferences/outbid', { email: false })).statusCode).toBe(401);
  });

  it('lists every alert type with its default (outbid, ending soon, cancelled and ended early on) and saves the own choice only', async () => {
    const [user, other] = await Promise.all([makeUser(t, 'Pref Owner'), makeUser(t, 'Pref Other')]);
    const before = (await prefs(user)).json().items as { type: string; email: boolean; label: string }[];
    // saved_search_match is the switch of all saved-search mails; each search is off until its owner turns it on.
    expect(before.filter((p) => p.email).map((p) => p.type)).toEqual([
      'outbid',
      'auction_ending_soon',
      'auction_cancelled',
      'auction_ended_early',
      'saved_search_match',
    ]);
    expect(before.find((p) => p.type === 'outbid')!.label).toBe('I am outbid');
    const res = await setPref(user, 'outbid', false);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.find((p: { type: string }) => p.type === 'outbid').email).toBe(false);
    expect((await prefs(other)).json().items.find((p: { type: string }) => p.type === 'outbid').email).toBe(true);
  });

  it('refuses an unknown type or a value that is not a boolean, changing nothing', async () => {
    const user = await makeUser(t, 'Pref Invalid');
    expect((await setPref(user, 'everything', false)).statusCode).toBe(400);
    expect((await setPref(user, 'other', false)).statusCode).toBe(400);
    expect((await setPref(user, 'outbid', 'no')).statusCode).toBe(400);
    expect(await t.database.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, user.id))).toHaveLength(0);
  });
});

describe('one-click unsubscribe (RFC 8058, no sign-in)', () => {
  const link = (token: string) => `/api/email/unsubscribe?token=${encodeURIComponent(token)}`;
  const outbidOn = async (user: TestUser) => (await prefs(user)).json().items.find((p: { type: string }) => p.type === 'outbid').email as boolean;

  it('describes the link without changing anything, then unsubscribes by POST without a session', async () => {
    const user = await makeUser(t, 'Una Subscriber');
    const token = unsubscribeToken(t.deps.config.authSecret, { userId: user.id, types: ['outbid', 'auction_ending_soon'] });
    const look = await t.anonymous.get(link(token));
    expect(look.json()).toEqual({
      types: [
        { type: 'auction_ending_soon', label: 'A watched auction is ending soon' },
        { type: 'outbid', label: 'I am outbid' },
      ],
      email: true,
    });
    expect(await outbidOn(user)).toBe(true);
    const res = await t.anonymous.post(link(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().email).toBe(false);
    expect(await outbidOn(user)).toBe(false);
    const back = await t.anonymous.post(`/api/email/resubscribe?token=${encodeURIComponent(token)}`);
    expect(back.json().email).toBe(true);
    expect(await outbidOn(user)).toBe(true);
  });

  it("takes a mail client's one-click POST (a form body, from the provider's servers)", async () => {
    const user = await makeUser(t, 'Form Poster');
    const token = unsubscribeToken(t.deps.config.authSecret, { userId: user.id, types: ['outbid'] });
    const urlencoded = await t.anonymous.post(link(token), 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://mail.example.net',
    });
    expect(urlencoded.statusCode, urlencoded.body).toBe(200);
    expect(await outbidOn(user)).toBe(false);
    const boundary = 'x0x0x0';
    const multipart = await t.anonymous.post(
      link(token),
      `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
    );
    expect(multipart.statusCode, multipart.body).toBe(200);
  });

  it('refuses an altered, made-up or truncated token, changing nothing', async () => {
    const [user, victim] = await Promise.all([makeUser(t, 'Tamper Owner'), makeUser(t, 'Tamper Victim')]);
    const token = unsubscribeToken(t.deps.config.authSecret, { userId: user.id, types: ['outbid'] });
    const [payload, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ v: 1, u: victim.id, t: ['outbid'] })).toString('base64url');
    const widened = Buffer.from(JSON.stringify({ v: 1, u: user.id, t: ['auction_cancelled', 'outbid'] })).toString('base64url');
    const otherSecret = unsubscribeToken('another-secret-another-secret-another-secret', { userId: victim.id, types: ['outbid'] });
    const flipped = `${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [`${forged}.${signature}`, `${widened}.${signature}`, otherSecret, flipped, payload, `${token}.x`, 'nonsense']) {
      const res = await t.anonymous.post(link(bad));
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ error: EMAIL_ALERT_TEXTS.invalidLink, code: 'INVALID_UNSUBSCRIBE_LINK' });
      expect((await t.anonymous.get(link(bad))).statusCode).toBe(400);
    }
    expect((await t.anonymous.post('/api/email/unsubscribe')).statusCode).toBe(400);
    expect(await outbidOn(victim)).toBe(true);
    expect(await outbidOn(user)).toBe(true);
  });

  it('the link of a mail sent before sale mails became transactional still unsubscribes from the alerts it names', async () => {
    const user = await makeUser(t, 'Old Mail Reader');
    // Signed as this server signed it then: the types included 'auction_won', no longer a choice.
    const payload = Buffer.from(JSON.stringify({ v: 1, u: user.id, t: ['auction_won', 'outbid'] })).toString('base64url');
    const key = createHmac('sha256', t.deps.config.authSecret).update('vehiclebid:email-unsubscribe:v1').digest();
    const old = `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
    expect(readUnsubscribeToken(t.deps.config.authSecret, old)).toEqual({ userId: user.id, types: ['outbid'] });
    expect((await t.anonymous.post(link(old))).statusCode).toBe(200);
    expect(await outbidOn(user)).toBe(false);
    // One that named only sale mails has nothing left to unsubscribe from.
    const onlySale = Buffer.from(JSON.stringify({ v: 1, u: user.id, t: ['auction_won'] })).toString('base64url');
    expect(readUnsubscribeToken(t.deps.config.authSecret, `${onlySale}.${createHmac('sha256', key).update(onlySale).digest('base64url')}`)).toBeNull();
  });

  it('the link of a real alert mail unsubscribes its reader from those alerts', async () => {
    later();
    const user = await makeUser(t, 'Real Reader');
    await createNotification(t.deps, {
      userId: user.id,
      fromUserId: seller.id,
      type: 'auction_cancelled',
      data: { auction_year: 1972, auction_make: 'Datsun', auction_model: '240Z' },
      sourceKey: 'real:1',
    });
    await sendEmailAlerts(t.deps);
    const [mail] = await mailsTo(user);
    const oneClick = /^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    const res = await t.anonymous.post(new URL(oneClick).pathname + new URL(oneClick).search, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await prefs(user)).json().items.find((p: { type: string }) => p.type === 'auction_cancelled').email).toBe(false);
    later();
    await createNotification(t.deps, {
      userId: user.id,
      fromUserId: seller.id,
      type: 'auction_cancelled',
      data: { auction_year: 1973, auction_make: 'Datsun', auction_model: '240Z' },
      sourceKey: 'real:2',
    });
    await sendEmailAlerts(t.deps);
    expect(await mailsTo(user)).toHaveLength(1);
  });
});
