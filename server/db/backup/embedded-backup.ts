import { PGlite } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { lockDataDir } from '../data-dir-lock.ts';
import { PGLITE_OPTIONS } from '../connect.ts';

// Backing up and restoring the embedded database (DATA_DIR/pglite). PGlite serves one process,
// so both take the data folder's lock: they refuse to run under a live server (DataDirLockedError).

/** The database folder of a data folder (server/db/connect.ts opens the same one). */
export const pgliteFolder = (dataDir: string) => join(dataDir, 'pglite');

/** Writes a gzipped tarball of the embedded database to `file`; returns its size in bytes. */
export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  if (!existsSync(pgliteFolder(dataDir))) throw new Error(`There is no embedded database in ${dataDir} to back up.`);
  const unlock = lockDataDir(dataDir);
  try {
    const client = new PGlite(pgliteFolder(dataDir), PGLITE_OPTIONS);
    try {
      await client.waitReady;
      // A consistent copy: every write is on disk before the folder is packed.
      await client.query('checkpoint');
      const dump = await client.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
      return bytes.length;
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

/**
 * Replaces the embedded database with the one in `file`. The database it replaces is kept beside it as
 * `pglite.before-restore-<time>` (returned), so a wrong restore can itself be undone.
 */
export async function restoreEmbedded(dataDir: string, file: string, now = new Date()): Promise<string | null> {
  const tarball = await readFile(file);
  const unlock = lockDataDir(dataDir);
  try {
    const target = pgliteFolder(dataDir);
    let kept: string | null = null;
    if (existsSync(target)) {
      kept = `${target}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      await rename(target, kept);
    }
    try {
      const client = new PGlite(target, { ...PGLITE_OPTIONS, loadDataDir: new Blob([tarball]) });
      await client.waitReady;
      await client.query('select 1');
      await client.close();
    } catch (err) {
      // Put the previous database back: a failed restore leaves things as they were.
      await rm(target, { recursive: true, force: true });
      if (kept) await rename(kept, target);
      throw err;
    }
    return kept;
  } finally {
    unlock();
  }
}
