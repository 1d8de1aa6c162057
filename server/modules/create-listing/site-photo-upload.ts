import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { storeSitePhoto } from './store-upload.ts';
import { uploadRefused } from './upload-errors.ts';
import { UPLOAD_LIMITS } from '../../../domain/listings/listing-input.ts';

/**
 * The upload step of the admin's site photos (a hero image, a category's image): a photo from the admin's
 * computer, stored as a listing's photos are (every srcset width); the answer's address then goes into the
 * hero image or the category. One file per request (field "file"). The caller has checked the admin.
 */
export const sitePhotoRouteOptions = {
  schema: {
    consumes: ['multipart/form-data'],
    response: { 201: z.object({ imageUrl: z.string(), width: z.number(), height: z.number() }), ...errorResponses(400, 401, 403, 413, 415, 422) },
  },
  bodyLimit: UPLOAD_LIMITS.photoBytes + 1024 * 1024,
};

export async function receiveSitePhoto(deps: AppDeps, req: FastifyRequest): Promise<{ imageUrl: string; width: number; height: number }> {
  if (!req.isMultipart()) throw uploadRefused.noPhoto();
  const part = await req.file({ limits: { fileSize: UPLOAD_LIMITS.photoBytes, files: 1 }, throwFileSizeLimit: false });
  if (!part) throw uploadRefused.noPhoto();
  const photo = await storeSitePhoto(deps, { filename: part.filename, stream: part.file });
  return { imageUrl: photo.url, width: photo.width, height: photo.height };
}
