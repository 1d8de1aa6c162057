import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/connect.ts';
import { identityVerifications } from '../../db/schema.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { convertPrivatePhoto } from '../create-listing/store-upload.ts';
import { isVerifiedMember } from '../verified-identity/require-verified.ts';
import { UPLOAD_LIMITS } from '../../../domain/listings/listing-input.ts';
import {
  IDENTITY_FILES,
  VERIFICATION_TEXTS,
  type IdentityFile,
  type MyVerification,
  type VerificationStatus,
} from '../../../domain/identity/identity-verification.ts';
import { identityFileName, identityFiles } from './identity-files.ts';

/** The member's own verification: whether they are verified and their latest request (no files: a member never reads them back). */
export async function myVerification(db: Db, userId: string): Promise<MyVerification> {
  const [verified, [row]] = await Promise.all([
    isVerifiedMember(db, userId),
    db
      .select({
        id: identityVerifications.id,
        status: identityVerifications.status,
        submittedAt: identityVerifications.submittedAt,
        decidedAt: identityVerifications.decidedAt,
        reason: identityVerifications.reason,
      })
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, userId))
      .orderBy(desc(identityVerifications.submittedAt))
      .limit(1),
  ]);
  return {
    verified,
    request: row
      ? {
          id: row.id,
          status: row.status as VerificationStatus,
          submittedAt: row.submittedAt.toISOString(),
          decidedAt: row.decidedAt?.toISOString() ?? null,
          reason: row.reason,
        }
      : null,
  };
}

async function refuseIfUnable(db: Db, userId: string): Promise<void> {
  if (await isVerifiedMember(db, userId)) throw new AppError(409, 'ALREADY_VERIFIED', VERIFICATION_TEXTS.alreadyVerified);
  const [pending] = await db
    .select({ id: identityVerifications.id })
    .from(identityVerifications)
    .where(and(eq(identityVerifications.userId, userId), eq(identityVerifications.status, 'pending')))
    .limit(1);
  if (pending) throw new AppError(409, 'VERIFICATION_PENDING', VERIFICATION_TEXTS.pendingExists);
}

// A photo past the limit arrives cut (its stream's truncated flag) and is refused with the photo's own text.
const PARTS = { limits: { fileSize: UPLOAD_LIMITS.photoBytes, files: 2 }, throwFileSizeLimit: false } as Parameters<FastifyRequest['parts']>[0];

/**
 * POST /api/verification (multipart: 'idPhoto' and 'selfie'). Each photo is checked and converted as it
 * arrives (not a photo, too large, unreadable: refused with the reason); only when both are good are they
 * put in the private area and the request recorded. A refusal stores nothing; a failure after the put
 * deletes what was put.
 */
export async function submitVerification(deps: AppDeps, req: FastifyRequest, userId: string): Promise<MyVerification> {
  await refuseIfUnable(deps.db, userId);
  if (!req.isMultipart()) throw badRequest(VERIFICATION_TEXTS.missingFile('idPhoto'), 'UPLOAD_MISSING');
  const photos = new Map<IdentityFile, Buffer>();
  for await (const part of req.parts(PARTS)) {
    if (part.type !== 'file') continue;
    const field = part.fieldname as IdentityFile;
    if (!IDENTITY_FILES.includes(field) || photos.has(field)) {
      part.file.resume();
      continue;
    }
    const photo = await convertPrivatePhoto(deps, { filename: part.filename, stream: part.file });
    photos.set(field, photo.data);
  }
  for (const f of IDENTITY_FILES) if (!photos.has(f)) throw new AppError(400, 'UPLOAD_MISSING', VERIFICATION_TEXTS.missingFile(f));

  const files = identityFiles(deps);
  const id = randomUUID();
  const keys: string[] = [];
  try {
    const idPhotoKey = await files.put(identityFileName(id), photos.get('idPhoto')!, 'image/webp');
    keys.push(idPhotoKey);
    const selfieKey = await files.put(identityFileName(id), photos.get('selfie')!, 'image/webp');
    keys.push(selfieKey);
    const inserted = await deps.db
      .insert(identityVerifications)
      .values({ id, userId, status: 'pending', idPhotoKey, selfieKey, submittedAt: deps.clock.now() })
      .onConflictDoNothing()
      .returning({ id: identityVerifications.id });
    // Two requests sent at once: the unique index keeps one pending; the other's files go.
    if (inserted.length === 0) throw new AppError(409, 'VERIFICATION_PENDING', VERIFICATION_TEXTS.pendingExists);
  } catch (err) {
    await Promise.all(keys.map((k) => files.delete(k).catch((e: unknown) => deps.logger.warn({ err: e, key: k }, 'could not delete an identity file'))));
    throw err;
  }
  return myVerification(deps.db, userId);
}
