import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseDemoImagePath } from './demo-art/parse.ts';
import { demoImageUrls, isDemoImage, WEB_FALLBACK_IMAGES } from './demo-images.ts';

describe('the demo data images (issue 15 items 2 and 16)', () => {
  it('are a fixed, bounded set of valid demo image names, hero and categories first', () => {
    const urls = demoImageUrls();
    expect(urls.length).toBeGreaterThan(100);
    expect(urls.length).toBeLessThan(2000);
    expect(urls[0]).toBe('/media/demo/hero/hero-0-b45309.webp');
    for (const u of urls) {
      const [, , , category = '', file = ''] = u.split('/');
      expect(parseDemoImagePath(category, file), u).not.toBeNull();
    }
  });

  it('allows the demo data images and nothing else', () => {
    expect(isDemoImage('hero', 'hero-0-b45309.webp')).toBe(true);
    expect(isDemoImage('cars', 'front34-0-b91c1c.webp')).toBe(true);
    expect(isDemoImage('cars', 'side-3-123456.webp')).toBe(false);
    expect(isDemoImage('hero', 'hero-0-000000.webp')).toBe(false);
  });

  it('include the web app fallback images', async () => {
    const source = await readFile(new URL('../../web/src/features/listings/sample-listings.ts', import.meta.url), 'utf8');
    const used = [...new Set(source.match(/\/media\/demo\/[a-z0-9/-]+\.webp/g) ?? [])].sort();
    expect(used).toEqual([...WEB_FALLBACK_IMAGES].sort());
    const categories = await readFile(new URL('../../web/src/features/home/default-categories.ts', import.meta.url), 'utf8');
    for (const [, slug, paint] of categories.matchAll(/slug: '([a-z-]+)', title: '[^']+', paint: '([0-9a-f]{6})'/g)) {
      expect(
        demoImageUrls().some((u) => u.startsWith(`/media/demo/${slug}/front34-`) && u.endsWith(`-${paint}.webp`)),
        slug,
      ).toBe(true);
    }
  });
});
