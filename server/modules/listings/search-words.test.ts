import fc from 'fast-check';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions } from '../../db/schema.ts';
import { auctionSearchMatches } from '../../db/search.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { admin, type SignedIn } from '../../test/admin.ts';
import { makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { listingSearchText, matchesSearch } from '../../../domain/listings/listing-search.ts';

// /auctions?search=H3-45 and the admin's listing search find the Prevost H3-45 by any word
// or code of its title, make, model, trim or VIN, with hyphens and spaces as typed, and by its full title; the
// database answers exactly as the rule of domain/listings/listing-search.ts says (PGlite and PostgreSQL alike).

let t: TestApp;
let seller: TestUser;
let boss: SignedIn;
let prevost: string;
let f150: string;
let benz: string;

const PREVOST = { title: '2005 Prevost H3-45 Featherlite Vantare', make: 'Prevost', model: 'H3-45', trim: 'Featherlite Vantare', vin: '2PCH33493XC712345' };

beforeAll(async () => {
  t = await createTestApp();
  [seller, boss] = await Promise.all([makeUser(t, 'Sam Seller'), admin(t, 'search-admin@example.com')]);
  prevost = await makeAuction(t, seller.id, { ...PREVOST, category: 'cars', year: 2005 });
  f150 = await makeAuction(t, seller.id, { title: '2019 Ford F-150 Raptor', make: 'Ford', model: 'F-150', trim: 'Raptor', year: 2019 });
  benz = await makeAuction(t, seller.id, { title: '1957 Mercedes-Benz 190SL Roadster', make: 'Mercedes-Benz', model: '190SL', year: 1957 });
}, 240_000);
afterAll(async () => {
  await t.close();
});

const publicSearch = async (q: string) => {
  const res = await t.anonymous.get(`/api/listings?kind=auctions&search=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { id: string }[]).map((i) => i.id);
};
const adminSearch = async (q: string) => {
  const res = await t.as(boss).get(`/api/admin/auctions?search=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().auctions as { id: string }[]).map((i) => i.id);
};

describe('searching hyphenated model names', () => {
  const finds = [
    'H3-45',
    'h3 45',
    'H345',
    'h3-4',
    'Prevost H3-45',
    '2005 Prevost H3-45 Featherlite Vantare',
    'PREVOST, H3-45!',
    'featherl',
    '2PCH33493XC712345',
    'vantare 2005',
  ];

  it.each(finds)('the public search finds the Prevost by %s', async (q) => {
    expect(await publicSearch(q)).toEqual([prevost]);
  });

  it.each(finds)('the admin listing search finds it by %s', async (q) => {
    expect(await adminSearch(q)).toEqual([prevost]);
  });

  it('finds other codes with hyphens as typed, as spaces or written whole, and nothing by a code it does not have', async () => {
    for (const q of ['F-150', 'f 150', 'F150', 'ford f-15']) expect(await publicSearch(q), q).toEqual([f150]);
    for (const q of ['Mercedes-Benz', 'mercedes benz', 'MercedesBenz', '190sl']) expect(await publicSearch(q), q).toEqual([benz]);
    for (const q of ['H3-46', 'F-250', 'Prevost X3-45']) {
      expect(await publicSearch(q), q).toEqual([]);
      expect(await adminSearch(q), q).toEqual([]);
    }
  });

  it('reads the search index (the query plan names auctions_search_words_idx)', async () => {
    // A table this small would be read whole; with sequential scans off, the plan shows the index serves the condition.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select id from auctions where ${auctionSearchMatches('H3-45')!}`);
    });
    const text = JSON.stringify(plan);
    expect(text).toContain('auctions_search_words_idx');
  });
});

// The family of titles of the domain's property test, written into the database: for each generated title and
// search, the database finds the listing exactly when matchesSearch says so.
const word = fc.stringMatching(/^[A-Za-zéü]{1,6}[0-9]{0,2}$/);
const code = fc.tuple(word, fc.constantFrom('-', '.', '/', ' '), fc.stringMatching(/^[0-9A-Z]{1,3}$/)).map(([a, j, b]) => `${a}${j}${b}`);
const titleArb = fc.array(fc.oneof(word, code), { minLength: 1, maxLength: 5 }).map((ws) => ws.join(' '));

describe('the database and the rule agree', () => {
  it('for generated titles and searches (words, codes, prefixes, hyphens and spaces, case)', async () => {
    const ids: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        titleArb,
        fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
        fc.constantFrom('as typed', 'spaces', 'whole', 'prefix', 'upper', 'other'),
        async (title, picks, how) => {
          const id = await makeAuction(t, seller.id, { title, make: null, model: null });
          ids.push(id);
          const parts = title.split(' ');
          const chosen = picks.map((p) => parts[p % parts.length]!);
          const query =
            how === 'as typed'
              ? chosen.join(' ')
              : how === 'spaces'
                ? chosen.join(' ').replace(/[-./]/g, ' ')
                : how === 'whole'
                  ? chosen.join(' ').replace(/[-./]/g, '')
                  : how === 'prefix'
                    ? chosen.map((c) => c.slice(0, Math.max(1, Math.ceil(c.length / 2)))).join(' ')
                    : how === 'upper'
                      ? chosen.join(' ').toUpperCase()
                      : `${chosen[0]} zq${picks[0]}x`;
          const found = await t.database.db
            .select({ id: auctions.id })
            .from(auctions)
            .where(sql`${auctions.id} = ${id} and ${auctionSearchMatches(query) ?? sql`true`}`);
          expect(found.length === 1, `${title} / ${query}`).toBe(matchesSearch(listingSearchText({ title }), query));
        },
      ),
      { numRuns: 40 },
    );
    await t.database.db.delete(auctions).where(inArray(auctions.id, ids));
  }, 120_000);
});
