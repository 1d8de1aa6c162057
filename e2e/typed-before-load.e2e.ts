import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './support/browser.ts';
import { latestMail, linkIn } from './support/outbox.ts';
import { buyerTotal, formatUsdCents } from '../domain/bidding/buyer-total.ts';

// The forms that are on the page before its scripts (server-rendered /auth, the header search,
// a listing page's search and filters, an auction page's bid and comment boxes) keep what a person typed before
// the app took the page over, and a button or Enter pressed at any moment from then on does what it says. Each
// browser here types while the page's scripts are held back, then lets them in and presses at one of three
// moments: as the scripts arrive (the form may still be sent without them), while the app is hydrating, and once
// it is live. The old forms lost the text, or ignored it, at the last two.

const b = useBrowser();

const PASSWORD = 'Password123!';
const BROWSERS = 20;
/** Browsers open at once: the machine has two cores and the suite shares them. */
const GROUP = 5;
/** A browser that never gets there waits 20 s: enough for every one of them to be reported. */
const TEST_TIMEOUT = 240_000;
const MOMENTS = ['as the scripts arrive', 'while the app hydrates', 'once the app is live'] as const;
type Moment = (typeof MOMENTS)[number];
const momentOf = (i: number): Moment => MOMENTS[i % MOMENTS.length]!;

/**
 * Runs `each` for browsers 0..count-1, GROUP at a time; fails with every browser's failure (named with `what` it
 * did), not the first alone.
 */
async function inGroups(each: (i: number) => Promise<void>, count = BROWSERS, what = (i: number) => `pressed ${momentOf(i)}`): Promise<void> {
  const failures: string[] = [];
  for (let start = 0; start < count; start += GROUP) {
    const group = Array.from({ length: Math.min(GROUP, count - start) }, (_, k) => start + k);
    const results = await Promise.allSettled(group.map((i) => each(i)));
    results.forEach((r, k) => {
      if (r.status === 'rejected')
        failures.push(`browser ${group[k]! + 1} (${what(group[k]!)}): ${r.reason instanceof Error ? r.reason.message.split('\n')[0] : String(r.reason)}`);
    });
  }
  expect(failures, `${failures.length} of ${count} browsers`).toEqual([]);
}

const isScript = (url: URL) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js');

/**
 * `path` in a fresh browser whose scripts are held back: the page is the server's HTML alone, so what the test
 * types goes into it before any script runs. `letScriptsIn(moment)` lets them load and resolves at that moment.
 */
async function openBeforeScripts(
  path: string,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<{ page: Page; letScriptsIn: (moment: Moment) => Promise<void> }> {
  const context = await b.newContext(DESKTOP);
  await prepare?.(context);
  const page = await context.newPage();
  let open!: () => void;
  const scriptsAllowed = new Promise<void>((resolve) => (open = resolve));
  await page.route(isScript, async (route) => {
    await scriptsAllowed;
    // A script of a page opened again below was dropped with its page: nothing is waiting for it.
    await route.continue().catch(() => undefined);
  });
  // Not the harness's goto, which waits for the app to be live. Over its render budget (a busy machine) the server
  // sends the app shell, which has no form before the scripts: that page is asked for again.
  for (let tries = 1; ; tries++) {
    await page.mainFrame().goto(path, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    if ((await page.locator('#vb-ssr').count()) === 1) break;
    if (tries === 5) throw new Error(`${path} came as the app shell ${tries} times`);
  }
  // A mark on the document: still there after the app's own navigation, gone after a page load (a post without scripts).
  await page.evaluate(() => ((window as unknown as { vbTyped: number }).vbTyped = 1));
  return {
    page,
    async letScriptsIn(moment) {
      open();
      if (moment === 'while the app hydrates') {
        // React marks the container when it starts hydrating, before any of the page is taken over.
        await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer$')));
      } else if (moment === 'once the app is live') {
        await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
      }
    },
  };
}

const stayedInApp = (page: Page) => page.evaluate(() => (window as unknown as { vbTyped?: number }).vbTyped === 1);

/**
 * Waits until the page is at `path` and shows an element matching `selector` (with the text `text`, when given),
 * or a form's refusal; a refusal fails with its text.
 */
async function outcome(page: Page, path: string, selector: string, text?: string): Promise<void> {
  const seen = await page.waitForFunction(
    ([p, sel, t]) => {
      if (window.location.pathname === p && [...document.querySelectorAll(sel)].some((el) => t === null || el.textContent === t)) return 'done';
      const refusal = document.querySelector('main form [role="alert"]');
      return refusal ? `refused: '${refusal.textContent ?? ''}'` : false;
    },
    [path, selector, text ?? null] as const,
    { timeout: 20_000 },
  );
  expect(await seen.jsonValue()).toBe('done');
}

const QUERIES = [
  'Porsche',
  'Corvette',
  'Ford',
  'Chevrolet',
  'Mustang',
  'BMW',
  'Toyota',
  'Honda',
  'Harley',
  'Jeep',
  'Mercedes',
  'Ducati',
  'Caterpillar',
  'Peterbilt',
  'Whaler',
  'Rover',
  'Datsun',
  'Triumph',
  'Kenworth',
  'Bronco',
];

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** The page's result count comes to the API's total for the auctions the `query` asks for (the last results show until then). */
async function expectResults(page: Page, query: string): Promise<void> {
  const { total } = (await (await fetch(`${b.baseURL}/api/listings?kind=auctions&${query}`)).json()) as { total: number };
  await expect.poll(() => page.getByTestId('result-count').textContent(), { timeout: 20_000 }).toBe(total === 1 ? '1 result' : `${total} results`);
}

/** Signs the browser in through the API (its cookie), so the server renders its pages for the member. */
async function signInTo(context: BrowserContext, email: string): Promise<void> {
  const res = await context.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD }, headers: { origin: b.baseURL } });
  expect(res.status(), await res.text()).toBe(200);
}

