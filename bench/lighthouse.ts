// npm run bench:lighthouse — Lighthouse performance (mobile preset, headless Debian
// Chromium) of the production build for / and /auctions (target >= 95), and the JavaScript needed for the
// first paint of / (the entry module, the two it imports at once and their static imports, gzip; target <= 170 KB).
// On a fresh start (the server draws the demo images once the demo data is seeded; the
// bench waits for that, as a visitor arriving a few minutes after the start would), three runs per page,
// and the targets hold for the median.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort } from '../tools/free-port.ts';
import { waitForHealth } from '../tools/wait-for-health.ts';
import { runBench } from '../tools/run-bench.ts';

const root = new URL('..', import.meta.url).pathname;
const WEB_DIST = process.env.WEB_DIST ?? join(root, 'dist', 'web-lighthouse');
// A detail page with 20 photos, target >= 90 (largest paint: the hero image).
const DETAIL_PAGE = '/auction/1969-chevrolet-camaro-z-28';
const PAGES = ['/', '/auctions', DETAIL_PAGE];
const TARGETS: Record<string, number> = { [DETAIL_PAGE]: 90 };
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const TARGET_SCORE = 95;
const TARGET_FIRST_PAINT_KB = 170;
const RUNS = 3;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const gzipKb = (buf: Buffer) => gzipSync(buf, { level: 9 }).length / 1024;

/**
 * The scripts the page needs for its first paint and hydration: the entry module and every module it
 * imports statically, followed through the chunks (the build emits no modulepreload lists to read them from).
 */
async function firstPaintJs(): Promise<{ files: Array<{ file: string; kb: number }>; totalKb: number; lazyKb: number }> {
  const html = await readFile(join(WEB_DIST, 'index.html'), 'utf8');
  const entry = /<script[^>]+src="\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('no entry script in index.html');
  const seen = new Set<string>();
  const files: Array<{ file: string; kb: number }> = [];
  const visit = async (file: string, isEntry = false) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = await readFile(join(WEB_DIST, file));
    files.push({ file, kb: gzipKb(code) });
    // Static imports (`import x from"./a.js"`, `import"./a.js"`); the entry also imports React DOM and the
    // app with `import("./a.js")` (web/src/main.tsx), which load at once; elsewhere those load later.
    const imports = isEntry ? /(?:\bfrom|\bimport)\s*\(?\s*["`]\.\/([\w.-]+\.js)["`]/g : /(?:\bfrom|\bimport)\s*["`]\.\/([\w.-]+\.js)["`]/g;
    for (const m of code.toString('utf8').matchAll(imports)) await visit(join('assets', m[1]!));
  };
  await visit(entry, true);
  const firstPaint = (await Promise.all(files.map((f) => readFile(join(WEB_DIST, f.file), 'utf8')))).join('\n');
  // The home page's below-the-hero sections load after the first paint (a lazy chunk).
  const lazy = /home-sections-[\w-]+\.js/.exec(firstPaint)?.[0];
  const lazyKb = lazy ? gzipKb(await readFile(join(WEB_DIST, 'assets', lazy))) : 0;
  return { files, totalKb: files.reduce((s, f) => s + f.kb, 0), lazyKb };
}

async function main() {
  if (process.env.SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, env: { ...process.env, WEB_DIST }, stdio: 'ignore' });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const js = await firstPaintJs();

  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST,
    NODE_ENV: 'production',
    SEED_DEMO: 'auto',
    PAYMENTS_PROVIDER: 'sandbox',
    LOG_LEVEL: 'info',
    AUTH_SECRET: 'lighthouse-secret-lighthouse-secret-1234',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  // The server logs JSON lines; the bench waits for the demo images (drawn after the seed) and shows only problems.
  const drawn = new Promise<string>((resolve) => {
    let buffered = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line.includes('demo images drawn')) resolve(line);
        else if (/"level":(40|50|60)/.test(line)) console.error(line);
      }
    });
  });
  const base = `http://127.0.0.1:${port}`;
  const results: string[] = [];
  let failed = js.totalKb > TARGET_FIRST_PAINT_KB;
  try {
    await waitForHealth(base, server, 90_000);
    const started = Date.now();
    const line = await Promise.race([
      drawn,
      new Promise<string>((_, reject) => setTimeout(() => reject(new Error('demo images not drawn within 30 minutes')), 30 * 60_000)),
    ]);
    console.log(
      `demo images drawn ${Math.round((Date.now() - started) / 1000)} s after the server answered (${/"images":(\d+)/.exec(line)?.[1] ?? '?'} images)`,
    );

    for (const path of PAGES) {
      const runs: Array<{ score: number; report: LighthouseReport }> = [];
      for (let run = 0; run < RUNS; run++) {
        const out = join(dataDir, `lh-${PAGES.indexOf(path)}-${run}.json`);
        await lighthouse(`${base}${path}`, out);
        const report = JSON.parse(await readFile(out, 'utf8')) as LighthouseReport;
        runs.push({ score: Math.round(report.categories.performance.score * 100), report });
      }
      const scores = runs.map((r) => r.score);
      const score = median(scores);
      // The figures shown are those of the median run.
      const report = runs.find((r) => r.score === score)!.report;
      const target = TARGETS[path] ?? TARGET_SCORE;
      if (score < target) failed = true;
      const v = (k: string) => report.audits[k]?.displayValue ?? '-';
      results.push(
        `${path.padEnd(36)} ${String(score).padStart(5)} ${v('first-contentful-paint').padStart(8)} ${v('largest-contentful-paint').padStart(8)} ${v('total-blocking-time').padStart(9)} ${v('cumulative-layout-shift').padStart(6)} ${v('speed-index').padStart(8)}  ${score >= target ? 'ok' : `UNDER TARGET (${target})`}  runs: ${scores.join(', ')}`,
      );
      // Which element the largest paint was (the detail page's hero image).
      const lcp = report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
      if (lcp) results.push(`${''.padEnd(36)}   largest paint: ${lcp.slice(0, 110)}`);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\nJavaScript for the first paint of / (gzip -9): ${js.totalKb.toFixed(1)} KB (target <= ${TARGET_FIRST_PAINT_KB} KB) ${js.totalKb <= TARGET_FIRST_PAINT_KB ? 'ok' : 'OVER TARGET'}`,
  );
  for (const f of js.files) console.log(`  ${f.file.padEnd(48)} ${f.kb.toFixed(1).padStart(7)} KB`);
  console.log(`  (after the first paint: home sections chunk ${js.lazyKb.toFixed(1)} KB)`);
  console.log(`\nLighthouse, median of ${RUNS} runs per page`);
  console.log(`\nLighthouse ${'page'.padEnd(36)} score      FCP      LCP       TBT    CLS       SI   (mobile preset, target >= ${TARGET_SCORE})`);
  for (const r of results) console.log(`           ${r}`);
  process.exitCode = failed ? 1 : 0;
}

interface LighthouseReport {
  categories: { performance: { score: number } };
  audits: Record<string, { displayValue?: string; numericValue?: number; details?: { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } }>;
}

function lighthouse(url: string, out: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(root, 'node_modules', '.bin', 'lighthouse'),
      [
        url,
        '--only-categories=performance',
        '--chrome-path=/usr/bin/chromium',
        `--chrome-flags=${CHROME_FLAGS}`,
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
      ],
      { cwd: tmpdir(), stdio: 'inherit' },
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited with ${code}`))));
  });
}

runBench(main);
