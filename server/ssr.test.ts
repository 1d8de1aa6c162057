import { describe, expect, it } from 'vitest';
import { deferScripts, ssrBundlePath, timeZoneOffsetOf } from './ssr.ts';

const built = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-1.js">
<link rel="modulepreload" crossorigin href="/assets/chunk-2.js">
<style>body{}</style></head><body><div id="root"></div></body></html>`;

describe('deferScripts', () => {
  it('moves the entry module to a loader that runs after the first paint, without the preload links', () => {
    const html = deferScripts(built);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<style>body{}</style>');
    const loader = /<script>(.*)<\/script><\/body>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('requestAnimationFrame(function(){setTimeout(go,0)})');
    expect(loader).toContain('"/assets/index-abc.js"');
    expect(loader).not.toContain('react-1.js');
  });

  it('leaves a page without an entry module as it is', () => {
    const html = '<html><body><div id="root"></div></body></html>';
    expect(deferScripts(html)).toBe(html);
  });
});

describe('ssrBundlePath', () => {
  it('is next to the web build', () => {
    expect(ssrBundlePath('/srv/dist/web/')).toBe('/srv/dist/web-ssr/entry-server.js');
    expect(ssrBundlePath('/srv/dist/web')).toBe('/srv/dist/web-ssr/entry-server.js');
  });
});

describe('timeZoneOffsetOf', () => {
  it("reads the visitor's offset from the tzo cookie, UTC without a valid one", () => {
    expect(timeZoneOffsetOf('a=1; tzo=300; b=2')).toBe(300);
    expect(timeZoneOffsetOf('tzo=-540')).toBe(-540);
    expect(timeZoneOffsetOf('xtzo=300')).toBe(0);
    expect(timeZoneOffsetOf('tzo=9999')).toBe(0);
    expect(timeZoneOffsetOf('tzo=abc')).toBe(0);
    expect(timeZoneOffsetOf(undefined)).toBe(0);
  });
});
