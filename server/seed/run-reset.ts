// `npm run db:reset`: wipes the database, applies the migrations and seeds the demo data.
import { sql } from 'drizzle-orm';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import { describeDemoData } from './demo-summary.ts';
import { seedDemoData } from './seed-demo-data.ts';

/** PGlite: delete its folder, but never under a running server (the lock holds a live pid). */
function wipePglite(dataDir: string): void {
  const unlock = lockDataDir(dataDir);
  try {
    rmSync(join(dataDir, 'pglite'), { recursive: true, force: true });
  } finally {
    unlock();
  }
}

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.DATABASE_URL) wipePglite(config.DATA_DIR);
  const database = await connectDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    if (database.kind === 'postgres') {
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`drop schema if exists public cascade`);
      await database.db.execute(sql`create schema public`);
      await database.db.execute(sql`create schema drizzle`);
    }
    await database.migrate();
    const counts = await seedDemoData(database.db, new Date());
    console.log(await describeDemoData(database.db, counts));
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(`${err.message}\nStop the server before running \`npm run db:reset\`.`);
  } else {
    console.error(err instanceof Error ? err.message : err);
  }
  process.exitCode = 1;
}
