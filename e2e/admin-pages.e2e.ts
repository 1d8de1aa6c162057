// The admin pages in real Chromium. The dashboard's figures and where each one leads;
// /admin/auctions filtering by status, opening, featuring and cancelling a listing (one this file lists
// itself, so no listing another file relies on moves); /admin/content with a comment a member reported
// from a listing page, deleted by the admin, and a contact message marked handled.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './support/browser.ts';
import { listClassified } from './support/classified.ts';
import { signIn } from './support/sign-in.ts';

const b = useBrowser();

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signedIn(email: string, then = '/'): Promise<Page> {
  const page = await b.newPage(DESKTOP);
  await signIn(page, email, then);
  return page;
}

async function json<T>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<{ status: number; body: T }> {
  const res = await page.request.fetch(path, { method, ...(data === undefined ? {} : { data }) });
  return { status: res.status(), body: (await res.json().catch(() => null)) as T };
}

/** A classified of the demo seller, live at once (support/classified.ts), with the address of its page. */
async function listSellersClassified(title: string, admin: Page): Promise<{ id: string; path: string }> {
  const seller = await signedIn('seller@example.com');
  const id = await listClassified(seller, admin, title);
  await seller.context().close();
  const detail = await json<{ path: string }>(admin, 'GET', `/api/admin/auctions/${id}`);
  expect(detail.status).toBe(200);
  const path = detail.body.path;
  expect(path).toMatch(/^\/auction\//);
  return { id, path };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

describe('admin dashboard', () => {
  it('shows its figures, and each one leads to its page', async () => {
    const admin = await signedIn('admin@example.com', '/admin');
    await heading(admin, 'Dashboard').waitFor();
    const board = admin.getByTestId('admin-dashboard');
    await board.waitFor();
    await board.getByRole('heading', { name: 'Needs you' }).waitFor();
    await board.getByRole('heading', { name: 'Marketplace' }).waitFor();

    const needs = ['Listings awaiting approval', 'Reported comments', 'Contact messages to handle', 'Open disputes', 'Overdue deals'];
    for (const label of needs) {
      const link = board.getByRole('link').filter({ hasText: label });
      await expect(link.count()).resolves.toBe(1);
      // A whole number above its label.
      await expect(link.innerText()).resolves.toMatch(new RegExp(`^\\d[\\d,]*\\s+${label}$`));
    }
    // Decision 033: an accepted offer is no task of its own (its deal is paid by the buyer); the demo's unpaid G500 is an overdue deal.
    await expect(board.getByRole('link').filter({ hasText: 'Accepted offers' }).count()).resolves.toBe(0);
    expect(Number((await board.getByRole('link').filter({ hasText: 'Overdue deals' }).innerText()).match(/^\d+/)![0])).toBeGreaterThanOrEqual(1);
    // The marketplace figures, for the chosen period (30 days first).
    await expect(board.getByRole('radio', { name: '30 days' }).getAttribute('aria-checked')).resolves.toBe('true');
    const tiles: [string, RegExp][] = [
      ['Live auctions', /^\d[\d,]*$/],
      ['Live classifieds', /^\d[\d,]*$/],
      ['Bids today', /^\d[\d,]*$/],
      ['Sales, 30 days', /^\d[\d,]*$/],
      ['GMV, 30 days', /^\$\d[\d,]*$/],
      ['New users, 30 days', /^\d[\d,]*$/],
    ];
    for (const [label, value] of tiles) {
      const text = await board.getByRole('link').filter({ hasText: label }).innerText();
      const [first, second] = text
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean);
      expect(first).toBe(label);
      expect(second).toMatch(value);
    }
    // The demo data has live auctions and classifieds, and members who joined within 30 days.
    const figure = async (label: string) =>
      Number((await board.getByRole('link').filter({ hasText: label }).innerText()).split('\n').at(-1)!.replace(/\D/g, ''));
    expect(await figure('Live auctions')).toBeGreaterThan(0);
    expect(await figure('Live classifieds')).toBeGreaterThan(0);
    await board.getByRole('radio', { name: '7 days' }).click();
    await board.getByRole('link').filter({ hasText: 'Sales, 7 days' }).waitFor();
    await board.getByRole('link').filter({ hasText: 'GMV, 7 days' }).waitFor();
    await board.getByRole('link').filter({ hasText: 'New users, 7 days' }).waitFor();
    await expect(
      board
        .getByRole('link')
        .filter({ hasText: /, 30 days/ })
        .count(),
    ).resolves.toBe(0);
    // The trend chart, with its metric tabs.
    await board.getByRole('heading', { name: 'Last 30 days' }).waitFor();
    await board.getByRole('tab', { name: 'GMV' }).click();
    await board.getByText(/^\$[\d,]+ sold$/).waitFor();
    await board.getByRole('tab', { name: 'Sign-ups' }).click();
    await board.getByText(/^[\d,]+ new users$/).waitFor();

    // Every figure is a link to the page that acts on it.
    const links: [string | RegExp, string, string, (p: Page) => Promise<void>][] = [
      [
        'Listings awaiting approval',
        '/admin/auctions',
        'Auctions',
        async (p) => expect(p.getByRole('tab', { name: /^Awaiting approval/ }).getAttribute('aria-selected')).resolves.toBe('true'),
      ],
      [
        'Overdue deals',
        '/admin/deals',
        'Deals',
        async (p) => p.getByRole('row').filter({ hasText: '2003 Mercedes-Benz G500' }).getByText('Overdue', { exact: true }).waitFor(),
      ],
      [
        'Reported comments',
        '/admin/content?tab=reports',
        'Content',
        async (p) => expect(p.getByRole('tab', { name: /^Reported comments/ }).getAttribute('aria-selected')).resolves.toBe('true'),
      ],
      [
        'Contact messages to handle',
        '/admin/content',
        'Content',
        async (p) => expect(p.getByRole('tab', { name: 'Contact messages' }).getAttribute('aria-selected')).resolves.toBe('true'),
      ],
      [
        'Live auctions',
        '/admin/auctions?view=all&status=active&type=auction',
        'Auctions',
        async (p) => {
          await expect(p.getByLabel('Status', { exact: true }).inputValue()).resolves.toBe('active');
          await expect(p.getByLabel('Type', { exact: true }).inputValue()).resolves.toBe('auction');
        },
      ],
      [
        'Live classifieds',
        '/admin/auctions?view=all&status=active&type=classified',
        'Auctions',
        async (p) => {
          await expect(p.getByLabel('Status', { exact: true }).inputValue()).resolves.toBe('active');
          await expect(p.getByLabel('Type', { exact: true }).inputValue()).resolves.toBe('classified');
        },
      ],
      ['Bids today', '/admin/analytics', 'Analytics', async () => undefined],
      [
        'Sales, 30 days',
        '/admin/auctions?view=all&status=sold',
        'Auctions',
        async (p) => expect(p.getByLabel('Status', { exact: true }).inputValue()).resolves.toBe('sold'),
      ],
      [
        'GMV, 30 days',
        '/admin/auctions?view=all&status=sold',
        'Auctions',
        async (p) => expect(p.getByLabel('Status', { exact: true }).inputValue()).resolves.toBe('sold'),
      ],
      ['New users, 30 days', '/admin/users', 'Users', async (p) => p.getByRole('heading', { name: 'Members' }).waitFor()],
    ];
    for (const [label, href, title, check] of links) {
      await admin.goto('/admin');
      const link = admin.getByTestId('admin-dashboard').getByRole('link').filter({ hasText: label });
      await expect(link.getAttribute('href')).resolves.toBe(href);
      await link.click();
      await admin.waitForURL((url) => url.pathname + url.search === href);
      await heading(admin, title).waitFor();
      await check(admin);
    }
  }, 180_000);
});

describe('admin auctions', () => {
  it('filters by status, opens a listing, features it and cancels it with a reason', async () => {
    const admin = await signedIn('admin@example.com');
    const word = `wombat${tag()}`;
    const title = `2003 Honda Accord EX ${word}`;
    const { id, path } = await listSellersClassified(title, admin);

    await admin.goto('/admin/auctions');
    await heading(admin, 'Auctions').waitFor();
    await admin.getByRole('tab', { name: 'All listings' }).click();
    await admin.waitForURL((url) => url.searchParams.get('view') === 'all');
    await admin.getByRole('heading', { name: 'All listings' }).waitFor();
    const rows = admin.getByTestId('admin-auction-row');
    await rows.first().waitFor();

    // Filter by status: every row is live.
    await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'Active' });
    await admin.waitForURL((url) => url.searchParams.get('status') === 'active');
    const statuses = () => rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[2]?.querySelector('span')?.textContent ?? ''));
    await expect.poll(async () => [...new Set(await statuses())]).toEqual(['Live']);
    // ... and by the words of the title: this file's listing, live.
    await admin.getByLabel('Search listings').fill(word);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await admin.waitForURL((url) => url.searchParams.get('search') === word);
    const row = rows.filter({ hasText: title });
    await expect.poll(() => rows.count()).toBe(1);
    await expect(row.innerText()).resolves.toMatch(/Classified · Cars[\s\S]*seller@example\.com/);
    await row.getByText('Live', { exact: true }).waitFor();
    await expect(row.getByRole('link', { name: title }).getAttribute('href')).resolves.toBe(path);

    // Open it: the side sheet with its figures and actions.
    await row.getByRole('button', { name: `Manage ${title}` }).click();
    await admin.waitForURL((url) => url.searchParams.get('auction') === id);
    const sheet = admin.getByRole('dialog', { name: title });
    const manager = sheet.getByTestId('auction-manager');
    await manager.waitFor();
    await manager.getByText('Live', { exact: true }).waitFor();
    await expect(manager.getByRole('link', { name: 'View listing' }).getAttribute('href')).resolves.toBe(path);
    await expect(manager.locator('dl').first().innerText()).resolves.toMatch(/Price\s+\$8,500/);
    await expect(manager.getByText('Featured', { exact: true }).count()).resolves.toBe(0);

    // Edit it: the form (react-hook-form) counts what changed, Discard puts
    // it back, and saving sends the change; the form then shows the saved value with nothing unsaved.
    const edit = manager.getByRole('form', { name: 'Edit listing' });
    const location = edit.getByLabel('Location', { exact: true });
    const savedLocation = await location.inputValue();
    await location.fill('Tulsa, OK');
    await edit.getByLabel('Accepts offers').click();
    await edit.getByText('2 unsaved changes', { exact: true }).waitFor();
    await edit.getByRole('button', { name: 'Discard' }).click();
    await expect(location.inputValue()).resolves.toBe(savedLocation);
    await expect(edit.getByText(/unsaved change/).count()).resolves.toBe(0);
    await location.fill('Tulsa, OK');
    await edit.getByText('1 unsaved change', { exact: true }).waitFor();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await admin.getByText('Changes saved', { exact: true }).waitFor();
    await expect.poll(() => edit.getByText(/unsaved change/).count()).toBe(0);
    await expect(location.inputValue()).resolves.toBe('Tulsa, OK');

    // Feature it: the sheet, the list and the public listings say so.
    await manager.getByRole('button', { name: 'Feature', exact: true }).click();
    await admin.getByText('Listing featured', { exact: true }).waitFor();
    await manager.getByText('Featured', { exact: true }).waitFor();
    await manager.getByRole('button', { name: 'Unfeature', exact: true }).waitFor();
    // The list behind the sheet marks it with the star (hidden from the accessibility tree while the sheet is open).
    await row.locator('svg[aria-label="Featured"]').waitFor();
    const visitor = await b.newPage(DESKTOP);
    await visitor.goto(`/classifieds?search=${word}`);
    const card = visitor.getByTestId('listing-card').filter({ hasText: title });
    await card.waitFor();
    await expect(card.getByText('FEATURED').count()).resolves.toBeGreaterThan(0);

    // Cancel it: a reason is required; the bidders and the seller are told.
    const toggle = manager.locator('button[aria-expanded]').filter({ hasText: 'Cancel listing' });
    await toggle.click();
    await manager.getByText('The listing is archived. Bidders are told with your reason and their holds are released; the seller is e-mailed.').waitFor();
    const confirm = manager.getByRole('button', { name: 'Cancel listing', exact: true }).last();
    await confirm.click();
    await manager.getByText('Please give a reason: the bidders and the seller are told.').waitFor();
    const reason = 'The seller sold it privately before the auction.';
    await manager.getByLabel('Reason', { exact: true }).fill(reason);
    await confirm.click();
    await admin.getByText('Listing cancelled', { exact: true }).waitFor();
    await manager.getByText(/^Cancelled /).waitFor();
    await manager.getByText(reason, { exact: true }).waitFor();
    await expect(toggle.count()).resolves.toBe(0);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await sheet.waitFor({ state: 'detached' });

    // No longer among the live listings; the Cancelled filter finds it.
    await expect.poll(() => rows.count()).toBe(0);
    await admin.getByText('No listings found', { exact: true }).waitFor();
    await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'Cancelled' });
    await admin.waitForURL((url) => url.searchParams.get('status') === 'cancelled');
    await row.getByText('Cancelled', { exact: true }).waitFor();
    await expect.poll(async () => [...new Set(await statuses())]).toEqual(['Cancelled']);
    await visitor.reload();
    await visitor.getByTestId('listing-card').filter({ hasText: title }).waitFor({ state: 'detached' });
  }, 180_000);
});

