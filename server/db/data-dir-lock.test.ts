import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { connectPglite } from './connect.ts';

const dirs: string[] = [];
async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'vehiclebid-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('the data folder lock', () => {
  it('refuses a second server on the same folder with a clear message', async () => {
    const dir = await tempDir();
    // A live process other than this one holds the lock: the parent of this test process.
    await writeFile(join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/already in use by another server/);
  });

  it('takes over a lock left by a process that has died, and releases it', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'server.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(await readFile(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });

  it('keeps the embedded database locked while it is open', async () => {
    const dir = await tempDir();
    const database = await connectPglite(dir);
    await writeFile(join(dir, 'server.lock'), String(process.ppid));
    await expect(connectPglite(dir)).rejects.toThrow(DataDirLockedError);
    await writeFile(join(dir, 'server.lock'), String(process.pid));
    await database.close();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  }, 120_000);
});
