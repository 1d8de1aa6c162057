import type { z } from 'zod';
import { recordServerTime } from './server-clock.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const RETRYABLE_STATUSES = new Set([502, 503, 504]);
export const RETRY_BASE_DELAY_MS = 200;
export const MAX_RETRIES = 3;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A write that is safe to repeat; it is retried like a GET (an idempotency key makes a POST so). */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** A request whose answer has a shape written once in domain/: the answer is typed by it, and checked in development. */
export interface CheckedRequest<S extends z.ZodType> extends RequestOptions {
  schema: S;
}

/**
 * The same, for the hooks of the pages' first paint (the header, the footer, the home and listing pages): the
 * schema's module is imported only when answers are checked, so a production page neither loads zod for it nor
 * builds the schema while it starts (decision 009).
 */
export interface LazilyCheckedRequest<S extends z.ZodType> extends RequestOptions {
  loadSchema: () => Promise<S>;
}

/**
 * Whether answers are checked against their schemas: in development and tests (Vite's DEV), and in a build made
 * with VITE_WIRE_CHECK=1 (to run the browser tests against a checking bundle). A production build skips the parse.
 */
const checkAnswers = import.meta.env.DEV || import.meta.env.VITE_WIRE_CHECK === '1';

/** An answer that does not fit the shape the server documents: loud, so the twin that drifted is found at once. */
export class WireMismatchError extends Error {
  constructor(
    readonly path: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(`The answer of ${path} does not fit its schema: ${issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`);
    this.name = 'WireMismatchError';
  }
}

async function checked<S extends z.ZodType>(path: string, schema: S | (() => Promise<S>), data: unknown): Promise<z.output<S>> {
  if (!checkAnswers) return data as z.output<S>;
  const result = (typeof schema === 'function' ? await schema() : schema).safeParse(data);
  if (result.success) return data as z.output<S>;
  console.error(`API answer mismatch: ${path}`, result.error.issues);
  throw new WireMismatchError(path, result.error.issues);
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

/** Server rendering answers the app's API calls in process, for the request being rendered. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/**
 * Why the API refused the visitor's session: it ended (signed out elsewhere, expired), its user is gone (a
 * profile or account change, SPEC 8 'Auth session or user missing'), or the account was suspended.
 */
export type SessionRefusal = 'AUTH_SESSION_MISSING' | 'AUTH_SESSION_OR_USER_MISSING' | 'ACCOUNT_SUSPENDED';
const sessionRefusals = new Set<(code: SessionRefusal) => void>();

/** Tells `listener` each time the API refuses the visitor's session (the auth provider then re-reads it). */
export function onSessionRefused(listener: (code: SessionRefusal) => void): () => void {
  sessionRefusals.add(listener);
  return () => sessionRefusals.delete(listener);
}

/** Every refused answer goes through here (the JSON API and file uploads alike): a session refusal is told. */
export function reportSessionRefusal(status: number, code: string | undefined): void {
  if ((status === 401 && (code === 'AUTH_SESSION_MISSING' || code === 'AUTH_SESSION_OR_USER_MISSING')) || (status === 403 && code === 'ACCOUNT_SUSPENDED')) {
    for (const listener of sessionRefusals) listener(code);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isIdempotent(o: RequestOptions): boolean {
  const method = o.method ?? 'GET';
  return method === 'GET' || method === 'PUT' || method === 'DELETE' || o.idempotencyKey !== undefined;
}

/**
 * The one way the web app talks to the API. SPEC 8: HTTP 502, 503 and 504 are retryable;
 * GETs and idempotent writes are retried with exponential backoff from 200 ms. With a `schema` (from domain/)
 * the answer is typed by it and, in development, checked against it; the answer itself is returned as sent,
 * so development and production see the same value.
 */
export function api<S extends z.ZodType>(path: string, o: CheckedRequest<S>): Promise<z.output<S>>;
export function api<S extends z.ZodType>(path: string, o: LazilyCheckedRequest<S>): Promise<z.output<S>>;
export function api<T = unknown>(path: string, o?: RequestOptions): Promise<T>;
export async function api(path: string, o: RequestOptions & { schema?: z.ZodType; loadSchema?: () => Promise<z.ZodType> } = {}): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // A FormData body (files) goes as multipart: the browser writes its content type with the boundary.
  const body = o.body === undefined || o.body instanceof FormData ? o.body : JSON.stringify(o.body);
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  if (o.idempotencyKey) headers['idempotency-key'] = o.idempotencyKey;
  const retries = isIdempotent(o) ? MAX_RETRIES : 0;

  for (let attempt = 0; ; attempt++) {
    const sentAt = Date.now();
    const res = await transport(path, {
      method: o.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
      signal: o.signal,
    });
    const serverTime = res.headers.get('x-server-time');
    if (serverTime) recordServerTime(Number(serverTime), sentAt, Date.now());

    if (RETRYABLE_STATUSES.has(res.status) && attempt < retries) {
      await sleep(RETRY_BASE_DELAY_MS * 2 ** attempt);
      continue;
    }
    const text = await res.text();
    const data: unknown = text ? safeJson(text) : null;
    if (!res.ok) {
      const body = (data ?? {}) as { error?: string; message?: string; code?: string };
      reportSessionRefusal(res.status, body.code);
      throw new ApiError(res.status, body.code ?? `HTTP_${res.status}`, body.error ?? body.message ?? 'An unexpected error occurred');
    }
    const schema = o.schema ?? o.loadSchema;
    return schema ? checked(path, schema, data) : data;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { error: text };
  }
}

/**
 * The server's own text when it asks the member to wait (429: a write limit, decision 021, says how
 * long), else the form's usual failure text.
 */
export function waitOr(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status === 429 && err.message ? err.message : fallback;
}

export function errorMessage(err: unknown, fallback = 'An unexpected error occurred'): string {
  return err instanceof Error && err.message ? err.message : fallback;
}
