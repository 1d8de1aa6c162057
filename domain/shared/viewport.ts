// SPEC 9: the mobile breakpoint is 768 px. A server-rendered page is written for the layout the visitor's
// device will most likely show, so that hydrating it changes nothing (no second render, no jump).

/** The media query of the desktop layout (SPEC 9: 768 px and wider). */
export const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * Whether a request most likely comes from a phone, narrower than the breakpoint: the `Sec-CH-UA-Mobile`
 * client hint when the browser sends it, else the user agent's "Mobi" token (the convention every mobile
 * browser follows; tablets leave it out, and they are 768 px or wider).
 */
export function isPhoneRequest(userAgent: string | undefined, chUaMobile?: string | undefined): boolean {
  if (chUaMobile === '?1') return true;
  if (chUaMobile === '?0') return false;
  return /Mobi|iPhone|iPod/.test(userAgent ?? '');
}
