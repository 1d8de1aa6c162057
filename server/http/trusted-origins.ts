import type { Config } from '../config.ts';

/** The Vite dev server's port (`npm run dev`), which proxies the API to this server. */
const VITE_DEV_PORT = 5173;

/**
 * The origins whose pages may change state here (decision 016): the public address, and outside
 * production both loopback names of this port and of the Vite dev server, so a fresh start works at
 * http://localhost:3000 and http://127.0.0.1:3000 alike. better-auth's trustedOrigins and the edge's
 * Origin rule (edge-rules.ts) read this one list.
 */
export function trustedOrigins(config: Pick<Config, 'publicUrl' | 'isProduction' | 'PORT'>): string[] {
  const origins = new Set([new URL(config.publicUrl).origin]);
  if (!config.isProduction) {
    for (const port of [config.PORT, VITE_DEV_PORT]) {
      origins.add(`http://localhost:${port}`);
      origins.add(`http://127.0.0.1:${port}`);
    }
  }
  return [...origins];
}
