/** What a bench must undo however it ends (a server to stop, a scratch database to drop), newest first. */
const stops: Array<() => Promise<unknown> | unknown> = [];

/**
 * Registers work to undo (stop a process, drop a database) when the bench ends: on an interrupt (SIGINT,
 * SIGTERM, SIGHUP) runBench runs it before exiting; a bench's own `finally` runs it earlier by calling the
 * function returned, which unregisters it (each runs once).
 */
export function onStop(undo: () => Promise<unknown> | unknown): () => Promise<void> {
  let done = false;
  const once = async () => {
    if (done) return;
    done = true;
    const i = stops.indexOf(once);
    if (i >= 0) stops.splice(i, 1);
    await undo();
  };
  stops.push(once);
  return once;
}

/** Runs every registered undo, newest first; one that fails or hangs (10 s) does not keep the others from running. */
export async function stopEverything(): Promise<void> {
  while (stops.length > 0) {
    const undo = stops.pop()!;
    await Promise.race([Promise.resolve().then(undo), new Promise((r) => setTimeout(r, 10_000).unref())]).catch((err: unknown) => console.error(err));
  }
}

/**
 * Runs a bench's `main` and ends the process once it has printed its figures: a timer
 * left behind (a race's timeout), a LISTEN connection or a child's pipe would otherwise keep Node (and the
 * tsx/esbuild service with it) running after the figures. The exit code is main's `process.exitCode`, 1 on a throw.
 * An interrupt (Ctrl-C, SIGTERM, a closed terminal) stops what the bench registered with onStop, then exits.
 */
export function runBench(main: () => Promise<void>): void {
  let interrupted = false;
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error(`\n${signal}: stopping what the bench started`);
      void stopEverything().finally(() => process.exit(code));
    });
  }
  // Orphaned (the process that started this one is gone, e.g. `npm run` killed while tsx, which relays signals to
  // this process, went on): stop as on SIGHUP.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid === parent || interrupted) return;
    interrupted = true;
    console.error('\nthe parent process is gone: stopping what the bench started');
    void stopEverything().finally(() => process.exit(129));
  }, 1_000).unref();
  main().then(
    async () => {
      await stopEverything();
      process.exit(process.exitCode ?? 0);
    },
    async (err: unknown) => {
      console.error(err);
      await stopEverything();
      process.exit(1);
    },
  );
}
