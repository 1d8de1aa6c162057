import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';

const b = useBrowser();

describe('app shell', () => {
  it('has the header links of the spec, without Messages for a visitor', async () => {
    const page = await b.newPage(DESKTOP);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const hrefs = await nav.getByRole('link').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs).toEqual(['/auctions', '/classifieds', '/presale', '/sell', '/how-it-works', '/sold-results', '/about', '/admin']);
  });

  it('has the footer exactly as specified', async () => {
    const page = await b.newPage(DESKTOP);
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByText('The premier marketplace for automotive auctions worldwide.').isVisible()).resolves.toBe(true);
    const column = (name: string) =>
      footer
        .getByRole('navigation', { name })
        .getByRole('link')
        .evaluateAll((els) => els.map((e) => [e.textContent, e.getAttribute('href')]));
    await expect(column('Categories')).resolves.toEqual([
      ['Cars', '/category/cars'],
      ['Motorcycles', '/category/motorcycles'],
      ['Heavy-Duty Trucks/Buses', '/category/heavy-duty-trucks-buses'],
      ['Heavy Equipment', '/category/heavy-equipment'],
      ['Boats', '/category/boats'],
      ['Trailers', '/category/trailers'],
      ['RVs', '/category/rvs'],
    ]);
    await expect(column('Quick Links')).resolves.toEqual([
      ['About', '/about'],
      ['Sell', '/sell'],
      ['Active Auctions', '/auctions'],
      ['Classifieds', '/classifieds'],
      ['Upcoming Auctions', '/presale'],
    ]);
    await expect(column('Support')).resolves.toEqual([
      ['How It Works', '/how-it-works'],
      ['Contact', '/contact'],
      ['Help Center', '/help'],
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
    ]);
    await footer.getByRole('link', { name: 'Facebook' }).waitFor();
    await expect(footer.getByRole('link', { name: 'Facebook' }).getAttribute('href')).resolves.toBe('https://www.facebook.com/vehiclebid');
    await expect(footer.getByRole('link', { name: 'E-mail' }).getAttribute('href')).resolves.toBe('mailto:hello@example.com');
    await expect(footer.getByText('© 2025').isVisible()).resolves.toBe(true);
  });

  it('opens a model page through the category mega-menu', async () => {
    const page = await b.newPage(DESKTOP);
    await page.goto('/');
    await page.getByRole('button', { name: 'Categories' }).click();
    await page.getByRole('menuitem', { name: 'Cars' }).hover();
    await page.getByRole('menuitem', { name: 'Porsche' }).hover();
    await page.getByRole('menuitem', { name: '911', exact: true }).click();
    await page.waitForURL('**/category/cars/porsche/911');
    await page.getByRole('heading', { name: 'Porsche 911', level: 1 }).waitFor();
  });

  it('searches from the header: trimmed, and only when not empty', async () => {
    const page = await b.newPage(DESKTOP);
    await page.goto('/about');
    const box = page.getByRole('searchbox', { name: 'Search vehicles' });
    await box.fill('   ');
    await box.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/about');
    await box.fill('  porsche 911  ');
    await box.press('Enter');
    await page.waitForURL('**/auctions?search=porsche%20911');
    await page.getByRole('heading', { name: 'Results for “porsche 911”' }).waitFor();
  });

  it('shows the mobile bottom bar and hides the mobile search on auction pages', async () => {
    const page = await b.newPage(MOBILE);
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Mobile shortcuts' });
    await expect(bar.getByRole('link').allTextContents()).resolves.toEqual(['Home', 'Auctions', 'Sign In']);
    await expect(bar.getByRole('link', { name: 'Sign In' }).getAttribute('href')).resolves.toBe('/auth');
    await expect(page.getByTestId('mobile-search').isVisible()).resolves.toBe(true);
    await page.goto('/auction/1973-porsche-911-carrera-rs-2-7-touring');
    await page.getByRole('navigation', { name: 'Mobile shortcuts' }).waitFor();
    await expect(page.getByTestId('mobile-search').count()).resolves.toBe(0);
  });

  it('opens the mobile menu with the header links and the categories', async () => {
    const page = await b.newPage(MOBILE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const nav = dialog.getByRole('navigation', { name: 'Mobile' });
    await expect(nav.getByRole('link').evaluateAll((els) => els.map((e) => e.getAttribute('href')))).resolves.toEqual([
      '/auctions',
      '/classifieds',
      '/presale',
      '/sell',
      '/how-it-works',
      '/sold-results',
      '/about',
      '/admin',
    ]);
    await dialog.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Boats' }).click();
    await page.waitForURL('**/category/boats');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  });

  it("shows 'Unexpected Application Error!' when a screen fails to load", async () => {
    const page = await b.newPage(DESKTOP);
    b.allowConsoleError(/ERR_FAILED|Failed to fetch dynamically imported module|Failed to load resource/);
    await page.route('**/assets/about-page-*.js', (route) => route.abort());
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
  });

  it('shows the not-found page for any other path, answered 404', async () => {
    b.allowConsoleError(/status of 404/);
    const page = await b.newPage(DESKTOP);
    expect((await page.goto('/no/such/page'))?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    // A server-rendered page that shows the not-found page (an unknown category) answers 404 too.
    expect((await page.goto('/category/spaceships'))?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('scrolls to the top on every path change', async () => {
    const page = await b.newPage(DESKTOP);
    await page.goto('/terms');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL('**/privacy');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('renders every route of the route table with a heading', async () => {
    const page = await b.newPage(DESKTOP);
    const paths = [
      '/',
      '/auctions',
      '/classifieds',
      '/presale',
      '/sell',
      '/create-auction',
      '/create-auction-success',
      '/seller-success',
      '/how-it-works',
      '/about',
      '/contact',
      '/help',
      '/terms',
      '/privacy',
      '/sold-results',
      '/auth',
      '/email-confirmed',
      '/check-email',
      '/category/cars',
      '/category/cars/porsche',
      '/admin',
    ];
    for (const path of paths) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      await expect(page.getByText('Unexpected Application Error!').count(), path).resolves.toBe(0);
    }
  });
});

describe('information pages', () => {
  it('state the real rules', async () => {
    const page = await b.newPage(DESKTOP);
    await page.goto('/how-it-works');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toContain('$250');
    expect(text).toContain('2.5%');
    await page.goto('/help');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('main').innerText()).toMatch(/proxy/i);
  });

  it('sends a contact message', async () => {
    const page = await b.newPage(MOBILE);
    await page.goto('/contact');
    await page.locator('main').getByLabel('Name', { exact: true }).fill('Pat Visitor');
    await page.locator('main').getByLabel('E-mail', { exact: true }).fill('pat@example.com');
    await page.locator('main').getByLabel('Subject').selectOption('Selling');
    await page.locator('main').getByLabel('Message', { exact: true }).fill('How do I list a fleet of three trucks at once?');
    await page.getByRole('button', { name: /send/i }).click();
    await page.getByText('Thanks, your message has been sent.').waitFor();
  });
});
