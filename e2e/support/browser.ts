import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { serverURL } from './server-url.ts';

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 390, height: 844 };

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface BrowserHarness {
  baseURL: string;
  /** A fresh context (own cookies) and page; its console errors fail the test. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  /** `options`: more of Playwright's context options (a time zone, a locale). */
  newContext(viewport?: { width: number; height: number }, options?: BrowserContextOptions): Promise<BrowserContext>;
  /** For this test only: a console error matching the pattern is expected (e.g. the 401 of a wrong password). */
  allowConsoleError(pattern: RegExp): void;
}

/** One Chromium per test file. DESIGN "Tests": a console error in a browser test fails it. */
export function useBrowser(): BrowserHarness {
  const baseURL = serverURL();
  let browser: Browser;
  let contexts: BrowserContext[] = [];
  let errors: string[] = [];
  let allowed: RegExp[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
  });
  afterEach(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    contexts = [];
    const seen = errors.filter((e) => !allowed.some((p) => p.test(e)));
    errors = [];
    allowed = [];
    expect(seen, 'console errors').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newContext(viewport = DESKTOP, options: BrowserContextOptions = {}) {
    const context = await browser.newContext({ ...options, baseURL, viewport });
    context.on('page', (page) => watch(page));
    contexts.push(context);
    return context;
  }

  // Public pages arrive server-rendered and come alive when the app has hydrated them (html[data-app-ready]):
  // a test acts on the page from then on, as a user would after the scripts loaded.
  const untilReady = (page: Page) =>
    page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.appReady === 'true', undefined, { timeout: 15_000 });

  function watch(page: Page) {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const res = await goto(...args);
      await untilReady(page);
      return res;
    };
    page.reload = async (...args) => {
      const res = await reload(...args);
      await untilReady(page);
      return res;
    };
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
  }

  return {
    baseURL,
    newContext,
    allowConsoleError(pattern) {
      allowed.push(pattern);
    },
    async newPage(viewport = DESKTOP) {
      const context = await newContext(viewport);
      return context.newPage();
    },
  };
}

/**
 * The page as the browser renders it, without the server's rendering: for tests that stand in for the API's
 * answers with page.route (the browser's own requests), as on a page reached by a link inside the app.
 */
export async function renderInBrowser(page: Page): Promise<void> {
  await page.route(
    (url) => !/^\/(api|assets|media|sandbox|dev)\//.test(url.pathname) && !/\.[a-z0-9]{2,5}$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const res = await route.fetch();
      const html = (await res.text()).replace(/<div id="root">[\s\S]*?<\/div><script id="vb-ssr"[^>]*>[\s\S]*?<\/script>/, '<div id="root"></div>');
      await route.fulfill({ response: res, body: html, headers: { ...res.headers(), 'content-encoding': 'identity' } });
    },
  );
}
