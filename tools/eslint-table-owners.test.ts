import { existsSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { TABLE_OF_VARIABLE, TABLE_OWNERS } from './eslint-table-owners.js';

// Only a table's owner writes it (server/db/table-owners.json); this proves the rule bites.
async function lint(code: string, filePath: string) {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/table-owners').map((m) => m.message);
}

const owners = TABLE_OWNERS;
// 'deals' is server/modules/deals; 'http', 'platform/auth' and 'first-admin' sit directly under server/.
const moduleExists = (module: string) => existsSync(`server/modules/${module}`) || existsSync(`server/${module}`);

describe('table owners', () => {
  it('refuses a write to another module’s table, by Drizzle or by SQL', async () => {
    const drizzle = "import { bids } from '../../db/schema.ts';\nexport const f = (db: any) => db.insert(bids).values({});\n";
    expect(await lint(drizzle, 'server/modules/comments/planted.ts')).toEqual([
      "'comments' writes table bids, which 'auction-engine' owns: call an entry point of 'auction-engine' (server/db/table-owners.json).",
    ]);
    const update = "import { deals } from '../../db/schema.ts';\nexport const f = (db: any) => db.update(deals).set({});\n";
    expect(await lint(update, 'server/modules/offers/planted.ts')).toHaveLength(1);
    const raw = "import { sql } from 'drizzle-orm';\nexport const q = sql`update auctions set status = 'sold' where id = ${1}`;\n";
    expect(await lint(raw, 'server/modules/watchlist/planted.ts')).toEqual([
      "'watchlist' writes table auctions, which 'auction-engine' owns: call an entry point of 'auction-engine' (server/db/table-owners.json).",
    ]);
    const interpolated =
      "import { sql } from 'drizzle-orm';\nimport { paymentLedger } from '../../db/schema.ts';\nexport const q = sql`insert into ${paymentLedger} (x) values (1)`;\n";
    expect(await lint(interpolated, 'server/modules/follows/planted.ts')).toHaveLength(1);
    expect(await lint("export const q = 'delete from deal_events where 1 = 1';\n", 'server/platform/mail/planted.ts')).toHaveLength(1);
  });

  it('lets the owner write, and a listed debt, and does not judge tests, the seed or reads', async () => {
    const insert = "import { bids } from '../../db/schema.ts';\nexport const f = (db: any) => db.insert(bids).values({});\n";
    expect(await lint(insert, 'server/modules/auction-engine/planted.ts')).toEqual([]);
    expect(await lint(insert, 'server/modules/comments/planted.test.ts')).toEqual([]);
    expect(await lint(insert, 'server/seed/planted.ts')).toEqual([]);
    expect(await lint(insert.replace('bids', 'auctions').replace('bids', 'auctions'), 'server/modules/admin-auctions/planted.ts')).toEqual([]);
    expect(
      await lint("import { bids } from '../../db/schema.ts';\nexport const f = (db: any) => db.select().from(bids);\n", 'server/modules/comments/planted.ts'),
    ).toEqual([]);
    expect(await lint("export const text = 'We will update you when the seller answers.';\n", 'server/modules/offers/planted.ts')).toEqual([]);
  });

  it('gives every table of the schema one owner, and names modules that exist', () => {
    expect(Object.keys(owners).sort()).toEqual([...new Set(Object.values(TABLE_OF_VARIABLE))].sort());
    for (const [table, entry] of Object.entries(owners)) {
      for (const module of [entry.owner, ...Object.keys(entry.debt ?? {})]) expect(moduleExists(module), `${table}: ${module}`).toBe(true);
      for (const [module, why] of Object.entries(entry.debt ?? {})) expect(why.length, `${table} ${module}: say why`).toBeGreaterThan(20);
    }
  });

  it('lists as debt exactly the cross-module writes the code still does (a paid debt leaves the list)', async () => {
    const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { 'local/table-owners': ['error', { listAll: true }] } } });
    const results = await eslint.lintFiles(['server']);
    const writes = new Set(results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'local/table-owners').map((m) => m.message)));
    const crossWrites = [...writes].filter((w) => {
      const [module, table] = w.split(' ') as [string, string];
      return owners[table]?.owner !== module;
    });
    const debts = Object.entries(owners).flatMap(([table, e]) => Object.keys(e.debt ?? {}).map((module) => `${module} ${table}`));
    expect(crossWrites.sort()).toEqual(debts.sort());
  }, 120_000);
});
