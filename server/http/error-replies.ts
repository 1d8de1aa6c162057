import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, UNEXPECTED_ERROR } from './errors.ts';
import { setSecurityHeaders } from './security-headers.ts';
import { validationMessage } from './validation-message.ts';

// Every error answers the API's one shape, { error, code }, whoever raised it: a route
// (AppError), a schema, Fastify itself (a body it cannot parse, a badly encoded address) or a bug (500).

/** The codes of the client errors Fastify (and Node, client-error-reply.ts) raises itself, by status. */
export const FRAMEWORK_CODES: Record<number, string> = {
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
export const URI_TOO_LONG_MESSAGE = 'The address is too long.';

/**
 * The error body is always { error, code }, whatever a route's response schema for that status says (an
 * edge rule refuses a request before the route's own error shapes apply: decision 016). A custom
 * serializer makes Fastify leave the Content-Type unset: it is set here.
 */
function asJsonError(reply: FastifyReply): FastifyReply {
  return reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
}

export function errorReply(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  asJsonError(reply);
  if (hasZodFastifySchemaValidationErrors(err)) {
    // A plain sentence, never behind its field's path ('rating: ...').
    const message = validationMessage(err.validation[0], err.validationContext);
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
 * Fastify's `frameworkErrors`: the errors it raises before routing (a path whose %-escapes do not decode, a
 * path parameter over the router's length limit, a constraint that failed), which neither the error handler
 * nor any hook sees: so the security headers are set here too.
 */
export function frameworkErrorReply(o: { https: boolean }) {
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    asJsonError(reply);
    setSecurityHeaders(req, reply, o);
    if (err.code === 'FST_ERR_BAD_URL') return reply.status(400).send({ error: BAD_URL_MESSAGE, code: 'BAD_URL' });
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
    // Fastify's own text of a 414 repeats the whole address.
    const message = status === 414 ? URI_TOO_LONG_MESSAGE : err.message;
    return reply.status(status).send({ error: message, code: FRAMEWORK_CODES[status] ?? 'BAD_REQUEST' });
  };
}