describe('admin content', () => {
  it('a comment a member reports from a listing page is among the reports; the admin deletes it', async () => {
    const admin = await signedIn('admin@example.com');
    const word = `numbat${tag()}`;
    const title = `2003 Honda Accord LX ${word}`;
    const { id, path } = await listSellersClassified(title, admin);

    const author = await signedIn('hannah.price@example.com');
    const text = `Selling a car this clean for this little? Send me the keys first and I will wire the money. ${word}`;
    const posted = await json<{ id: string }>(author, 'POST', `/api/auctions/${id}/comments`, { content: text });
    expect(posted.status).toBe(201);

    // A member reports it from the listing page.
    const member = await signedIn('maria.alvarez@example.com', path);
    const comment = member.getByTestId('comment').filter({ hasText: text });
    await comment.waitFor();
    await comment.getByRole('button', { name: 'Report' }).click();
    // The member says why, 'Misleading claim' among the reasons.
    const dialog = member.getByRole('dialog', { name: 'Report comment' });
    await expect(dialog.getByRole('radio').evaluateAll((rs) => rs.map((r) => (r as HTMLInputElement).value))).resolves.toEqual([
      'Spam',
      'Offensive or abusive',
      'Off-topic',
      'Misleading claim',
      'Other',
    ]);
    await dialog.getByRole('radio', { name: 'Misleading claim' }).check();
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await member.getByText('Thank you. The comment was reported to our team.').waitFor();
    await comment.getByText('Reported', { exact: true }).waitFor();

    // The admin sees it among the reports, with who reported it.
    await admin.goto('/admin/content?tab=reports');
    await heading(admin, 'Content').waitFor();
    await expect(admin.getByRole('tab', { name: /^Reported comments/ }).getAttribute('aria-selected')).resolves.toBe('true');
    const reports = admin.getByRole('tabpanel');
    await reports.getByRole('heading', { name: 'Reported comments' }).waitFor();
    await reports.getByText(/^\d+ open$/).waitFor();
    const item = reports.getByTestId('moderated-comment').filter({ hasText: text });
    await item.waitFor();
    await item.getByText('Hannah Price', { exact: true }).waitFor();
    await item.getByText('hannah.price@example.com', { exact: true }).waitFor();
    await expect(item.getByRole('link', { name: title }).getAttribute('href')).resolves.toBe(path);
    await expect(item.getByRole('listitem').filter({ hasText: 'Maria Alvarez' }).innerText()).resolves.toMatch(/^Maria Alvarez: “Misleading claim” · /);
    await item.getByRole('button', { name: 'Keep comment' }).waitFor();

    // Delete it for good.
    await item.getByRole('button', { name: 'Delete', exact: true }).click();
    await item.getByRole('button', { name: 'Cancel', exact: true }).click();
    await item.getByRole('button', { name: 'Delete', exact: true }).click();
    await item.getByRole('button', { name: 'Delete for good' }).click();
    await admin.getByText('Comment deleted', { exact: true }).waitFor();
    await item.waitFor({ state: 'detached' });

    // Gone from the listing page too.
    await member.reload();
    await member.getByTestId('comments').waitFor();
    await comment.waitFor({ state: 'detached' });
    const left = await json<{ comments: { id: string }[] }>(member, 'GET', `/api/auctions/${id}/comments`);
    expect(left.body.comments.some((c) => c.id === posted.body.id)).toBe(false);

    // This file's listing leaves the marketplace.
    expect((await json(admin, 'POST', `/api/admin/auctions/${id}/cancel`, { reason: 'Browser test listing.' })).status).toBeLessThan(300);
  }, 180_000);

  it('a contact message is marked handled', async () => {
    const word = `quoll${tag()}`;
    const message = `Can I list a trailer and the truck that pulls it as one lot? ${word}`;
    const visitor = await b.newPage(DESKTOP);
    await visitor.goto('/contact');
    const main = visitor.locator('main');
    await main.getByLabel('Name', { exact: true }).fill('Robin Hauler');
    await main.getByLabel('E-mail', { exact: true }).fill(`robin-${word}@example.com`);
    await main.getByLabel('Subject').selectOption('Selling');
    await main.getByLabel('Message', { exact: true }).fill(message);
    await visitor.getByRole('button', { name: 'Send message' }).click();
    await visitor.getByText('Thanks, your message has been sent.').waitFor();

    const admin = await signedIn('admin@example.com', '/admin/content');
    await heading(admin, 'Content').waitFor();
    await expect(admin.getByRole('tab', { name: 'Contact messages' }).getAttribute('aria-selected')).resolves.toBe('true');
    const inbox = admin.getByRole('tabpanel');
    await expect(inbox.getByRole('radio', { name: 'To handle' }).getAttribute('aria-checked')).resolves.toBe('true');
    const item = inbox.getByTestId('contact-message').filter({ hasText: message });
    await item.waitFor();
    await expect(item.innerText()).resolves.toMatch(
      new RegExp(`^Robin Hauler <robin-${word}@example.com>[\\s\\S]*Selling[\\s\\S]*To handle[\\s\\S]*${message.replace(/[?]/g, '\\?')}`),
    );

    await item.getByRole('button', { name: 'Mark handled' }).click();
    await admin.getByText('Marked handled', { exact: true }).waitFor();
    // It leaves the messages to handle, and is among the handled ones.
    await item.waitFor({ state: 'detached' });
    await inbox.getByRole('radio', { name: 'Handled' }).click();
    await item.waitFor();
    await item.getByText('Handled', { exact: true }).waitFor();
    await item.getByRole('button', { name: 'Reopen' }).waitFor();
    await expect(item.getByRole('button', { name: 'Mark handled' }).count()).resolves.toBe(0);
  }, 120_000);
});
