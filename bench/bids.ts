// Benchmark of the auction engine (issue 5 "Proof"): npm run bench:bids
// 1. the database's own ceiling for this work: 32 connections doing lock + update + insert on one hot row;
// 2. the bid API on one hot auction, 32 concurrent bidders for 20 s, against a real server process
//    (tsx server/main.ts on PostgreSQL, its background jobs and LISTEN/NOTIFY included): bids/s, p50/p99,
//    the ratio to the ceiling and the invariant check;
// 3. live delivery: 2,000 connected viewers of the auction, p99 from the bid's commit to every viewer.
// DATABASE_URL defaults to the local server; a scratch database is created and dropped.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { eq, inArray } from 'drizzle-orm';
import { connectPostgres } from '../server/db/connect.ts';
import { auctions, bidderAuthorizations, bids, categories, siteSettings, users } from '../server/db/schema.ts';
import { auditAuction } from '../server/modules/bidding/audit-auction.ts';
import { GENERAL_AUTHORIZATION_AUCTION_ID } from '../domain/auction-types.ts';
import { waitForHealth } from '../tools/wait-for-health.ts';

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BIDDERS = Number(process.env.BENCH_BIDDERS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CEILING_SECONDS = Number(process.env.BENCH_CEILING_SECONDS ?? 10);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 2000);
const LIVE_BIDS = Number(process.env.BENCH_LIVE_BIDS ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 3203);
const TARGETS = { ratio: 0.6, p99Ms: 100, liveP99Ms: 200 };
const root = fileURLToPath(new URL('..', import.meta.url));

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** The database's ceiling: the least work any bid must do, with nothing else around it. */
async function measureCeiling(url: string, auctionId: string, bidderIds: string[]): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: BIDDERS });
  let done = 0;
  const until = performance.now() + CEILING_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: BIDDERS }, async (_, k) => {
      const client = await pool.connect();
      try {
        while (performance.now() < until) {
          await client.query('begin');
          const { rows } = await client.query<{ current_bid: number }>('select current_bid from auctions where id = $1 for update', [auctionId]);
          const next = (rows[0]?.current_bid ?? 0) + 100;
          await client.query('update auctions set current_bid = $2, updated_at = now() where id = $1', [auctionId, next]);
          await client.query('insert into bids (auction_id, bidder_id, amount) values ($1, $2, $3)', [auctionId, bidderIds[k % bidderIds.length], next]);
          await client.query('commit');
          done++;
        }
      } finally {
        client.release();
      }
    }),
  );
  await pool.end();
  return done / CEILING_SECONDS;
}

function request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, agent?: http.Agent): Promise<{ status: number; json: Record<string, unknown>; cookies: string[] }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: PORT, method, path, agent, headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: Record<string, unknown>;
          try {
            json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
          } catch {
            json = { text };
          }
          const raw = res.headers['set-cookie'];
          resolve({ status: res.statusCode ?? 0, json, cookies: (Array.isArray(raw) ? raw : raw ? [raw] : []).map((c) => c.split(';')[0]!) });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

async function startServer(url: string, dataDir: string): Promise<ChildProcess> {
  // BENCH_NODE_ARGS passes flags to the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(join(root, 'node_modules/.bin/tsx'), [...nodeArgs, 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, PORT: String(PORT), HOST: '127.0.0.1', SEED_DEMO: 'never', LOG_LEVEL: 'warn', DATA_DIR: dataDir, NODE_ENV: 'development', PUBLIC_URL: `http://127.0.0.1:${PORT}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(`http://127.0.0.1:${PORT}`, child, 60_000);
    return child;
  } catch (err) {
    child.kill('SIGTERM');
    throw err;
  }
}

async function signUp(email: string): Promise<void> {
  const password = 'Password123!';
  const up = await request('POST', '/api/auth/sign-up/email', { name: email.split('@')[0], email, password });
  if (up.status !== 200) throw new Error(`sign-up ${email}: ${up.status} ${JSON.stringify(up.json)}`);
}

interface SseViewer {
  received: Map<string, number>;
  close(): void;
}

