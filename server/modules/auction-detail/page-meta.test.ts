import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { injectMeta, type PageMeta } from './page-meta.ts';

// A listing's text goes into the page's head as text, whatever `$` patterns it holds.
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>VehicleBid</title>
    <meta name="description" content="Online vehicle auctions" />
  </head>
  <body><div id="root"></div></body>
</html>`;

/** Every pattern String.prototype.replace reads in a replacement string. */
const PATTERNS = ['$&', '$`', "$'", '$1', '$2', '$0', '$$', '$<name>', '$<', '$'];

const meta = (title: string, description: string): PageMeta => ({ title, description, image: null, url: 'https://cars.example/auction/x' });
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const count = (html: string, needle: string) => html.split(needle).length - 1;

function expectOneHead(html: string, title: string, description: string) {
  expect(count(html, '<!doctype html>')).toBe(1);
  expect(count(html, '<head>')).toBe(1);
  expect(count(html, '</head>')).toBe(1);
  expect(count(html, '<body>')).toBe(1);
  expect(html).toContain(`<title>${escape(title)}</title>`);
  expect(html).toContain(`<meta name="description" content="${escape(description)}" />`);
  expect(html).toContain(`<meta property="og:title" content="${escape(title)}" />`);
  expect(html).toContain(`<meta name="twitter:description" content="${escape(description)}" />`);
}

describe('injectMeta', () => {
  it.each(PATTERNS)('puts %j in a title and a description as it is', (p) => {
    const title = `1965 Ford ${p} Mustang | VehicleBid`;
    const description = `Priced at ${p}100, ${p}${p} twice`;
    expectOneHead(injectMeta(TEMPLATE, meta(title, description)), title, description);
  });

  it('inserts any text holding `$` patterns without reading them', () => {
    const piece = fc.oneof(fc.constantFrom(...PATTERNS), fc.string({ maxLength: 6 }), fc.constantFrom('<', '>', '&', '"', '</head>', '<title>'));
    const text = fc.array(piece, { minLength: 1, maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, text, (title, description) => {
        expectOneHead(injectMeta(TEMPLATE, meta(title, description)), title, description);
      }),
      { numRuns: 500 },
    );
  });

  it("replaces the template's description tag in any layout, once: the real web/index.html and formatted variants", () => {
    const layouts = [
      readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8'),
      TEMPLATE.replace(
        '<meta name="description" content="Online vehicle auctions" />',
        '<meta\n      name="description"\n      content="Online vehicle auctions"\n    />',
      ),
      TEMPLATE.replace('<meta name="description" content="Online vehicle auctions" />', "<META content='Online vehicle auctions' NAME='description'>"),
      TEMPLATE.replace('<meta name="description" content="Online vehicle auctions" />', '<meta\tname = "description"\tcontent="Online vehicle auctions">'),
    ];
    for (const template of layouts) {
      const html = injectMeta(template, meta('1969 Harley-Davidson FLH | VehicleBid', 'An early Shovelhead.'));
      expect(count(html, '</head>')).toBe(1);
      expect(html).toContain('<title>1969 Harley-Davidson FLH | VehicleBid</title>');
      expect(html).toContain('<meta name="description" content="An early Shovelhead." />');
      expect(html).toContain('<meta property="og:description" content="An early Shovelhead." />');
      expect(html.match(/name\s*=\s*["']description["']/gi)).toHaveLength(1);
    }
  });
});
