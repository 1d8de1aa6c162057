// Benchmark of photo uploads: 4 sellers each upload 20 photos of 12 megapixels at once, through
// the real server (a child process on a scratch PostgreSQL database, as several instances run it: the
// embedded database's own ~1 GB would otherwise be counted as the server's memory); next to it, sharp alone doing the same conversions
// (convertPhoto) in this process, in the same run. While they upload, one more seller sends files
// the pipeline must refuse cheaply (a 292 KB PNG of 100 x 999,999 pixels, a 10,000 x 10,000 PNG, a
// truncated photo, corrupt data, a web page named .png, a 'video' that is ftyp then HTML) and the largest
// photo it accepts (8,000 x 8,000); each answer is checked. Prints photos/s, p95 per photo, the odd files'
// answers and the server's peak memory (VmHWM). Targets: at least 80% of sharp's throughput; peak server
// memory under 512 MB.
// Usage: npm run bench:upload   (DATABASE_URL: the PostgreSQL server, default the local one; a scratch
// database is created and dropped. BENCH_SELLERS and BENCH_PHOTOS change the 4 x 20 for a quick look.)
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import sharp from 'sharp';
import pLimit from 'p-limit';
import { Agent, fetch as undiciFetch, FormData as UndiciFormData } from 'undici';
import { deflateSync } from 'node:zlib';
import { convertPhoto, PHOTO_CONVERSIONS } from '../server/modules/create-listing/convert-photo.ts';
import { pngWithHeader } from '../server/test/media-files.ts';
import { freePort } from '../tools/free-port.ts';
import { waitForHealth } from '../tools/wait-for-health.ts';
import { runBench } from '../tools/run-bench.ts';

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SELLERS = Number(process.env.BENCH_SELLERS ?? 4);
const PHOTOS_EACH = Number(process.env.BENCH_PHOTOS ?? 20);
// Every upload is sent at once and the server converts a few at a time, so the last answers come after
// most of the run: no header or body timeout (fetch's default 300 s would cut them on a busy machine).
const patient = new Agent({ headersTimeout: 0, bodyTimeout: 0, connections: null });

/** A line every `every` items, so a long run shows it is moving. */
function progress(label: string, total: number, every = 10) {
  let done = 0;
  return () => {
    done++;
    if (done % every === 0 || done === total) console.log(`  ${label}: ${done}/${total}`);
  };
}
const WIDTH = 4000;
const HEIGHT = 3000; // 12 megapixels

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;

/** Fine grain for every photo, made once (raw pixels: encoding 12 MP of noise as PNG takes seconds each). */
let grain: Promise<Buffer> | undefined;

/**
 * A camera-like 12 MP JPEG of a few MB: coarse noise blown up to full size (smooth shapes) with fine
 * grain on top, so it compresses and decodes like a photo rather than like a flat colour or pure noise.
 * sharp's noise is random, so every photo (and its content hash) differs.
 */
