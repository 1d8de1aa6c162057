import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Bench:lighthouse printed its figures, then a 30-minute race timeout kept it (and tsx's
// esbuild service) alive. Every bench ends through runBench, which exits once main is done.
const root = new URL('..', import.meta.url).pathname;

describe('every bench exits when it is done', () => {
  it('each bench with a main ends with runBench(main)', () => {
    const benches = readdirSync(join(root, 'bench')).filter((f) => f.endsWith('.ts'));
    const withMain = benches.filter((f) => readFileSync(join(root, 'bench', f), 'utf8').includes('async function main('));
    expect(withMain.length).toBeGreaterThanOrEqual(6);
    for (const f of withMain)
      expect(
        readFileSync(join(root, 'bench', f), 'utf8')
          .trimEnd()
          .endsWith('runBench(main);'),
        f,
      ).toBe(true);
  });

  it('a main that leaves a long timer behind still ends the process, with its exit code', () => {
    const script = `import { runBench } from './tools/run-bench.ts';
runBench(async () => { setTimeout(() => undefined, 600_000); console.log('figures'); process.exitCode = 3; });`;
    const started = Date.now();
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(run.stdout).toContain('figures');
    expect(run.status).toBe(3);
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  it('a main that throws ends the process with 1', () => {
    const script = `import { runBench } from './tools/run-bench.ts';
runBench(async () => { setInterval(() => undefined, 1000); throw new Error('bench failed'); });`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toContain('bench failed');
    expect(run.status).toBe(1);
  });
});
