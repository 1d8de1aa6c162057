import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { freePort } from '../../tools/free-port.ts';
import { waitForHealth } from '../../tools/wait-for-health.ts';
import { connectPostgres, type Database } from '../db/connect.ts';
import { auctionEvents, auctions, bids, users } from '../db/schema.ts';
import { SESSION_CACHE_TTL_MS } from '../http/session-cache.ts';
import { PASSWORD } from './test-app.ts';

// README "Deploying several instances": real server processes, as deployed.
// A rolling restart under bid load (SIGTERM drains an instance: server/main.ts, server/http/drain.ts).
// On PostgreSQL (DATABASE_URL, as CI runs the suite) three instances share one database; the embedded
// database serves one process, and a second instance on its folder refuses to start.

const root = new URL('../..', import.meta.url).pathname;

interface Instance {
  url: string;
  process: ChildProcess;
  output: string[];
}

const started: Instance[] = [];
const dirs: string[] = [];

async function startInstance(env: Record<string, string>, o: { expectExit?: boolean; port?: number } = {}): Promise<Instance> {
  const port = o.port ?? (await freePort());
  const dataDir = env.DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'vehiclebid-instance-')));
  if (!env.DATA_DIR) dirs.push(dataDir);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    // The API only (no WEB_DIST build): these tests use no page, and loading the pages' renderer can pass Fastify's
    // 10-second plugin timeout when the machine is busy (an instance starting while others take bids).
    // The rolling restarts bid as one member as fast as the instances answer: far past a member's bid limit (decision 021).
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      LISTINGS_CACHE_MS: '0',
      DEMO_IMAGES: 'on-request',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST: join(tmpdir(), 'vehiclebid-no-web-build'),
      BID_LIMIT_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  const instance = { url, process: child, output };
  started.push(instance);
  if (!o.expectExit) {
    await waitForHealth(url, child, 180_000).catch((err: unknown) => {
      throw new Error(`${String(err)}: ${output.join('').slice(-3000)}`);
    });
  }
  return instance;
}

async function stopAll() {
  await Promise.all(
    started.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.process.exitCode !== null) return resolve();
          s.process.once('exit', () => resolve());
          s.process.kill('SIGTERM');
        }),
    ),
  );
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
}

afterAll(stopAll, 60_000);

/** Reads a Server-Sent Events stream until one event's data contains `needle`. */
function watchLive(url: string, channel: string) {
  const controller = new AbortController();
  let text = '';
  let readyResolve!: () => void;
  const ready = new Promise<void>((r) => (readyResolve = r));
  const waiters: Array<{ needle: string; resolve: () => void }> = [];
  void (async () => {
    try {
      const res = await fetch(`${url}/api/live?channels=${channel}`, { signal: controller.signal });
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        if (text.includes('event: ready')) readyResolve();
        for (const w of [...waiters]) if (text.includes(w.needle)) w.resolve();
      }
    } catch {
      // aborted at the end of the test
    }
  })();
  return {
    ready,
    seen: (needle: string) => new Promise<void>((resolve) => (text.includes(needle) ? resolve() : waiters.push({ needle, resolve }))),
    close: () => controller.abort(),
  };
}

const within = <T>(p: Promise<T>, ms: number, what: string) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms))]);

async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const sessionUser = async (url: string, cookie: string) =>
  ((await (await fetch(`${url}/api/session`, { headers: { cookie } })).json()) as { user: { id: string } | null }).user;

const databaseUrl = process.env.DATABASE_URL;

// One of the two suites runs, by the database the suite runs on (nothing is skipped).
if (!databaseUrl)
  describe('the embedded database and a second instance', () => {
    it('a second server on the same data folder refuses to start, and the first goes on serving', async () => {
      const first = await startInstance({ SEED_DEMO: 'never' });
      const dataDir = dirs.at(-1)!;
      const second = await startInstance({ DATA_DIR: dataDir, SEED_DEMO: 'never' }, { expectExit: true });
      const code = await new Promise<number | null>((resolve) => second.process.once('exit', resolve));
      expect(code).toBe(1);
      expect(second.output.join('')).toContain('is already in use by another server');
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    }, 300_000);
  });

