import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { routeTable } from './route-table.ts';

/**
 * A wire shape is written once, in domain/, and both the route and the web hook import it (docs/architecture.md).
 * This counts, over the app's route table, the success responses and request bodies whose schema is one that
 * domain/ exports (or an array of one), and keeps the counts from falling: a route that writes its own shape
 * again lowers them.
 */
const FLOOR = { responses: 154, bodies: 48 };

async function domainSchemas(): Promise<Set<unknown>> {
  const dir = new URL('../../domain/', import.meta.url);
  // domain/ is grouped into subject folders: read them all.
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const found = new Set<unknown>();
  for (const file of files) {
    const mod = (await import(new URL(file, dir).href)) as Record<string, unknown>;
    for (const value of Object.values(mod)) if (value instanceof z.ZodType) found.add(value);
  }
  return found;
}

const fromDomain = (schema: unknown, shared: Set<unknown>) => shared.has(schema) || (schema instanceof z.ZodArray && shared.has(schema.element));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('wire shapes', () => {
  it('takes the success responses and request bodies from domain/', async () => {
    const shared = await domainSchemas();
    const responses = { total: 0, shared: 0 };
    const bodies = { total: 0, shared: 0 };
    const own: string[] = [];
    for (const route of routeTable(t.app)) {
      for (const [status, schema] of Object.entries(route.schema?.response ?? {})) {
        if (!/^2/.test(status)) continue;
        responses.total++;
        if (fromDomain(schema, shared)) responses.shared++;
        else own.push(`${route.method} ${route.url} ${status}`);
      }
      if (route.schema?.body === undefined) continue;
      bodies.total++;
      if (fromDomain(route.schema.body, shared)) bodies.shared++;
      else own.push(`${route.method} ${route.url} body`);
    }
    console.log(
      `wire shapes from domain/: responses ${responses.shared} of ${responses.total}, bodies ${bodies.shared} of ${bodies.total}; written in the route:\n${own.join('\n')}`,
    );
    expect(responses.shared).toBeGreaterThanOrEqual(FLOOR.responses);
    expect(bodies.shared).toBeGreaterThanOrEqual(FLOOR.bodies);
  });
});
