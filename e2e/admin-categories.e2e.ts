// /admin/categories is an editor. At 1280 and 390 px, in real Chromium: each category's
// count is the home page tile's; an admin adds a category with an uploaded image (previewed first), moves it
// to the front (drag, keyboard and arrows), hides a built-in one; the home page, the browse filter and the
// menu follow, and the hidden category's listings stay at its address. The shared demo data is put back in a
// `finally` (the browser test files share one server).
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';
import { signIn } from './support/sign-in.ts';
import { keyboardSensorListening } from './support/keyboard-drag.ts';

const b = useBrowser();

interface AdminCategory {
  id: string;
  slug: string;
  title: string;
  isActive: boolean;
  countText: string;
}

const listOf = async (page: Page) => ((await (await page.request.get('/api/admin/categories')).json()) as { categories: AdminCategory[] }).categories;
const rows = (page: Page) => page.getByTestId('category-row');
const row = (page: Page, slug: string) => page.locator(`[data-testid="category-row"][data-slug="${slug}"]`);
const rowSlugs = (page: Page) => rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-slug')));
/** The home page's tiles: address and count text, in order. */
async function homeTiles(page: Page): Promise<{ slug: string; title: string; count: string }[]> {
  await page.goto('/');
  const cards = page.getByTestId('browse-categories').getByTestId('category-card');
  await cards.first().waitFor({ timeout: 15_000 });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="category-count"]')].every((p) => /active auctions?$/.test(p.textContent ?? '')),
  );
  return cards.evaluateAll((els) =>
    els.map((a) => ({
      slug: (a.getAttribute('href') ?? '').replace('/category/', ''),
      title: a.querySelector('p')?.textContent ?? '',
      count: a.querySelector('[data-testid="category-count"]')?.textContent ?? '',
    })),
  );
}
/**
 * The home page's tiles, once their counts equal those /admin/categories shows. Both read one figure that
 * turns over every 30 s as auctions end: read back to back they agree; a read that straddled a turnover is
 * read again.
 */
async function countsAgree(visitor: Page, admin: Page) {
  let tiles: Awaited<ReturnType<typeof homeTiles>> = [];
  await expect
    .poll(
      async () => {
        tiles = await homeTiles(visitor);
        const shown = await adminCounts(admin);
        return tiles.every((t) => shown[t.slug] === t.count) ? 'same' : JSON.stringify({ home: tiles, admin: shown });
      },
      { timeout: 60_000, interval: 0 },
    )
    .toBe('same');
  return tiles;
}

