import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiPort = process.env.PORT ?? '3000';

// WEB_DIST lets parallel builds (several test runs on one machine) keep their own output; the server-rendering
// bundle (`--ssr src/entry-server.tsx`) goes next to it, in `{WEB_DIST}-ssr` (server/ssr.ts loads it).
const webDist = process.env.WEB_DIST ?? fileURLToPath(new URL('../dist/web', import.meta.url));

/**
 * A module that imports nothing but React and other such modules: an icon, or one of our own small rules and
 * helpers. Those shared by several pages go into one chunk ('leaves'), which imports nothing else, so it
 * never drags a page's libraries into the first paint.
 */
const leaves = new Map<string, boolean>();
function isLeaf(id: string): boolean {
  if (/node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]/.test(id)) return true;
  const file = id.split('?')[0]!;
  if (!/[\\/](web[\\/]src|domain)[\\/][^]*\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) return false;
  const known = leaves.get(file);
  if (known !== undefined) return known;
  leaves.set(file, false); // an import cycle is not a leaf
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  const specifiers = [...source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]/gm), ...source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map(
    (m) => m[1]!,
  );
  const leaf = specifiers.every(
    (spec) => spec === 'react' || spec === 'react/jsx-runtime' || (spec.startsWith('.') && /\.tsx?$/.test(spec) && isLeaf(resolve(dirname(file), spec))),
  );
  leaves.set(file, leaf);
  return leaf;
}

export default defineConfig(({ command, isSsrBuild }) => ({
  root,
  plugins: [react(), tailwindcss()],
  // react-router's package exports only its development build (extra checks and warnings); a production
  // bundle takes the production build it also ships.
  resolve:
    command === 'build'
      ? { alias: [{ find: /^react-router$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)) }] }
      : {},
  build: isSsrBuild
    ? { outDir: `${webDist.replace(/[\\/]+$/, '')}-ssr`, emptyOutDir: true }
    : {
        outDir: webDist,
        emptyOutDir: true,
        // No source maps in the build, so no server or proxy in front of dist/ can hand out
        // the site's full source (the server also refuses *.map in production).
        sourcemap: false,
        modulePreload: false,
        // Fewer, larger chunks: left alone, every icon and small shared module is a chunk of its own (178
        // files, dozens per page), and each costs the browser a task of its own while the page starts.
        rolldownOptions: {
          output: {
            strictExecutionOrder: true,
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 30 },
                // What every page starts with, in one file (all of it is in the first paint already).
                { name: 'core', test: /node_modules[\\/](react|react-router|@tanstack[\\/](query-core|react-query)|sonner)[\\/]/, priority: 25 },
                { name: 'leaves', test: isLeaf, minShareCount: 2, priority: 20 },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/media': `http://localhost:${apiPort}`,
      '/dev/outbox': `http://localhost:${apiPort}`,
      '/sandbox': `http://localhost:${apiPort}`,
      '/sitemap.xml': `http://localhost:${apiPort}`,
    },
  },
}));
