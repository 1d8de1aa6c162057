import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectPglite, connectPostgres } from '../db/connect.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database every test file starts from: a template database's name (PostgreSQL) or a dump's path (PGlite). */
    testDatabaseTemplate: { kind: 'postgres'; name: string } | { kind: 'pglite'; path: string } | null;
  }
}

/**
 * Migrates one database per run (vitest's globalSetup) instead of one per test file: on PostgreSQL a template
 * database that each file's database is created from, on PGlite a dump each file's in-memory database is loaded
 * from. Every file still gets its own clean database (DESIGN "Tests"); the migrations still run, once, on the
 * database kind of the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `test_template_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await adminQuery(url, `create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = connectPostgres(target.toString(), 1);
    await database.migrate();
    await database.close();
    project.provide('testDatabaseTemplate', { kind: 'postgres', name });
    return async () => {
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'vehiclebid-template-'));
  const database = await connectPglite();
  await database.migrate();
  const path = join(dir, 'migrated.tar');
  await writeFile(path, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  project.provide('testDatabaseTemplate', { kind: 'pglite', path });
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

async function adminQuery(url: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
