import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// A web feature's api.ts exports no shape of its own (tools/eslint-web-api-types.js); this plants some and sees them refused.
async function lint(code: string, filePath: string) {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/web-api-types').map((m) => m.message);
}

const refusal = (name: string) =>
  `${name} is a shape written in a web feature's api.ts: write it once as a zod schema in domain/ and re-export its z.infer type (a type that is no server answer belongs in another file of the feature).`;

describe("a web feature's api.ts", () => {
  it('refuses an exported interface and an exported object-shaped type alias', async () => {
    const planted = [
      'export interface NotificationItem { id: string; text: string }',
      'export type Outcome = { status: "active" } | { status: "failed"; reason: string };',
      'export type Page<C> = { items: C[]; nextCursor: string | null };',
      'interface Person { id: string }',
      'export type { Person };',
    ].join('\n');
    expect(await lint(planted, 'web/src/features/notifications/api.ts')).toEqual([
      refusal('NotificationItem'),
      refusal('Outcome'),
      refusal('Page'),
      refusal('Person'),
    ]);
  });

  it('lets it re-export the types of domain/ schemas, and does not judge other files', async () => {
    const fromDomain = [
      "import { z } from 'zod';",
      "import { notificationListSchema, type NotificationItem } from '../../../../domain/community/notification-wire.ts';",
      'export type { NotificationItem };',
      'export type NotificationList = z.infer<typeof notificationListSchema>;',
      "export type Choice = 'on' | 'off';",
    ].join('\n');
    expect(await lint(fromDomain, 'web/src/features/notifications/api.ts')).toEqual([]);
    expect(await lint('export interface FormFields { name: string }', 'web/src/features/notifications/notification-form.tsx')).toEqual([]);
    expect(await lint('export interface Row { id: string }', 'server/modules/notifications/api.ts')).toEqual([]);
  });
});
