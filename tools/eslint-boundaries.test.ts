import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The import boundaries of DESIGN.md are enforced by lint; this proves the rule bites.
async function lint(code: string, filePath: string) {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/boundaries').map((m) => m.message);
}

describe('import boundaries', () => {
  it('keeps domain free of server and web', async () => {
    expect(await lint("import { x } from '../server/app.ts';\nexport const y = x;\n", 'domain/example.ts')).toEqual([
      'domain/ must not import server/ or web/.',
    ]);
    expect(await lint("import { x } from '../web/src/lib/format.ts';\nexport const y = x;\n", 'domain/example.ts')).toHaveLength(1);
  });

  it('stops one web feature importing another', async () => {
    const messages = await lint("import { x } from '../auth/auth-api.ts';\nexport const y = x;\n", 'web/src/features/contact/example.ts');
    expect(messages).toEqual(["web feature 'contact' must not import feature 'auth': compose them in a page."]);
  });

  it('allows a page to compose features and a feature to use lib and domain', async () => {
    expect(await lint("import { x } from '../features/auth/auth-api.ts';\nexport const y = x;\n", 'web/src/pages/example.tsx')).toEqual([]);
    expect(await lint("import { x } from '../../lib/api-client.ts';\nexport const y = x;\n", 'web/src/features/auth/example.ts')).toEqual([]);
    expect(await lint("import { x } from '../../../../domain/money.ts';\nexport const y = x;\n", 'web/src/features/auth/example.ts')).toEqual([]);
  });
});