/** The count text of each row of /admin/categories, read afresh. */
async function adminCounts(page: Page): Promise<Record<string, string>> {
  await page.reload();
  await rows(page).first().waitFor();
  return Object.fromEntries(
    await rows(page).evaluateAll((els) =>
      els.map((e) => [e.getAttribute('data-slug') ?? '', e.querySelector('[data-testid="category-count"]')?.textContent ?? '']),
    ),
  );
}
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('/admin/categories', () => {
  it.each([
    ['1280', DESKTOP],
    ['390', MOBILE],
  ])(
    'at %s px: live counts equal the home page; add with an uploaded image, reorder, hide; the site follows',
    async (_w, viewport) => {
      const suffix = Date.now().toString(36).slice(-5);
      const name = `Vintage Tractors ${suffix}`;
      const slug = `vintage-tractors-${suffix}`;
      const admin = await b.newPage(viewport);
      await signIn(admin, 'admin@example.com', '/admin/categories');
      await admin.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
      await rows(admin).first().waitFor();
      const before = await listOf(admin);
      const visitor = await b.newPage(viewport);

      try {
        // The count of every category is the home page tile's (SPEC 2 text), never a stored text.
        const tiles = await countsAgree(visitor, admin);
        expect(tiles.map((t) => t.slug)).toEqual(before.filter((c) => c.isActive).map((c) => c.slug));
        expect(await noSidewaysScroll(admin)).toBe(true);

        // Add a category: the address comes from the name; an uploaded photo fills the image and is previewed.
        const form = admin.getByRole('form', { name: 'Add a category' });
        await form.getByLabel('Name', { exact: true }).fill(name);
        await expect(form.getByLabel('Address', { exact: true }).inputValue()).resolves.toBe(slug);
        await form.getByText(`/category/${slug}`).waitFor();
        const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 40, g: 120, b: 60 } } })
          .jpeg()
          .toBuffer();
        await form.getByLabel('Upload a photo').setInputFiles({ name: 'tractor.jpg', mimeType: 'image/jpeg', buffer: photo });
        await expect.poll(() => form.getByLabel('Image address').inputValue(), { timeout: 20_000 }).toMatch(/^\/media\/uploads\/[0-9a-f]{40}\.webp$/);
        const imageUrl = await form.getByLabel('Image address').inputValue();
        const preview = form.getByRole('img', { name: `Preview of ${name}` });
        await expect(preview.getAttribute('src')).resolves.toBe(imageUrl);
        await expect.poll(() => preview.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
        await form.getByTestId('category-tile-preview').getByText('0 active auctions', { exact: true }).waitFor();
        await form.getByRole('button', { name: 'Add category' }).click();
        await admin.getByText(`${name} added to the home page`).waitFor();
        await expect.poll(() => rowSlugs(admin)).toEqual([...before.map((c) => c.slug), slug]);
        await row(admin, slug).getByText('Added', { exact: true }).waitFor();
        await expect(row(admin, slug).getByTestId('category-count').textContent()).resolves.toBe('0 active auctions');
        await expect(form.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('');

        // Move it to the front: on a desktop by dragging its handle with the mouse, then by the keyboard; on a phone by its arrows.
        if (viewport === DESKTOP) {
          const handle = row(admin, slug).getByRole('button', { name: `Drag ${name} to reorder (or press space, then the arrow keys)` });
          const grip = (await handle.boundingBox())!;
          const source = (await row(admin, slug).boundingBox())!;
          const target = (await row(admin, before.at(-2)!.slug).boundingBox())!;
          // The row's centre is carried onto the centre of the second-last built-in row: it takes that place.
          const dy = target.y + target.height / 2 - (source.y + source.height / 2);
          await admin.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
          await admin.mouse.down();
          await admin.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2 + dy, { steps: 15 });
          await admin.mouse.up();
          await admin.getByText('Order saved').first().waitFor();
          await expect.poll(() => rowSlugs(admin)).toEqual([...before.slice(0, -2).map((c) => c.slug), slug, ...before.slice(-2).map((c) => c.slug)]);
          // Space picks it up, each arrow moves it one place (the screen reader is told where), space drops it.
          const told = admin.locator('[id^="DndLiveRegion"]');
          const n = before.length + 1;
          await handle.focus();
          await admin.keyboard.press('Space');
          await expect.poll(() => told.textContent()).toMatch(new RegExp(`^(Picked up ${name}, at|${name} is over) position ${n - 2} of ${n}\\.$`));
          await keyboardSensorListening(admin);
          for (let at = n - 3; at >= 1; at--) {
            await admin.keyboard.press('ArrowUp');
            await expect.poll(() => told.textContent()).toBe(`${name} is over position ${at} of ${n}.`);
          }
          await admin.keyboard.press('Space');
        } else {
          for (let i = before.length; i > 0; i--) {
            const up = row(admin, slug).getByRole('button', { name: `Move ${name} up` });
            await expect.poll(() => up.isEnabled()).toBe(true);
            await up.click();
            await expect.poll(async () => (await rowSlugs(admin)).indexOf(slug)).toBe(i - 1);
          }
        }
        await expect.poll(() => rowSlugs(admin)).toEqual([slug, ...before.map((c) => c.slug)]);
        await expect.poll(async () => (await listOf(admin)).map((c) => c.slug)).toEqual([slug, ...before.map((c) => c.slug)]);
        await expect(
          row(admin, slug)
            .getByRole('button', { name: `Move ${name} up` })
            .isDisabled(),
        ).resolves.toBe(true);

        // Hide Cars with its switch.
        const carsSwitch = row(admin, 'cars').getByRole('switch', { name: 'Show Cars on the site' });
        await expect(carsSwitch.getAttribute('aria-checked')).resolves.toBe('true');
        await carsSwitch.click();
        await admin.getByText('Cars is hidden: its listings stay at /category/cars').waitFor();
        await expect.poll(() => carsSwitch.getAttribute('aria-checked')).toBe('false');
        await row(admin, 'cars').getByText('Hidden', { exact: true }).first().waitFor();
        // Everything on the page at once (a hidden row, an added one, an open edit form): no sideways scroll,
        // no serious or critical axe finding.
        await row(admin, slug).getByRole('button', { name: 'Edit' }).click();
        await admin
          .getByRole('form', { name: `Edit ${name}` })
          .getByRole('button', { name: 'Save changes' })
          .waitFor();
        expect(await noSidewaysScroll(admin)).toBe(true);
        expect(await seriousViolations(admin)).toEqual([]);

        // The home page: the new category first with its image and count, Cars gone, the others as before.
        const after = await countsAgree(visitor, admin);
        expect(after.map((t) => t.slug)).toEqual([slug, ...tiles.map((t) => t.slug).filter((s) => s !== 'cars')]);
        expect(after[0]).toEqual({ slug, title: name, count: '0 active auctions' });
        const newTile = visitor.getByTestId('category-card').first().locator('img');
        await expect(newTile.getAttribute('src')).resolves.toContain(imageUrl);
        await expect.poll(() => newTile.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 15_000 }).toBe(true);

        // The browse filter offers the new category, not Cars; Cars' listings stay at its address.
        await visitor.goto('/auctions');
        const options = await visitor.locator('aside select[name="category"] option').allTextContents();
        expect(options).toContain(name);
        expect(options).not.toContain('Cars');
        await visitor.goto('/category/cars');
        await visitor.getByRole('heading', { level: 1, name: 'Cars' }).waitFor();
        await visitor.getByTestId('listing-card').first().waitFor();
        // The new category has a page of its own.
        await visitor.goto(`/category/${slug}`);
        await visitor.getByRole('heading', { level: 1, name }).waitFor();
        expect(await noSidewaysScroll(visitor)).toBe(true);
      } finally {
        const now = await listOf(admin);
        const cars = now.find((c) => c.slug === 'cars');
        if (cars && !cars.isActive) expect((await admin.request.patch(`/api/admin/categories/${cars.id}`, { data: { isActive: true } })).ok()).toBe(true);
        for (const c of now.filter((x) => x.slug === slug)) expect((await admin.request.delete(`/api/admin/categories/${c.id}`)).status()).toBe(204);
        expect((await admin.request.put('/api/admin/categories/order', { data: { ids: before.map((c) => c.id) } })).ok()).toBe(true);
        expect((await listOf(admin)).map((c) => [c.slug, c.isActive])).toEqual(before.map((c) => [c.slug, c.isActive]));
      }
    },
    180_000,
  );
});
