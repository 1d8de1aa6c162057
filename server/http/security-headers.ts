import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';

// Decision 015: the security headers of every response.

declare module 'fastify' {
  interface FastifyReply {
    /** The nonce of this response's inline `<script>`/`<style>` elements, once cspNonce gave it one. */
    vbCspNonce?: string;
  }
}

/** Hosts of the YouTube players a listing embeds (domain/listings/youtube.ts). */
const YOUTUBE_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];

/**
 * The policy of the app's pages (server-rendered and shell), the sandbox checkout page and the outbox.
 * Scripts: the site's files and the response's nonced inline elements only (no 'unsafe-inline', no eval).
 * Styles: the site's files and nonced `<style>` elements; `style="..."` attributes (React's inline styles)
 * are allowed, attributes only. Images: the site, data/blob URLs and any https address (YouTube thumbnails,
 * profile pictures). Frames: the YouTube players. Nothing may frame a page.
 */
export function pagePolicy(nonce: string | undefined): string {
  const inline = nonce ? ` 'nonce-${nonce}'` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${inline}`,
    `style-src 'self'${inline}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob: https:",
    `frame-src ${YOUTUBE_FRAMES.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Swagger UI (/api/docs) styles itself with inline `<style>` elements and shows data: images; scoped to that path. */
export const API_DOCS_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Anything that is not a page (JSON, images, scripts, styles): nothing in it may run or be framed. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** A fresh nonce for this response's inline elements (one per response; the same on repeated calls). */
export function cspNonce(reply: FastifyReply): string {
  reply.vbCspNonce ??= randomBytes(18).toString('base64');
  return reply.vbCspNonce;
}

/** The name of the meta element that hands the nonce to the web app's own inserted `<style>` elements (Vite's name). */
export const NONCE_META = 'csp-nonce';

/**
 * The HTML with `nonce` on each of its `<style>` and runnable `<script>` elements and a `<meta property="csp-nonce">`
 * carrying it for the web app (web/src/lib/csp-nonce.ts). Only markup the server wrote has such tags: text
 * and attributes rendered by React or escaped by a template cannot contain a raw '<'.
 */
export function withNonce(html: string, nonce: string): string {
  const tagged = html.replace(/<(script|style)\b([^>]*)>/gi, (tag, name: string, attrs: string) =>
    // A data block (the page's JSON payload) does not run: it needs no nonce.
    /\btype="application\/(?:ld\+)?json"/i.test(attrs) ? tag : `<${name} nonce="${nonce}"${attrs}>`,
  );
  return tagged.replace(/<head>/i, (head) => `${head}<meta property="${NONCE_META}" nonce="${nonce}">`);
}

/** The Content-Security-Policy of a response, by its path and type. */
export function policyFor(path: string, contentType: string, nonce: string | undefined): string {
  if (path === '/api/docs' || path.startsWith('/api/docs/')) return API_DOCS_POLICY;
  if (/^text\/html\b/i.test(contentType)) return pagePolicy(nonce);
  return RESOURCE_POLICY;
}

/**
 * The headers every response carries whatever it is (its Content-Security-Policy aside): X-Content-Type-Options,
 * X-Frame-Options, Referrer-Policy, and Strict-Transport-Security when the site is served over https. Also written
 * by hand on the replies Node asks for before there is a request (client-error-reply.ts).
 */
export function commonSecurityHeaders(o: { https: boolean }): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(o.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * The security headers of one response: Content-Security-Policy (by path and type) and the common ones.
 * Set by the onSend hook below, and by the replies Fastify makes before routing (error-replies.ts), which
 * no hook sees.
 */
export function setSecurityHeaders(req: FastifyRequest, reply: FastifyReply, o: { https: boolean }): void {
  const path = req.url.split('?')[0] ?? '';
  reply.header('content-security-policy', policyFor(path, String(reply.getHeader('content-type') ?? ''), reply.vbCspNonce));
  reply.headers(commonSecurityHeaders(o));
}

/** Whether the site is served over https (PUBLIC_URL), which decides HSTS. */
export const servedOverHttps = (publicUrl: string) => publicUrl.startsWith('https://');

/** Sets the security headers on every response that goes through routing (setSecurityHeaders). */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const https = servedOverHttps(publicUrl);
  app.addHook('onSend', async (req, reply) => {
    setSecurityHeaders(req, reply, { https });
  });
}
