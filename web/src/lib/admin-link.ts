import { useSyncExternalStore } from 'react';

// SPEC 2: the header's /admin link shows only on development, preview or local hosts.
export function isAdminLinkHost(hostname: string, isDevBuild: boolean): boolean {
  if (isDevBuild) return true;
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host === '::1') return true;
  if (host.endsWith('.localhost') || host.endsWith('.local')) return true;
  return /(^|[.-])(dev|preview|staging)([.-]|$)/.test(host);
}

const noChange = () => () => undefined;

/** The header's decision for this page's host; false in server rendering, settled when the page hydrates. */
export function useAdminLinkShown(): boolean {
  return useSyncExternalStore(
    noChange,
    () => isAdminLinkHost(window.location.hostname, import.meta.env.DEV),
    () => false,
  );
}