async function makePhoto(seed: number): Promise<Buffer> {
  grain ??= sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 6 } } })
    .raw()
    .toBuffer();
  const coarse = await sharp({
    create: { width: 160, height: 120, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 110 + (seed % 50), sigma: 60 } },
  })
    .png()
    .toBuffer();
  return sharp(coarse)
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .composite([{ input: await grain, raw: { width: WIDTH, height: HEIGHT, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A real PNG of one colour: every row is in its data (a few hundred KB however many pixels). */
const plainPng = (width: number, height: number) => pngWithHeader(width, height, deflateSync(Buffer.alloc((3 * width + 1) * height)));

/** Files the server must answer cheaply, and the status each must get. */
async function oddFiles(photo: Buffer): Promise<{ name: string; data: Buffer; status: number }[]> {
  return [
    { name: 'tall-100x999999.png', data: plainPng(100, 999_999), status: 422 },
    { name: 'huge-10000x10000.png', data: plainPng(10_000, 10_000), status: 422 },
    { name: 'thin-12000x200.png', data: plainPng(12_000, 200), status: 422 },
    { name: 'cut-in-half.jpg', data: photo.subarray(0, Math.floor(photo.length / 2)), status: 422 },
    { name: 'corrupt.png', data: pngWithHeader(4000, 3000, Buffer.from('not deflate data '.repeat(64))), status: 422 },
    { name: 'web-page.png', data: Buffer.from('<!doctype html><title>x</title>'.repeat(100)), status: 415 },
    {
      name: 'html-video.mp4',
      data: Buffer.concat([
        Buffer.from([0, 0, 0, 0x18]),
        Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1'),
        Buffer.from('<!doctype html><script>alert(1)</script>'.repeat(50)),
      ]),
      status: 422,
    },
    { name: 'largest-8000x8000.png', data: plainPng(8000, 8000), status: 201 },
  ];
}

async function signUp(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name: 'Bench Seller', email, password: 'Password123!', callbackURL: '/email-confirmed' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  for (let i = 0; i < 50; i++) {
    const { mails } = (await (await fetch(`${base}/api/dev/outbox`)).json()) as { mails: { to: string; text: string }[] };
    const mail = mails.find((m) => m.to === email);
    if (mail) {
      const link = /(https?:\/\/\S+)/.exec(mail.text)![1]!;
      const verify = await fetch(link, { redirect: 'manual' });
      return verify.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no confirmation mail');
}

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * Resets the process's peak resident memory (VmHWM) to its current size (Linux: '5' to clear_refs), so
 * the peak read after the uploads is theirs, not start-up's or the sign-ups' (password hashing is
 * memory-hard). Answers whether it could.
 */
async function resetPeak(pid: number): Promise<boolean> {
  try {
    await writeFile(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)![1]) / 1024;
}

async function main() {
  console.log(`making ${SELLERS * PHOTOS_EACH} photos of ${WIDTH}x${HEIGHT} ...`);
  const made = progress('made', SELLERS * PHOTOS_EACH, 20);
  const making = pLimit(2);
  const photos = await Promise.all(Array.from({ length: SELLERS * PHOTOS_EACH }, (_, i) => making(() => makePhoto(i).finally(made))));
  const mb = photos.reduce((s, p) => s + p.length, 0) / 1024 / 1024;
  console.log(`${photos.length} photos, ${mb.toFixed(0)} MB of JPEG`);

  // Reference: sharp alone, the same conversions, as many at once as the server allows itself.
  const limit = pLimit(PHOTO_CONVERSIONS);
  const sharpTimes: number[] = [];
  const sharpDone = progress('sharp alone', photos.length);
  const sharpStart = performance.now();
  await Promise.all(
    photos.map((p) =>
      limit(async () => {
        const t0 = performance.now();
        await convertPhoto(p);
        sharpTimes.push(performance.now() - t0);
        sharpDone();
      }),
    ),
  );
  const sharpSeconds = (performance.now() - sharpStart) / 1000;
  const sharpRate = photos.length / sharpSeconds;

  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'vehiclebid-bench-upload-'));
  const base = `http://127.0.0.1:${port}`;
  const dbName = `vehiclebid_bench_upload_${Date.now()}`;
  const dbUrl = new URL(BASE_URL);
  dbUrl.pathname = `/${dbName}`;
  await adminQuery(`create database ${dbName}`);
  // As `npm start` runs it: glibc keeps fewer memory arenas for libvips' threads (README, "Deploying").
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    DATABASE_URL: dbUrl.toString(),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'never',
    PUBLIC_URL: base,
  };
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    await waitForHealth(base, server, 90_000);
    const odd = await oddFiles(photos[0]!);
    const sellers = await Promise.all(
      Array.from({ length: SELLERS + 1 }, async (_, i) => {
        const cookie = await signUp(base, `bench-seller-${i}-${Date.now()}@example.com`);
        const res = await fetch(`${base}/api/listing-drafts`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json', origin: base },
          body: JSON.stringify({ data: {} }),
        });
        const { id } = (await res.json()) as { id: string };
        return { cookie, draftId: id };
      }),
    );
    const startPeak = await peakRssMb(server.pid!);
    const reset = await resetPeak(server.pid!);
    const baseline = await rssMb(server.pid!);
    const times: number[] = [];
    const serverDone = progress('server', photos.length);
    const start = performance.now();
    const oddAnswers: string[] = [];
    const oddSeller = sellers[SELLERS]!;
    // Each seller uploads their 20 photos at once (the form sends every picked file in parallel); the extra
    // seller sends the odd files at the same time.
    const sendingOdd = Promise.all(
      odd.map(async (f) => {
        const form = new UndiciFormData();
        form.append('file', new Blob([new Uint8Array(f.data)]), f.name);
        const t0 = performance.now();
        const res = await undiciFetch(`${base}/api/listing-drafts/${oddSeller.draftId}/uploads`, {
          method: 'POST',
          headers: { cookie: oddSeller.cookie, origin: base },
          body: form,
          dispatcher: patient,
        });
        const body = (await res.json()) as { error?: string };
        const line = `${f.name.padEnd(24)} ${(f.data.length / 1024).toFixed(0).padStart(6)} KB -> ${res.status} in ${(performance.now() - t0).toFixed(0)} ms${body.error ? `: ${body.error}` : ''}`;
        oddAnswers.push(line);
        if (res.status !== f.status) throw new Error(`expected ${f.status}: ${line}`);
      }),
    );
    await Promise.all(
      sellers.slice(0, SELLERS).map((s, si) =>
        Promise.all(
          photos.slice(si * PHOTOS_EACH, (si + 1) * PHOTOS_EACH).map(async (photo, i) => {
            const form = new UndiciFormData();
            form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `IMG_${si}_${i}.jpg`);
            const t0 = performance.now();
            const res = await undiciFetch(`${base}/api/listing-drafts/${s.draftId}/uploads`, {
              method: 'POST',
              headers: { cookie: s.cookie, origin: base },
              body: form,
              dispatcher: patient,
            });
            if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
            await res.arrayBuffer();
            times.push(performance.now() - t0);
            serverDone();
          }),
        ),
      ),
    );
    const seconds = (performance.now() - start) / 1000;
    await sendingOdd;
    const rate = photos.length / seconds;
    const peak = await peakRssMb(server.pid!);
    console.log('');
    console.log('odd files, sent during the uploads:');
    for (const line of oddAnswers) console.log(`  ${line}`);
    console.log(`sharp alone:  ${sharpRate.toFixed(2)} photos/s  (p95 ${p95(sharpTimes).toFixed(0)} ms per photo, ${sharpSeconds.toFixed(1)} s)`);
    console.log(`server:       ${rate.toFixed(2)} photos/s  (p95 ${p95(times).toFixed(0)} ms per photo from request to answer, ${seconds.toFixed(1)} s)`);
    console.log(`ratio:        ${((rate / sharpRate) * 100).toFixed(0)}% of sharp's throughput (target >= 80%)`);
    console.log(
      reset
        ? `server peak memory during the uploads (VmHWM): ${peak.toFixed(0)} MB (${baseline.toFixed(0)} MB resident before them; ${startPeak.toFixed(0)} MB peak at start-up and sign-ups; target < 512 MB)`
        : `server peak memory (VmHWM, since start): ${peak.toFixed(0)} MB (${baseline.toFixed(0)} MB resident before the uploads; target < 512 MB)`,
    );
    console.log('note: the machine is shared with other builds and tests while this runs; figures vary between runs.');
  } finally {
    await patient.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
    await adminQuery(`drop database if exists ${dbName} with (force)`);
  }
}

runBench(main);
