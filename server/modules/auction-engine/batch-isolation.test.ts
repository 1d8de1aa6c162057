import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { bids } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { placeBid } from './place-bid.ts';
import { makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';

/**
 * Defence in depth: whatever makes one bid's write fail (here a fault injected into
 * the statement that writes a batch), that bid is refused alone and the others of its batch go on.
 */
const POISON = 12_345;
/** Run once, inside the failing batch's transaction (the auction still held), just before its write fails. */
const hooks: { onPoison: (() => Promise<void>) | null } = { onPoison: null };
vi.mock('./commit-bids.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./commit-bids.ts')>();
  return {
    ...original,
    commitBids: (async (tx, o) => {
      if (o.rows.some((r) => r.amount === POISON)) {
        const hook = hooks.onPoison;
        hooks.onPoison = null;
        await hook?.();
        throw new Error('injected write failure');
      }
      return original.commitBids(tx, o);
    }) satisfies typeof original.commitBids,
  };
});

let t: TestApp;
let seller: TestUser;
const bidders: TestUser[] = [];

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeUser(t, 'Isolation Seller');
  for (let i = 0; i < 21; i += 7) bidders.push(...(await Promise.all(Array.from({ length: 7 }, (_, k) => makeUser(t, `Isolation Bidder ${i + k}`)))));
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('a bid whose write fails is refused alone (issue 15 item 1)', () => {
  it('one failing bid among 20 good ones in one batch: the 20 are placed, in arrival order', async () => {
    const id = await makeAuction(t, seller.id, { startingPrice: 10_000 });
    const amountOf = (k: number) => (k === 10 ? POISON : 10_000 + 200 * (k + 1));
    // All 21 are handed to the engine in one tick, so they wait for the same transaction (one batch).
    const settled = await Promise.allSettled(bidders.map((b, k) => placeBid(t.deps, { userId: b.id, auctionId: id, amount: amountOf(k) })));
    settled.forEach((s, k) =>
      expect(s.status, `bid ${k}: ${s.status === 'rejected' ? String((s.reason as Error).message) : ''}`).toBe(k === 10 ? 'rejected' : 'fulfilled'),
    );
    expect(((settled[10] as PromiseRejectedResult).reason as Error).message).toBe('injected write failure');
    const placed = await t.database.db.select({ amount: bids.amount, createdAt: bids.createdAt }).from(bids).where(eq(bids.auctionId, id));
    placed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(placed.map((r) => r.amount)).toEqual(bidders.map((_, k) => amountOf(k)).filter((_, k) => k !== 10));
  });

  it('the bids of a failed batch keep their place before the bids that arrived while it failed', async () => {
    const id = await makeAuction(t, seller.id, { startingPrice: 10_000 });
    const amountOf = (k: number) => (k === 5 ? POISON : 10_000 + 200 * (k + 1));
    const place = (k: number) => placeBid(t.deps, { userId: bidders[k]!.id, auctionId: id, amount: amountOf(k) });
    let later: Promise<PromiseSettledResult<unknown>[]> | null = null;
    hooks.onPoison = async () => {
      // Six more bids arrive while the failing batch holds the auction: they form the next batch, behind it.
      later = Promise.allSettled([6, 7, 8, 9, 10, 11].map(place));
      await new Promise((r) => setTimeout(r, 300));
    };
    const first = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(place));
    expect(later).not.toBeNull();
    const second = await later!;
    first.forEach((s, k) =>
      expect(s.status, `bid ${k}: ${s.status === 'rejected' ? String((s.reason as Error).message) : ''}`).toBe(k === 5 ? 'rejected' : 'fulfilled'),
    );
    second.forEach((s, j) => expect(s.status, `bid ${6 + j}: ${s.status === 'rejected' ? String((s.reason as Error).message) : ''}`).toBe('fulfilled'));
    const placed = await t.database.db.select({ amount: bids.amount, createdAt: bids.createdAt }).from(bids).where(eq(bids.auctionId, id));
    placed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.amount - b.amount);
    expect(placed.map((r) => r.amount)).toEqual([0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11].map(amountOf));
  });

  it('a lone failing bid is refused, and the auction takes bids afterwards', async () => {
    const id = await makeAuction(t, seller.id, { startingPrice: 10_000 });
    await expect(placeBid(t.deps, { userId: bidders[0]!.id, auctionId: id, amount: POISON })).rejects.toThrow('injected write failure');
    await expect(placeBid(t.deps, { userId: bidders[1]!.id, auctionId: id, amount: 12_500 })).resolves.toMatchObject({
      applied: true,
      bid: { amount: 12_500 },
    });
  });
});
