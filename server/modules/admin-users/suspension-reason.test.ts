import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminAuditLog, auctions, bids, profiles, sessions } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bid, makeAuction, makeUser, proxyBid, type TestUser } from '../../test/auction-fixtures.ts';
import { admin, type SignedIn } from '../../test/admin.ts';
import type { AdminUserDetail, AdminUserRow } from '../../../domain/admin/admin-rows.ts';

// A suspension needs a written reason (kept with the status, in the audit log, and mailed to the member) and the
// admin's choice for the member's bids; the answer says what the member still leads when their bids stay.

const clock = fixedClock(new Date('2030-06-01T12:00:00Z'));
let t: TestApp;
let boss: SignedIn;
let seller: TestUser;
let honest: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  boss = await admin(t, 'boss.reason@example.com', 'Boss Admin');
  [seller, honest] = await Promise.all([makeUser(t, 'Sam Seller'), makeUser(t, 'Hana Honest')]);
}, 240_000);
afterAll(async () => {
  await t.close();
});

const step = () => clock.advance(1000);
const fresh = (over: Parameters<typeof makeAuction>[2] = {}) => makeAuction(t, seller.id, over, clock.now());
const setStatus = (userId: string, payload: Record<string, unknown>) => t.as(boss).put(`/api/admin/users/${userId}/status`, payload);
const detailOf = async (userId: string) => (await t.as(boss).get(`/api/admin/users/${userId}`)).json() as AdminUserDetail;
const rowOf = async (email: string) => ((await t.as(boss).get(`/api/admin/users?search=${encodeURIComponent(email)}`)).json().users as AdminUserRow[])[0]!;
const auditOf = (userId: string) => t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, userId));
const mailsTo = async (email: string) => (await t.mailer.list()).filter((m) => m.to === email);
const profileOf = async (userId: string) => (await t.database.db.select().from(profiles).where(eq(profiles.userId, userId)))[0];

/** A member who leads one live auction (A) and is outbid on another (B), with 3 bids, and leads an ended one. */
async function leaderOfOne(name: string) {
  const member = await makeUser(t, name);
  const a = await fresh({ title: '2018 Porsche 911 GT3', endTime: new Date(clock.now().getTime() + 2 * 86_400_000) });
  const b = await fresh({ title: '1967 Ford Mustang Fastback' });
  step();
  expect((await bid(t, member, a, 10_500)).statusCode).toBe(200);
  step();
  expect((await bid(t, honest, a, 11_000)).statusCode).toBe(200);
  step();
  expect((await bid(t, member, a, 11_500)).statusCode).toBe(200);
  step();
  expect((await bid(t, member, b, 10_500)).statusCode).toBe(200);
  step();
  expect((await bid(t, honest, b, 11_000)).statusCode).toBe(200);
  // An auction that ended with their bid on top: a sale, not a live auction.
  const ended = await fresh({ title: '1991 Acura NSX', status: 'ended', endTime: new Date(clock.now().getTime() - 1000) });
  await t.database.db.insert(bids).values({ auctionId: ended, bidderId: member.id, amount: 20_000, createdAt: new Date(clock.now().getTime() - 5000) });
  step();
  return { member, a, b };
}

describe('suspending needs a reason', () => {
  it('refuses an empty or blank reason, or no choice for the bids, and changes nothing', async () => {
    const member = await makeUser(t, 'Nora Nothing');
    const tries: [Record<string, unknown>, string][] = [
      [{ status: 'suspended', cancelBids: false }, 'Write the reason for the suspension.'],
      [{ status: 'suspended', reason: '', cancelBids: false }, 'Write the reason for the suspension.'],
      [{ status: 'suspended', reason: ' \n\t ', cancelBids: true }, 'Write the reason for the suspension.'],
      [{ status: 'suspended', reason: 'Shill bidding' }, 'Choose whether their bids stay or are cancelled.'],
    ];
    for (const [payload, error] of tries) {
      const res = await setStatus(member.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error, JSON.stringify(payload)).toBe(error);
    }
    const long = await setStatus(member.id, { status: 'suspended', reason: 'x'.repeat(501), cancelBids: false });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toContain('The reason must be at most 500 characters.');

    expect((await profileOf(member.id))?.status ?? 'active').toBe('active');
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, member.id))).not.toHaveLength(0);
    expect(await auditOf(member.id)).toEqual([]);
    expect((await mailsTo(member.email)).filter((m) => m.subject.includes('suspended'))).toEqual([]);
    expect((await t.as(member).get('/api/session')).json().user).not.toBeNull();
  });

  it('keeps the reason with the status and in the audit log, shows it to the admin and mails it to the member; reinstating clears it', async () => {
    const member = await makeUser(t, 'Rita Reason');
    const res = await setStatus(member.id, { status: 'suspended', reason: '  Shill bidding on a friend’s listings  ', cancelBids: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      status: 'suspended',
      suspensionReason: 'Shill bidding on a friend’s listings',
      suspendedAt: clock.now().toISOString(),
      leadsLiveAuctions: 0,
    });
    expect((await profileOf(member.id))?.suspensionReason).toBe('Shill bidding on a friend’s listings');
    const [entry] = await auditOf(member.id);
    expect(entry).toMatchObject({
      actorId: boss.id,
      action: 'user.suspend',
      before: { status: 'active' },
      after: { status: 'suspended', reason: 'Shill bidding on a friend’s listings', cancelBids: false },
    });
    // Where the admin sees the member's status: the list and the member.
    expect(await rowOf(member.email)).toMatchObject({ status: 'suspended', suspensionReason: 'Shill bidding on a friend’s listings' });
    expect((await detailOf(member.id)).user.suspensionReason).toBe('Shill bidding on a friend’s listings');
    // The member is told why, and how to answer.
    const [mail] = await mailsTo(member.email).then((m) => m.filter((x) => x.subject === 'Your VehicleBid account is suspended'));
    expect(mail?.text).toContain('Reason: Shill bidding on a friend’s listings');
    expect(mail?.text).toContain('If you believe this is a mistake, reply to this e-mail');

    // Suspending again changes nothing: the first reason stays, no second mail.
    step();
    expect((await setStatus(member.id, { status: 'suspended', reason: 'Another reason', cancelBids: false })).json().user.suspensionReason).toBe(
      'Shill bidding on a friend’s listings',
    );
    expect(await auditOf(member.id)).toHaveLength(1);

    const back = await setStatus(member.id, { status: 'active' });
    expect(back.json().user).toMatchObject({ status: 'active', suspensionReason: null, suspendedAt: null, leadsLiveAuctions: null });
    const reinstate = (await auditOf(member.id)).find((l) => l.action === 'user.reinstate');
    expect(reinstate).toMatchObject({ before: { status: 'suspended', reason: 'Shill bidding on a friend’s listings' }, after: { status: 'active' } });
    expect((await mailsTo(member.email)).map((m) => m.subject).filter((s) => s.startsWith('Your VehicleBid account'))).toEqual(
      expect.arrayContaining(['Your VehicleBid account is suspended', 'Your VehicleBid account is active again']),
    );
    expect(await mailsTo(member.email).then((m) => m.filter((x) => x.subject === 'Your VehicleBid account is suspended'))).toHaveLength(1);
  });
});

