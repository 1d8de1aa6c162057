import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectPglite } from '../../server/db/connect.ts';
import { seedDemoData } from '../../server/seed/seed-demo-data.ts';
import { freePort } from '../../tools/free-port.ts';
import { waitForHealth } from '../../tools/wait-for-health.ts';

/**
 * The embedded database's folder migrated and seeded with the demo data, made once per run. Creating a
 * PGlite folder, migrating and seeding it cost 15-40 s each time on 2 cores; a copy of this one costs a few.
 * Every server of the run (one per worker, and the test files' prepared servers) starts on its own copy, so no
 * two share a database.
 */
export async function makeSeededTemplate(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'vehiclebid-e2e-template-'));
  const database = await connectPglite(dir);
  try {
    await database.migrate();
    await seedDemoData(database.db, new Date());
  } finally {
    await database.close();
  }
  return dir;
}

/** A fresh data folder holding a copy of the template's database. */
export async function copyOfTemplate(template: string, prefix: string): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  await cp(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

export interface TestServer {
  origin: string;
  child: ChildProcess;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
}

/** The production build's server on `dataDir` (embedded database) on a free port, once it answers its health check. */
export async function startTestServer(dataDir: string, timeoutMs: number): Promise<TestServer> {
  // On a starved machine a start can outlast Fastify's 10 s plugin timeout (loading the server renderer) and the
  // server exits; that start is tried again, on the same untouched folder. A server that never answers is not.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      LISTINGS_CACHE_MS: '0',
      DEMO_IMAGES: 'on-request',
      PUBLIC_URL: origin,
    };
    // The browser tests run on the embedded database (the API tests cover PostgreSQL).
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      await rm(dataDir, { recursive: true, force: true });
    };
    try {
      await waitForHealth(origin, child, timeoutMs);
      return { origin, child, stop };
    } catch (err) {
      const exited = child.exitCode !== null;
      // A server that never answers is stopped, not left behind holding its port and folder.
      if (!exited) child.kill('SIGKILL');
      if (exited && attempt < 3) {
        console.warn(`test server exited during its start (attempt ${attempt}); starting it again`);
        continue;
      }
      await rm(dataDir, { recursive: true, force: true });
      throw err;
    }
  }
}
