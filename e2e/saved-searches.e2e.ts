import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';
import { listClassified } from './support/classified.ts';
import { signIn, signUpConfirmed } from './support/sign-in.ts';
import { json } from './support/community.ts';

const b = useBrowser();

interface Mail {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

async function signedIn(email: string, then = '/', viewport = DESKTOP): Promise<Page> {
  const page = await b.newPage(viewport);
  await signIn(page, email, then);
  return page;
}

async function mails(): Promise<Mail[]> {
  const res = await fetch(`${b.baseURL}/api/dev/outbox`);
  return ((await res.json()) as { mails: Mail[] }).mails;
}

/**
 * A member who signs up now, confirmed and signed in: no alert mail has gone to them yet, so their first
 * alert mail goes at once (the next one to the same member waits ALERT_MAIL_GAP_MS, 2 minutes, after it,
 * which a demo member mailed by another test in the run may be within).
 */
async function newMember(name: string, then: string): Promise<{ page: Page; email: string }> {
  const email = `alerts-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const page = await b.newPage(DESKTOP);
  await signUpConfirmed(page, name, email);
  await page.getByTestId('header-user-name').waitFor({ state: 'attached' });
  await page.goto(then);
  return { page, email };
}

describe('saved searches and their alerts (issue 13)', () => {
  it('saves the search of /classifieds, is told live of a new matching listing, by e-mail too, and the mail unsubscribes in one click', async () => {
    const word = `quokka${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 6)}`;
    const { page: emily, email: emilyEmail } = await newMember('Emily Alerts', `/classifieds?search=${word}&make=Honda`);
    await emily.getByTestId('result-count').getByText('0 results').waitFor();
    await emily.getByRole('button', { name: 'Save search' }).click();
    const dialog = emily.getByRole('dialog', { name: 'Save this search' });
    expect(await dialog.getByLabel('Name').inputValue()).toBe(`“${word}” · Honda · Classifieds`);
    await dialog.getByLabel('Also e-mail me about new matches').check();
    await dialog.getByRole('button', { name: 'Save Search' }).click();
    await emily.getByText('Search saved').waitFor();
    // Saving it twice is refused.
    await emily.getByRole('button', { name: 'Save search' }).click();
    await emily.getByRole('dialog', { name: 'Save this search' }).getByRole('button', { name: 'Save Search' }).click();
    b.allowConsoleError(/409/);
    await emily.getByText('You have already saved this search').waitFor();
    await emily.keyboard.press('Escape');

    await emily.goto('/profile');
    const saved = emily.getByTestId('saved-search').filter({ hasText: word });
    await saved.waitFor();
    expect(await saved.getByLabel('E-mail me').isChecked()).toBe(true);
    await emily.getByTestId('notification-bell').waitFor();
    const bell = async () =>
      Number(
        (await emily
          .getByTestId('notification-count')
          .textContent({ timeout: 1000 })
          .catch(() => '0')) ?? '0',
      );
    const before = (await json<{ newCount: number }>(emily, 'GET', '/api/notifications')).body.newCount;
    await expect.poll(bell).toBe(before);

    const title = `2003 Honda Accord ${word}`;
    await listClassified(await signedIn('seller@example.com'), await signedIn('admin@example.com'), title);
    await expect.poll(bell, { timeout: 20_000 }).toBeGreaterThan(before);
    await emily.getByTestId('notification-bell').click();
    const item = emily
      .getByRole('dialog', { name: 'Notifications' })
      .getByTestId('notification-item')
      .filter({ hasText: `New listing for your saved search "“${word}” · Honda · Classifieds": 2003 Honda Accord` });
    await item.waitFor();
    await emily.keyboard.press('Escape');

    // The alert mail, with the List-Unsubscribe headers; its link unsubscribes without signing in.
    let mail: Mail | undefined;
    await expect.poll(async () => (mail = (await mails()).find((m) => m.to === emilyEmail && m.subject.includes(word))), { timeout: 20_000 }).toBeDefined();
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/email\/unsubscribe\?token=.+>$/);
    const link = /(http\S+\/unsubscribe\?token=\S+)/.exec(mail!.text)![1]!;

    const visitor = await b.newPage(MOBILE);
    await visitor.goto(link);
    await visitor.getByRole('heading', { name: 'You have been unsubscribed' }).waitFor();
    expect(await visitor.getByTestId('unsubscribe-types').textContent()).toBe('A new listing matches a saved search with e-mail on');
    const off = await json<{ items: { type: string; email: boolean }[] }>(emily, 'GET', '/api/notification-preferences');
    expect(off.body.items.find((p) => p.type === 'saved_search_match')!.email).toBe(false);
    await visitor.getByRole('button', { name: 'Resubscribe' }).click();
    await visitor.getByRole('heading', { name: 'You are subscribed again' }).waitFor();
    const on = await json<{ items: { type: string; email: boolean }[] }>(emily, 'GET', '/api/notification-preferences');
    expect(on.body.items.find((p) => p.type === 'saved_search_match')!.email).toBe(true);

    await emily.goto('/profile');
    await emily
      .getByTestId('saved-search')
      .filter({ hasText: word })
      .getByRole('button', { name: /^Delete saved search/ })
      .click();
    await emily.getByText('Saved search deleted').waitFor();
    await expect.poll(() => emily.getByTestId('saved-search').filter({ hasText: word }).count()).toBe(0);
  }, 180_000);

  it('an altered unsubscribe link is refused and changes nothing', async () => {
    const page = await b.newPage(DESKTOP);
    b.allowConsoleError(/400/);
    await page.goto('/unsubscribe?token=eyJ2IjoxLCJ1IjoieCIsInQiOlsib3V0YmlkIl19.AAAA');
    await page.getByRole('heading', { name: 'This link does not work' }).waitFor();
    await page.getByText('This unsubscribe link is not valid. Sign in and choose your e-mails in your profile.').waitFor();
  });
});
