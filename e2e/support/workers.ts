/**
 * How many browser test files run at once (E2E_WORKERS, default 1), each worker with its own server and
 * database: the tests change the demo data, so two files must never share one. Read by the config and the
 * global setup alike.
 */
export function e2eWorkers(): number {
  const n = Number(process.env.E2E_WORKERS ?? 1);
  if (!Number.isInteger(n) || n < 1) throw new Error(`E2E_WORKERS must be a whole number of at least 1, not '${process.env.E2E_WORKERS}'`);
  return n;
}
