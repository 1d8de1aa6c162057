// npm run bench:demo-images — a newcomer's first look on a fresh start. Starts the server as
// `npm start` does (demo data seeded into an empty DATA_DIR, DEMO_IMAGES=ahead), and from the moment it answers
// a newcomer opens, one after the other, the home page, /auctions and the first three listing pages at 1280 px,
// then a second one does the same at 390 px. Each page is scrolled to its end (as a reader would) and counts as
// real when every picture it asked for has arrived (none pending, none a placeholder). Prints when each page's
// pictures were all real, when the whole set was drawn and at how many images a second; then starts the server
// again on the same DATA_DIR (drawn images are kept between starts) and shows the home page once more.
// SKIP_BUILD=1 reuses the last build (dist/web-bench-demo-images); the timings are of this machine and its load.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { freePort } from '../tools/free-port.ts';
import { waitForHealth } from '../tools/wait-for-health.ts';
import { runBench } from '../tools/run-bench.ts';

const root = new URL('..', import.meta.url).pathname;
const WEB_DIST = process.env.WEB_DIST ?? join(root, 'dist', 'web-bench-demo-images');
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844, deviceScaleFactor: 3 },
] as const;
const LISTING_PAGES = 3;
const DRAW_TIMEOUT_MS = 90 * 60_000;

interface Server {
  process: ChildProcess;
  base: string;
  /** Resolves with { images, seconds } once the server logs that the demo images are drawn. */
  drawn: Promise<{ images: number; at: number }>;
}

async function start(dataDir: string): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // As `npm start`: development mode, the demo data seeded into an empty database, images drawn ahead.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST,
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    PUBLIC_URL: base,
    MALLOC_ARENA_MAX: '2',
  };
  delete env.DATABASE_URL;
  delete env.DEMO_IMAGES;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const drawn = new Promise<{ images: number; at: number }>((resolve) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line.includes('demo images drawn')) resolve({ images: Number(/images"?:\s*(\d+)/.exec(line)?.[1] ?? NaN), at: Date.now() });
        else if (/ERROR|WARN|"level":(40|50|60)/.test(line)) console.error(`  server: ${line.trim()}`);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
  });
  await waitForHealth(base, child, 120_000);
  return { process: child, base, drawn };
}

async function stop(server: Server): Promise<void> {
  if (server.process.exitCode !== null) return;
  server.process.kill('SIGTERM');
  await new Promise((r) => server.process.once('exit', r));
}

/** Scrolls the page to its end a screen at a time, then waits until every picture it asked for is real. */
async function untilPicturesReal(page: Page, inflight: () => number): Promise<{ images: number; placeholders: number }> {
  // The page has come alive (the app marks it once hydrated); sections below the first screen may load later,
  // so the end of the page is read again at every step.
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true', undefined, { timeout: 120_000 });
  // Sections still loading (skeleton cards) make the page grow when they arrive.
  const loaded = () =>
    page
      .waitForFunction(() => !document.querySelector('[data-testid="skeleton-card"], [role="status"][aria-label="Loading"]'), undefined, { timeout: 60_000 })
      .catch(() => undefined);
  await loaded();
  const step = page.viewportSize()!.height;
  for (let y = step; y < (await page.evaluate(() => document.documentElement.scrollHeight)) + step; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(200);
    await loaded();
  }
  let stableSince = 0;
  for (;;) {
    const state = await page.evaluate(() => {
      const imgs = [...document.images].filter((i) => i.getAttribute('src')?.startsWith('/media/'));
      return {
        images: imgs.length,
        pending: imgs.filter((i) => !i.complete).length,
        placeholders:
          document.querySelectorAll('[data-testid="image-placeholder"], img[data-placeholder="true"]').length +
          imgs.filter((i) => i.complete && i.naturalWidth === 0).length,
      };
    });
    const settled = state.pending === 0 && inflight() === 0;
    if (!settled) stableSince = 0;
    else if (!stableSince) stableSince = Date.now();
    // A loaded picture frees its loader slot, and the next one starts at once: settled for half a second is done.
    else if (Date.now() - stableSince >= 500) return { images: state.images, placeholders: state.placeholders };
    await page.waitForTimeout(50);
  }
}

interface Visit {
  viewport: string;
  path: string;
  images: number;
  placeholders: number;
  /** Seconds the page waited for its pictures, and seconds since the server answered when they were all real. */
  waited: number;
  at: number;
}

