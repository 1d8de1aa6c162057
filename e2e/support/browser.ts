import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 390, height: 844 };

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export interface BrowserHarness {
  baseURL: string;
  /** A fresh context (own cookies) and page; its console errors fail the test. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  newContext(viewport?: { width: number; height: number }): Promise<BrowserContext>;
  /** For this test only: a console error matching the pattern is expected (e.g. the 401 of a wrong password). */
  allowConsoleError(pattern: RegExp): void;
}

/** One Chromium per test file. DESIGN "Tests": a console error in a browser test fails it. */
export function useBrowser(): BrowserHarness {
  const baseURL = inject('baseURL');
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

  async function newContext(viewport = DESKTOP) {
    const context = await browser.newContext({ baseURL, viewport });
    context.on('page', (page) => watch(page));
    contexts.push(context);
    return context;
  }

  function watch(page: Page) {
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
