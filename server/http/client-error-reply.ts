import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { FRAMEWORK_CODES } from './error-replies.ts';
import { commonSecurityHeaders, RESOURCE_POLICY } from './security-headers.ts';

// A request Node cannot parse (a control character in a header, both Content-Length and
// Transfer-Encoding, headers past its size limit) or that took too long is refused by Node before there is
// a request or a reply: no hook and no error handler sees it. Fastify's `clientErrorHandler` hands us the
// raw socket, and the answer is written here by hand in the API's shape ({ error, code }, error-replies.ts)
// with the security headers every reply carries (security-headers.ts, decision 015).

interface Refusal {
  status: number;
  error: string;
}

/** What Node's error means to the client; anything else it cannot parse is a bad request. */
function refusalFor(code: string | undefined): Refusal {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, error: 'The request headers are too large.' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, error: 'The request took too long to arrive.' };
  // Node's own answer to chunk extensions past its limit is 413 (the body's framing is too large).
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return { status: 413, error: 'The request body is too large.' };
  return { status: 400, error: 'The request is malformed.' };
}

/** The whole HTTP reply: status line, headers (the connection closes after it) and the JSON body. */
export function clientErrorResponse(code: string | undefined, o: { https: boolean }): string {
  const { status, error } = refusalFor(code);
  const body = JSON.stringify({ error, code: FRAMEWORK_CODES[status] ?? 'BAD_REQUEST' });
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
    'content-security-policy': RESOURCE_POLICY,
    ...commonSecurityHeaders(o),
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** A peer that never closes its side after the answer is cut off after this long (it has had the answer). */
const LINGER_MS = 2_000;

interface InFlightResponse {
  writableFinished: boolean;
  once(event: 'finish', listener: () => void): unknown;
}

type HttpSocket = Socket & {
  /** Node's response in flight on this connection (to an earlier request of a kept-alive or pipelined connection). */
  _httpMessage?: InFlightResponse | null;
};

/** Connections this handler has dealt with: the rest of a bad request fails the parser again, and gets nothing more. */
const handled = new WeakSet<Socket>();

/**
 * Fastify's `clientErrorHandler`. Writes nothing to a socket that is gone (a reset), closing or already answered,
 * nor to one with a response in flight: an answer written now would reach the client as the reply to that earlier
 * request, so that response is let finish and the connection then closes. The reply is sent with `end` (the
 * peer gets it before the close), and a peer that keeps the connection open is cut off soon after.
 */
export function clientErrorReply(o: { https: boolean; log?: Pick<FastifyBaseLogger, 'debug'> }) {
  return (err: Error & { code?: string }, socket: Socket): void => {
    o.log?.debug({ err }, 'client error');
    if (err.code === 'ECONNRESET' || socket.destroyed || handled.has(socket)) return;
    handled.add(socket);
    const inFlight = (socket as HttpSocket)._httpMessage;
    if (inFlight) {
      if (inFlight.writableFinished) socket.destroySoon();
      else inFlight.once('finish', () => socket.destroySoon());
      return;
    }
    // Already closing (an earlier reply asked to close the connection): its own close is under way.
    if (!socket.writable) return;
    socket.end(clientErrorResponse(err.code, o));
    const linger = setTimeout(() => socket.destroy(), LINGER_MS);
    linger.unref();
    socket.once('close', () => clearTimeout(linger));
  };
}
