// `npm run db:restore -- file`: replaces the database with a backup made by `npm run db:backup`.
import { spawnSync } from 'node:child_process';
import { loadConfig } from '../../config.ts';
import { DataDirLockedError } from '../data-dir-lock.ts';
import { restoreEmbedded } from './embedded-backup.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run db:restore -- <backup file>');
    return 1;
  }
  if (config.DATABASE_URL) {
    const run = spawnSync('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${config.DATABASE_URL}`, file], { stdio: 'inherit' });
    if (run.error) {
      console.error(
        `pg_restore is not installed. Install PostgreSQL's client tools, or run:\n  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ${file}`,
      );
      return 1;
    }
    if (run.status === 0) console.log(`PostgreSQL database restored from ${file}`);
    return run.status ?? 1;
  }
  const kept = await restoreEmbedded(config.DATA_DIR, file);
  console.log(`Embedded database restored from ${file}.${kept ? ` The database it replaced is kept in ${kept}.` : ''}`);
  return 0;
}

try {
  process.exitCode = await main();
} catch (err) {
  console.error(
    err instanceof DataDirLockedError ? `${err.message}\nStop the server before running \`npm run db:restore\`.` : err instanceof Error ? err.message : err,
  );
  process.exitCode = 1;
}
