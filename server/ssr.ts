import type { FastifyInstance } from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseTimeZoneOffset, TIME_ZONE_OFFSET_COOKIE } from '../domain/shared/format.ts';
import { isPhoneRequest } from '../domain/shared/viewport.ts';
import { withTitle } from './page-title.ts';

/** What the server-rendering bundle (web/src/entry-server.tsx, built to `{WEB_DIST}-ssr/`) exports. */
interface SsrBundle {
  renderPage(url: string, session: unknown, timeZoneOffset: number, desktop: boolean): Promise<{ html: string; payload: unknown; title: string | null } | null>;
  setApiTransport(transport: (path: string, init: RequestInit) => Promise<Response>): void;
  ssrPayloadScript(payload: unknown): string;
}

/**
 * Public pages rendered on the server (first paint without JavaScript); every other page is the app shell.
 * /auth and /check-email too: signing in and up works before the scripts arrive.
 */
const SSR_PAGES =
  /^\/(?:|auctions|classifieds|presale|sell|sold-results|how-it-works|about|help|terms|privacy|auth|check-email|category\/[^/]+(?:\/[^/]+){0,2}|auction\/[^/]+|members\/[^/]+)\/?$/;
/** A page that takes longer than this is sent as the app shell, which renders in the browser. */
const RENDER_BUDGET_MS = 2000;

/** Who asks for a page: their cookie (session, time zone) and device (the layout the page is written in). */
export interface PageVisitor {
  cookie: string | undefined;
  userAgent: string | undefined;
  /** The `Sec-CH-UA-Mobile` client hint, when the browser sends it. */
  chUaMobile: string | undefined;
}

export interface PageRenderer {
  /** The page's HTML with the rendered app and its payload in it; null when this page is not rendered here. */
  render(path: string, url: string, visitor: PageVisitor, template: string): Promise<string | null>;
}

/**
 * A rendered page paints before its scripts load: the entry module is asked for right after the first
 * paint (the app then hydrates what is on screen), so on a slow connection the first paint waits for the
 * HTML alone. A hidden tab, which paints nothing, loads it after 300 ms. The build's modulepreload links
 * are dropped: the entry's imports name the same files, and inserting three dozen links from script held
 * the main thread for 30-70 ms in one task.
 */
export function deferScripts(html: string): string {
  let entry: string | null = null;
  const rest = html
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/, (_m, src: string) => {
      entry = src;
      return '';
    });
  if (!entry) return html;
  const loader = `(function(){var done=false;function go(){if(done)return;done=true;var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.head.appendChild(s)}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,300)})()`;
  return rest.replace('</body>', () => `<script>${loader}</script></body>`);
}

/** The visitor's time zone offset from their cookie (set by the web app), for the page's dates; else UTC. */
export function timeZoneOffsetOf(cookie: string | undefined): number {
  const match = new RegExp(`(?:^|;\\s*)${TIME_ZONE_OFFSET_COOKIE}=([^;]*)`).exec(cookie ?? '');
  return parseTimeZoneOffset(match?.[1]) ?? 0;
}

export function ssrBundlePath(webDist: string): string {
  return `${webDist.replace(/[\\/]+$/, '')}-ssr/entry-server.js`;
}

/**
 * Loads the server-rendering bundle next to the built web app, if it was built. The components' API calls
 * are answered in process (fastify inject) with the visitor's cookie, so a rendered page shows exactly what
 * the API would have answered the browser.
 */
export async function loadPageRenderer(app: FastifyInstance, webDist: string): Promise<PageRenderer | null> {
  const bundlePath = ssrBundlePath(webDist);
  if (!existsSync(bundlePath)) return null;
  const bundle = (await import(pathToFileURL(bundlePath).href)) as SsrBundle;
  const visitor = new AsyncLocalStorage<{ cookie: string | undefined }>();

  const inject = async (path: string, init: RequestInit = {}) => {
    const cookie = visitor.getStore()?.cookie;
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined && k !== 'set-cookie') headers.set(k, String(v));
    return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
  bundle.setApiTransport(inject);

  return {
    async render(path, url, { cookie, userAgent, chUaMobile }, template) {
      if (!SSR_PAGES.test(path) || !template.includes('<div id="root"></div>')) return null;
      const work = visitor.run({ cookie }, async () => {
        const session = (await (await inject('/api/session')).json()) as unknown;
        const out = await bundle.renderPage(url, session, timeZoneOffsetOf(cookie), !isPhoneRequest(userAgent, chUaMobile));
        if (!out) return null;
        // The template has the route's title (web-routes.ts); a page that names itself puts its own in.
        const page = out.title === null ? template : withTitle(template, out.title);
        return deferScripts(page).replace('<div id="root"></div>', () => `<div id="root">${out.html}</div>${bundle.ssrPayloadScript(out.payload)}`);
      });
      let timer: NodeJS.Timeout | undefined;
      const budget = new Promise<null>((resolve) => {
        timer = setTimeout(() => {
          app.log.warn({ path }, 'server rendering over budget: sent the app shell');
          resolve(null);
        }, RENDER_BUDGET_MS);
      });
      try {
        return await Promise.race([work, budget]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
