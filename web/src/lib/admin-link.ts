import { createContext, useContext, useState } from 'react';

// SPEC 2: the header's /admin link shows only on development, preview or local hosts.
export function isAdminLinkHost(hostname: string, isDevBuild: boolean): boolean {
  if (isDevBuild) return true;
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host === '::1') return true;
  if (host.endsWith('.localhost') || host.endsWith('.local')) return true;
  return /(^|[.-])(dev|preview|staging)([.-]|$)/.test(host);
}

/** The decision the page was server-rendered with (its address's host); null in a page the browser rendered. */
export const AdminLinkContext = createContext<boolean | null>(null);

/** The header's decision: the server's for a server-rendered page (hydration writes the same), else this page's host. */
export function useAdminLinkShown(): boolean {
  const rendered = useContext(AdminLinkContext);
  const [shown] = useState(() => rendered ?? (typeof window !== 'undefined' && isAdminLinkHost(window.location.hostname, import.meta.env.DEV)));
  return shown;
}
