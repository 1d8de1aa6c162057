import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import type { App } from '../app.ts';

/** Who a request is sent as: a signed-in user (or their session cookie), or nobody. */
export type Caller = { cookie: string } | string | null | undefined;

export type Body = InjectOptions['payload'];

/** Extra headers of one request; a `cookie` here replaces the caller's. */
export type RequestHeaders = Record<string, string>;

/** An answer of the app: inject's own response, with its status and its JSON read against a schema. */
export interface ApiReply extends LightMyRequestResponse {
  status: number;
  /** The body as JSON, checked by `schema` (a domain wire shape): a mismatch fails the test with zod's message. */
  parsed<S extends z.ZodType>(schema: S): z.infer<S>;
}

export interface ApiClient {
  get(url: string, headers?: RequestHeaders): Promise<ApiReply>;
  post(url: string, body?: Body, headers?: RequestHeaders): Promise<ApiReply>;
  put(url: string, body?: Body, headers?: RequestHeaders): Promise<ApiReply>;
  patch(url: string, body?: Body, headers?: RequestHeaders): Promise<ApiReply>;
  delete(url: string, body?: Body, headers?: RequestHeaders): Promise<ApiReply>;
  /** Any other request (a HEAD, a remote address, a method chosen by the test), as inject takes it. */
  request(options: InjectOptions): Promise<ApiReply>;
}

function cookieOf(caller: Caller): string {
  if (!caller) return '';
  return typeof caller === 'string' ? caller : caller.cookie;
}

function reply(res: LightMyRequestResponse): ApiReply {
  return Object.assign(res, {
    status: res.statusCode,
    parsed<S extends z.ZodType>(schema: S): z.infer<S> {
      return schema.parse(res.json());
    },
  });
}

/**
 * Requests to the app in process (Fastify's inject) as `caller`: its session cookie rides on each one, so a test
 * says who acts and what, not how a cookie is carried. A caller with no cookie is a signed-out visitor.
 */
export function clientOf(app: App, caller: Caller): ApiClient {
  const cookie = cookieOf(caller);
  async function request(options: InjectOptions): Promise<ApiReply> {
    const headers = { ...(cookie ? { cookie } : {}), ...options.headers };
    return reply(await app.inject({ ...options, headers }));
  }
  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE') => (url: string, body?: Body, headers?: RequestHeaders) =>
    request({ method, url, headers, ...(body === undefined ? {} : { payload: body }) });
  return {
    get: (url, headers) => request({ method: 'GET', url, headers }),
    post: send('POST'),
    put: send('PUT'),
    patch: send('PATCH'),
    delete: send('DELETE'),
    request,
  };
}
