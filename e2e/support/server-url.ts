import { inject } from 'vitest';

/** The server of the worker this test file runs in (support/global-setup.ts starts one per worker). */
export function serverURL(): string {
  const urls = inject('baseURLs');
  const url = urls[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
  if (!url) throw new Error(`no server for worker ${process.env.VITEST_POOL_ID} of ${urls.length}`);
  return url;
}
