import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';
import { json } from './support/community.ts';

const b = useBrowser();

async function signedIn(email: string, then = '/', viewport = DESKTOP): Promise<Page> {
  const page = await b.newPage(viewport);
  await signIn(page, email, then);
  return page;
}

describe('e-mail alert choices in /profile (issue 13)', () => {
  it('shows the defaults and saves a change', async () => {
    const page = await signedIn('dave.kowalski@example.com', '/profile#email-alerts', MOBILE);
    const section = page.locator('#email-alerts');
    const outbid = section.getByLabel('I am outbid');
    await outbid.waitFor();
    expect(await outbid.isChecked()).toBe(true);
    expect(await section.getByLabel('I receive a message').isChecked()).toBe(false);
    await outbid.uncheck();
    await page.getByText('E-mail preferences saved').waitFor();
    await page.reload();
    await expect.poll(() => page.locator('#email-alerts').getByLabel('I am outbid').isChecked()).toBe(false);
    await page.locator('#email-alerts').getByLabel('I am outbid').check();
    await page.getByText('E-mail preferences saved').first().waitFor();
    const { body } = await json<{ items: { type: string; email: boolean }[] }>(page, 'GET', '/api/notification-preferences');
    expect(body.items.find((p) => p.type === 'outbid')!.email).toBe(true);
  });
});
