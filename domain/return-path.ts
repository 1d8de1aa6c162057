/**
 * A path to send someone back to on this site (decision 016), or '/'. The raw value is parsed as a URL
 * against the site's origin, the way a browser reads a Location header, and kept only when it stays on
 * that origin: '//host', '/\host', a tab or newline inside ('/\t/host' becomes '//host' in a browser)
 * and absolute addresses all fall back to '/'. The answer is the parsed path, query and fragment.
 */
export function sameOriginPath(raw: string | undefined | null, siteOrigin: string): string {
  if (!raw || !raw.startsWith('/')) return '/';
  // Browsers drop tabs and newlines from addresses and read a backslash as a slash: refuse them outright.
  if ([...raw].some((c) => c <= '\u001f' || c === '\u007f' || c === '\\')) return '/';
  let url: URL;
  try {
    url = new URL(raw, siteOrigin);
  } catch {
    return '/';
  }
  if (url.origin !== new URL(siteOrigin).origin) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