if (databaseUrl)
  describe('three instances on one PostgreSQL database', () => {
    const name = `vehiclebid_instances_${Date.now()}`;
    const admin = databaseUrl ? new URL(databaseUrl) : null;
    let shared: Database;
    let a: Instance, b: Instance, c: Instance;

    beforeAll(async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`create database ${name}`);
      await client.end();
      admin!.pathname = `/${name}`;
      // The first instance migrates and seeds; the others join the seeded database.
      a = await startInstance({ DATABASE_URL: admin!.href });
      [b, c] = await Promise.all([startInstance({ DATABASE_URL: admin!.href }), startInstance({ DATABASE_URL: admin!.href })]);
      shared = connectPostgres(admin!.href, 2);
    }, 400_000);
    afterAll(async () => {
      await shared?.close();
      await stopAll();
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    }, 120_000);

    it('a bid placed on one instance reaches the viewers of the other two', async () => {
      const [auction] = await shared.db
        .select({ id: auctions.id })
        .from(auctions)
        .where(and(eq(auctions.status, 'active'), eq(auctions.listingType, 'auction'), gt(auctions.endTime, sql`now() + interval '1 hour'`)))
        .limit(1);
      const cookie = await signIn(a.url, 'bidder@example.com');
      const view = (await (await fetch(`${a.url}/api/auctions/${auction!.id}/bidding`, { headers: { cookie } })).json()) as { minimumBid: number };
      const viewers = [watchLive(b.url, `auction:${auction!.id}`), watchLive(c.url, `auction:${auction!.id}`)];
      try {
        await within(Promise.all(viewers.map((v) => v.ready)), 15_000, 'live streams ready');
        const amount = view.minimumBid;
        const res = await fetch(`${a.url}/api/bids`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: a.url, cookie },
          body: JSON.stringify({ auction_id: auction!.id, amount }),
        });
        expect(res.status, await res.clone().text()).toBe(200);
        await within(Promise.all(viewers.map((v) => v.seen(String(amount)))), 20_000, 'the bid on both other instances');
      } finally {
        for (const v of viewers) v.close();
      }
    }, 120_000);

    it('a sign-out on one instance is refused on the others within the documented time', async () => {
      const cookie = await signIn(a.url, 'buyer@example.com');
      // The other instances have looked the session up (and remember it).
      expect(await sessionUser(b.url, cookie)).not.toBeNull();
      expect(await sessionUser(c.url, cookie)).not.toBeNull();
      const out = await fetch(`${a.url}/api/auth/sign-out`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: a.url, cookie },
        body: '{}',
      });
      expect(out.status).toBe(200);
      expect(await sessionUser(a.url, cookie)).toBeNull();
      // README: each instance remembers a session lookup for SESSION_CACHE_TTL_MS (10 s).
      await new Promise((r) => setTimeout(r, SESSION_CACHE_TTL_MS + 500));
      for (const other of [b, c]) {
        expect(await sessionUser(other.url, cookie)).toBeNull();
        const write = await fetch(`${other.url}/api/profile`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', origin: other.url, cookie },
          body: '{"bio":"x"}',
        });
        expect(write.status).toBe(401);
      }
    }, 60_000);

    it('the closing and starting jobs act once across the three', async () => {
      const [seller] = await shared.db.select({ id: users.id }).from(users).where(eq(users.email, 'seller@example.com'));
      const soon = new Date(Date.now() + 3_000);
      const base = { title: 'Instances test', category: 'cars', sellerId: seller!.id, listingType: 'auction' as const, startingPrice: 1_000 };
      const rows = await shared.db
        .insert(auctions)
        .values([
          { ...base, status: 'active', startTime: new Date(Date.now() - 86_400_000), endTime: soon },
          { ...base, status: 'active', startTime: new Date(Date.now() - 86_400_000), endTime: soon },
          { ...base, status: 'scheduled', startTime: soon, endTime: new Date(Date.now() + 86_400_000) },
          { ...base, status: 'scheduled', startTime: soon, endTime: new Date(Date.now() + 86_400_000) },
        ])
        .returning({ id: auctions.id, status: auctions.status });
      const ids = rows.map((r) => r.id);
      // Each job runs every second on each instance: well past the due time, all have acted.
      const deadline = Date.now() + 30_000;
      for (;;) {
        const now = await shared.db.select({ id: auctions.id, status: auctions.status }).from(auctions).where(inArray(auctions.id, ids));
        if (now.every((r) => r.status === 'ended' || (rows.find((x) => x.id === r.id)!.status === 'scheduled' && r.status === 'active'))) break;
        if (Date.now() > deadline) throw new Error(`jobs did not act: ${JSON.stringify(now)}`);
        await new Promise((r) => setTimeout(r, 500));
      }
      await new Promise((r) => setTimeout(r, 3_000));
      const events = await shared.db
        .select({ auctionId: auctionEvents.auctionId, type: auctionEvents.type })
        .from(auctionEvents)
        .where(inArray(auctionEvents.auctionId, ids));
      for (const [i, id] of ids.entries()) {
        const type = i < 2 ? 'auction.ended' : 'auction.started';
        expect(
          events.filter((e) => e.auctionId === id && e.type === type),
          `${type} of ${id}`,
        ).toHaveLength(1);
      }
    }, 90_000);

    it('a rolling restart under bid load loses nothing: each instance in turn is sent SIGTERM and replaced', async () => {
      // The test is the balancer: it sends each bid to the next instance on its list; a stopping instance stays on the
      // list until its process has exited (as a balancer keeps it until its health check fails). Each request goes on
      // a connection of its own: a kept-alive connection's race with an instance closing it is the balancer's to absorb
      // (deploy/haproxy.cfg: retry-on conn-failure empty-response), not the instance's. A connection the closing
      // instance resets before answering (one still in its accept queue when it stops listening) is sent again to the
      // next instance with the same Idempotency-Key: whether or not the first reached the engine, the bid counts once.
      const [seller] = await shared.db.select({ id: users.id }).from(users).where(eq(users.email, 'seller@example.com'));
      const cookie = await signIn(a.url, 'bidder@example.com');
      const now = Date.now();
      const base = {
        title: 'Rolling restart test',
        category: 'cars',
        sellerId: seller!.id,
        listingType: 'auction' as const,
        startingPrice: 1_000,
        status: 'active' as const,
        startTime: new Date(now - 86_400_000),
      };
      const bidOn = (
        await shared.db
          .insert(auctions)
          .values([0, 1, 2, 3].map(() => ({ ...base, endTime: new Date(now + 86_400_000) })))
          .returning({ id: auctions.id })
      ).map((r) => r.id);
      // Four auctions that end while the instances restart: each must close exactly once.
      const closing = (
        await shared.db
          .insert(auctions)
          .values([0, 1, 2, 3].map((i) => ({ ...base, endTime: new Date(now + 4_000 + i * 4_000) })))
          .returning({ id: auctions.id })
      ).map((r) => r.id);

      const pool: Instance[] = [a, b, c];
      let turn = 0;
      let stopping = false;
      const acked = new Map<string, number[]>(bidOn.map((id) => [id, []]));
      const refused: Array<{ status: number; retryAfter: string | null; code: string }> = [];
      const failures: string[] = [];
      let notConnected = 0;
      let resent = 0;
      const post = (url: string, body: string, key: string) =>
        new Promise<{ status: number; retryAfter: string | null; text: string }>((resolve, reject) => {
          const req = httpRequest(
            `${url}/api/bids`,
            {
              method: 'POST',
              agent: false,
              headers: { 'content-type': 'application/json', origin: url, cookie, 'idempotency-key': key, 'content-length': Buffer.byteLength(body) },
            },
            (res) => {
              let text = '';
              res.setEncoding('utf8');
              res.on('data', (d: string) => (text += d));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: (res.headers['retry-after'] as string | undefined) ?? null, text }));
              res.on('error', reject);
            },
          );
          req.on('error', reject);
          req.end(body);
        });
      const client = async (auctionId: string) => {
        let amount = 1_100;
        while (!stopping) {
          const target = pool[turn++ % pool.length]!;
          try {
            const res = await post(target.url, JSON.stringify({ auction_id: auctionId, amount }), `${auctionId}:${amount}`);
            if (res.status === 200) {
              acked.get(auctionId)!.push(amount);
              amount += 100;
              continue;
            }
            const code = (JSON.parse(res.text) as { code?: string }).code ?? '';
            refused.push({ status: res.status, retryAfter: res.retryAfter, code });
            if (res.status !== 503 || !res.retryAfter) failures.push(`${res.status} ${res.text}`);
            await new Promise((r) => setTimeout(r, 20));
          } catch (err) {
            // Refused before anything was sent (the instance has stopped listening): nothing was done; try the next.
            const code = (err as NodeJS.ErrnoException).code;
            if (code === 'ECONNREFUSED') notConnected++;
            // Cut off without an answer: sent again (same amount, same key) to the next instance.
            else if (code === 'ECONNRESET' || code === 'EPIPE') resent++;
            else failures.push(`${code ?? String(err)}`);
          }
        }
      };
      const clients = bidOn.map((id) => client(id));
      const restarts: number[] = [];
      try {
        for (const old of [a, b]) {
          await new Promise((r) => setTimeout(r, 1_500));
          const sent = Date.now();
          const exited = new Promise<number | null>((resolve) => old.process.once('exit', resolve));
          old.process.kill('SIGTERM');
          expect(await exited, old.output.join('')).toBe(0);
          restarts.push(Date.now() - sent);
          pool.splice(pool.indexOf(old), 1);
          pool.push(await startInstance({ DATABASE_URL: admin!.href }));
        }
        await new Promise((r) => setTimeout(r, 1_500));
      } finally {
        stopping = true;
        await Promise.all(clients);
      }

      expect(failures).toEqual([]);
      for (const r of refused) expect(r).toMatchObject({ status: 503, code: 'RESTARTING', retryAfter: '1' });
      const total = [...acked.values()].reduce((n, l) => n + l.length, 0);
      console.log(
        `rolling restart: ${total} bids acknowledged, ${refused.length} answered 503 with Retry-After, ${notConnected} connections refused, ${resent} cut off and sent again; SIGTERM to exit ${restarts.map((ms) => `${ms} ms`).join(', ')}`,
      );
      expect(total).toBeGreaterThan(0);
      // Every acknowledged bid is in the database, and no other.
      for (const id of bidOn) {
        const rows = await shared.db.select({ amount: bids.amount }).from(bids).where(eq(bids.auctionId, id));
        expect(
          rows.map((r) => Number(r.amount)).sort((x, y) => x - y),
          id,
        ).toEqual(acked.get(id));
      }
      // The auctions that ended meanwhile closed once each.
      const deadline = Date.now() + 30_000;
      for (;;) {
        const rows = await shared.db.select({ status: auctions.status }).from(auctions).where(inArray(auctions.id, closing));
        if (rows.every((r) => r.status === 'ended')) break;
        if (Date.now() > deadline) throw new Error(`not closed: ${JSON.stringify(rows)}`);
        await new Promise((r) => setTimeout(r, 500));
      }
      const ended = await shared.db
        .select({ auctionId: auctionEvents.auctionId })
        .from(auctionEvents)
        .where(and(inArray(auctionEvents.auctionId, closing), eq(auctionEvents.type, 'auction.ended')));
      expect(ended.map((e) => e.auctionId).sort()).toEqual([...closing].sort());
    }, 400_000);

    it('behind the HAProxy of deploy/haproxy.cfg: pages, live bids, and a rolling restart under bids that loses nothing', async () => {
      // Two instances behind the README's HAProxy configuration, its addresses, health check interval and connection
      // limit set for this machine; every request of this test goes through it, as a visitor's would. The instances know the
      // site by the balancer's address (PUBLIC_URL) and believe its X-Forwarded-For (TRUST_PROXY).
      const proxyPort = await freePort();
      const proxyUrl = `http://127.0.0.1:${proxyPort}`;
      const ports = [await freePort(), await freePort()];
      const env = { DATABASE_URL: admin!.href, PUBLIC_URL: proxyUrl, TRUST_PROXY: '127.0.0.1' };
      const apps = await Promise.all(ports.map((port) => startInstance(env, { port })));
      const dir = await mkdtemp(join(tmpdir(), 'vehiclebid-haproxy-'));
      dirs.push(dir);
      const shipped = await readFile(join(root, 'deploy/haproxy.cfg'), 'utf8');
      const config = shipped
        .replace(/^\s*log stdout.*$/m, '')
        // This machine's descriptor limit (ulimit -n) is below the 2 x 20,000 the shipped maxconn asks for.
        .replace(/^(\s*)maxconn \d+$/m, '$1maxconn 2000')
        .replace(/^(\s*)bind :80$/m, `$1bind 127.0.0.1:${proxyPort}`)
        .replace(/^\s*server app\d .*$/gm, '')
        .replace(/inter 2s fall 2 rise 2 slowstart 10s/, 'inter 300ms fall 2 rise 2')
        .concat(ports.map((port, i) => `    server app${i + 1} 127.0.0.1:${port} check\n`).join(''));
      expect(config).toContain('retry-on conn-failure empty-response 503');
      await writeFile(join(dir, 'haproxy.cfg'), config);
      const proxy = spawn('haproxy', ['-db', '-f', join(dir, 'haproxy.cfg')], { stdio: ['ignore', 'pipe', 'pipe'] });
      const proxyOutput: string[] = [];
      proxy.stdout!.on('data', (d: Buffer) => proxyOutput.push(d.toString()));
      proxy.stderr!.on('data', (d: Buffer) => proxyOutput.push(d.toString()));
      proxy.once('error', (err) => proxyOutput.push(`haproxy could not start (apt-get install haproxy): ${String(err)}`));
      try {
        await waitForHealth(proxyUrl, proxy, 60_000).catch((err: unknown) => {
          throw new Error(`${String(err)}: ${proxyOutput.join('').slice(-2000)}`);
        });
        // Pages and the API through the balancer.
        expect((await fetch(`${proxyUrl}/api/listings?kind=auctions&page=1`)).status).toBe(200);
        const cookie = await signIn(proxyUrl, 'bidder@example.com');

        // A live stream through the balancer carries a bid placed through it (HAProxy passes the stream on unbuffered).
        const [seller] = await shared.db.select({ id: users.id }).from(users).where(eq(users.email, 'seller@example.com'));
        const now = Date.now();
        const base = {
          title: 'Balancer test',
          category: 'cars',
          sellerId: seller!.id,
          listingType: 'auction' as const,
          startingPrice: 1_000,
          status: 'active' as const,
          startTime: new Date(now - 86_400_000),
          endTime: new Date(now + 86_400_000),
        };
        const bidOn = (
          await shared.db
            .insert(auctions)
            .values([0, 1, 2].map(() => base))
            .returning({ id: auctions.id })
        ).map((r) => r.id);
        const viewer = watchLive(proxyUrl, `auction:${bidOn[0]}`);
        try {
          await within(viewer.ready, 15_000, 'live stream through the balancer');
          const first = await fetch(`${proxyUrl}/api/bids`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: proxyUrl, cookie },
            body: JSON.stringify({ auction_id: bidOn[0], amount: 1_100 }),
          });
          expect(first.status, await first.clone().text()).toBe(200);
          await within(viewer.seen('1100'), 20_000, 'the bid on the stream through the balancer');
        } finally {
          viewer.close();
        }

        // A rolling restart behind the balancer: bidders keep bidding; each instance in turn is sent SIGTERM and
        // started again on its address. A bidder resends a bid that got no answer, or a 503 with Retry-After, with
        // its Idempotency-Key, as a client does; every bid acknowledged is in the database, once, and no other.
        let stopping = false;
        const acked = new Map<string, number[]>(bidOn.map((id) => [id, id === bidOn[0] ? [1_100] : []]));
        const statuses = new Map<string, number>();
        const client = async (auctionId: string) => {
          let amount = auctionId === bidOn[0] ? 1_200 : 1_100;
          while (!stopping) {
            const res = await fetch(`${proxyUrl}/api/bids`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin: proxyUrl, cookie, 'idempotency-key': `${auctionId}:${amount}` },
              body: JSON.stringify({ auction_id: auctionId, amount }),
            }).catch(() => null);
            const key = res ? String(res.status) : 'no answer';
            statuses.set(key, (statuses.get(key) ?? 0) + 1);
            if (res?.status === 200) {
              acked.get(auctionId)!.push(amount);
              amount += 100;
              continue;
            }
            // Anything else was refused before it did anything, or is sent again with the same key.
            if (res && res.status !== 503 && res.status !== 502) throw new Error(`bid refused ${res.status}: ${await res.text()}`);
            await new Promise((r) => setTimeout(r, res?.headers.get('retry-after') ? 200 : 50));
          }
        };
        const clients = bidOn.map((id) => client(id));
        try {
          for (const [i, old] of apps.entries()) {
            await new Promise((r) => setTimeout(r, 1_500));
            const exited = new Promise<number | null>((resolve) => old.process.once('exit', resolve));
            old.process.kill('SIGTERM');
            expect(await exited, old.output.join('')).toBe(0);
            apps[i] = await startInstance(env, { port: ports[i] });
          }
          await new Promise((r) => setTimeout(r, 1_500));
        } finally {
          stopping = true;
          await Promise.allSettled(clients);
        }
        await Promise.all(clients);
        console.log(`behind HAProxy: answers ${JSON.stringify(Object.fromEntries(statuses))}`);
        expect(statuses.get('200') ?? 0).toBeGreaterThan(3);
        for (const id of bidOn) {
          const rows = await shared.db.select({ amount: bids.amount }).from(bids).where(eq(bids.auctionId, id));
          expect(
            rows.map((r) => Number(r.amount)).sort((x, y) => x - y),
            id,
          ).toEqual(acked.get(id));
        }
      } finally {
        proxy.kill('SIGTERM');
      }
    }, 400_000);
  });
