// `npm run db:backup [-- file]`: the embedded database to a tarball (README "Backups"). With DATABASE_URL,
// PostgreSQL's own pg_dump makes the backup.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { loadConfig } from '../../config.ts';
import { DataDirLockedError } from '../data-dir-lock.ts';
import { backupEmbedded } from './embedded-backup.ts';

const stamp = new Date().toISOString().replace(/[:.]/g, '-');

async function main(): Promise<number> {
  const config = loadConfig();
  const arg = process.argv[2];
  if (config.DATABASE_URL) {
    const file = arg ?? join('backups', `vehiclebid-${stamp}.dump`);
    const run = spawnSync('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, config.DATABASE_URL], { stdio: 'inherit' });
    if (run.error) {
      console.error(
        `pg_dump is not installed. Install PostgreSQL's client tools, or run:\n  pg_dump --format=custom --no-owner --file=${file} "$DATABASE_URL"`,
      );
      return 1;
    }
    if (run.status === 0) console.log(`PostgreSQL backup written to ${file}`);
    return run.status ?? 1;
  }
  const file = arg ?? join('backups', `vehiclebid-${stamp}.tar.gz`);
  const bytes = await backupEmbedded(config.DATA_DIR, file);
  console.log(
    `Embedded database backed up to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB). Uploaded files are in ${join(config.DATA_DIR, 'storage')}: copy that folder too.`,
  );
  return 0;
}

try {
  process.exitCode = await main();
} catch (err) {
  console.error(
    err instanceof DataDirLockedError ? `${err.message}\nStop the server before running \`npm run db:backup\`.` : err instanceof Error ? err.message : err,
  );
  process.exitCode = 1;
}
