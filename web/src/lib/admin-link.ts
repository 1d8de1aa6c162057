import { startTransition, useEffect, useState } from 'react';

// SPEC 2: the header's /admin link shows only on development, preview or local hosts.
export function isAdminLinkHost(hostname: string, isDevBuild: boolean): boolean {
  if (isDevBuild) return true;
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host === '::1') return true;
  if (host.endsWith('.localhost') || host.endsWith('.local')) return true;
  return /(^|[.-])(dev|preview|staging)([.-]|$)/.test(host);
}

/**
 * The header's decision for this page's host: false in server rendering and while the page hydrates, then
 * settled in a transition (a store read that differs from the server's would re-render the whole header at
 * once, in the hydration's own long task).
 */
export function useAdminLinkShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (isAdminLinkHost(window.location.hostname, import.meta.env.DEV)) startTransition(() => setShown(true));
  }, []);
  return shown;
}
