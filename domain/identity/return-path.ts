/** Any origin does for a path alone: only whether the answer stays on it matters. */
const PLACEHOLDER_ORIGIN = 'https://site.invalid';

/**
 * A path to send someone back to on this site (decision 016), or '/'. The raw value is parsed as a URL
 * against the site's origin, the way a browser reads a Location header or a link, and kept only when it
 * stays on that origin: '//host', '/\host', a tab or newline inside ('/\t/host' becomes '//host' in a
 * browser) and absolute addresses all fall back to '/'. The answer is the parsed path, query and fragment,
 * checked again after parsing: dot segments and their encodings ('/..//host', '/.//host', '/%2e%2e//host',
 * '/a/..//host') normalise to '//host', which a browser would read as another site.
 * So the answer always starts with exactly one '/', and reads as itself when parsed again.
 */
export function sameOriginPath(raw: string | undefined | null, siteOrigin: string = PLACEHOLDER_ORIGIN): string {
  if (!raw || !isSingleSlashPath(raw)) return '/';
  // Browsers drop tabs and newlines from addresses and read a backslash as a slash: refuse them outright.
  if ([...raw].some((c) => c <= '\u001f' || c === '\u007f' || c === '\\')) return '/';
  let url: URL;
  try {
    url = new URL(raw, siteOrigin);
  } catch {
    return '/';
  }
  if (url.origin !== new URL(siteOrigin).origin) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSingleSlashPath(path) ? path : '/';
}

/** Starts with one '/' and not two: '//' and '/\' begin another site's address. */
function isSingleSlashPath(path: string): boolean {
  return path.startsWith('/') && path[1] !== '/' && path[1] !== '\\';
}

/** Whether a return address is this site's own path exactly as a browser would read it (nothing to normalise). */
export function isSitePath(raw: unknown, siteOrigin: string = PLACEHOLDER_ORIGIN): raw is string {
  return typeof raw === 'string' && raw !== '' && sameOriginPath(raw, siteOrigin) === raw;
}

export interface LocationRule {
  /** The origins that are this site (its public address first); a Location on any of them is sent as its path. */
  siteOrigins: readonly string[];
  /** The address of the request being answered: a relative Location is read against it, as the browser will. */
  requestUrl: string;
  /** Other sites a reply may send someone to (a payment provider's hosted pages), https only. */
  providerOrigins: readonly string[];
}

/**
 * The Location a reply may carry (decision 029), whoever wrote it: our routes, the auth library, the static
 * files. It is read as the browser will read it (against the request's address; tabs, newlines and
 * backslashes refused outright) and kept when it stays on the site, sent as one canonical path ('/a/b?c#d',
 * never '//host' after dot segments or encodings are resolved), or when it is an https page of an allowed
 * provider; anything else becomes '/'.
 */
export function safeLocation(location: string, rule: LocationRule): string {
  const site = rule.siteOrigins[0] ?? PLACEHOLDER_ORIGIN;
  if ([...location].some((c) => c <= '\u001f' || c === '\u007f' || c === '\\')) return '/';
  let url: URL;
  try {
    url = new URL(location, new URL(rule.requestUrl, site));
  } catch {
    return '/';
  }
  if (url.protocol === 'https:' && rule.providerOrigins.includes(url.origin) && !url.username && !url.password) return url.href;
  if (!rule.siteOrigins.includes(url.origin)) return '/';
  return sameOriginPath(`${url.pathname}${url.search}${url.hash}`, site);
}
