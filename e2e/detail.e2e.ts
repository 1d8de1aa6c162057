import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AuctionDetail } from '../domain/listings/auction-detail.ts';
import { desktopThumbnails, galleryVideoCount } from '../domain/listings/gallery.ts';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';

const b = useBrowser();

const PORSCHE = '1973-porsche-911-carrera-rs-2-7-touring';

async function detail(slug: string): Promise<AuctionDetail> {
  const res = await fetch(`${b.baseURL}/api/auction-detail/${slug}`);
  return ((await res.json()) as { auction: AuctionDetail }).auction;
}

async function openListing(page: Page, slug: string) {
  await page.goto(`/auction/${slug}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByTestId('bid-panel').waitFor();
}

/** YouTube is a third-party host: the tests answer for it (a missing size is a 120x90 grey image, as YouTube does). */
async function stubYoutube(page: Page) {
  const tiny = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#777777' } })
    .jpeg()
    .toBuffer();
  const full = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#aa3322' } })
    .jpeg()
    .toBuffer();
  await page.route('https://img.youtube.com/**', (route) =>
    route.fulfill({ contentType: 'image/jpeg', body: route.request().url().includes('maxresdefault') ? tiny : full }),
  );
  await page.route('https://www.youtube.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<html><body>player</body></html>' }));
}

describe('auction detail page', () => {
  it('shows the header, the details card in order and the tabs', async () => {
    const page = await b.newPage(DESKTOP);
    await openListing(page, PORSCHE);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('1973 Porsche 911 Carrera RS 2.7 Touring');
    await expect(page.getByTestId('auction-facts').innerText()).resolves.toMatch(/64,300 miles[\s\S]*2\.7-liter air-cooled flat-six[\s\S]*San Diego, CA/);
    await expect(page.title()).resolves.toBe('1973 Porsche 911 Carrera RS 2.7 Touring | VehicleBid');
    const labels = await page.getByTestId('vehicle-details').locator('dt').allTextContents();
    expect(labels).toEqual([
      'Make',
      'Model',
      'Mileage',
      'Engine',
      'VIN',
      'Title Status',
      'Title State',
      'Estimated Value',
      'Drivetrain',
      'Transmission',
      'Exterior Color',
      'Interior Color',
      'Location',
    ]);
    await expect(page.getByTestId('vehicle-details').innerText()).resolves.toContain('$1,150,000 - $1,400,000');
    await expect(page.getByText('FEATURED').isVisible()).resolves.toBe(true);

    const tabs = page.getByRole('tablist', { name: 'Listing details' });
    await expect(tabs.getByRole('tab').allTextContents()).resolves.toEqual(['Description', 'Bid History', 'Seller Info']);
    await expect(page.getByRole('heading', { name: 'Key Options & Highlights' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'Condition & Flaws' }).isVisible()).resolves.toBe(true);
    await tabs.getByRole('tab', { name: 'Bid History' }).click();
    await expect(page.getByTestId('bid-history').locator('li').count()).resolves.toBe(10);
    await tabs.getByRole('tab', { name: 'Seller Info' }).click();
    const seller = page.getByTestId('seller-info');
    await expect(seller.innerText()).resolves.toMatch(/Maria Alvarez\s*Verified/);
    await seller.getByRole('button', { name: 'View Full Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Seller Profile' });
    await dialog.getByTestId('seller-reputation').waitFor();
    await expect(dialog.getByTestId('seller-status').textContent()).resolves.toBe('Active');
    await expect(dialog.getByTestId('seller-reputation').innerText()).resolves.toMatch(/^\d+\s+(Excellent|Good|Building)/);
    await expect(dialog.getByTestId('seller-counts').locator('dt').allTextContents()).resolves.toEqual(['Active Auctions', 'Classifieds', 'Ended', 'Sold']);
    await expect(dialog.getByRole('button', { name: 'Contact Seller' }).isVisible()).resolves.toBe(true);
    const others = await dialog.getByTestId('seller-other-listings').getByRole('link').allTextContents();
    expect(others.length).toBeGreaterThan(0);
    expect(others.join(' ')).not.toContain('1973 Porsche 911');
  });

  it('shows the empty bid history and the Upcoming states of a listing awaiting approval', async () => {
    const page = await b.newPage(DESKTOP);
    await openListing(page, '1969-chevrolet-camaro-z-28');
    await expect(page.getByTestId('bid-panel').getByRole('heading').textContent()).resolves.toBe('Upcoming Auction');
    await page.getByRole('tab', { name: 'Bid History' }).click();
    await page.getByText('No bids yet. Be the first to bid!').waitFor();
    await expect(page.getByTestId('timer-bar-control').innerText()).resolves.toBe('Upcoming');
  });

  it('builds the thumbnail grid by the rules and opens the lightbox with zoom, rotate and keys', async () => {
    const page = await b.newPage(DESKTOP);
    await openListing(page, PORSCHE);
    const data = await detail(PORSCHE);
    const expected = desktopThumbnails(data.photos, galleryVideoCount(data.photos, data.youtubeVideos));
    const grid = page.getByTestId('desktop-thumbnails');
    await expect(grid.locator('li').count()).resolves.toBe(expected.length);
    const photoTiles = expected.filter((t) => t.kind === 'photo');
    await expect(grid.locator('[data-category]').evaluateAll((els) => els.map((e) => e.getAttribute('data-category')))).resolves.toEqual(
      photoTiles.map((t) => (t.kind === 'photo' ? t.photo.category : '')),
    );
    expect(photoTiles.slice(0, 4).every((t) => t.kind === 'photo' && t.photo.category === 'exterior')).toBe(true);
    await grid.getByRole('button', { name: 'Videos (2)' }).waitFor();
    const images = data.photos.filter((p) => p.fileType === 'image').length;
    await grid.getByRole('button', { name: `All Photos (${images})` }).waitFor();

    await grid.getByRole('button', { name: 'Exterior photo 1' }).click();
    const box = page.getByTestId('lightbox');
    await box.waitFor();
    const exterior = data.photos.filter((p) => p.category === 'exterior' && p.fileType === 'image').length;
    await expect(box.getByTestId('lightbox-counter').textContent()).resolves.toBe(`1 / ${exterior}`);
    const img = box.getByTestId('lightbox-image');
    await box.getByRole('button', { name: 'Zoom in' }).click();
    await expect(img.getAttribute('data-zoom')).resolves.toBe('1.5');
    await page.keyboard.press('+');
    await expect(img.getAttribute('data-zoom')).resolves.toBe('2.25');
    await page.keyboard.press('-');
    await expect(img.getAttribute('data-zoom')).resolves.toBe('1.5');
    for (let i = 0; i < 5; i++) await page.keyboard.press('-');
    await expect(img.getAttribute('data-zoom')).resolves.toBe('0.5');
    await expect(box.getByRole('button', { name: 'Zoom out' }).isDisabled()).resolves.toBe(true);
    await box.getByRole('button', { name: 'Rotate' }).click();
    await expect(img.getAttribute('data-rotation')).resolves.toBe('90');
    await page.keyboard.press('ArrowRight');
    await expect(box.getByTestId('lightbox-counter').textContent()).resolves.toBe(`2 / ${exterior}`);
    await expect(box.getByTestId('lightbox-image').getAttribute('data-zoom')).resolves.toBe('1');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(box.getByTestId('lightbox-counter').textContent()).resolves.toBe(`${exterior} / ${exterior}`);
    await box.getByRole('button', { name: 'Interior' }).click();
    await expect(box.getByTestId('lightbox-counter').textContent()).resolves.toMatch(/^1 \/ \d+$/);
    // Pan: dragging a zoomed photo moves it.
    await box.getByRole('button', { name: 'Zoom in' }).click();
    const before = await box.getByTestId('lightbox-image').evaluate((e) => (e as HTMLElement).style.transform);
    await page.mouse.move(640, 450);
    await page.mouse.down();
    await page.mouse.move(700, 480, { steps: 4 });
    await page.mouse.up();
    await expect(box.getByTestId('lightbox-image').evaluate((e) => (e as HTMLElement).style.transform)).resolves.not.toBe(before);
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'detached' });
  });

  it('plays YouTube videos in the viewer with titles and thumbnail fallback', async () => {
    const page = await b.newPage(DESKTOP);
    await stubYoutube(page);
    await openListing(page, PORSCHE);
    await page.getByRole('button', { name: 'Videos (2)' }).click();
    const viewer = page.getByTestId('video-viewer');
    await viewer.getByRole('heading', { name: 'Cold start and walkaround' }).waitFor();
    await expect(viewer.locator('iframe').getAttribute('src')).resolves.toContain('https://www.youtube.com/embed/r7XvQ2mN8tA');
    // maxresdefault is missing (YouTube's 120x90 stand-in), so the thumbnail falls back to sddefault.
    await expect.poll(() => viewer.locator('img[data-thumbnail]').first().getAttribute('data-thumbnail')).toBe('sddefault.jpg');
    await viewer.getByRole('button', { name: /Driving on the Coronado bridge/ }).click();
    await viewer.getByRole('heading', { name: 'Driving on the Coronado bridge' }).waitFor();
    await expect(viewer.locator('iframe').getAttribute('src')).resolves.toContain('/embed/Lp4sW9eKd3Y');
  });

  it('finds a listing by id and by an id fragment, and shows Auction Not Found otherwise', async () => {
    // An unknown listing answers 404: the browser logs the status.
    b.allowConsoleError(/status of 404/);
    const data = await detail(PORSCHE);
    const page = await b.newPage(DESKTOP);
    await openListing(page, data.id);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('1973 Porsche 911 Carrera RS 2.7 Touring');
    await openListing(page, `1973-porsche-911-carreraRS-${data.id.slice(0, 8)}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('1973 Porsche 911 Carrera RS 2.7 Touring');
    expect((await page.goto('/auction/no-such-listing'))?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Auction Not Found' }).waitFor();
    await page.getByText("The auction you're looking for could not be found.").waitFor();
    await page.getByText('Auction not found', { exact: true }).waitFor();
    await expect(page.getByRole('link', { name: 'Browse Auctions' }).getAttribute('href')).resolves.toBe('/');
  });

  it('toggles the watchlist for a signed-in user and asks visitors to sign in', async () => {
    const visitor = await b.newPage(DESKTOP);
    await openListing(visitor, PORSCHE);
    await visitor.getByTestId('watch-button').click();
    await visitor.getByText('Please sign in to add items to your watchlist').waitFor();

    const page = await b.newPage(DESKTOP);
    await signIn(page, 'buyer@example.com', `/auction/${PORSCHE}`);
    const watch = page.getByTestId('watch-button');
    await watch.waitFor();
    await expect(watch.textContent()).resolves.toBe('Watch');
    await watch.click();
    await page.getByText('Added to watchlist').waitFor();
    await expect(watch.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.reload();
    await expect.poll(() => page.getByTestId('watch-button').textContent()).toBe('Watching');
    await page.getByTestId('watch-button').click();
    await page.getByText('Removed from watchlist').waitFor();
    await expect(page.getByTestId('watch-button').textContent()).resolves.toBe('Watch');
  });

  it('shares natively where it can, else copies the link, with the four toasts', async () => {
    const cases = [
      { script: 'navigator.share = () => Promise.resolve();', toast: 'Shared successfully!' },
      { script: "navigator.share = () => Promise.reject(new Error('nope'));", toast: 'Share failed. Please try again.' },
      {
        script:
          "delete Navigator.prototype.share; Object.defineProperty(navigator, 'clipboard', { value: { writeText: (t) => { window.__copied = t; return Promise.resolve(); } } });",
        toast: 'Link copied to clipboard!',
      },
      {
        script:
          "delete Navigator.prototype.share; Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });",
        toast: 'Unable to copy link. Please copy manually from the address bar.',
      },
    ];
    for (const c of cases) {
      const context = await b.newContext(DESKTOP);
      await context.addInitScript(c.script);
      const page = await context.newPage();
      await openListing(page, PORSCHE);
      await page.getByTestId('share-button').click();
      await page.getByText(c.toast).waitFor();
      if (c.toast === 'Link copied to clipboard!') {
        await expect(page.evaluate(() => (window as unknown as { __copied: string }).__copied)).resolves.toBe(page.url());
      }
    }
  });

  it('shows the sticky timer bar states and scrolls to the bid section 180 px above it', async () => {
    const page = await b.newPage(DESKTOP);
    await openListing(page, PORSCHE);
    const bar = page.getByTestId('timer-bar');
    await expect(bar.innerText()).resolves.toMatch(/TIME LEFT[\s\S]*\d+d \d+h \d+m \d+s[\s\S]*HIGH BID[\s\S]*\$1,085,000/);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await bar.getByRole('button', { name: 'Place Bid' }).click();
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('bid')!.getBoundingClientRect().top))).toBe(180);

    await openListing(page, '2012-lexus-lfa');
    await expect(page.getByTestId('timer-bar-control').innerText()).resolves.toMatch(/Scheduled/);
    await openListing(page, '1997-land-rover-defender-90-station-wagon');
    await page.getByText('This auction has concluded. Check back for new listings!').waitFor();
    await expect(page.getByTestId('bid-panel').getByRole('heading').textContent()).resolves.toBe('Auction Ended');
    await expect(page.getByTestId('timer-bar').count()).resolves.toBe(0);
    await openListing(page, '2002-honda-s2000');
    await expect(page.getByTestId('bid-panel').getByRole('heading').textContent()).resolves.toBe('Auction Ended');
    await expect(page.getByTestId('timer-bar').count()).resolves.toBe(0);

    const owner = await b.newPage(DESKTOP);
    await signIn(owner, 'maria.alvarez@example.com', `/auction/${PORSCHE}`);
    await owner.getByTestId('timer-bar').waitFor();
    await expect.poll(() => owner.getByTestId('timer-bar-control').innerText()).toBe('Your Listing');
    await owner.getByText('You cannot bid on your own auction. Monitor the bidding activity from here.').waitFor();
  });

  it('shows a classified listing: For Sale, no bid history, no timer bar, contact details when signed in', async () => {
    const slug = '1989-mercedes-benz-560sl';
    const page = await b.newPage(DESKTOP);
    await openListing(page, slug);
    await expect(page.getByTestId('bid-panel').getByRole('heading').textContent()).resolves.toBe('For Sale');
    await expect(page.getByTestId('sale-price').textContent()).resolves.toBe('$42,500');
    await expect(page.getByRole('tab').allTextContents()).resolves.toEqual(['Description', 'Seller Info']);
    await expect(page.getByTestId('timer-bar').count()).resolves.toBe(0);
    await expect(page.getByTestId('disclaimer').innerText()).resolves.toContain('directly between buyer and seller');
    await expect(page.getByTestId('seller-contact').count()).resolves.toBe(0);

    const signedIn = await b.newPage(DESKTOP);
    await signIn(signedIn, 'buyer@example.com', `/auction/${slug}`);
    const contact = signedIn.getByTestId('seller-contact');
    await contact.waitFor();
    await expect(contact.innerText()).resolves.toMatch(
      /Company\s+Classic Motors LLC[\s\S]*Website\s+classicmotors\.example\.com[\s\S]*Contact\s+Mike Hale[\s\S]*Phone/,
    );

    const owner = await b.newPage(DESKTOP);
    await signIn(owner, 'seller@example.com', `/auction/${slug}`);
    await owner.getByText('This is your classified listing. Buyers will contact you directly.').waitFor();
  });

  it("opens the seller's other listings with a Previous Auction back link", async () => {
    const page = await b.newPage(DESKTOP);
    await openListing(page, PORSCHE);
    const section = page.getByRole('region', { name: 'More from Maria Alvarez' });
    await section.scrollIntoViewIfNeeded();
    const first = section.getByRole('link').first();
    const name = (await first.innerText()).split('\n')[0]!;
    await first.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('link', { name: 'Previous Auction' }).click();
    await page.waitForURL(`**/auction/${PORSCHE}`);
    await page.getByRole('heading', { level: 1, name: '1973 Porsche 911 Carrera RS 2.7 Touring' }).waitFor();
  });

  it('stacks the sections on mobile with the mobile gallery and the bottom bar', async () => {
    const page = await b.newPage(MOBILE);
    await openListing(page, PORSCHE);
    await expect(page.getByRole('tablist').count()).resolves.toBe(0);
    for (const name of ['Description', 'Bid History', 'Seller Info']) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true }).isVisible()).resolves.toBe(true);
    }
    const gallery = page.getByTestId('mobile-gallery');
    await expect(gallery.getByRole('heading', { level: 3 }).allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/^Exterior/),
      expect.stringMatching(/^Interior/),
      expect.stringMatching(/^YouTube Videos/),
    ]);
    await expect(gallery.getByRole('button', { name: /^Exterior photo/ }).count()).resolves.toBe(4);
    await expect(page.getByTestId('desktop-thumbnails').isVisible()).resolves.toBe(false);
    await expect(page.getByTestId('mobile-search').count()).resolves.toBe(0);
    await expect(page.getByRole('navigation', { name: 'Mobile shortcuts' }).isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('timer-bar').isVisible()).resolves.toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await openListing(page, '2012-lexus-lfa');
    await expect(page.getByTestId('bid-panel').getByRole('heading').textContent()).resolves.toBe('Place Presale Bid');
  });

  it('loads gallery photos lazily through the image loader, as they come near the screen', async () => {
    const page = await b.newPage(MOBILE);
    await openListing(page, PORSCHE);
    // The hero loads at once; the interior photos further down wait until they come near the screen.
    await expect.poll(() => page.getByTestId('hero-image').first().getAttribute('src')).toMatch(/^\/media\//);
    const interior = page
      .getByTestId('mobile-gallery')
      .getByRole('button', { name: /^Interior photo/ })
      .first()
      .locator('img');
    await expect(interior.getAttribute('data-loading')).resolves.toBe('true');
    await expect(interior.getAttribute('src')).resolves.toBeNull();
    await interior.scrollIntoViewIfNeeded();
    await expect.poll(() => interior.getAttribute('src')).toMatch(/^\/media\/.+\?w=1280$/);
    await expect.poll(() => interior.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  it('serves share tags for the listing and a sitemap', async () => {
    const html = await (await fetch(`${b.baseURL}/auction/${PORSCHE}`)).text();
    expect(html).toContain('<title>1973 Porsche 911 Carrera RS 2.7 Touring | VehicleBid</title>');
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\/media\/demo\/cars\/[^"]+\.webp\?w=1280"/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const sitemap = await (await fetch(`${b.baseURL}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/auction/${PORSCHE}</loc>`);
    expect(sitemap).toContain('/auction/1989-mercedes-benz-560sl</loc>');
    expect(sitemap).not.toContain('/auction/2002-honda-s2000</loc>');
  });
});
