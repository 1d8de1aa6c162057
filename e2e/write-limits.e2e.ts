import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../server/db/schema.ts';
import { countWrite } from '../server/http/write-limits.ts';
import { DESKTOP, useBrowser } from './support/browser.ts';
import { startPreparedServer, type PreparedServer } from './support/prepared-server.ts';

// Decision 021: a member past a write limit is told by the page how long to wait.
const b = useBrowser();
const DAY_MS = 86_400_000;
let server: PreparedServer<null>;

beforeAll(async () => {
  server = await startPreparedServer(async (db, now) => {
    const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'buyer@example.com'));
    // The member's comments of the day are used up: today's window and, should the test cross midnight (UTC),
    // tomorrow's. Tomorrow's first: counting prunes the windows that ended before the moment it counts at.
    for (const at of [new Date(now.getTime() + DAY_MS), now]) {
      for (let i = 0; i < 200; i++) await countWrite({ db, clock: { now: () => at } }, 'comment', { userId: buyer!.id, address: '127.0.0.1' });
    }
    return null;
  });
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

describe('write limits in the page', () => {
  it('shows the server’s wait text as the toast when a comment is over the limit, and adds nothing', async () => {
    b.allowConsoleError(/status of 429/);
    const page = await b.newPage(DESKTOP);
    await page.goto(`${server.origin}/auth`);
    await page.locator('main').getByLabel('E-mail', { exact: true }).fill('buyer@example.com');
    await page.locator('main').getByLabel('Password', { exact: true }).fill('Password123!');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByTestId('header-user-name').waitFor({ state: 'attached' });
    await page.goto(`${server.origin}/auction/2002-honda-s2000`);
    const section = page.getByTestId('comments');
    await section.waitFor();
    const text = `One comment too many ${Date.now()}`;
    await section.getByLabel('Add a comment').fill(text);
    await section.getByRole('button', { name: 'Post Comment' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: /^Too many comments\. Please wait \d+ (hours|minutes|seconds?) and try again\.$/ });
    await toast.first().waitFor();
    await expect(section.getByTestId('comment').filter({ hasText: text }).count()).resolves.toBe(0);
  });
});
