import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const TEST = /\.(test|spec|e2e)\.(ts|tsx)$/;

/** The product's source files under `dir` whose names match `source` (tests, node_modules and builds left out). */
export function* productSources(dir: string, source: RegExp): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* productSources(path, source);
    else if (source.test(name) && !TEST.test(name)) yield path;
  }
}
