import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../app.ts';
import { composeDeps } from '../compose.ts';
import { bids, comments, follows, listingUploads, messages, offers, savedSearches, writeLimitCounters } from '../db/schema.ts';
import { fixedClock } from '../platform/clock.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { clientOf } from '../test/api-client.ts';
import { multipartFile } from '../test/multipart.ts';
import { makeAuction, makeUser, type TestUser } from '../test/auction-fixtures.ts';
import { tooManyWritesText, WRITE_LIMITS, type WriteKind } from '../../domain/shared/write-limits.ts';
import { countWrite } from './write-limits.ts';

/**
 * Limits on members' writes, per member and per address, counted in the database
 * (decision 021). Every limited route refuses the write past its limit with 429, Retry-After and a
 * text, and stores nothing; the count is shared by instances on one database; a new window frees it.
 */
// 30 seconds into a minute: a refusal of the minute's limit waits 30 seconds.
const START = new Date('2030-06-01T12:00:30Z');
const clock = fixedClock(START);
let t: TestApp;
let seller: TestUser;
let classified: string;
let auction: string;
let bidOn: string;
let photo: Buffer;
let address = 0;
const nextAddress = () => `198.51.100.${++address}`;

beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await makeUser(t, 'Limit Seller');
  classified = await makeAuction(t, seller.id, { listingType: 'classified', allowOffers: true, buyNowPrice: 40_000, endTime: null }, START);
  auction = await makeAuction(t, seller.id, {}, START);
  bidOn = await makeAuction(t, seller.id, {}, START);
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 90, g: 90, b: 90 } } })
    .jpeg()
    .toBuffer();
}, 120_000);
afterAll(async () => {
  await t.close();
});

interface Member extends TestUser {
  draftId: string;
}

async function member(name: string): Promise<Member> {
  const u = await makeUser(t, name);
  const draft = await t.as(u).post('/api/listing-drafts', { data: {} });
  return { ...u, draftId: draft.json<{ id: string }>().id };
}

type Send = (app: App, u: Member, i: number, ip: string) => Promise<LightMyRequestResponse>;
const json = (app: App, method: 'POST' | 'PUT', url: string, u: Member, ip: string, payload: object) =>
  clientOf(app, u).request({ method, url, remoteAddress: ip, payload });

/** One real write of each kind, and what it would store (compared before and after a refusal). */
const kinds: Record<WriteKind, { send: Send; stored: (u: Member) => Promise<unknown[]> }> = {
  message: {
    send: (app, u, i, ip) => json(app, 'POST', '/api/messages', u, ip, { to_user_id: seller.id, subject: 'Question', content: `Is it still for sale? (${i})` }),
    stored: (u) => t.database.db.select().from(messages).where(eq(messages.fromUserId, u.id)),
  },
  offer: {
    send: (app, u, i, ip) => json(app, 'POST', '/api/offers', u, ip, { auction_id: classified, amount: 30_000 + i }),
    stored: (u) => t.database.db.select().from(offers).where(eq(offers.buyerId, u.id)),
  },
  comment: {
    send: (app, u, i, ip) => json(app, 'POST', `/api/auctions/${auction}/comments`, u, ip, { content: `Lovely car (${i})` }),
    stored: (u) => t.database.db.select().from(comments).where(eq(comments.userId, u.id)),
  },
  upload: {
    send: (app, u, _i, ip) => {
      const { payload, headers } = multipartFile('car.jpg', photo, 'image/jpeg');
      return clientOf(app, u).request({ method: 'POST', url: `/api/listing-drafts/${u.draftId}/uploads`, remoteAddress: ip, headers, payload });
    },
    stored: (u) => t.database.db.select().from(listingUploads).where(eq(listingUploads.draftId, u.draftId)),
  },
  savedSearch: {
    send: (app, u, i, ip) => json(app, 'POST', '/api/saved-searches', u, ip, { path: '/auctions', query: `yearMin=${1900 + i}` }),
    stored: (u) => t.database.db.select().from(savedSearches).where(eq(savedSearches.userId, u.id)),
  },
  follow: {
    send: (app, u, _i, ip) => clientOf(app, u).request({ method: 'PUT', url: `/api/users/${seller.id}/follow`, remoteAddress: ip }),
    stored: (u) => t.database.db.select().from(follows).where(eq(follows.followerId, u.id)),
  },
  // The bid limit has no address windows (domain/shared/write-limits.ts).
  bid: {
    send: (app, u, i, ip) => json(app, 'POST', '/api/bids', u, ip, { auction_id: bidOn, amount: 10_100 + 100 * i }),
    stored: (u) => t.database.db.select().from(bids).where(eq(bids.bidderId, u.id)),
  },
};

function expectRefused(res: LightMyRequestResponse, kind: WriteKind, wait: number) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.headers['retry-after']).toBe(String(wait));
  expect(res.json()).toMatchObject({ error: tooManyWritesText(kind, wait), code: 'TOO_MANY_REQUESTS' });
}

