import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_ALERT_TYPES, isTransactionalNotification, type NotificationType } from '../../../domain/community/notification-kinds.ts';

/**
 * The one-click unsubscribe link of an alert mail: which user and which alert types, signed
 * with a key derived from the server's secret. It works without signing in and cannot be altered (a
 * changed user or type list no longer matches its signature). It does not expire: a mail may be read
 * long after it was sent.
 */
export interface UnsubscribeClaim {
  userId: string;
  types: NotificationType[];
}

const VERSION = 1;
const keyOf = (secret: string) => createHmac('sha256', secret).update('vehiclebid:email-unsubscribe:v1').digest();
const sign = (secret: string, payload: string) => createHmac('sha256', keyOf(secret)).update(payload).digest();
const allowed = new Set<string>(EMAIL_ALERT_TYPES.map((t) => t.type));

export function unsubscribeToken(secret: string, scope: UnsubscribeClaim): string {
  const types = [...new Set(scope.types)].filter((t) => allowed.has(t)).sort();
  const payload = Buffer.from(JSON.stringify({ v: VERSION, u: scope.userId, t: types })).toString('base64url');
  return `${payload}.${sign(secret, payload).toString('base64url')}`;
}

/** The scope of a token this server signed; null for anything else (altered, truncated, made up). */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  if (token.length > 2000) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { v?: unknown; u?: unknown; t?: unknown };
    if (parsed.v !== VERSION || typeof parsed.u !== 'string' || !Array.isArray(parsed.t)) return null;
    // An older mail may name a sale's mails (auction_won, auction_sold), which are no longer a choice:
    // its link still unsubscribes from the alerts it names beside them.
    const named = parsed.t.filter((t) => !(typeof t === 'string' && isTransactionalNotification(t)));
    const types = named.filter((t): t is NotificationType => typeof t === 'string' && allowed.has(t));
    if (types.length === 0 || types.length !== named.length) return null;
    return { userId: parsed.u, types };
  } catch {
    return null;
  }
}