describe('the bids a suspension keeps or cancels', () => {
  it('shows the admin what the member has running, and with their bids kept the answer says what they still lead', async () => {
    const { member, a } = await leaderOfOne('Kim Keeper');
    // A proxy on a third auction counts as a bid of theirs there.
    const c = await fresh({ title: '2005 Ford GT' });
    expect((await proxyBid(t, member, c, 30_000)).statusCode).toBe(200);
    step();
    const before = await detailOf(member.id);
    expect(before.liveBidding).toEqual({
      bids: 4,
      proxyBids: 1,
      auctions: 3,
      leading: [expect.objectContaining({ auctionId: a, title: '2018 Porsche 911 GT3' }), expect.objectContaining({ auctionId: c, title: '2005 Ford GT' })],
      pendingOffers: 0,
    });
    // Not counted before the suspension: only a suspended member's row carries it.
    expect((await rowOf(member.email)).leadsLiveAuctions).toBeNull();

    const res = await setStatus(member.id, { status: 'suspended', reason: 'Checking their account', cancelBids: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().cancelled).toBeUndefined();
    expect(res.json().user.leadsLiveAuctions).toBe(2);
    expect(res.json().liveBidding.leading.map((l: { title: string }) => l.title)).toEqual(['2018 Porsche 911 GT3', '2005 Ford GT']);
    expect((await rowOf(member.email)).leadsLiveAuctions).toBe(2);
    const [mail] = (await mailsTo(member.email)).filter((m) => m.subject === 'Your VehicleBid account is suspended');
    expect(mail?.text).toContain('Your bids on 3 auctions still running stay in place.');

    // The auction they lead ends: it is no longer a live auction they lead.
    await t.database.db
      .update(auctions)
      .set({ endTime: new Date(clock.now().getTime() - 1) })
      .where(eq(auctions.id, a));
    expect((await rowOf(member.email)).leadsLiveAuctions).toBe(1);
  });

  it('with their bids cancelled the member leads no live auction any more', async () => {
    const { member, a, b } = await leaderOfOne('Carl Cancelled');
    expect((await detailOf(member.id)).liveBidding).toMatchObject({ bids: 3, proxyBids: 0, auctions: 2, leading: [{ auctionId: a }] });

    const res = await setStatus(member.id, { status: 'suspended', reason: 'Shill bidding', cancelBids: true });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .cancelled.auctions.map((x: { auctionId: string }) => x.auctionId)
        .sort(),
    ).toEqual([a, b].sort());
    expect(res.json().user.leadsLiveAuctions).toBe(0);
    expect(res.json().liveBidding).toEqual({ bids: 0, proxyBids: 0, auctions: 0, leading: [], pendingOffers: 0 });
    expect((await rowOf(member.email)).leadsLiveAuctions).toBe(0);
    // The honest bidder leads A now.
    const [top] = await t.database.db.select().from(bids).where(eq(bids.auctionId, a));
    expect(top?.bidderId).toBe(honest.id);
    expect((await auditOf(member.id)).find((l) => l.action === 'user.suspend')?.after).toEqual({
      status: 'suspended',
      reason: 'Shill bidding',
      cancelBids: true,
    });
    const [mail] = (await mailsTo(member.email)).filter((m) => m.subject === 'Your VehicleBid account is suspended');
    expect(mail?.text).toContain('Your bids on 2 auctions still running were cancelled.');
  });
});
