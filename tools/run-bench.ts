/**
 * Runs a bench's `main` and ends the process once it has printed its figures (issue 28 item 7): a timer
 * left behind (a race's timeout), a LISTEN connection or a child's pipe would otherwise keep Node (and the
 * tsx/esbuild service with it) running after the figures. The exit code is main's `process.exitCode`, 1 on a throw.
 */
export function runBench(main: () => Promise<void>): void {
  main().then(
    () => process.exit(process.exitCode ?? 0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
