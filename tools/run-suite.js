// `npm test`: types, lint, unit + API tests, browser tests, in that order; stops at the first failure.
// Prints each part's wall time at the end, and the browser tests that passed only on their CI retry
// (issue 24 item 9), so a slow or flaky part is seen at a glance.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const parts = [
  ['types', 'typecheck'],
  ['lint', 'lint'],
  [`unit + API tests (${database})`, 'test:unit'],
  ['browser tests', 'test:e2e'],
];
const flakyFile = join(tmpdir(), `vehiclebid-flaky-${process.pid}.txt`);
const times = [];
let status = 0;
for (const [name, script] of parts) {
  const started = Date.now();
  const run = spawnSync('npm', ['run', '-s', script], { stdio: 'inherit', env: { ...process.env, FLAKY_REPORT: flakyFile } });
  times.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  status = run.status ?? 1;
  if (status !== 0) {
    times.push(`(${name} failed; the rest did not run)`);
    break;
  }
}
console.log(`\n--- wall time: ${times.join(', ')}`);
if (existsSync(flakyFile)) {
  console.log(`--- flaky browser tests (passed only on their retry; fix them next):\n${readFileSync(flakyFile, 'utf8')}`);
  rmSync(flakyFile);
}
process.exit(status);
