import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// A circle added later fails `npm run lint`; this proves the rule bites.
async function lint(code: string, filePath: string) {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/import-graph').map((m) => m.message);
}

describe('the import graph', () => {
  it('has no circle today', async () => {
    const eslint = new ESLint({ cwd: process.cwd() });
    const results = await eslint.lintFiles(['server/app.ts', 'server/modules/auction-engine/lock-auction.ts', 'web/src/app/layout/user-menu.tsx']);
    expect(results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'local/import-graph'))).toEqual([]);
  });

  it('refuses an import that closes a circle of files, type imports included', async () => {
    const messages = await lint(
      "import type { LockedAuction } from './lock-auction.ts';\nexport type X = LockedAuction;\n",
      'server/modules/auction-engine/announce-effects.ts',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^import circle: server\/modules\/auction-engine\/announce-effects\.ts -> server\/modules\/auction-engine\/lock-auction\.ts -> .*announce-effects\.ts/,
    );
  });

  it('refuses a circle between server modules', async () => {
    const messages = await lint(
      "import { acceptOffer } from '../offers/answer-offer.ts';\nexport const x = acceptOffer;\n",
      'server/modules/auction-engine/example.ts',
    );
    expect(messages).toEqual([expect.stringMatching(/^module circle: auction-engine -> offers -> auction-engine/)]);
  });
});
