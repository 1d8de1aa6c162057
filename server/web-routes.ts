import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { AppDeps } from './app-deps.ts';
import { auctionPageMeta, injectMeta } from './modules/auction-detail/page-meta.ts';
import { loadPageRenderer, type PageVisitor } from './ssr.ts';
import { cspNonce, withNonce } from './http/security-headers.ts';
import { withTestSiteBanner } from './http/test-site-banner.ts';
import { canonicalListingSearch } from '../domain/listings/listing-filters.ts';
import { isPagePath } from '../domain/shared/page-paths.ts';
import { AUCTION_NOT_FOUND_NAME, pageTitle, withSiteName } from '../domain/shared/page-titles.ts';
import { withTitle } from './page-title.ts';
import { robotsTxt } from './robots-txt.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A rendered page is mostly repeated class names: compressed it is a tenth of its size. */
async function compressed(html: string, acceptEncoding: string | undefined): Promise<{ body: Buffer | string; encoding?: string }> {
  const accepts = (acceptEncoding ?? '').toLowerCase();
  if (html.length < 1024) return { body: html };
  if (/\bbr\b/.test(accepts)) return { body: await brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (/\bgzip\b/.test(accepts)) return { body: await gzipAsync(html, { level: 6 }), encoding: 'gzip' };
  return { body: html };
}

/**
 * The app's one stylesheet goes into the page itself: the first paint waits for no other request (11 KB
 * compressed, against a round trip queued behind the scripts on a slow mobile connection).
 */
function inlineStylesheet(html: string, webDist: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[\w.-]+\.css)"[^>]*>/, (tag, href: string) => {
    try {
      return `<style>${readFileSync(join(webDist, href))
        .toString('utf8')
        .replace(/<\/style/gi, '<\\/style')}</style>`;
    } catch {
      return tag;
    }
  });
}

/**
 * A listing page's filter form submitted before the page's scripts run (a plain GET form)
 * sends every field: the address the web app would have gone to instead, or null when this is it.
 */
export function listingFormRedirect(path: string, search: string): string | null {
  const page = /^\/(?:(auctions|classifieds|presale|sold-results)|category((?:\/[^/]+){1,3}))\/?$/.exec(path);
  if (!page || !search) return null;
  const fixed = page[2] ? ['category', 'make', 'model'].slice(0, page[2].split('/').length - 1) : [];
  const canonical = canonicalListingSearch(search, fixed, page[1] === 'sold-results');
  return canonical === null ? null : `${path}${canonical ? `?${canonical}` : ''}`;
}

/**
 * Whether rendered HTML shows a not-found page (NotFoundPage, DetailNotFound): their root element carries
 * `data-not-found`. Text React renders cannot hold a raw '<', so only a real element matches.
 */
export const showsNotFound = (html: string) => /<[a-z]+\s[^>]*\bdata-not-found[\s=>]/.test(html);

/**
 * Serves the built single-page app: hashed assets cached for a year, every other page path gets index.html,
 * with 404 when the page is the not-found page (an unknown path or listing; the page itself is unchanged).
 */
export const webRoutes =
  (deps: AppDeps, webDist: string): FastifyPluginAsync =>
  async (app) => {
    const template = inlineStylesheet(readFileSync(join(webDist, 'index.html'), 'utf8'), webDist);
    // Rendered pages are written into this template too, so the test-site notice is on every page.
    const indexHtml = deps.config.isTestSite ? withTestSiteBanner(template) : template;
    const renderer = await loadPageRenderer(app, webDist);

    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // tools/precompress.js writes .br/.gz siblings at build time.
      preCompressed: true,
      // Production serves no source maps (the build writes none; a map put there by another
      // build is refused too), so the site's full source is not one request away.
      allowedPath: (path) => !(deps.config.isProduction && /\.map$/i.test(path)),
      setHeaders(res, path) {
        res.header('cache-control', path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });

    // Shared /auction/{slug} links carry the listing's title, description and photo.
    // `found` is false when no listing has that key (the page then shows 'Auction Not Found'). Every other
    // page has its route's title (a rendered page puts its own in, ssr.ts).
    const shellHtml = async (path: string, search: string): Promise<{ html: string; found: boolean }> => {
      const key = /^\/auction\/([^/]+)\/?$/i.exec(path)?.[1];
      if (!key) return { html: withTitle(indexHtml, pageTitle(path, search)), found: true };
      try {
        const meta = await auctionPageMeta(deps.db, deps.config.publicUrl, decodeURIComponent(key));
        return meta ? { html: injectMeta(indexHtml, meta), found: true } : { html: withTitle(indexHtml, withSiteName(AUCTION_NOT_FOUND_NAME)), found: false };
      } catch (err) {
        app.log.warn({ err, path }, 'auction meta tags failed');
        return { html: withTitle(indexHtml, pageTitle(path, search)), found: true };
      }
    };

    // Public pages come rendered (ssr.ts); a page that fails to render is sent as the shell. The status is
    // 404 when the router has no such page, no listing has the key, or the rendered page is a not-found page.
    const page = async (path: string, url: string, visitor: PageVisitor): Promise<{ html: string; status: 200 | 404 }> => {
      const shell = await shellHtml(path, new URL(url).search);
      let html = shell.html;
      if (renderer) {
        try {
          html = (await renderer.render(path, url, visitor, shell.html)) ?? shell.html;
        } catch (err) {
          app.log.error({ err, path }, 'server rendering failed: sent the app shell');
        }
      }
      const missing = !isPagePath(path) || !shell.found || (html !== shell.html && showsNotFound(html));
      return { html, status: missing ? 404 : 200 };
    };

    app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
      reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(deps.config.publicUrl)),
    );

    app.setNotFoundHandler(async (req, reply) => {
      const path = req.url.split('?')[0] ?? '';
      const isPage = req.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/media/') && !/\.[a-z0-9]{2,5}$/i.test(path);
      if (!isPage) return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' });
      const search = req.url.slice(path.length);
      const canonical = listingFormRedirect(path, search.startsWith('?') ? search.slice(1) : '');
      if (canonical) return reply.redirect(canonical, 302);
      // The page's inline stylesheet and script loader run by this response's nonce (decision 015).
      const chUaMobile = req.headers['sec-ch-ua-mobile'];
      const visitor: PageVisitor = {
        cookie: req.headers.cookie,
        userAgent: req.headers['user-agent'],
        chUaMobile: typeof chUaMobile === 'string' ? chUaMobile : undefined,
      };
      const { html: pageText, status } = await page(path, `${deps.config.publicUrl}${req.url}`, visitor);
      const html = withNonce(pageText, cspNonce(reply));
      const { body, encoding } = await compressed(html, req.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      // A rendered page can carry the visitor's session: private, and asked for again on every visit. It is
      // written in the layout of the visitor's device (domain/shared/viewport.ts).
      return reply
        .status(status)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'accept-encoding, cookie, user-agent, sec-ch-ua-mobile')
        .type('text/html; charset=utf-8')
        .send(body);
    });
  };
