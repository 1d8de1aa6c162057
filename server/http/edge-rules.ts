import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Rules every request meets before any route sees it (decision 016), one place for all routes:
 * - a NUL character in the URL (path or query, encoded as %00) or anywhere in a parsed body (values
 *   and keys) answers 400: PostgreSQL refuses NUL in text, so it would otherwise reach the database
 *   and answer 500;
 * - a state change (POST, PUT, PATCH, DELETE) from a page of another origin answers 403, as
 *   better-auth does for its own routes. The Origin header decides; without one, the Referer; without
 *   either, a browser's Sec-Fetch-Site saying cross-site. A request with none of them is not from a
 *   browser page (curl, a server, the tests) and carries no visitor's cookies by accident: it passes.
 */
export const NUL_REFUSED = 'The request contains a NUL character.';
export const INVALID_ORIGIN = 'Invalid origin';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Server-to-server calls that sign their bodies or URLs instead (Stripe's webhook; a mail client's one-click unsubscribe, RFC 8058). */
const ORIGIN_EXEMPT = new Set(['/api/payments/webhook', '/api/email/unsubscribe']);

const nulRefused = () => new AppError(400, 'INVALID_CHARACTER', NUL_REFUSED);
const originRefused = () => new AppError(403, 'INVALID_ORIGIN', INVALID_ORIGIN);

/** Whether the raw request target carries a NUL, literally or percent-encoded. */
export function urlHasNul(url: string): boolean {
  return url.includes('\u0000') || /%00/i.test(url);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * Whether a parsed body holds a NUL in any string or key, at any depth (walked without recursion).
 * Only what a JSON or form parser makes is walked: strings, arrays and plain objects (a raw Buffer or an
 * upload's stream is not text).
 */
export function bodyHasNul(body: unknown): boolean {
  const stack: unknown[] = [body];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
      continue;
    }
    if (v === null || typeof v !== 'object' || seen.has(v)) continue;
    seen.add(v);
    if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
    } else if (isPlainObject(v)) {
      for (const [key, item] of Object.entries(v)) {
        if (key.includes('\u0000')) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** Whether a state-changing request comes from a page of a trusted origin, or from no page at all. */
export function fromTrustedOrigin(headers: FastifyRequest['headers'], trusted: ReadonlySet<string>): boolean {
  const origin = headers.origin;
  if (typeof origin === 'string') return trusted.has(origin);
  const referer = headers.referer;
  if (typeof referer === 'string' && referer !== '') {
    const from = originOf(referer);
    return from !== null && trusted.has(from);
  }
  const site = headers['sec-fetch-site'];
  return site !== 'cross-site' && site !== 'same-site';
}

export function registerEdgeRules(app: FastifyInstance, o: { trustedOrigins: readonly string[] }): void {
  const trusted = new Set(o.trustedOrigins);
  app.addHook('onRequest', async (req) => {
    if (urlHasNul(req.url)) throw nulRefused();
    if (STATE_CHANGING.has(req.method) && !ORIGIN_EXEMPT.has(req.url.split('?')[0] ?? '') && !fromTrustedOrigin(req.headers, trusted)) {
      throw originRefused();
    }
  });
  app.addHook('preValidation', async (req) => {
    if (req.body !== undefined && bodyHasNul(req.body)) throw nulRefused();
  });
}
