import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * In CI a failed browser test is tried once more (e2e/vitest.config.ts). A test that
 * passed only on its retry is flaky: it is listed here at the end of the run, and in the file named by
 * FLAKY_REPORT (the suite's summary prints it), so that it is fixed next. A test that fails twice fails the run.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(test: TestCase): void {
    if (test.result().state === 'passed' && test.diagnostic()?.flaky) {
      this.flaky.push(`${relative(process.cwd(), test.module.moduleId)} > ${test.fullName}`);
    }
  }

  onTestRunEnd(): void {
    if (this.flaky.length === 0) return;
    const lines = this.flaky.map((f) => `FLAKY (passed on its retry): ${f}`);
    console.log(`\n${lines.join('\n')}\n`);
    if (process.env.FLAKY_REPORT) appendFileSync(process.env.FLAKY_REPORT, `${lines.join('\n')}\n`);
  }
}
