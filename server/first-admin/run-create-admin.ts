// `npm run admin:create -- <email> [display name]`: the first admin of a database (README "Deploying").
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { createAdmin } from './create-admin.ts';

async function main(): Promise<number> {
  const [email, ...nameParts] = process.argv.slice(2);
  if (!email) {
    console.error('Usage: npm run admin:create -- <email> [display name]');
    return 2;
  }
  const config = loadConfig();
  const database = await connectDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const result = await createAdmin({ db: database.db, config, email, name: nameParts.join(' ') || 'Site Admin' });
    console.log(
      `${result.created ? 'Admin account created' : 'Existing account made an admin'}: ${email.trim().toLowerCase()}\n\n` +
        `Open this link within one hour to choose the password (it works once):\n  ${result.passwordLink}\n\n` +
        'Then sign in at /auth and open /admin. Run the command again for a new link.',
    );
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (err) {
  if (err instanceof DataDirLockedError) console.error(`${err.message}\nStop the server first (the embedded database serves one process).`);
  else if (err instanceof Error && 'issues' in err) console.error((err as { issues: { message: string }[] }).issues.map((i) => i.message).join('\n'));
  else console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
