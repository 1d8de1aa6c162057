import { createHmac, timingSafeEqual } from 'node:crypto';

// The new-browser mail's link ends that one session without signing in (the member may read
// mail on another device). The token is the session's id signed with the auth secret: nothing is stored, and a
// token for a session already ended does nothing.

const sign = (secret: string, sessionId: string) => createHmac('sha256', secret).update(`end-session:${sessionId}`).digest('base64url');

export const endSessionToken = (secret: string, sessionId: string) => `${sessionId}.${sign(secret, sessionId)}`;

/** The session id a token names, or null when it was not signed by us. */
export function sessionIdOfToken(secret: string, token: string): string | null {
  const [id, mac, ...rest] = token.split('.');
  if (!id || !mac || rest.length > 0 || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const expected = Buffer.from(sign(secret, id));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** Where the mail's link lands: /auth shows 'End that session' above the sign-in form (auth-panel.tsx). */
export const endSessionUrl = (baseUrl: string, secret: string, sessionId: string) =>
  `${baseUrl}/auth?end_session=${encodeURIComponent(endSessionToken(secret, sessionId))}`;
