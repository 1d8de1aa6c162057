import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import type { App } from '../app.ts';
import { multipartFile } from './multipart.ts';

/** Who a request is sent as: a signed-in user (or their session cookie), or nobody. */
export type Caller = { cookie: string } | string | null | undefined;

/** A request body: a value sent as JSON, or a string, Buffer or stream sent as it is (a form, a multipart upload). */
export type Body = unknown;

/** A request as inject takes it, with any body. */
export type RequestOptions = Omit<InjectOptions, 'payload'> & { payload?: Body };

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
  /** POSTs one file in the form field "file", as the upload forms send it. */
  upload(url: string, filename: string, data: Buffer, contentType?: string): Promise<ApiReply>;
  /** Any other request (a HEAD, a remote address, a method chosen by the test), as inject takes it. */
  request(options: RequestOptions): Promise<ApiReply>;
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
  async function request({ payload, ...options }: RequestOptions): Promise<ApiReply> {
    const headers = { ...(cookie ? { cookie } : {}), ...options.headers };
    // Tests send bodies inject cannot check (a refused shape on purpose, a value typed unknown): inject sends an
    // object as JSON and a string or Buffer as it is, which is all a body here is.
    return reply(await app.inject({ ...options, headers, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) }));
  }
  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE') => (url: string, body?: Body, headers?: RequestHeaders) =>
    request({ method, url, headers, payload: body });
  return {
    get: (url, headers) => request({ method: 'GET', url, headers }),
    post: send('POST'),
    put: send('PUT'),
    patch: send('PATCH'),
    delete: send('DELETE'),
    upload(url, filename, data, contentType) {
      const { payload, headers } = multipartFile(filename, data, contentType);
      return request({ method: 'POST', url, headers, payload });
    },
    request,
  };
}
