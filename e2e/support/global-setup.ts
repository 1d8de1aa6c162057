import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { e2eWorkers } from './workers.ts';
import { copyOfTemplate, makeSeededTemplate, startTestServer } from './seeded-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker (index = VITEST_POOL_ID - 1): a worker's files run in turn on its own database. */
    baseURLs: string[];
    /** The seeded database folder that prepared servers start from a copy of. */
    seededTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const template = await makeSeededTemplate();
  const started = await Promise.allSettled(
    Array.from({ length: e2eWorkers() }, async () => startTestServer(await copyOfTemplate(template, 'vehiclebid-e2e-'), 180_000)),
  );
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((s) => s.stop()));
    await rm(template, { recursive: true, force: true });
    throw failed.reason;
  }
  project.provide(
    'baseURLs',
    servers.map((s) => s.origin),
  );
  project.provide('seededTemplate', template);
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await rm(template, { recursive: true, force: true });
  };
}
