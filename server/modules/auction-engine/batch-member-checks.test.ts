import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { asc, count, eq } from 'drizzle-orm';
import { auctions, bids, deals, memberStrikes, profiles, siteSettings } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AppError } from '../../http/errors.ts';
import { placeBid } from './place-bid.ts';
import { makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';

/**
 * A bid's member checks (verified identity above the operator's amount; two
 * strikes suspend bidding; an authorization in force) are read with its batch's facts under the
 * auction's lock. Whatever the mix of members and amounts, bids handed to the engine together (one batch) are
 * answered exactly as the same bids placed one after another, and a member's refusal is the one their
 * account calls for.
 */

interface Member {
  verified: boolean;
  strikes: number;
  authorized: boolean;
}
const MEMBERS: Member[] = [
  { verified: true, strikes: 0, authorized: true },
  { verified: false, strikes: 0, authorized: true },
  { verified: false, strikes: 2, authorized: true },
  { verified: true, strikes: 1, authorized: true },
  { verified: true, strikes: 0, authorized: false },
  { verified: true, strikes: 2, authorized: true },
  { verified: false, strikes: 0, authorized: true },
];

let t: TestApp;
let seller: TestUser;
const users: TestUser[] = [];

/** A strike needs a deal: one cancelled deal on a listing of its own per strike. */
async function strike(user: TestUser): Promise<void> {
  const listing = await makeAuction(t, seller.id, { status: 'ended' });
  const [deal] = await t.database.db
    .insert(deals)
    .values({ auctionId: listing, lineageId: listing, buyerId: user.id, sellerId: seller.id, saleKind: 'auction', price: 10_000, state: 'cancelled' })
    .returning({ id: deals.id });
  await t.database.db.insert(memberStrikes).values({ userId: user.id, dealId: deal!.id, reason: 'non_payment' });
}

beforeAll(async () => {
  // The property sends many bids a member within a minute: the bid limit (decision 021) is raised out of its way.
  t = await createTestApp({ env: { BID_LIMIT_PER_MINUTE: '1000000' } });
  seller = await makeUser(t, 'Checks Seller');
  for (const [i, m] of MEMBERS.entries()) {
    const user = await makeUser(t, `Checks Member ${i}`, { authorized: m.authorized });
    await t.database.db.update(profiles).set({ isVerified: m.verified }).where(eq(profiles.userId, user.id));
    for (let s = 0; s < m.strikes; s++) await strike(user);
    users.push(user);
  }
}, 180_000);
afterAll(async () => {
  await t.database.db.delete(siteSettings).where(eq(siteSettings.key, 'verification'));
  await t.close();
});

type Answer = string;
const answerOf = (s: PromiseSettledResult<{ bid: { amount: number } }>): Answer =>
  s.status === 'fulfilled' ? `placed ${s.value.bid.amount}` : s.reason instanceof AppError ? s.reason.code : `failed: ${String(s.reason)}`;

/** The refusal a member's account calls for before anything about the bid itself, in the engine's order. */
function memberRefusal(m: Member, amount: number, bidAbove: number | null): string | null {
  if (!m.verified && bidAbove !== null && amount > bidAbove) return 'VERIFICATION_REQUIRED';
  if (m.strikes >= 2) return 'BIDDING_SUSPENDED';
  return null;
}

async function storedBids(auctionId: string) {
  const rows = await t.database.db
    .select({ bidder: bids.bidderId, amount: bids.amount })
    .from(bids)
    .where(eq(bids.auctionId, auctionId))
    .orderBy(asc(bids.createdAt));
  const [kept] = await t.database.db.select({ count: auctions.bidCount, current: auctions.currentBid }).from(auctions).where(eq(auctions.id, auctionId));
  const [counted] = await t.database.db.select({ n: count() }).from(bids).where(eq(bids.auctionId, auctionId));
  return { rows, current: kept!.current, bidCount: kept!.count, counted: Number(counted!.n) };
}

describe('member checks inside the bid batch (issue 28 item 6)', () => {
  it('a batch answers every mix of members and amounts as the same bids placed one by one', async () => {
    const bidArb = fc.record({ who: fc.integer({ min: 0, max: MEMBERS.length - 1 }), amount: fc.integer({ min: 99, max: 112 }).map((h) => h * 100) });
    await fc.assert(
      fc.asyncProperty(
        fc.option(
          fc.integer({ min: 100, max: 135 }).map((h) => h * 100),
          { nil: null },
        ),
        fc.array(bidArb, { minLength: 1, maxLength: 10 }),
        async (bidAbove, list) => {
          const value = { requiredToSell: false, bidAbove };
          await t.database.db.insert(siteSettings).values({ key: 'verification', value }).onConflictDoUpdate({ target: siteSettings.key, set: { value } });
          const together = await makeAuction(t, seller.id);
          const oneByOne = await makeAuction(t, seller.id);
          const place = (auctionId: string, b: { who: number; amount: number }) => placeBid(t.deps, { userId: users[b.who]!.id, auctionId, amount: b.amount });

          // Handed to the engine in one tick: they wait for the same transaction.
          const batched = (await Promise.allSettled(list.map((b) => place(together, b)))).map(answerOf);
          const single: Answer[] = [];
          for (const b of list) single.push(answerOf((await Promise.allSettled([place(oneByOne, b)]))[0]!));

          expect(batched).toEqual(single);
          list.forEach((b, i) => {
            const refusal = memberRefusal(MEMBERS[b.who]!, b.amount, bidAbove);
            if (refusal) expect(batched[i], `bid ${i}`).toBe(refusal);
            else expect(batched[i], `bid ${i}`).not.toMatch(/^(VERIFICATION_REQUIRED|BIDDING_SUSPENDED)$/);
            if (!MEMBERS[b.who]!.authorized && !refusal) expect(batched[i]).toBe('AUTHORIZATION_REQUIRED');
            // A member who may bid and repeats an amount of theirs placed earlier is told so (only amounts not above
            // the current bid are looked up as duplicates: bids only rise, so every repeat is one of those).
            const repeats = list.slice(0, i).some((e, k) => e.who === b.who && e.amount === b.amount && batched[k]!.startsWith('placed'));
            if (repeats && !refusal && MEMBERS[b.who]!.authorized) expect(batched[i], `bid ${i}`).toBe('DUPLICATE_BID_AMOUNT');
          });
          const [a, b] = [await storedBids(together), await storedBids(oneByOne)];
          expect(a.rows.map((r) => r.amount)).toEqual(b.rows.map((r) => r.amount));
          expect(a.current).toBe(b.current);
          expect(a.bidCount).toBe(a.counted);
          expect(a.counted).toBe(batched.filter((x) => x.startsWith('placed')).length);
        },
      ),
      { numRuns: 30 },
    );
  }, 240_000);
});
