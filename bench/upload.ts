// Benchmark of photo uploads (issue 11): 4 sellers each upload 20 photos of 12 megapixels at once, through
// the real server (a child process, embedded database); next to it, sharp alone doing the same conversions
// (convertPhoto) in this process, in the same run. Prints photos/s, p95 per photo and the server's peak
// memory (VmHWM). Targets: at least 80% of sharp's throughput; peak server memory under 512 MB.
// Usage: npm run bench:upload
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import pLimit from 'p-limit';
import { availableParallelism } from 'node:os';
import { convertPhoto } from '../server/modules/create-listing/convert-photo.ts';
import { freePort } from '../tools/free-port.ts';
import { waitForHealth } from '../tools/wait-for-health.ts';

const SELLERS = 4;
const PHOTOS_EACH = 20;
const WIDTH = 4000;
const HEIGHT = 3000; // 12 megapixels

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;

/**
 * A camera-like 12 MP JPEG of a few MB: coarse noise blown up to full size (smooth shapes) with fine
 * grain on top, so it compresses and decodes like a photo rather than like a flat colour or pure noise.
 */
async function makePhoto(seed: number): Promise<Buffer> {
  const coarse = await sharp({ create: { width: 160, height: 120, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 110 + (seed % 50), sigma: 60 } } }).png().toBuffer();
  const grain = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 6 } } }).png().toBuffer();
  return sharp(coarse).resize(WIDTH, HEIGHT, { kernel: 'cubic' }).composite([{ input: grain, blend: 'overlay' }]).jpeg({ quality: 90 }).toBuffer();
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
      return verify.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no confirmation mail');
}

async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)![1]) / 1024;
}

async function main() {
  console.log(`making ${SELLERS * PHOTOS_EACH} photos of ${WIDTH}x${HEIGHT} ...`);
  const photos = await Promise.all(Array.from({ length: SELLERS * PHOTOS_EACH }, (_, i) => makePhoto(i)));
  const mb = photos.reduce((s, p) => s + p.length, 0) / 1024 / 1024;
  console.log(`${photos.length} photos, ${mb.toFixed(0)} MB of JPEG`);

  // Reference: sharp alone, the same conversions, as many at once as the server allows itself.
  const limit = pLimit(Math.max(2, availableParallelism()));
  const sharpTimes: number[] = [];
  const sharpStart = performance.now();
  await Promise.all(
    photos.map((p) =>
      limit(async () => {
        const t0 = performance.now();
        await convertPhoto(p);
        sharpTimes.push(performance.now() - t0);
      }),
    ),
  );
  const sharpSeconds = (performance.now() - sharpStart) / 1000;
  const sharpRate = photos.length / sharpSeconds;

  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'vehiclebid-bench-upload-'));
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_DEMO: 'never', PUBLIC_URL: base };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    await waitForHealth(base, server, 90_000);
    const sellers = await Promise.all(
      Array.from({ length: SELLERS }, async (_, i) => {
        const cookie = await signUp(base, `bench-seller-${i}-${Date.now()}@example.com`);
        const res = await fetch(`${base}/api/listing-drafts`, { method: 'POST', headers: { cookie, 'content-type': 'application/json', origin: base }, body: JSON.stringify({ data: {} }) });
        const { id } = (await res.json()) as { id: string };
        return { cookie, draftId: id };
      }),
    );
    const baseline = await peakRssMb(server.pid!);
    const times: number[] = [];
    const start = performance.now();
    // Each seller uploads their 20 photos at once (the form sends every picked file in parallel).
    await Promise.all(
      sellers.map((s, si) =>
        Promise.all(
          photos.slice(si * PHOTOS_EACH, (si + 1) * PHOTOS_EACH).map(async (photo, i) => {
            const form = new FormData();
            form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `IMG_${si}_${i}.jpg`);
            const t0 = performance.now();
            const res = await fetch(`${base}/api/listing-drafts/${s.draftId}/uploads`, { method: 'POST', headers: { cookie: s.cookie, origin: base }, body: form });
            if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
            await res.arrayBuffer();
            times.push(performance.now() - t0);
          }),
        ),
      ),
    );
    const seconds = (performance.now() - start) / 1000;
    const rate = photos.length / seconds;
    const peak = await peakRssMb(server.pid!);
    console.log('');
    console.log(`sharp alone:  ${sharpRate.toFixed(2)} photos/s  (p95 ${p95(sharpTimes).toFixed(0)} ms per photo, ${sharpSeconds.toFixed(1)} s)`);
    console.log(`server:       ${rate.toFixed(2)} photos/s  (p95 ${p95(times).toFixed(0)} ms per photo from request to answer, ${seconds.toFixed(1)} s)`);
    console.log(`ratio:        ${((rate / sharpRate) * 100).toFixed(0)}% of sharp's throughput (target >= 80%)`);
    console.log(`server peak memory (VmHWM): ${peak.toFixed(0)} MB (${baseline.toFixed(0)} MB before the uploads; target < 512 MB)`);
    console.log('note: the machine is shared with other builds and tests while this runs; figures vary between runs.');
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
