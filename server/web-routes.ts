import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { AppDeps } from './app.ts';
import { auctionPageMeta, injectMeta } from './modules/auction-detail/page-meta.ts';

/** Serves the built single-page app: hashed assets cached for a year, every other page path gets index.html. */
export const webRoutes =
  (deps: AppDeps, webDist: string): FastifyPluginAsync =>
  async (app) => {
    const indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');

    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // tools/precompress.js writes .br/.gz siblings at build time.
      preCompressed: true,
      setHeaders(res, path) {
        res.header('cache-control', path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });

    // Issue 4 item 10: shared /auction/{slug} links carry the listing's title, description and photo.
    const pageHtml = async (path: string): Promise<string> => {
      const key = /^\/auction\/([^/]+)\/?$/.exec(path)?.[1];
      if (!key) return indexHtml;
      try {
        const meta = await auctionPageMeta(deps.db, deps.config.publicUrl, decodeURIComponent(key));
        return meta ? injectMeta(indexHtml, meta) : indexHtml;
      } catch (err) {
        app.log.warn({ err, path }, 'auction meta tags failed');
        return indexHtml;
      }
    };

    app.setNotFoundHandler(async (req, reply) => {
      const path = req.url.split('?')[0] ?? '';
      const isPage = req.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/media/') && !/\.[a-z0-9]{2,5}$/i.test(path);
      if (!isPage) return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' });
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(await pageHtml(path));
    });
  };
