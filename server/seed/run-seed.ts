// `npm run db:seed`: applies the migrations and seeds the demo data into an empty database.
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { describeDemoData } from './demo-summary.ts';
import { isDatabaseEmpty, seedDemoData } from './seed-demo-data.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await connectDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    if (!(await isDatabaseEmpty(database.db))) {
      // Seeding over existing data would mix demo rows with real ones: wiping is a separate, explicit command.
      const forced = process.argv.includes('--force');
      console.log(
        `The database already has data, so nothing was seeded${forced ? ' (--force does not seed over data)' : ''}. ` +
          'Run `npm run db:reset` to wipe it and seed the demo data again.',
      );
      return forced ? 1 : 0;
    }
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
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
