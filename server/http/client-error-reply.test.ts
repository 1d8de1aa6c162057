import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import net, { type AddressInfo, type Socket } from 'node:net';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { clientErrorReply, clientErrorResponse } from './client-error-reply.ts';
import { RESOURCE_POLICY } from './security-headers.ts';

/**
 * Replies to requests Node cannot parse carried no security headers and Fastify's own body
 * ({ error, message, statusCode }). They are the API's now. `inject` cannot send malformed HTTP: these tests
 * talk to a listening server over raw sockets.
 */
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** Sends raw bytes on a new connection and answers everything the server wrote before it closed. */
function send(bytes: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => (data += d));
    socket.on('close', () => resolve(data));
    // A reset after the answer arrived still shows the answer; one before it is a failure.
    socket.on('error', (err) => (data ? resolve(data) : reject(err)));
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error(`the server neither answered nor closed: ${JSON.stringify(data)}`));
    });
    socket.write(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes);
  });
}

interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function parse(text: string): RawReply {
  const end = text.indexOf('\r\n\r\n');
  expect(end, JSON.stringify(text)).toBeGreaterThan(0);
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine ?? '')?.[1]), headers, body: text.slice(end + 4) };
}

/** The API's error reply with every security header, closing the connection. */
function expectApiRefusal(text: string, status: number, code: string): void {
  const reply = parse(text);
  expect(reply.status, text).toBe(status);
  expect(reply.headers['content-security-policy']).toBe(RESOURCE_POLICY);
  expect(reply.headers['x-content-type-options']).toBe('nosniff');
  expect(reply.headers['x-frame-options']).toBe('DENY');
  expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(reply.headers['strict-transport-security']).toBeUndefined();
  expect(reply.headers.connection).toBe('close');
  expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(Number(reply.headers['content-length'])).toBe(Buffer.byteLength(reply.body));
  const body = JSON.parse(reply.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'error']);
  expect(body.code).toBe(code);
  expect(typeof body.error).toBe('string');
  // Exactly one reply: nothing else was written on the connection.
  expect(text.match(/HTTP\/1\.1 /g)).toHaveLength(1);
}

async function expectStillServing(): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${port}/api/health`);
  expect(res.status).toBe(200);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('replies to malformed requests (issue 35 item 8)', () => {
  it('a control character in a header: 400 in the API shape, with the security headers', async () => {
    expectApiRefusal(await send('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Note: a\x01b\r\n\r\n'), 400, 'BAD_REQUEST');
    await expectStillServing();
  });

  it('both Content-Length and Transfer-Encoding: 400', async () => {
    const request =
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n';
    expectApiRefusal(await send(request), 400, 'BAD_REQUEST');
    await expectStillServing();
  });

  it('headers past the size limit: 431', async () => {
    expectApiRefusal(await send(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`), 431, 'HEADERS_TOO_LARGE');
    // Far past it, arriving in several reads (each fails the parser again): still one reply.
    expectApiRefusal(await send(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(300_000)}\r\n\r\n`), 431, 'HEADERS_TOO_LARGE');
    await expectStillServing();
  });

  it('a malformed request behind one being answered on the same connection: that answer goes out whole, then the connection closes, with no reply of its own', async () => {
    const text = await send('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Note: a\x00b\r\n\r\n');
    expect(text.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    const reply = parse(text);
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toMatchObject({ status: expect.any(String) });
    await expectStillServing();
  });

  // Bytes Node refuses in a header: control characters (tab aside) in a value; in a name anything not a token
  // character (':' ends a name, so it is not among them).
  const badValueByte = fc.constantFrom(...[...Array(32).keys()].filter((b) => b !== 9), 127);
  const tokenish = fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/);
  const printable = fc.stringMatching(/^[ -~]{0,40}$/);
  const nonToken = fc.constantFrom(...[...Array(256).keys()].filter((b) => !/[!#$%&'*+\-.^_`|~0-9A-Za-z]/.test(String.fromCharCode(b)) && b !== 58));
  const malformedLine = fc.oneof(
    fc.tuple(tokenish, printable, badValueByte, printable).map(([name, before, bad, after]) => `${name}: ${before}${String.fromCharCode(bad)}${after}`),
    fc.tuple(tokenish, nonToken, tokenish, printable).map(([head, bad, tail, value]) => `${head}${String.fromCharCode(bad)}${tail}: ${value}`),
  );

  it('property: every malformed header gets a 400 in the API shape with the security headers, and the server answers normal requests after it', async () => {
    await fc.assert(
      fc.asyncProperty(malformedLine, async (line) => {
        expectApiRefusal(await send(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n${line}\r\nAccept: */*\r\n\r\n`), 400, 'BAD_REQUEST');
        await expectStillServing();
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});

describe('the reply itself', () => {
  it('says 408 for a request that took too long, 413 for chunk extensions past the limit, and adds HSTS on https', () => {
    const timeout = parse(clientErrorResponse('ERR_HTTP_REQUEST_TIMEOUT', { https: false }));
    expect(timeout.status).toBe(408);
    expect(JSON.parse(timeout.body)).toEqual({ error: 'The request took too long to arrive.', code: 'REQUEST_TIMEOUT' });
    expect(parse(clientErrorResponse('HPE_CHUNK_EXTENSIONS_OVERFLOW', { https: false })).status).toBe(413);
    const secure = parse(clientErrorResponse('HPE_INVALID_HEADER_TOKEN', { https: true }));
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(secure.status).toBe(400);
  });

  const fakeSocket = (over: Record<string, unknown>) =>
    ({
      destroyed: false,
      writable: true,
      writableEnded: false,
      end: vi.fn(),
      destroy: vi.fn(),
      destroySoon: vi.fn(),
      once: vi.fn(),
      ...over,
    }) as unknown as Socket & Record<'end' | 'destroy' | 'destroySoon', ReturnType<typeof vi.fn>>;
  const handler = clientErrorReply({ https: false });
  const parseError = Object.assign(new Error('Parse Error'), { code: 'HPE_INVALID_HEADER_TOKEN' });

  it('writes nothing to a socket that is gone or reset', () => {
    const gone = fakeSocket({ destroyed: true, writable: false });
    handler(parseError, gone);
    const reset = fakeSocket({});
    handler(Object.assign(new Error('reset'), { code: 'ECONNRESET' }), reset);
    for (const s of [gone, reset]) {
      expect(s.end).not.toHaveBeenCalled();
      expect(s.destroy).not.toHaveBeenCalled();
    }
  });

  it('writes nothing more to a socket it answered, nor to one that is closing', () => {
    const answered = fakeSocket({});
    handler(parseError, answered);
    handler(parseError, answered);
    expect(answered.end).toHaveBeenCalledTimes(1);
    const closing = fakeSocket({ writable: false, writableEnded: true });
    handler(parseError, closing);
    expect(closing.end).not.toHaveBeenCalled();
    expect(closing.destroy).not.toHaveBeenCalled();
  });

  it('writes nothing to a socket whose earlier response has begun: it ends once that response is done', () => {
    const finish: Array<() => void> = [];
    const inFlight = { writableFinished: false, once: (_: string, f: () => void) => finish.push(f) };
    const partly = fakeSocket({ _httpMessage: inFlight });
    handler(parseError, partly);
    expect(partly.end).not.toHaveBeenCalled();
    expect(partly.destroySoon).not.toHaveBeenCalled();
    finish.forEach((f) => f());
    expect(partly.destroySoon).toHaveBeenCalledTimes(1);
    expect(partly.end).not.toHaveBeenCalled();
  });
});
