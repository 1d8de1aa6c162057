import type { DehydratedState } from '@tanstack/react-query';
import type { SessionState } from '../lib/auth/auth-api.ts';

/**
 * What a server-rendered page hands to the browser next to its HTML: the session it was rendered for,
 * the API answers it was rendered from (TanStack Query's dehydrated cache), the server's clock and the
 * visitor's time zone offset the dates were written at.
 */
export interface SsrPayload {
  session: SessionState;
  queries: DehydratedState;
  /** The server's clock when the page was rendered (ms). */
  serverTime: number;
  /** The time zone offset the page's dates were written at (minutes, as getTimezoneOffset; 0 is UTC). */
  timeZoneOffset: number;
  /** Whether the header shows its /admin link (a development, preview or local host: lib/admin-link.ts). */
  adminLink: boolean;
  /** Whether the page was written in the desktop layout (the request came from no phone: domain/shared/viewport.ts). */
  desktop: boolean;
}

export const SSR_PAYLOAD_ID = 'vb-ssr';

/** The payload as a JSON script element, safe inside HTML (no '<' can close the script). */
export function ssrPayloadScript(payload: SsrPayload): string {
  const json = JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script id="${SSR_PAYLOAD_ID}" type="application/json">${json}</script>`;
}

export function readSsrPayload(): SsrPayload | null {
  const el = document.getElementById(SSR_PAYLOAD_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as SsrPayload;
  } catch {
    return null;
  }
}
