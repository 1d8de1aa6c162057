import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/guards.ts';
import { notFound } from '../../http/errors.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { UPLOAD_LIMITS } from '../../../domain/listings/listing-input.ts';
import {
  draftBodySchema,
  draftSavedSchema,
  draftSchema,
  draftSummariesSchema,
  newDraftBodySchema,
  submittedListingSchema,
  uploadedFileSchema,
} from '../../../domain/listings/listing-drafts.ts';
import { createDraft, deleteDraft, listDrafts, loadDraft, ownDraft, saveDraft } from './drafts.ts';
import { deleteUpload, storeUpload } from './store-upload.ts';
import { submitListing } from './submit-listing.ts';
import { uploadRefused } from './upload-errors.ts';

const draftParams = z.object({ draftId: z.uuid() });

/** Listing drafts, their uploads and submission. Every route is the signed-in owner's only. */
export const createListingRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    await app.register(fastifyMultipart, { limits: { files: 1, fields: 0, parts: 2 } });

    app.get('/api/listing-drafts', { schema: { response: { 200: draftSummariesSchema, ...errorResponses(401) } } }, async (req) => {
      const user = await requireUser(deps, req);
      return { drafts: await listDrafts(deps, user.id) };
    });

    app.post(
      '/api/listing-drafts',
      { schema: { body: newDraftBodySchema, response: { 201: draftSchema, ...errorResponses(400, 401, 409) } } },
      async (req, reply) => {
        const user = await requireUser(deps, req);
        return reply.status(201).send(await createDraft(deps, user.id, req.body.data));
      },
    );

    app.get('/api/listing-drafts/:draftId', { schema: { params: draftParams, response: { 200: draftSchema, ...errorResponses(401, 404) } } }, async (req) => {
      const user = await requireUser(deps, req);
      return loadDraft(deps, user.id, req.params.draftId);
    });

    app.put(
      '/api/listing-drafts/:draftId',
      { schema: { params: draftParams, body: draftBodySchema, response: { 200: draftSavedSchema, ...errorResponses(400, 401, 404) } } },
      async (req) => {
        const user = await requireUser(deps, req);
        return saveDraft(deps, user.id, req.params.draftId, req.body.data);
      },
    );

    app.delete(
      '/api/listing-drafts/:draftId',
      { schema: { params: draftParams, response: { 204: z.null(), ...errorResponses(401, 404) } } },
      async (req, reply) => {
        const user = await requireUser(deps, req);
        await deleteDraft(deps, user.id, req.params.draftId);
        return reply.status(204).send(null);
      },
    );

    // One file per request (multipart field "file"), so the browser shows each file's own progress.
    app.post(
      '/api/listing-drafts/:draftId/uploads',
      {
        config: { writeLimit: 'upload' },
        schema: {
          params: draftParams,
          consumes: ['multipart/form-data'],
          response: { 201: uploadedFileSchema, ...errorResponses(400, 401, 404, 409, 413, 415, 422) },
        },
        bodyLimit: UPLOAD_LIMITS.videoBytes + 1024 * 1024,
      },
      async (req, reply) => {
        const user = await requireUser(deps, req);
        await ownDraft(deps, user.id, req.params.draftId);
        if (!req.isMultipart()) throw uploadRefused.noFile();
        const part = await req.file({ limits: { fileSize: UPLOAD_LIMITS.videoBytes, files: 1 }, throwFileSizeLimit: false });
        if (!part) throw uploadRefused.noFile();
        const uploaded = await storeUpload(deps, { draftId: req.params.draftId, userId: user.id, file: { filename: part.filename, stream: part.file } });
        return reply.status(201).send(uploaded);
      },
    );

    app.delete(
      '/api/listing-drafts/:draftId/uploads/:uploadId',
      { schema: { params: draftParams.extend({ uploadId: z.uuid() }), response: { 204: z.null(), ...errorResponses(401, 404) } } },
      async (req, reply) => {
        const user = await requireUser(deps, req);
        await ownDraft(deps, user.id, req.params.draftId);
        if (!(await deleteUpload(deps, { draftId: req.params.draftId, uploadId: req.params.uploadId }))) throw notFound('Upload not found');
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/listing-drafts/:draftId/submit',
      {
        schema: {
          params: draftParams,
          response: { 201: submittedListingSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (req, reply) => {
        const user = await requireUser(deps, req);
        return reply.status(201).send(await submitListing(deps, user.id, req.params.draftId));
      },
    );
  };
