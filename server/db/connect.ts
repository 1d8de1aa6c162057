import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import * as schema from './schema.ts';
import { lockDataDir } from './data-dir-lock.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** The embedded database's files as one archive (PGlite only), to start another database from. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant: serialises migrations across instances sharing one PostgreSQL server.
const MIGRATION_LOCK = 7_246_001;

export function connectPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client whose server connection drops (restart, failover, terminate) emits 'error' on the
  // pool; unheard, it would crash the process. The pool discards that client and opens a new one.
  pool.on('error', (err) => process.emitWarning(`PostgreSQL idle client error: ${err.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** The extensions the migrations create (pg_trgm: searches by part of a name, migration 0017); every embedded database opens with them. */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } };

/**
 * dataDir undefined: an in-memory database (tests), started from `loadDataDir` when given (a migrated database's
 * dump: the test suite migrates once per run and each file starts from the dump, server/test/global-setup.ts).
 */
export async function connectPglite(dataDir?: string, o: { loadDataDir?: Blob } = {}): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  try {
    const client = dataDir
      ? new PGlite(join(dataDir, 'pglite'), PGLITE_OPTIONS)
      : new PGlite({ ...PGLITE_OPTIONS, ...(o.loadDataDir ? { loadDataDir: o.loadDataDir } : {}) });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
      async ping() {
        await db.execute(sql`select 1`);
      },
      dump: () => client.dumpDataDir('none'),
      async close() {
        await client.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

export async function connectDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? connectPostgres(opts.databaseUrl) : connectPglite(opts.dataDir);
}
