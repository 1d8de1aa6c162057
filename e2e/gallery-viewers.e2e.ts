import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';

// The photo and video viewers cover the page: their top bar is opaque and above the site
// header, whose text used to show through it.

const b = useBrowser();
const PORSCHE = '1973-porsche-911-carrera-rs-2-7-touring';

/** YouTube is a third-party host: the test answers for it. */
async function stubYoutube(page: Page) {
  const thumb = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#aa3322' } })
    .jpeg()
    .toBuffer();
  await page.route('https://img.youtube.com/**', (route) => route.fulfill({ contentType: 'image/jpeg', body: thumb }));
  await page.route('https://www.youtube.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<html><body>player</body></html>' }));
}

interface Probe {
  /** The element on top at the point is inside the viewer's bar. */
  inBar: boolean;
  /** The bar's own background is fully opaque: nothing under it shows through. */
  barAlpha: number;
  /** The site header lies under the bar, and the viewer is stacked above it. */
  headerUnder: boolean;
}

/** What is drawn along the bar, where the site header's logo, links and search sit. */
async function probeBar(page: Page, viewer: Locator): Promise<Probe[]> {
  const bar = viewer.getByTestId('viewer-bar');
  const box = (await bar.boundingBox())!;
  expect(box.y).toBe(0);
  return bar.evaluate((barEl, box) => {
    // A colour's alpha as the browser paints it (Tailwind writes oklch()): drawn on a 1x1 canvas.
    const alpha = (color: string) => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      return ctx.getImageData(0, 0, 1, 1).data[3]!;
    };
    // The site header: the sticky one at the top of the page.
    const siteHeader = [...document.querySelectorAll('header')].find((h) => getComputedStyle(h).position === 'sticky')!;
    const header = siteHeader.getBoundingClientRect();
    // The z-index of the outermost positioned ancestor: the layer of the page the element is painted in.
    const layerOf = (el: Element): number => {
      let z = 0;
      for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.zIndex !== 'auto' && style.position !== 'static') z = Number(style.zIndex);
      }
      return z;
    };
    const headerUnder = header.top < box.y + box.height && header.bottom > box.y && layerOf(barEl) > layerOf(siteHeader);
    return [0.02, 0.25, 0.5, 0.75, 0.98].map((fx) => {
      const top = document.elementFromPoint(box.x + box.width * fx, box.y + box.height / 2);
      return { inBar: top !== null && barEl.contains(top), barAlpha: alpha(getComputedStyle(barEl).backgroundColor), headerUnder };
    });
  }, box);
}

const OPAQUE_ABOVE: Probe = { inBar: true, barAlpha: 255, headerUnder: true };

describe('photo and video viewers', () => {
  for (const [name, viewport] of [
    ['phone', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`the lightbox's top bar is opaque and above the header (${name})`, async () => {
      const page = await b.newPage(viewport);
      await page.goto(`/auction/${PORSCHE}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('header').first().waitFor();
      // The first photo opens the viewer on either layout.
      await page.getByRole('button', { name: 'Open photo viewer' }).click();
      const box = page.getByTestId('lightbox');
      await box.getByTestId('viewer-bar').waitFor();
      const probes = await probeBar(page, box);
      expect(probes).toEqual(probes.map(() => OPAQUE_ABOVE));
      await page.screenshot({ path: `/tmp/vb-e2e-lightbox-${name}.png` });
    });
  }

  it("the video viewer's top bar is opaque and above the header", async () => {
    const page = await b.newPage(DESKTOP);
    await stubYoutube(page);
    await page.goto(`/auction/${PORSCHE}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Videos (2)' }).click();
    const viewer = page.getByTestId('video-viewer');
    await viewer.getByTestId('viewer-bar').waitFor();
    const probes = await probeBar(page, viewer);
    expect(probes).toEqual(probes.map(() => OPAQUE_ABOVE));
    await page.screenshot({ path: '/tmp/vb-e2e-video-viewer.png' });
  });
});
