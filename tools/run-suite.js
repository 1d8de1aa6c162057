// `npm test`: types, lint, unit + API tests, the production build, browser tests, in that order; stops at the
// first failure. Prints each part's wall time on one line at the end (and, when SUITE_TIMES names a file, writes
// that line there for .ci/run's summary), and the browser tests that passed only on their CI retry, so a slow
// or flaky part is seen at a glance.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
/** [name, command, arguments]: `test:e2e` is the build and the browser tests, timed apart here. */
const parts = [
  ['types', 'npm', ['run', '-s', 'typecheck']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  [`unit + API (${database})`, 'npm', ['run', '-s', 'test:unit']],
  ['build', 'npm', ['run', '-s', 'build']],
  ['browser tests', 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts']],
];
const flakyFile = join(tmpdir(), `vehiclebid-flaky-${process.pid}.txt`);
const times = [];
let status = 0;
for (const [name, command, args] of parts) {
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FLAKY_REPORT: flakyFile } });
  times.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  status = run.status ?? 1;
  if (status !== 0) {
    times.push(`(${name} failed; the rest did not run)`);
    break;
  }
}
const line = times.join(', ');
console.log(`\n--- wall time: ${line}`);
if (process.env.SUITE_TIMES) writeFileSync(process.env.SUITE_TIMES, line);
if (existsSync(flakyFile)) {
  console.log(`--- flaky browser tests (passed only on their retry; fix them next):\n${readFileSync(flakyFile, 'utf8')}`);
  rmSync(flakyFile);
}
process.exit(status);