describe('limits on members’ writes (issue 23 item 9)', () => {
  it.each(Object.keys(kinds) as WriteKind[])(
    '%s: past the member’s minute limit, 429 with Retry-After and a text, nothing stored; the next minute it goes through',
    async (kind) => {
      clock.set(START);
      const u = await member(`Limited ${kind}`);
      const ip = nextAddress();
      const { max } = WRITE_LIMITS[kind].member[0]!;
      // The member's earlier writes this minute, counted as the route counts them.
      for (let i = 0; i < max; i++) expect(await countWrite(t.deps, kind, { userId: u.id, address: ip })).toBeNull();
      const before = await kinds[kind].stored(u);
      const refused = await kinds[kind].send(t.app, u, 1, ip);
      expectRefused(refused, kind, 30);
      expect(await kinds[kind].stored(u)).toEqual(before);

      clock.advance(30_000);
      const next = await kinds[kind].send(t.app, u, 2, ip);
      expect(next.statusCode, next.body).toBeLessThan(300);
      expect((await kinds[kind].stored(u)).length).toBeGreaterThan(0);
    },
  );

  it('50 identical messages at once from one member: 10 are stored, 40 refused', async () => {
    clock.set(START);
    const u = await member('Spammer');
    const ip = nextAddress();
    const answers = await Promise.all(Array.from({ length: 50 }, () => kinds.message.send(t.app, u, 0, ip)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(WRITE_LIMITS.message.member[0]!.max);
    for (const r of answers.filter((x) => x.statusCode !== 201)) expectRefused(r, 'message', 30);
    expect(await kinds.message.stored(u)).toHaveLength(10);
  });

  it('counts an address across its members, and not another address', async () => {
    clock.set(START);
    const ip = nextAddress();
    const { max } = WRITE_LIMITS.message.address[0]!;
    // Other members at the address sent its minute's worth (ten members at their own limit, say).
    for (let i = 0; i < max; i++) expect(await countWrite(t.deps, 'message', { userId: crypto.randomUUID(), address: ip })).toBeNull();
    const u = await member('Office Worker');
    expectRefused(await kinds.message.send(t.app, u, 0, ip), 'message', 30);
    expect(await kinds.message.stored(u)).toEqual([]);
    expect((await kinds.message.send(t.app, u, 0, nextAddress())).statusCode).toBe(201);
  });

  it('refuses the day’s 201st message until the day is over, saying so in hours', async () => {
    clock.set(START);
    const u = await member('Busy Dealer');
    const ip = nextAddress();
    for (let i = 0; i < 200; i++) {
      if (i % 10 === 0) clock.advance(60_000);
      expect(await countWrite(t.deps, 'message', { userId: u.id, address: ip })).toBeNull();
    }
    clock.advance(60_000);
    const res = await kinds.message.send(t.app, u, 0, ip);
    const toMidnight = Math.ceil((Date.parse('2030-06-02T00:00:00Z') - clock.now().getTime()) / 1000);
    expectRefused(res, 'message', toMidnight);
    expect(res.json().error).toBe('Too many messages. Please wait 12 hours and try again.');
  });

  it('two instances on one database share the count', async () => {
    clock.set(START);
    const second = buildApp(composeDeps({ config: t.deps.config, database: t.database, clock, logger: pino({ level: 'silent' }), mailer: t.mailer }));
    const other = await second;
    try {
      const u = await member('Two Instances');
      const ip = nextAddress();
      for (let i = 0; i < 5; i++) {
        expect((await kinds.message.send(t.app, u, i, ip)).statusCode).toBe(201);
        expect((await kinds.message.send(other, u, i, ip)).statusCode).toBe(201);
      }
      expectRefused(await kinds.message.send(other, u, 11, ip), 'message', 30);
      expectRefused(await kinds.message.send(t.app, u, 12, ip), 'message', 30);
      expect(await kinds.message.stored(u)).toHaveLength(10);
    } finally {
      await other.close();
    }
  });

  it('documents the 429 on every limited route', async () => {
    const spec = t.app.swagger() as unknown as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const limited = [
      ['/api/messages', 'post'],
      ['/api/offers', 'post'],
      ['/api/auctions/{id}/negotiation/offers', 'post'],
      ['/api/auctions/{id}/second-chance', 'post'],
      ['/api/auctions/{id}/comments', 'post'],
      ['/api/listing-drafts/{draftId}/uploads', 'post'],
      ['/api/saved-searches', 'post'],
      ['/api/users/{userId}/follow', 'put'],
      ['/api/bids', 'post'],
      ['/api/proxy-bids', 'post'],
      ['/api/buy-now', 'post'],
    ] as const;
    for (const [path, method] of limited) expect(spec.paths[path]?.[method]?.responses['429'], `${method} ${path}`).toBeDefined();
    expect(spec.paths['/api/users/{userId}/follow']?.delete?.responses['429']).toBeUndefined();
    expect(spec.paths['/api/proxy-bids/{auctionId}']?.delete?.responses['429']).toBeUndefined();
  });

  it('drops the counters of windows that have ended', async () => {
    clock.set(START);
    await countWrite(t.deps, 'follow', { userId: seller.id, address: nextAddress() });
    clock.advance(2 * 86_400_000);
    await countWrite(t.deps, 'follow', { userId: seller.id, address: nextAddress() });
    const left = await t.database.db.select().from(writeLimitCounters);
    expect(left.every((r) => r.expiresAt.getTime() > clock.now().getTime())).toBe(true);
  });
});
