import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { connectPglite, connectPostgres, type Database } from '../db/connect.ts';
import { saleDealMismatches } from '../modules/deals/sale-invariant.ts';

/** The migrated database of this run (server/test/global-setup.ts), when the run has one. */
function template() {
  try {
    return inject('testDatabaseTemplate') ?? null;
  } catch {
    return null; // Outside a vitest run with the global setup: migrate from scratch.
  }
}

/**
 * Each test file gets its own clean database (DESIGN "Tests"): an in-memory PGlite by default, a fresh database on
 * the PostgreSQL server when DATABASE_URL is set; both start from the run's migrated database when there is one.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const migrated = template();
  if (!url) {
    if (migrated?.kind === 'pglite') return checkedOnClose(await connectPglite(undefined, { loadDataDir: new Blob([await readFile(migrated.path)]) }));
    const database = await connectPglite();
    await database.migrate();
    return checkedOnClose(database);
  }
  const name = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(migrated?.kind === 'postgres' ? `create database ${name} template ${migrated.name}` : `create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = connectPostgres(testUrl.toString(), 5);
  if (migrated?.kind !== 'postgres') await database.migrate();
  return checkedOnClose({
    ...database,
    async close() {
      await database.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      // pool.end() resolves before its clients' sockets have closed; dropping with (force) at that
      // moment terminates them mid-close and pg raises an uncaught error. Wait for them to go first.
      for (let i = 0; i < 100; i++) {
        const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  });
}

/**
 * Whatever a test file did, its database ends with every sale and its one deal in agreement
 * (saleDealMismatches, one query), checked when the file closes it; a mismatch fails that file's teardown.
 * A database whose schema was never migrated (or was dropped) has nothing to check.
 */
function checkedOnClose(database: Database): Database {
  return {
    ...database,
    async close() {
      let found: Awaited<ReturnType<typeof saleDealMismatches>> = [];
      try {
        found = await saleDealMismatches(database.db);
      } catch (err) {
        if ((err as { code?: string }).code !== '42P01') throw err;
      }
      await database.close();
      if (found.length > 0)
        throw new Error(`A sale and its deal disagree (every sold listing and accepted offer has exactly one deal): ${JSON.stringify(found)}`);
    },
  };
}