async function confirmedAccount(name: string, email: string): Promise<void> {
  const res = await fetch(`${b.baseURL}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: b.baseURL },
    body: JSON.stringify({ name, email, password: PASSWORD }),
  });
  expect(res.status, await res.text()).toBe(200);
  const confirm = await fetch(linkIn(await latestMail(email, 'Confirm your e-mail address')), { redirect: 'manual' });
  expect(confirm.status).toBeLessThan(400);
}

describe('what was typed before the scripts ran is kept', () => {
  const stamp = Date.now();
  const members = Array.from({ length: BROWSERS }, (_, i) => ({ name: `Early Typist ${i + 1}`, email: `typed-early-${stamp}-${i + 1}@example.com` }));

  beforeAll(async () => {
    for (let start = 0; start < BROWSERS; start += GROUP) await Promise.all(members.slice(start, start + GROUP).map((m) => confirmedAccount(m.name, m.email)));
  });

  it(
    `signs in: ${BROWSERS} browsers, each as the member it typed`,
    async () => {
      await inGroups(async (i) => {
        const { name, email } = members[i]!;
        const moment = momentOf(i);
        // Signed in, the member goes on to the page in `next` (a light one: the home page's listings are not the point here).
        const { page, letScriptsIn } = await openBeforeScripts('/auth?next=%2Fabout');
        const form = page.locator('main form');
        await form.getByLabel('E-mail', { exact: true }).fill(email);
        await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await letScriptsIn(moment);
        await form.getByRole('button', { name: 'Sign In', exact: true }).click();

        await outcome(page, '/about', '[data-testid="header-user-name"]');
        await expect(page.getByTestId('header-user-name').textContent()).resolves.toBe(name);
        const session = (await (await page.context().request.get('/api/session')).json()) as { user: { email: string } | null };
        expect(session.user?.email).toBe(email);
      });
    },
    TEST_TIMEOUT,
  );

  it(
    `signs up: ${BROWSERS} browsers, each with its own address`,
    async () => {
      await inGroups(async (i) => {
        const name = `Early Joiner ${i + 1}`;
        const email = `typed-signup-${stamp}-${i + 1}@example.com`;
        const moment = momentOf(i);
        const { page, letScriptsIn } = await openBeforeScripts('/auth?tab=signup');
        const form = page.locator('main form');
        await form.getByLabel('Display name').fill(name);
        await form.getByLabel('E-mail', { exact: true }).fill(email);
        await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await letScriptsIn(moment);
        await form.getByRole('button', { name: 'Create Account' }).click();

        await outcome(page, '/check-email', 'h1', 'Check your e-mail');
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Check your e-mail');
        // The app names the address it sent to; a form posted before the scripts lands on the server's page, which cannot.
        const sentTo = (await stayedInApp(page)) ? email : 'your e-mail address';
        await expect(page.locator('main p').first().textContent()).resolves.toBe(
          `We sent a confirmation link to ${sentTo}. Follow it to confirm your address and finish creating your account.`,
        );
        const mail = await latestMail(email, 'Confirm your e-mail address');
        expect(mail.text.split('\n')[0]).toBe(`Hi ${name},`);
      });
    },
    TEST_TIMEOUT,
  );

  it(
    `header search: ${BROWSERS} browsers, each on the results for exactly its query`,
    async () => {
      expect(QUERIES).toHaveLength(BROWSERS);
      await inGroups(async (i) => {
        const query = QUERIES[i]!;
        const moment = momentOf(i);
        const { page, letScriptsIn } = await openBeforeScripts('/about');
        await page.locator('#header-search').fill(query);
        await letScriptsIn(moment);
        await page.locator('#header-search').press('Enter');

        await page
          .waitForURL((url) => url.pathname === '/auctions', { timeout: 20_000 })
          .catch(async () => {
            throw new Error(`'${query}': still on ${page.url()}, the box holding '${await page.locator('#header-search').inputValue()}'`);
          });
        expect(pathAndQuery(page)).toBe(`/auctions?search=${query}`);
        await expectResults(page, `search=${query}`);
        await expect(page.getByRole('search', { name: 'Search listings' }).getByRole('searchbox').inputValue()).resolves.toBe(query);
      });
    },
    TEST_TIMEOUT,
  );

  it(
    `listing page: a search and a filter, ${BROWSERS} browsers, each on the results for exactly both`,
    async () => {
      await inGroups(async (i) => {
        const query = QUERIES[i]!;
        const year = String(1950 + 3 * i);
        const moment = momentOf(i);
        const { page, letScriptsIn } = await openBeforeScripts('/auctions');
        const search = page.getByRole('search', { name: 'Search listings' }).getByRole('searchbox');
        const yearFrom = page.getByRole('complementary', { name: 'Filters' }).getByLabel('Year from');
        await search.fill(query);
        await yearFrom.fill(year);
        await letScriptsIn(moment);
        await search.press('Enter');

        await page
          .waitForURL((url) => url.search !== '', { timeout: 20_000 })
          .catch(async () => {
            throw new Error(
              `'${query}' from ${year}: still on ${page.url()}, the boxes holding '${await search.inputValue()}' and '${await yearFrom.inputValue()}'`,
            );
          });
        expect(pathAndQuery(page)).toBe(`/auctions?search=${query}&yearMin=${year}`);
        await expectResults(page, `search=${query}&yearMin=${year}`);
        await expect(search.inputValue()).resolves.toBe(query);
        await expect(yearFrom.inputValue()).resolves.toBe(year);
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'auction page: a bid amount and a comment typed before the scripts, signed-in browsers',
    async () => {
      const { items } = (await (await fetch(`${b.baseURL}/api/listings?kind=auctions`)).json()) as {
        items: Array<{ slug: string | null; listingType: string; status: string; endTime: string | null }>;
      };
      const card = items.find(
        (c) => c.listingType === 'auction' && c.status === 'active' && c.slug && c.endTime && Date.parse(c.endTime) - Date.now() > 30 * 60_000,
      );
      expect(card, 'an auction open for the next half hour').toBeDefined();
      await inGroups(
        async (i) => {
          const amount = 1_000_000 + 1_000 * i;
          const comment = `Typed before the page came alive, browser ${i + 1}.`;
          const { page, letScriptsIn } = await openBeforeScripts(`/auction/${card!.slug}`, (context) => signInTo(context, members[i]!.email));
          const bid = page.getByTestId('bid-panel').getByLabel('Your Bid');
          const commentBox = page.getByLabel('Add a comment');
          await bid.fill(String(amount));
          await commentBox.fill(comment);
          // Nothing is sent (the demo auctions stay as they are): the page, live, holds what was typed and counts with it.
          await letScriptsIn('once the app is live');
          const total = buyerTotal(amount)!;
          await expect
            .poll(() => page.getByTestId('buyer-total').locator('dd').allTextContents(), { timeout: 10_000 })
            .toEqual([total.amountCents, total.feeCents, total.totalCents].map(formatUsdCents));
          await expect(bid.inputValue()).resolves.toBe(formatUsdCents(amount * 100).slice(1));
          await expect(commentBox.inputValue()).resolves.toBe(comment);
        },
        GROUP,
        () => 'looked once the app is live',
      );
    },
    TEST_TIMEOUT,
  );
});