function openViewer(auctionId: string, onFirstBytes: () => void): SseViewer {
  const received = new Map<string, number>();
  let buffer = '';
  const req = http.get({ host: '127.0.0.1', port: PORT, path: `/api/live?channels=auction:${auctionId}`, agent: false }, (res) => {
    res.setEncoding('utf8');
    let ready = false;
    res.on('data', (chunk: string) => {
      const now = Date.now();
      if (!ready) {
        ready = true;
        onFirstBytes();
      }
      buffer += chunk;
      let i;
      while ((i = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (!frame.includes('event: bid.placed')) continue;
        const data = frame.split('\n').find((l) => l.startsWith('data: '));
        if (!data) continue;
        const bid = (JSON.parse(data.slice(6)) as { bid: { id: string } }).bid;
        received.set(bid.id, now);
      }
    });
  });
  req.on('error', () => undefined);
  return { received, close: () => req.destroy() };
}

async function main() {
  const name = `vehiclebid_bench_bids_${Date.now()}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  const database = connectPostgres(url.toString(), 5);
  const dataDir = await mkdtemp(join(tmpdir(), 'vehiclebid-bench-bids-'));
  let server: ChildProcess | undefined;
  const failures: string[] = [];
  try {
    await database.migrate();
    const db = database.db;
    await db.insert(categories).values({ title: 'Cars', slug: 'cars' });
    // A wide increment limit: every bidder bids from the shared sequence below, so most bids are valid.
    await db.insert(siteSettings).values({ key: 'auction', value: { minBidIncrement: 100, maxBidIncrement: 100_000_000, softCloseSeconds: 120, negotiationWindowHours: 48 } });

    console.log(`database ${name}; starting the server (tsx server/main.ts, PostgreSQL, port ${PORT})`);
    server = await startServer(url.toString(), dataDir);
    const emails = Array.from({ length: BIDDERS + 1 }, (_, i) => `bench${i}@bids.test`);
    for (const email of emails) await signUp(email);
    await db.update(users).set({ emailVerified: true }).where(inArray(users.email, emails));
    const cookies: string[] = [];
    for (const email of emails) {
      const r = await request('POST', '/api/auth/sign-in/email', { email, password: 'Password123!' });
      if (r.status !== 200) throw new Error(`sign-in ${email}: ${r.status}`);
      cookies.push(r.cookies.join('; '));
    }
    const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
    const idOf = new Map(people.map((p) => [p.email, p.id]));
    const sellerId = idOf.get(emails[0]!)!;
    const bidderIds = emails.slice(1).map((e) => idOf.get(e)!);
    await db.insert(bidderAuthorizations).values(bidderIds.map((userId) => ({ userId, auctionId: GENERAL_AUTHORIZATION_AUCTION_ID, status: 'authorized' })));
    const makeHot = async (title: string) =>
      (
        await db
          .insert(auctions)
          .values({ title, category: 'cars', sellerId, status: 'active', startingPrice: 1_000, startTime: new Date(Date.now() - 3_600_000), endTime: new Date(Date.now() + 86_400_000) })
          .returning({ id: auctions.id })
      )[0]!.id;

    // 1. ceiling
    const ceilingAuction = await makeHot('Ceiling row');
    const ceiling = await measureCeiling(url.toString(), ceilingAuction, bidderIds);
    console.log(`\nceiling (raw SQL: lock + update + insert, ${BIDDERS} connections, ${CEILING_SECONDS} s): ${ceiling.toFixed(0)} tx/s`);

    // 2. the bid API on one hot auction
    const hot = await makeHot('Hot auction');
    let seq = 0;
    const latencies: number[] = [];
    const acknowledged: { id: string; amount: number }[] = [];
    const outcomes = new Map<string, number>();
    const agent = new http.Agent({ keepAlive: true, maxSockets: BIDDERS });
    const until = performance.now() + SECONDS * 1000;
    await Promise.all(
      cookies.slice(1).map(async (cookie, k) => {
        let n = 0;
        while (performance.now() < until) {
          const amount = 10_000 + 100 * ++seq;
          const t0 = performance.now();
          const r = await request('POST', '/api/bids', { auction_id: hot, amount }, { cookie, 'idempotency-key': `b${k}-${n++}` }, agent);
          latencies.push(performance.now() - t0);
          const key = r.status === 200 ? 'accepted' : String(r.json.code ?? r.status);
          outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
          if (r.status === 200) acknowledged.push(r.json.bid as { id: string; amount: number });
          else if (r.status >= 500) failures.push(`HTTP ${r.status}: ${JSON.stringify(r.json)}`);
        }
      }),
    );
    agent.destroy();
    latencies.sort((a, b) => a - b);
    const accepted = acknowledged.length / SECONDS;
    const requests = latencies.length / SECONDS;
    const p50 = pct(latencies, 50);
    const p99 = pct(latencies, 99);
    console.log(`\nbid API (${BIDDERS} concurrent bidders, ${SECONDS} s, one hot auction):`);
    console.log(`  requests: ${requests.toFixed(0)}/s  (${[...outcomes].map(([k, v]) => `${k} ${v}`).join(', ')})`);
    console.log(`  bids accepted: ${accepted.toFixed(0)}/s`);
    console.log(`  latency p50 ${ms(p50)}, p99 ${ms(p99)} (target p99 < ${TARGETS.p99Ms} ms)`);
    console.log(`  ratio to the ceiling: accepted bids ${(accepted / ceiling).toFixed(2)}, all requests ${(requests / ceiling).toFixed(2)} (target >= ${TARGETS.ratio})`);

    const problems = await auditAuction(db, hot);
    const stored = new Map((await db.select({ id: bids.id, amount: bids.amount }).from(bids).where(eq(bids.auctionId, hot))).map((b) => [b.id, b.amount]));
    const missing = acknowledged.filter((a) => stored.get(a.id) !== a.amount).length;
    if (missing > 0) problems.push(`${missing} acknowledged bids missing`);
    console.log(`  invariants: ${problems.length === 0 ? `0 violations (${stored.size} bid rows, ${acknowledged.length} acknowledged, all present; current_bid = highest row; strictly increasing; one hold; ledger balances)` : problems.join('; ')}`);
    failures.push(...problems);

    // 3. live delivery to 2,000 viewers
    const live = await makeHot('Live auction');
    let connected = 0;
    const viewers: SseViewer[] = [];
    for (let i = 0; i < VIEWERS; i++) {
      viewers.push(openViewer(live, () => connected++));
      if (i % 200 === 199) await new Promise((r) => setTimeout(r, 50));
    }
    const deadline = Date.now() + 30_000;
    while (connected < VIEWERS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 500));
    const sent: { id: string; at: number }[] = [];
    for (let i = 0; i < LIVE_BIDS; i++) {
      const r = await request('POST', '/api/bids', { auction_id: live, amount: 1_100 + 100 * i }, { cookie: cookies[1 + (i % BIDDERS)]! });
      const b = r.json.bid as { id: string; created_at: string } | undefined;
      if (b) sent.push({ id: b.id, at: Date.parse(b.created_at) });
      await new Promise((res) => setTimeout(res, 150));
    }
    await new Promise((r) => setTimeout(r, 2_000));
    const delays: number[] = [];
    let lost = 0;
    for (const s of sent) {
      for (const v of viewers) {
        const got = v.received.get(s.id);
        if (got === undefined) lost++;
        else delays.push(got - s.at);
      }
    }
    viewers.forEach((v) => v.close());
    delays.sort((a, b) => a - b);
    const liveP99 = pct(delays, 99);
    console.log(`\nlive delivery (${connected} connected viewers, ${sent.length} bids, commit -> every viewer):`);
    console.log(`  p50 ${ms(pct(delays, 50))}, p99 ${ms(liveP99)}, max ${ms(delays.at(-1) ?? NaN)} (target p99 < ${TARGETS.liveP99Ms} ms); deliveries ${delays.length}, missed ${lost}`);
    if (lost > 0) failures.push(`${lost} live deliveries missed`);

    console.log('\nsummary:');
    console.log(`  ratio ${(accepted / ceiling).toFixed(2)} ${accepted / ceiling >= TARGETS.ratio ? 'meets' : 'misses'} the 0.6 target; p99 ${ms(p99)} ${p99 < TARGETS.p99Ms ? 'meets' : 'misses'}; live p99 ${ms(liveP99)} ${liveP99 < TARGETS.liveP99Ms ? 'meets' : 'misses'}; violations ${problems.length}`);
  } finally {
    if (server) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    const c = new pg.Client({ connectionString: BASE_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  }
  if (failures.length > 0) {
    console.error(`\nFAILED: ${failures.slice(0, 5).join('; ')}`);
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
