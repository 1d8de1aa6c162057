import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';

// Server rendering (server/ssr.ts, web/src/entry-server.tsx): public pages arrive as HTML with their content,
// paint before any script runs, then the app hydrates them without a mismatch (a console error fails a test).
const b = useBrowser();

interface Card {
  title: string;
  slug: string | null;
}

const api = async <T,>(path: string): Promise<T> => (await fetch(`${b.baseURL}${path}`)).json() as Promise<T>;

describe('server rendering', () => {
  it('sends the home page with its listings, the hero image and the payload the app starts from', async () => {
    const { items } = await api<{ items: Card[] }>('/api/listings/ending-soon');
    const res = await fetch(`${b.baseURL}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const html = await res.text();
    expect(html).toContain('Live Auctions - Ending Soon');
    expect(html).toContain(`>${items[0]!.title.replace(/&/g, '&amp;')}<`);
    expect(html.match(/data-testid="listing-card"/g)?.length).toBeGreaterThanOrEqual(12);
    // The largest paint, the hero photo, is in the HTML at high priority; the styles are inline.
    expect(html).toMatch(/<img[^>]+fetchpriority="high"/i);
    expect(html).toContain('<style>');
    expect(html).toContain('<script id="vb-ssr" type="application/json">');
    // Scripts are asked for after the first paint.
    expect(html).not.toMatch(/<script type="module"[^>]*src=/);
  });

  it('shows a page without JavaScript', async () => {
    const noJs = await (await import('playwright-core')).chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
    try {
      const page = await noJs.newPage({ javaScriptEnabled: false, viewport: MOBILE, baseURL: b.baseURL });
      await page.goto('/auctions');
      expect(await page.getByTestId('listing-card').count()).toBeGreaterThan(0);
      await expect(page.getByTestId('result-count').textContent()).resolves.toMatch(/\d+ results?/);
      await page.goto('/auction/1969-chevrolet-camaro-z-28');
      await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toContain('Camaro');
      await expect(page.getByText('Vehicle Details').first().isVisible()).resolves.toBe(true);
    } finally {
      await noJs.close();
    }
  });

  it('hydrates the home page, the auctions page and a detail page into working pages', async () => {
    const page = await b.newPage(DESKTOP);
    await page.goto('/');
    // Live after hydration: the carousel's arrows move it.
    const dots = page.getByRole('button', { name: /Go to slide/ });
    await page.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect.poll(async () => dots.nth(1).getAttribute('aria-current')).toBe('true');

    await page.goto('/auctions');
    const before = await page.getByTestId('listing-card').count();
    expect(before).toBeGreaterThan(0);
    await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price_desc');

    await page.goto('/auction/1969-chevrolet-camaro-z-28');
    await page.getByRole('tab', { name: 'Bid History' }).click();
    await expect.poll(async () => page.getByRole('tabpanel').textContent()).toMatch(/\$|No bids yet/);
  });

  it('renders the signed-in visitor their own page: the header knows them before any script runs', async () => {
    const page = await b.newPage(DESKTOP);
    await signIn(page, 'buyer@example.com', '/');
    const cookies = await page.context().cookies();
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const html = await (await fetch(`${b.baseURL}/`, { headers: { cookie } })).text();
    expect(html).toContain('data-testid="header-user-name"');
    expect(html).toContain('Sam Buyer');
    expect(html).toContain('Recommended for You');
    // Signed out, the same page is the visitor's.
    const anonymous = await (await fetch(`${b.baseURL}/`)).text();
    expect(anonymous).not.toContain('Sam Buyer');
    expect(anonymous).toContain('Trending Auctions');
  });
});
