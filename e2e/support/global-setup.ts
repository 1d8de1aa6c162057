import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../tools/free-port.ts';
import { waitForHealth } from '../../tools/wait-for-health.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'vehiclebid-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', LISTINGS_CACHE_MS: '0', DEMO_IMAGES: 'on-request', PUBLIC_URL: `http://127.0.0.1:${port}` };
  // The browser tests run once, on the embedded database (the API tests cover PostgreSQL).
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const baseURL = `http://127.0.0.1:${port}`;
  // A server that never answers is stopped, not left behind holding its port and folder.
  await waitForHealth(baseURL, server, 180_000).catch(async (err: unknown) => {
    server.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  });
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  };
}
