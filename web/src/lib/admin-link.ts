// SPEC 2: the header's /admin link shows only on development, preview or local hosts.
export function isAdminLinkHost(hostname: string, isDevBuild: boolean): boolean {
  if (isDevBuild) return true;
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host === '::1') return true;
  if (host.endsWith('.localhost') || host.endsWith('.local')) return true;
  return /(^|[.-])(dev|preview|staging)([.-]|$)/.test(host);
}
