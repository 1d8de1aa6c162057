import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// A module with a public entry (index.ts) is reached only through it; this proves the rule bites.
async function lint(code: string, filePath: string) {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/module-entry').map((m) => m.message);
}

describe('module entries', () => {
  it('refuses an import of a file inside a module that has an entry, from another module and from the server root', async () => {
    const planted = "import { releaseHeld } from '../auction-engine/hold-ledger.ts';\nexport const x = releaseHeld;\n";
    expect(await lint(planted, 'server/modules/listings/example.ts')).toEqual([
      'hold-ledger.ts is inside the auction-engine module: import what it offers from auction-engine/index.ts, its public entry.',
    ]);
    const fromRoot = "import { readDeal } from './modules/deals/deal-rows.ts';\nexport const x = readDeal;\n";
    expect(await lint(fromRoot, 'server/example.ts')).toHaveLength(1);
    const reExport = "export { assertMayBuy } from '../strikes/strikes.ts';\n";
    expect(await lint(reExport, 'server/modules/offers/example.ts')).toHaveLength(1);
  });

  it('lets others import the entry, the module its own files, and tests what they need', async () => {
    expect(
      await lint("import { withAuctionLock } from '../auction-engine/index.ts';\nexport const x = withAuctionLock;\n", 'server/modules/listings/example.ts'),
    ).toEqual([]);
    expect(await lint("import { releaseHeld } from './hold-ledger.ts';\nexport const x = releaseHeld;\n", 'server/modules/auction-engine/example.ts')).toEqual(
      [],
    );
    expect(
      await lint("import { releaseHeld } from '../auction-engine/hold-ledger.ts';\nexport const x = releaseHeld;\n", 'server/modules/listings/example.test.ts'),
    ).toEqual([]);
  });

  it('leaves a module without an entry as it is', async () => {
    expect(
      await lint("import { listComments } from '../comments/list-comments.ts';\nexport const x = listComments;\n", 'server/modules/listings/example.ts'),
    ).toEqual([]);
  });
});
