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
    expect(await lint("import { x } from '../../../../domain/shared/money.ts';\nexport const y = x;\n", 'web/src/features/auth/example.ts')).toEqual([]);
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

  it('keeps the test harness and its stand-ins out of product code', async () => {
    const refusal = 'Product code must not import the test harness (server/test/): it is for tests, e2e/ and bench/ only.';
    const standIn = (up: number) => `import { startStripeStandIn } from '${'../'.repeat(up)}test/stripe-stand-in.ts';\nexport const y = startStripeStandIn;\n`;
    expect(await lint(standIn(2), 'server/platform/payments/create-payments.ts')).toEqual([refusal]);
    expect(await lint(standIn(2), 'server/modules/deals/deal-payment.ts')).toEqual([refusal]);
    expect(await lint(standIn(1), 'server/http/edge-rules.ts')).toEqual([refusal]);
    expect(await lint("import { createTestApp } from './test/test-app.ts';\nexport const y = createTestApp;\n", 'server/compose.ts')).toEqual([refusal]);
    expect(await lint("export { startS3TestServer } from '../../test/s3-test-server.ts';\n", 'server/platform/storage/create-storage.ts')).toEqual([refusal]);
    expect(await lint("export const y = import('../server/test/totp.ts');\n", 'tools/example.ts')).toEqual([refusal]);
    expect(await lint(standIn(2), 'server/platform/payments/stripe-payments.test.ts')).toEqual([]);
    expect(await lint("import { x } from './stripe-stand-in-billing.ts';\nexport const y = x;\n", 'server/test/stripe-stand-in.ts')).toEqual([]);
    expect(await lint("import { x } from '../server/test/totp.ts';\nexport const y = x;\n", 'e2e/example.e2e.ts')).toEqual([]);
    expect(await lint("import { x } from '../server/test/media-files.ts';\nexport const y = x;\n", 'bench/example.ts')).toEqual([]);
  });
});
