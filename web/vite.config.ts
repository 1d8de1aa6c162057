import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiPort = process.env.PORT ?? '3000';

// WEB_DIST lets parallel builds (several test runs on one machine) keep their own output; the server-rendering
// bundle (`--ssr src/entry-server.tsx`) goes next to it, in `{WEB_DIST}-ssr` (server/ssr.ts loads it).
const webDist = process.env.WEB_DIST ?? fileURLToPath(new URL('../dist/web', import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => ({
  root,
  plugins: [react(), tailwindcss()],
  // react-router's package exports only its development build (extra checks and warnings); a production
  // bundle takes the production build it also ships.
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)) }] } : {},
  build: isSsrBuild ? { outDir: `${webDist.replace(/[\\/]+$/, '')}-ssr`, emptyOutDir: true } : { outDir: webDist, emptyOutDir: true, sourcemap: true, modulePreload: false },
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
