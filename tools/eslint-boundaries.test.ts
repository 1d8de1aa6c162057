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

  it('keeps the seed out of product code, tests excepted', async () => {
    const seed = "import { x } from '../../seed/demo-images.ts';\nexport const y = x;\n";
    const refused = ['server/modules/media/routes.ts', 'server/http/example.ts', 'server/platform/example/example.ts'];
    for (const file of refused) {
      const up = file.split('/').length - 2;
      const code = seed.replace('../../', '../'.repeat(up));
      expect(await lint(code, file), file).toEqual([
        'server/modules, server/http and server/platform must not import the seed (server/seed/): take it as a dependency wired in server/compose.ts.',
      ]);
    }
    expect(await lint("export { x } from '../../seed/demo-images.ts';\n", 'server/modules/media/routes.ts')).toHaveLength(1);
    expect(await lint("export const y = import('../../seed/demo-images.ts');\n", 'server/modules/media/routes.ts')).toHaveLength(1);
    expect(await lint(seed, 'server/modules/media/media.test.ts')).toEqual([]);
    expect(await lint("import { x } from './seed/demo-image-cache.ts';\nexport const y = x;\n", 'server/compose.ts')).toEqual([]);
    expect(await lint("import { x } from '../modules/media/routes.ts';\nexport const y = x;\n", 'server/seed/example.ts')).toEqual([]);
  });
});
