import { z } from 'zod';

/**
 * The body of every error the app's error handler sends (app.ts): an AppError, a failed validation
 * (code VALIDATION_ERROR) or a request Fastify refused (code BAD_REQUEST). An AppError's body says
 * `success: false` too (error-replies.ts), so that it fits SPEC 7's shape where a route uses it.
 */
export const errorSchema = z.object({ error: z.string(), code: z.string(), success: z.literal(false).optional() });

/** The bidding engine and payment verification answer their own errors with `success: false` too (SPEC 7). */
export const failureSchema = errorSchema.extend({ success: z.literal(false) });

/** A route that answers some 400s itself ({ success: false, ... }) and others through the error handler. */
export const failureOrErrorSchema = z.union([failureSchema, errorSchema]);

const described = {
  400: 'Invalid request',
  401: 'Auth session missing!',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict with the current state',
  413: 'Too large',
  415: 'Unsupported file type',
  422: 'Unreadable content',
} as const;

type Described = keyof typeof described;

function responses<S extends z.ZodType, const C extends readonly Described[]>(schema: S, codes: C): { [K in C[number]]: S } {
  return Object.fromEntries(codes.map((c) => [c, schema.describe(described[c])])) as { [K in C[number]]: S };
}

/** Response schemas of the error handler's answers for the given status codes, e.g. `...errorResponses(401, 404)`. */
export const errorResponses = <const C extends readonly Described[]>(...codes: C) => responses(errorSchema, codes);

/** Response schemas of `{ success: false, error, code }` answers for the given status codes. */
export const failureResponses = <const C extends readonly Described[]>(...codes: C) => responses(failureSchema, codes);
