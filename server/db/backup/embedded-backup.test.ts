import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectPglite, type Database } from '../connect.ts';
import { DataDirLockedError } from '../data-dir-lock.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { rowsOf } from '../tx.ts';
import { backupEmbedded, pgliteFolder, restoreEmbedded } from './embedded-backup.ts';

// Back up, wipe, restore and compare, table by table.
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vehiclebid-backup-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Every table of the app's schema with its row count and a digest of its rows. */
async function fingerprint(database: Database): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(await database.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`));
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: string; digest: string | null }>(
      await database.db.execute(sql.raw(`select count(*)::text as n, md5(string_agg(t::text, '|' order by t::text)) as digest from "${name}" t`)),
    );
    out[name] = `${row!.n}:${row!.digest ?? ''}`;
  }
  return out;
}

async function open(dataDir: string) {
  const database = await connectPglite(dataDir);
  await database.migrate();
  return database;
}

describe('the embedded database backup', () => {
  it('backs up, is wiped, restores, and every table is as it was', async () => {
    const dataDir = join(dir, 'data');
    const database = await open(dataDir);
    await seedDemoData(database.db, new Date('2026-11-01T12:00:00Z'));
    const before = await fingerprint(database);
    expect(Number(before.auctions!.split(':')[0])).toBeGreaterThan(0);
    expect(Number(before.bids!.split(':')[0])).toBeGreaterThan(0);

    await database.close();
    // Under a running server (another live process holds the folder's lock), backup and restore refuse.
    const file = join(dir, 'backup.tar.gz');
    await writeFile(join(dataDir, 'server.lock'), String(process.ppid));
    await expect(backupEmbedded(dataDir, file)).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(restoreEmbedded(dataDir, file)).rejects.toThrow();
    expect(existsSync(file)).toBe(false);
    await rm(join(dataDir, 'server.lock'));

    expect(await backupEmbedded(dataDir, file)).toBeGreaterThan(1000);
    await rm(pgliteFolder(dataDir), { recursive: true, force: true });
    const wiped = await open(dataDir);
    expect((await fingerprint(wiped)).auctions).toBe('0:');
    await wiped.close();

    const kept = await restoreEmbedded(dataDir, file, new Date('2026-11-24T00:00:00Z'));
    expect(kept).toBe(`${pgliteFolder(dataDir)}.before-restore-2026-11-24T00-00-00-000Z`);
    expect(existsSync(kept!)).toBe(true);
    const restored = await open(dataDir);
    try {
      expect(await fingerprint(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
  }, 240_000);

  it('a restore from a broken file changes nothing', async () => {
    const dataDir = join(dir, 'data2');
    const database = await open(dataDir);
    await database.db.execute(sql`insert into site_settings (key, value, updated_at) values ('probe', '"kept"', now())`);
    await database.close();
    const broken = join(dir, 'broken.tar.gz');
    await writeFile(broken, 'not a backup');
    await expect(restoreEmbedded(dataDir, broken)).rejects.toThrow();
    const after = await open(dataDir);
    try {
      const rows = rowsOf<{ value: unknown }>(await after.db.execute(sql`select value from site_settings where key = 'probe'`));
      expect(rows[0]?.value).toBe('kept');
    } finally {
      await after.close();
    }
  }, 120_000);
});