async function newcomer(browser: Browser, base: string, viewport: (typeof VIEWPORTS)[number], t0: number): Promise<Visit[]> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: 'deviceScaleFactor' in viewport ? viewport.deviceScaleFactor : 1,
  });
  const page = await context.newPage();
  let inflight = 0;
  const media = (url: string) => new URL(url).pathname.startsWith('/media/');
  page.on('request', (r) => media(r.url()) && inflight++);
  page.on('requestfinished', (r) => media(r.url()) && inflight--);
  page.on('requestfailed', (r) => media(r.url()) && inflight--);
  const visits: Visit[] = [];
  const visit = async (path: string) => {
    const opened = Date.now();
    await page.goto(path, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    const { images, placeholders } = await untilPicturesReal(page, () => inflight);
    const now = Date.now();
    visits.push({ viewport: `${viewport.name} ${viewport.width}px`, path, images, placeholders, waited: (now - opened) / 1000, at: (now - t0) / 1000 });
  };
  await visit('/');
  await visit('/auctions');
  const listings = await page.evaluate(
    (n) => [...new Set([...document.querySelectorAll<HTMLAnchorElement>('a[href^="/auction/"]')].map((a) => a.getAttribute('href')!))].slice(0, n),
    LISTING_PAGES,
  );
  for (const path of listings) await visit(path);
  await context.close();
  return visits;
}

/** CPU seconds the server process has used (all its threads), from /proc: unlike wall time, other work on the machine barely moves it. */
async function cpuSeconds(server: Server): Promise<number> {
  const stat = await readFile(`/proc/${server.process.pid}/stat`, 'utf8');
  const [utime = 0, stime = 0] = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .slice(11, 13)
    .map(Number);
  return (utime + stime) / 100;
}

async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}

function printVisits(visits: Visit[]) {
  console.log(`  ${'page'.padEnd(52)} ${'pictures'.padStart(8)} ${'grey'.padStart(5)} ${'waited'.padStart(8)} ${'real at'.padStart(9)}`);
  for (const v of visits) {
    console.log(
      `  ${`${v.viewport} ${v.path}`.padEnd(52)} ${String(v.images).padStart(8)} ${String(v.placeholders).padStart(5)} ${`${v.waited.toFixed(1)} s`.padStart(8)} ${`${v.at.toFixed(1)} s`.padStart(9)}`,
    );
  }
}

async function main() {
  if (process.env.SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, env: { ...process.env, WEB_DIST }, stdio: 'ignore' });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  console.log(
    `demo images bench: ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (other work on the machine slows every figure)`,
  );
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-demo-images-'));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
  let server: Server | undefined;
  try {
    // 1. A fresh start: empty DATA_DIR.
    server = await start(dataDir);
    const t0 = Date.now();
    const cpu0 = await cpuSeconds(server);
    console.log('\nFresh start (empty DATA_DIR); times from the moment the server answered:');
    const visits: Visit[] = [];
    for (const viewport of VIEWPORTS) visits.push(...(await newcomer(browser, server.base, viewport, t0)));
    printVisits(visits);
    const drawn = await Promise.race([
      server.drawn,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('demo images not drawn within 90 minutes')), DRAW_TIMEOUT_MS)),
    ]);
    const seconds = (drawn.at - t0) / 1000;
    const cpu = (await cpuSeconds(server)) - cpu0;
    const files = await countFiles(join(dataDir, 'media-cache'));
    console.log(
      `  every demo image drawn ${seconds.toFixed(1)} s after the server answered: ${drawn.images} images (${files} files, all widths), ${(drawn.images / seconds).toFixed(2)} images/s`,
    );
    console.log(
      `  the server's CPU time meanwhile (drawing and the pages above): ${cpu.toFixed(0)} s, ${((cpu / drawn.images) * 1000).toFixed(0)} ms per image`,
    );
    const newcomerSeconds = Math.max(...visits.map((v) => v.at));
    console.log(
      `  all pages above real ${newcomerSeconds.toFixed(1)} s after the server answered (target: within 60 s); slowest page waited ${Math.max(...visits.map((v) => v.waited)).toFixed(1)} s`,
    );
    await stop(server);

    // 2. The same DATA_DIR started again: what was drawn is kept.
    server = await start(dataDir);
    const t1 = Date.now();
    const again = await newcomer(browser, server.base, VIEWPORTS[0], t1);
    const redrawn = await Promise.race([server.drawn, new Promise<null>((r) => setTimeout(() => r(null), 10_000))]);
    console.log('\nSecond start (same DATA_DIR):');
    printVisits(again);
    console.log(
      redrawn
        ? `  demo images drawn ${((redrawn.at - t1) / 1000).toFixed(1)} s after the server answered: ${redrawn.images} images drawn`
        : '  no demo images drawn',
    );
  } finally {
    if (server) await stop(server);
    await browser.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

runBench(main);
