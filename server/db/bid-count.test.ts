import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { rowsOf } from './tx.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { makeAuction, makeUser, type TestUser } from '../test/auction-fixtures.ts';

/**
 * Migration 0038: auctions.bid_count is kept once per statement from the statement's rows (the engine writes
 * a batch of bids in one statement; lists sort by the count and the engine reads it under the auction's lock).
 * Whatever the statements (several rows, several auctions, inserts and deletes in one transaction), every
 * auction's count equals the count of its bids.
 */
let t: TestApp;
let bidder: TestUser;
const listings: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const seller = await makeUser(t, 'Count Seller');
  bidder = await makeUser(t, 'Count Bidder');
  for (let i = 0; i < 3; i++) listings.push(await makeAuction(t, seller.id));
}, 120_000);
afterAll(async () => {
  await t.close();
});

const step = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), rows: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 6 }) }),
  fc.record({ kind: fc.constant('delete' as const), listing: fc.integer({ min: 0, max: 2 }), below: fc.integer({ min: 0, max: 60 }) }),
);

describe('auctions.bid_count (migration 0038)', () => {
  it("equals the count of each auction's bids after any statements, in or out of a transaction", async () => {
    let amount = 1;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), fc.boolean(), async (steps, inOneTransaction) => {
        const run = async (db: Pick<TestApp['database']['db'], 'execute'>) => {
          for (const s of steps) {
            if (s.kind === 'insert') {
              const rows = JSON.stringify(s.rows.map((k) => ({ auction_id: listings[k], amount: (amount += 1) })));
              await db.execute(sql`
                insert into bids (auction_id, bidder_id, amount)
                select r.auction_id, ${bidder.id}::uuid, r.amount from json_to_recordset(${rows}::json) as r(auction_id uuid, amount int)`);
            } else {
              await db.execute(sql`delete from bids where auction_id = ${listings[s.listing]}::uuid and amount % 100 < ${s.below}`);
            }
          }
        };
        if (inOneTransaction) await t.database.db.transaction(run);
        else await run(t.database.db);
        const counts = rowsOf<{ kept: number; counted: number }>(
          await t.database.db.execute(sql`
            select a.bid_count as kept, (select count(*) from bids b where b.auction_id = a.id)::int as counted
            from auctions a where a.id in (${sql.join(
              listings.map((l) => sql`${l}::uuid`),
              sql`, `,
            )})`),
        );
        expect(counts).toHaveLength(3);
        for (const c of counts) expect(Number(c.kept)).toBe(Number(c.counted));
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
