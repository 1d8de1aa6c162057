import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { auctions, comments, users } from '../../db/schema.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { rowsOf } from '../../db/tx.ts';
import { cookieFrom, createTestApp, PASSWORD, type TestApp } from '../test-app.ts';
import { expectDocumented } from '../openapi-contract.ts';

// Generated bodies, query strings and path parameters sent to every route of the API,
// read from its route table (the OpenAPI document Fastify builds from the routes' schemas). Whatever is
// sent: never a 500, and a 4xx changes nothing in the database.

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Operation {
  method: Method;
  path: string;
  params: string[];
  query: string[];
  bodyKeys: string[];
}

/**
 * Tables a refused request may still touch: better-auth slides a session's expiry forward (once a day),
 * and the write limits count every attempt at a limited route, refused or not (decision 021).
 */
const VOLATILE_TABLES = new Set(['sessions', 'write_limit_counters']);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

let t: TestApp;
let operations: Operation[] = [];
let ids: string[] = [];
const cookies: Record<'visitor' | 'member' | 'admin', string> = { visitor: '', member: '', admin: '' };

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, new Date());
  await t.app.ready();
  operations = operationsOf(t.app.swagger() as OpenApi);
  const auctionRows = await t.database.db.select({ id: auctions.id, slug: auctions.slug }).from(auctions).limit(5);
  const userRows = await t.database.db.select({ id: users.id }).from(users).limit(3);
  const commentRows = await t.database.db.select({ id: comments.id }).from(comments).limit(2);
  ids = [...auctionRows.flatMap((a) => [a.id, a.slug ?? a.id]), ...userRows.map((u) => u.id), ...commentRows.map((c) => c.id)];
  for (const [who, email] of [
    ['member', 'bidder@example.com'],
    ['admin', 'admin@example.com'],
  ] as const) {
    const res = await t.anonymous.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    cookies[who] = cookieFrom(res);
    if (!cookies[who]) throw new Error(`${email} could not sign in: ${res.body}`);
  }
}, 300_000);
afterAll(async () => {
  await t?.close();
});

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Array<{ in: string; name: string }>; requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }
    >
  >;
}

function operationsOf(spec: OpenApi): Operation[] {
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(spec.paths)) {
    // The live stream never ends (an EventSource): it has its own tests.
    if (path.startsWith('/api/live')) continue;
    for (const [method, op] of Object.entries(ops)) {
      const params = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const bodyKeys = Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {});
      out.push({ method: method.toUpperCase() as Method, path, params, query, bodyKeys });
    }
  }
  return out;
}

/** The next transaction id: it moves only when something wrote (or locked) in the database. */
async function nextXid(): Promise<string> {
  const [row] = rowsOf<{ x: string }>(await t.database.db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`));
  return row!.x;
}

/** Every table's row count and a digest of its rows. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(await t.database.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`));
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    if (VOLATILE_TABLES.has(name)) continue;
    const [row] = rowsOf<{ n: string; digest: string | null }>(
      await t.database.db.execute(sql.raw(`select count(*)::text as n, md5(string_agg(t::text, '|' order by t::text)) as digest from "${name}" t`)),
    );
    out[name] = `${row!.n}:${row!.digest ?? ''}`;
  }
  return out;
}

const weird = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%',
  '%zz',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'null',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  '😀',
  "' or 1=1 --",
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(5000),
);
const scalar = () =>
  fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    weird,
    fc.constantFrom(...ids),
    fc.constantFrom(2 ** 31, 2 ** 53, -1, 0, 1e20, 250, 100_000),
  );
const value = () =>
  fc.oneof({ weight: 4, arbitrary: scalar() }, fc.array(scalar(), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 8 }), scalar(), { maxKeys: 3 }));

function requestOf(op: Operation) {
  const param = fc.oneof(fc.constantFrom(...ids), weird, fc.string({ maxLength: 30 }), fc.uuid());
  const params = fc.tuple(...op.params.map(() => param));
  const queryKeys = fc.constantFrom(...op.query, 'x', 'page', 'limit');
  const query = fc.dictionary(queryKeys, fc.oneof(fc.string({ maxLength: 30 }), weird, fc.integer().map(String)), { maxKeys: 4 });
  const bodyKeys = fc.constantFrom(...op.bodyKeys, 'x');
  const body = fc.oneof(
    { weight: 3, arbitrary: fc.dictionary(bodyKeys, value(), { maxKeys: op.bodyKeys.length + 1 }) },
    fc.jsonValue({ maxDepth: 2 }),
    fc.constant(undefined),
  );
  return fc.record({ params: op.params.length ? params : fc.constant([] as string[]), query, body });
}

function urlOf(op: Operation, params: string[], query: Record<string, string>): string {
  let i = 0;
  const path = op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(params[i++] ?? ''));
  const qs = new URLSearchParams(query).toString();
  return qs ? `${path}?${qs}` : path;
}

describe('every API route, fuzzed', () => {
  it('reads its routes from the route table', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.some((o) => o.method === 'POST' && o.path === '/api/bids')).toBe(true);
  });

  it('never answers 500, and a 4xx changes nothing', async () => {
    let baseline = await fingerprint();
    const seen = new Map<string, Set<number>>();
    for (const op of operations) {
      const personas = op.path.startsWith('/api/admin') ? (['visitor', 'member', 'admin'] as const) : (['visitor', 'member'] as const);
      for (const who of personas) {
        await fc.assert(
          fc.asyncProperty(requestOf(op), async ({ params, query, body }) => {
            const url = urlOf(op, params, query);
            const before = await nextXid();
            const res = await t
              .as(cookies[who])
              .request({ method: op.method, url, headers: { origin: 'http://localhost:3000' }, payload: op.method === 'GET' ? undefined : body });
            const statuses = seen.get(`${op.method} ${op.path}`) ?? new Set<number>();
            statuses.add(res.statusCode);
            seen.set(`${op.method} ${op.path}`, statuses);
            expect(res.statusCode, `${who} ${op.method} ${url} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
            // Whatever the status, the API document lists it for this route.
            await expectDocumented(t.app, op.method, url, res);
            if (res.statusCode >= 400) {
              const parsed = JSON.parse(res.body) as { error?: unknown; code?: unknown };
              expect(typeof parsed.error, `${op.method} ${url}: error shape`).toBe('string');
              expect(typeof parsed.code, `${op.method} ${url}: error shape`).toBe('string');
            }
            if ((await nextXid()) === before) return;
            const now = await fingerprint();
            if (res.statusCode >= 400) expect(now, `${who} ${op.method} ${url} answered ${res.statusCode} but changed the database`).toEqual(baseline);
            baseline = now;
          }),
          { numRuns: RUNS },
        );
      }
    }
    // The generated requests reached past validation somewhere: some routes answered 2xx to them.
    expect([...seen.values()].some((s) => [...s].some((c) => c < 300))).toBe(true);
  }, 900_000);
});
