import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../http/errors.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { requireAdmin, requireUser } from '../../http/guards.ts';
import { UPLOAD_LIMITS } from '../../../domain/listings/listing-input.ts';
import { IDENTITY_FILES, myVerificationSchema, verificationRequestSchema } from '../../../domain/identity/identity-verification.ts';
import { decideVerification, listVerificationRequests, readIdentityFile } from './review-verification.ts';
import { myVerification, submitVerification } from './submit-verification.ts';

const params = z.object({ id: z.uuid({ message: 'Verification request not found' }) });

/**
 * Item 4. A member's own request (GET/POST /api/verification: the photos go in, never come back
 * out); the admin's review (every /api/admin route is checked for the admin role by app.ts's hook too).
 */
export const identityVerificationRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    await app.register(fastifyMultipart, { limits: { files: 2, fields: 0, parts: 4 } });

    app.get('/api/verification', { schema: { response: { 200: myVerificationSchema, ...errorResponses(401) } } }, async (req) => {
      const user = await requireUser(deps, req);
      return myVerification(deps.db, user.id);
    });

    app.post(
      '/api/verification',
      {
        config: { writeLimit: 'upload' },
        schema: { consumes: ['multipart/form-data'], response: { 201: myVerificationSchema, ...errorResponses(400, 401, 409, 413, 415, 422) } },
        bodyLimit: 2 * UPLOAD_LIMITS.photoBytes + 1024 * 1024,
      },
      async (req, reply) => {
        const user = await requireUser(deps, req);
        return reply.status(201).send(await submitVerification(deps, req, user.id));
      },
    );

    app.get(
      '/api/admin/verifications',
      {
        schema: {
          querystring: z.object({ status: z.enum(['pending', 'decided']).default('pending') }),
          response: { 200: z.object({ requests: z.array(verificationRequestSchema) }), ...errorResponses(400, 401, 403) },
        },
      },
      async (req) => {
        await requireAdmin(deps, req);
        return { requests: await listVerificationRequests(deps.db, req.query.status) };
      },
    );

    // The photos, to admins only, never kept by a browser or a shared cache.
    app.get(
      '/api/admin/verifications/:id/files/:file',
      {
        schema: {
          params: params.extend({ file: z.enum(IDENTITY_FILES) }),
          produces: ['image/webp'],
          response: { 200: z.any(), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (req, reply) => {
        await requireAdmin(deps, req);
        const object = await readIdentityFile(deps, req.params.id, req.params.file);
        if (!object) throw notFound('File not found');
        return reply.header('cache-control', 'no-store').header('content-length', object.size).type(object.contentType).send(object.body);
      },
    );

    app.post(
      '/api/admin/verifications/:id/decision',
      {
        schema: {
          params,
          body: z.object({ decision: z.enum(['approve', 'refuse']), reason: z.string().max(2000).nullish() }),
          response: { 200: z.object({ request: verificationRequestSchema }), ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (req) => {
        const me = await requireAdmin(deps, req);
        return { request: await decideVerification(deps, me.id, req.params.id, req.body) };
      },
    );
  };
