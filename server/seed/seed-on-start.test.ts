import pino from 'pino';
import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestDatabase } from '../test/test-database.ts';
import type { Database } from '../db/connect.ts';
import { categories, users } from '../db/schema.ts';
import { PRODUCTION_SEED_WARNING, seedOnStart } from './seed-on-start.ts';

const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' };

function recordingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (s: string) => void lines.push(JSON.parse(s) as { level: number; msg: string }) });
  return { logger, warnings: () => lines.filter((l) => l.level === 40).map((l) => l.msg) };
}

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => database.close());

async function counts() {
  const [u] = await database.db.select({ n: count() }).from(users);
  const [c] = await database.db.select({ n: count() }).from(categories);
  return { users: u!.n, categories: c!.n };
}

describe('what a server seeds at start (issue 23 item 1)', () => {
  it('production with SEED_DEMO unset seeds no account, only the seven built-in categories, once', async () => {
    const config = loadConfig(production);
    expect(config.SEED_DEMO).toBe('never');
    const { logger, warnings } = recordingLogger();
    expect(await seedOnStart({ config, db: database.db, logger, now: new Date() })).toBe(false);
    expect(await counts()).toEqual({ users: 0, categories: 7 });
    expect(await seedOnStart({ config, db: database.db, logger, now: new Date() })).toBe(false);
    expect(await counts()).toEqual({ users: 0, categories: 7 });
    expect(warnings()).toEqual([]);
  });

  it('production seeds the demo data only when SEED_DEMO=auto is set, and warns at every start', async () => {
    const config = loadConfig({ ...production, SEED_DEMO: 'auto' });
    const { logger, warnings } = recordingLogger();
    expect(await seedOnStart({ config, db: database.db, logger, now: new Date() })).toBe(true);
    expect((await counts()).users).toBeGreaterThan(4);
    expect(await seedOnStart({ config, db: database.db, logger, now: new Date() })).toBe(false);
    expect(warnings()).toEqual([PRODUCTION_SEED_WARNING, PRODUCTION_SEED_WARNING]);
  });

  it('outside production the demo data is the zero-setup default, and never means never', async () => {
    expect(loadConfig({}).SEED_DEMO).toBe('auto');
    expect(loadConfig({ NODE_ENV: 'test' }).SEED_DEMO).toBe('auto');
    const { logger, warnings } = recordingLogger();
    await seedOnStart({ config: loadConfig({ SEED_DEMO: 'never' }), db: database.db, logger, now: new Date() });
    expect((await counts()).users).toBe(0);
    expect(warnings()).toEqual([]);
  });
});
