import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, UNEXPECTED_ERROR } from './errors.ts';

// Issue 15 item 15: every error answers the API's one shape, { error, code }, whoever raised it: a route
// (AppError), a schema, Fastify itself (a body it cannot parse, a badly encoded address) or a bug (500).

/** The codes of the client errors Fastify raises itself, by status. */
const FRAMEWORK_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  431: 'HEADERS_TOO_LARGE',
};

export const BAD_URL_MESSAGE = 'The address is not validly encoded.';

export function errorReply(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  // The error body is always { error, code }, whatever a route's response schema for that status says
  // (an edge rule refuses a request before the route's own error shapes apply: decision 016).
  reply.serializer(JSON.stringify);
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0];
    const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') ?? '';
    const message = first ? `${field ? `${field}: ` : ''}${first.message}` : 'Invalid request';
    return reply.status(400).send({ error: message, code: 'VALIDATION_ERROR' });
  }
  if (err instanceof AppError) {
    // `success: false` too, so a guard's refusal (a suspended account's 403, say) fits the routes that
    // answer SPEC 7's { success, error, code } shape; other routes' schemas drop it.
    return reply.status(err.status).send({ success: false, error: err.message, code: err.code });
  }
  const status = err.statusCode;
  if (status && status >= 400 && status < 500) {
    return reply.status(status).send({ error: err.message, code: FRAMEWORK_CODES[status] ?? 'BAD_REQUEST' });
  }
  req.log.error({ err }, 'unhandled error');
  return reply.status(500).send({ error: UNEXPECTED_ERROR, code: 'INTERNAL' });
}

/**
 * Fastify's `frameworkErrors`: the errors it raises before routing (a path whose %-escapes do not decode,
 * a constraint that failed), which the error handler never sees.
 */
export function frameworkErrorReply(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  reply.serializer(JSON.stringify);
  if (err.code === 'FST_ERR_BAD_URL') return reply.status(400).send({ error: BAD_URL_MESSAGE, code: 'BAD_URL' });
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  return reply.status(status).send({ error: err.message, code: FRAMEWORK_CODES[status] ?? 'BAD_REQUEST' });
}
