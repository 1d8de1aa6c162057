import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chartCategories, salesByDay, type ChartSale } from '../domain/listings/price-chart.ts';
import { categoryName } from '../domain/listings/vehicle-categories.ts';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';

// The sold-price chart's x-axis said 'Nov 2026 ... Nov 2026', a day's sales were stacked
// on top of each other and every category was mixed into one line.

const b = useBrowser();

async function openSoldResults(viewport: { width: number; height: number }): Promise<Page> {
  const context = await b.newContext(viewport, { timezoneId: 'UTC' });
  const page = await context.newPage();
  await page.goto('/sold-results');
  await page.getByTestId('price-chart').waitFor();
  return page;
}

const chart = (page: Page) => page.getByTestId('price-chart');
const tickLabels = (page: Page) => chart(page).getByTestId('price-chart-x-tick').locator('text').allTextContents();
const points = (page: Page) =>
  chart(page)
    .getByTestId('price-chart-point')
    .evaluateAll((els) => els.map((e) => ({ day: e.getAttribute('data-day')!, count: Number(e.getAttribute('data-count')) })));

/** A chart of one category: one point per day of its sales, each sale counted once, labels unique. */
async function expectChartOf(page: Page, sales: ChartSale[], category: string) {
  await expect(chart(page).getAttribute('data-category')).resolves.toBe(category);
  const days = salesByDay(
    sales.filter((s) => s.category === category),
    'utc',
  );
  await expect(points(page)).resolves.toEqual(days.map((d) => ({ day: d.day, count: d.count })));
  const labels = await tickLabels(page);
  expect(labels.length).toBeGreaterThan(0);
  expect(new Set(labels).size).toBe(labels.length);
}

describe('the sold-price chart', () => {
  for (const [name, viewport] of [
    ['phone', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`shows one category, a point per day and unique date labels (${name})`, async () => {
      const api = (await (await fetch(`${b.baseURL}/api/listings/sold`)).json()) as { chart: ChartSale[] };
      const categories = chartCategories(api.chart);
      expect(categories.length).toBeGreaterThan(1);
      const page = await openSoldResults(viewport);
      // The category with the most sales first, named in the title.
      await expectChartOf(page, api.chart, categories[0]!.category);
      const group = chart(page).getByRole('group', { name: 'Chart category' });
      await expect(group.getByRole('button').count()).resolves.toBe(categories.length);
      // Another category, a click away.
      const other = categories[1]!;
      await group.getByRole('button', { name: `${categoryName(other.category)} (${other.count})`, exact: true }).click();
      await expect.poll(() => chart(page).getAttribute('data-category')).toBe(other.category);
      await expectChartOf(page, api.chart, other.category);
      await chart(page).screenshot({ path: `/tmp/vb-e2e-sold-chart-${name}.png` });
    });
  }

  it('draws a day with several sales as one point with its range, and labels ten days of November by day', async () => {
    const sale = (id: string, day: number, hour: number, price: number, category = 'cars'): ChartSale => ({
      id,
      title: `Sale ${id}`,
      price,
      soldAt: new Date(Date.UTC(2026, 10, day, hour)).toISOString(),
      category,
    });
    const crafted = [
      sale('a', 16, 10, 40_000),
      sale('b', 18, 9, 52_000),
      sale('c', 20, 9, 30_000),
      sale('d', 20, 13, 45_000),
      sale('e', 20, 21, 60_000),
      sale('f', 25, 11, 48_000),
      sale('g', 21, 11, 900_000, 'boats'),
    ].map((s) => ({ ...s, slug: null }));
    const page = await openSoldResults(DESKTOP);
    // The next answer of the archive (a filter applied in the app) is these sales.
    await page.route(/\/api\/listings\/sold\?.*yearMin=1901/, (route) =>
      route.fulfill({ json: { items: [], total: 0, page: 1, pageSize: 24, chart: crafted } }),
    );
    const year = page.getByRole('form', { name: 'Sold results filters' }).getByLabel('Year from');
    await year.fill('1901');
    await year.press('Enter');
    // The demo data's own chart may also have four days: wait for these sales' days, not a count.
    const craftedDays = salesByDay(
      crafted.filter((s) => s.category === 'cars'),
      'utc',
    ).map((d) => ({ day: d.day, count: d.count }));
    await expect.poll(() => points(page)).toEqual(craftedDays);

    await expectChartOf(page, crafted, 'cars');
    await expect(tickLabels(page)).resolves.toEqual(['Nov 16', 'Nov 18', 'Nov 20', 'Nov 22', 'Nov 24']);
    await expect(chart(page).getByTestId('price-chart-title').textContent()).resolves.toBe('Sold prices over time · Cars · 1901–…');
    const busy = chart(page).locator('[data-day="2026-11-20"]');
    await expect(busy.locator('circle title').textContent()).resolves.toBe('3 sales on Nov 20, 2026 · average $45,000 · $30,000 to $60,000');
    // The range bar of that day runs from its lowest to its highest price; the boats sale is not in the cars chart.
    await expect(busy.locator('line').count()).resolves.toBe(1);
    await expect(chart(page).innerText()).resolves.not.toContain('$900');
    await chart(page).screenshot({ path: '/tmp/vb-e2e-sold-chart-crafted.png' });
  });
});
