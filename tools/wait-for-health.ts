import type { ChildProcess } from 'node:child_process';

/**
 * Waits until the server at `url` answers /api/health, for test and benchmark servers started as child
 * processes; throws when `server` exits first or `timeoutMs` passes.
 */
export async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}
