import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { fileTypeFromFile } from 'file-type';
import pLimit from 'p-limit';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/connect.ts';
import { auctionPhotos, categories, heroImages, listingDrafts, listingUploads } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { UPLOAD_LIMITS } from '../../../domain/listings/listing-input.ts';
import type { UploadedFile } from '../../../domain/listings/listing-drafts.ts';
import { checkPhotoDimensions, convertPhoto, PHOTO_CONVERSIONS, PHOTO_WIDTHS, PhotoDimensionsError, UnreadablePhotoError } from './convert-photo.ts';
import { uploadRefused } from './upload-errors.ts';
import { DRAFT_NOT_FOUND } from './drafts.ts';
import { isWholeVideoFile } from './video-container.ts';

// Photos by their bytes (file-type reads the signature), never by the name or the browser's type.
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'image/avif']);
const VIDEO_TYPES: Record<string, 'mp4' | 'webm'> = { 'video/mp4': 'mp4', 'video/webm': 'webm' };
const VIDEO_CONTENT_TYPES = { mp4: 'video/mp4', webm: 'video/webm' } as const;

/** Content-hashed objects never change: browsers and CDNs keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// A 12-megapixel photo decodes to ~36 MB; converting a few at a time keeps the server's memory flat
// while 4 sellers upload 20 photos each (bench/upload.ts), and leaves a core to the API.
const conversions = pLimit(PHOTO_CONVERSIONS);
const stats = { converting: 0, maxConcurrent: 0 };

/** The most photos this process ever converted at once (tests). */
export function photoConversionStats(): Readonly<typeof stats> {
  return stats;
}

export interface IncomingFile {
  filename: string;
  stream: Readable & { truncated?: boolean };
}

export const photoKey = (hash: string, width: number) => `uploads/${hash}/${width}.webp`;
export const videoKey = (hash: string, ext: string) => `uploads/${hash}/video.${ext}`;
const photoUrl = (hash: string) => `/media/uploads/${hash}.webp`;
const videoUrl = (hash: string, ext: string) => `/media/uploads/${hash}.${ext}`;

/**
 * Receives one file of a draft: to a temporary file (hashed as it arrives), checked by its bytes and
 * the limits, converted, stored, recorded. Anything refused leaves no object and no row behind.
 */
export async function storeUpload(deps: AppDeps, o: { draftId: string; userId: string; file: IncomingFile }): Promise<UploadedFile> {
  return receive(deps, o.file, async ({ tmp, size, digest, mime, name }) => {
    if (PHOTO_TYPES.has(mime)) {
      if (o.file.stream.truncated || size > UPLOAD_LIMITS.photoBytes) throw uploadRefused.photoTooLarge(name);
      await checkListingRoom(deps.db, { draftId: o.draftId, kind: 'image', url: photoUrl(digest), size, name });
      return await storePhoto(deps, { ...o, tmp, size, digest, name });
    }
    const ext = VIDEO_TYPES[mime];
    if (ext) {
      if (o.file.stream.truncated || size > UPLOAD_LIMITS.videoBytes) throw uploadRefused.videoTooLarge(name);
      if (!(await isWholeVideoFile(tmp, ext))) throw uploadRefused.unplayable(name);
      await checkListingRoom(deps.db, { draftId: o.draftId, kind: 'video', url: videoUrl(digest, ext), size, name });
      return await storeVideo(deps, { ...o, tmp, size, digest, ext, name });
    }
    if (o.file.stream.truncated) throw uploadRefused.videoTooLarge(name);
    throw uploadRefused.notMedia(name);
  });
}

/**
 * A photo for the site itself (an admin's hero image): checked and converted as a listing's photo, stored
 * under the same content-hashed names; no draft holds it. Returns its address and size.
 */
export async function storeSitePhoto(deps: AppDeps, file: IncomingFile): Promise<{ url: string; width: number; height: number }> {
  return receive(deps, file, async ({ tmp, size, digest, mime, name }) => {
    if (!PHOTO_TYPES.has(mime)) throw uploadRefused.notPhoto(name);
    if (file.stream.truncated || size > UPLOAD_LIMITS.photoBytes) throw uploadRefused.photoTooLarge(name);
    const photo = await convert(tmp, name);
    await putPhoto(deps, digest, photo.sizes);
    return { url: photoUrl(digest), width: photo.width, height: photo.height };
  });
}

/**
 * A private photo (a member's ID document or selfie): checked by its bytes, size and
 * header as a listing's photo is, decoded and converted once to a WebP at most 1600 wide with no metadata
 * (EXIF, GPS) kept. Nothing is stored here: the caller keeps it in the private area, never under public media.
 */
export async function convertPrivatePhoto(deps: AppDeps, file: IncomingFile): Promise<{ data: Buffer; width: number; height: number }> {
  return receive(deps, file, async ({ tmp, size, mime, name }) => {
    if (!PHOTO_TYPES.has(mime)) throw uploadRefused.notPhoto(name);
    if (file.stream.truncated || size > UPLOAD_LIMITS.photoBytes) throw uploadRefused.photoTooLarge(name);
    const photo = await convert(tmp, name);
    const chosen = photo.sizes.find((s) => s.width === 1600) ?? photo.sizes[photo.sizes.length - 1]!;
    return { data: chosen.data, width: photo.width, height: photo.height };
  });
}

interface Received {
  tmp: string;
  size: number;
  digest: string;
  /** The type its bytes say it is ('' when unknown). */
  mime: string;
  name: string;
}

/** Receives a file to a temporary file, hashed as it arrives; `use` decides what becomes of it; the temporary file goes. */
async function receive<T>(deps: AppDeps, file: IncomingFile, use: (r: Received) => Promise<T>): Promise<T> {
  const name = file.filename.slice(0, 120) || 'file';
  const tmpDir = join(deps.config.DATA_DIR, 'tmp', 'uploads');
  await mkdir(tmpDir, { recursive: true });
  const tmp = join(tmpDir, randomUUID());
  try {
    const hash = createHash('sha256');
    await pipeline(
      file.stream,
      new Transform({
        transform(chunk: Buffer, _enc, done) {
          hash.update(chunk);
          done(null, chunk);
        },
      }),
      createWriteStream(tmp),
    );
    const { size } = await stat(tmp);
    const digest = hash.digest('hex').slice(0, 40);
    const type = await fileTypeFromFile(tmp);
    return await use({ tmp, size, digest, mime: type?.mime ?? '', name });
  } finally {
    await rm(tmp, { force: true });
  }
}

/** Stores a converted photo's WebP widths under its content-hashed names. */
const putPhoto = (deps: Pick<AppDeps, 'storage'>, digest: string, sizes: ReadonlyArray<{ width: number; data: Buffer }>) =>
  Promise.all(sizes.map((s) => deps.storage.put(photoKey(digest, s.width), s.data, { contentType: 'image/webp', cacheControl: IMMUTABLE })));

/**
 * Converts a received photo to its WebP widths, a few at a time. Its header is read first, outside the
 * queue, so a photo the pipeline will not serve is refused at once and never decoded; a file that is no
 * readable photo is refused too.
 */
async function convert(tmp: string, name: string) {
  try {
    await checkPhotoDimensions(tmp);
    return await conversions(async () => {
      stats.converting++;
      stats.maxConcurrent = Math.max(stats.maxConcurrent, stats.converting);
      try {
        return await convertPhoto(tmp);
      } finally {
        stats.converting--;
      }
    });
  } catch (err) {
    if (err instanceof PhotoDimensionsError) throw uploadRefused.photoDimensions(name, err.problem, err.width, err.height);
    if (err instanceof UnreadablePhotoError) throw uploadRefused.unreadable(name);
    throw err;
  }
}

/**
 * Refuses a file that would take the draft past its caps (UPLOAD_LIMITS: photos, videos, bytes). A file
 * the draft already holds (the same content) is the upload it has, and takes no more room.
 */
async function checkListingRoom(
  db: Pick<Db, 'select'>,
  o: { draftId: string; kind: 'image' | 'video'; url: string; size: number; name: string },
): Promise<void> {
  const [row] = await db
    .select({
      photos: sql<number>`count(*) filter (where ${listingUploads.kind} = 'image')::int`,
      videos: sql<number>`count(*) filter (where ${listingUploads.kind} = 'video')::int`,
      bytes: sql<number>`coalesce(sum(${listingUploads.bytes}), 0)::bigint`,
      held: sql<number>`count(*) filter (where ${listingUploads.url} = ${o.url})::int`,
    })
    .from(listingUploads)
    .where(eq(listingUploads.draftId, o.draftId));
  if ((row?.held ?? 0) > 0) return;
  if (o.kind === 'image' && (row?.photos ?? 0) >= UPLOAD_LIMITS.photosPerListing) throw uploadRefused.tooManyPhotos(o.name);
  if (o.kind === 'video' && (row?.videos ?? 0) >= UPLOAD_LIMITS.videosPerListing) throw uploadRefused.tooManyVideos(o.name);
  if (Number(row?.bytes ?? 0) + o.size > UPLOAD_LIMITS.listingBytes) throw uploadRefused.listingTooLarge(o.name);
}

async function storePhoto(
  deps: AppDeps,
  o: { draftId: string; userId: string; tmp: string; size: number; digest: string; name: string },
): Promise<UploadedFile> {
  const photo = await convert(o.tmp, o.name);
  const keys = photo.sizes.map((s) => photoKey(o.digest, s.width));
  try {
    await putPhoto(deps, o.digest, photo.sizes);
    return await record(deps, { ...o, kind: 'image', url: photoUrl(o.digest), width: photo.width, height: photo.height });
  } catch (err) {
    await forgetIfUnused(deps, photoUrl(o.digest), keys);
    throw err;
  }
}

async function storeVideo(
  deps: AppDeps,
  o: { draftId: string; userId: string; tmp: string; size: number; digest: string; ext: 'mp4' | 'webm'; name: string },
): Promise<UploadedFile> {
  const key = videoKey(o.digest, o.ext);
  const url = videoUrl(o.digest, o.ext);
  try {
    await deps.storage.put(key, await readFile(o.tmp), { contentType: VIDEO_CONTENT_TYPES[o.ext], cacheControl: IMMUTABLE });
    return await record(deps, { ...o, kind: 'video', url, width: null, height: null });
  } catch (err) {
    await forgetIfUnused(deps, url, [key]);
    throw err;
  }
}

/**
 * Records the upload in its draft. The caps were checked before converting (so a refused file costs
 * nothing); they are checked again here under the draft's row lock, so uploads sent at once are counted
 * one after another and the caps hold whatever the timing (49 sent together were all taken).
 */
async function record(
  deps: AppDeps,
  o: { draftId: string; userId: string; kind: 'image' | 'video'; url: string; size: number; width: number | null; height: number | null; name: string },
): Promise<UploadedFile> {
  return deps.db.transaction(async (tx) => {
    const [draft] = await tx.select({ id: listingDrafts.id }).from(listingDrafts).where(eq(listingDrafts.id, o.draftId)).for('update');
    if (!draft) throw notFound(DRAFT_NOT_FOUND);
    await checkListingRoom(tx, o);
    const [row] = await tx
      .insert(listingUploads)
      .values({ draftId: o.draftId, userId: o.userId, kind: o.kind, url: o.url, bytes: o.size, width: o.width, height: o.height })
      .onConflictDoUpdate({ target: [listingUploads.draftId, listingUploads.url], set: { bytes: o.size } })
      .returning();
    return { id: row!.id, kind: o.kind, url: row!.url, bytes: row!.bytes, width: row!.width, height: row!.height };
  });
}

/** Deletes stored objects unless another draft, a listing, a hero image or a category still uses the same content. */
export async function forgetIfUnused(deps: Pick<AppDeps, 'db' | 'storage' | 'logger'>, url: string, keys: string[]): Promise<void> {
  const [upload] = await deps.db.select({ id: listingUploads.id }).from(listingUploads).where(eq(listingUploads.url, url)).limit(1);
  const [photo] = upload ? [upload] : await deps.db.select({ id: auctionPhotos.id }).from(auctionPhotos).where(eq(auctionPhotos.imageUrl, url)).limit(1);
  const [hero] = photo ? [photo] : await deps.db.select({ id: heroImages.id }).from(heroImages).where(eq(heroImages.imageUrl, url)).limit(1);
  const [category] = hero ? [hero] : await deps.db.select({ id: categories.id }).from(categories).where(eq(categories.imageUrl, url)).limit(1);
  if (category) return;
  await Promise.all(keys.map((k) => deps.storage.delete(k).catch((err: unknown) => deps.logger.warn({ err, key: k }, 'could not delete a stored object'))));
}

/** Removes one upload from its draft (the seller took it out of the listing) and its objects if unused. */
export async function deleteUpload(deps: AppDeps, o: { draftId: string; uploadId: string }): Promise<boolean> {
  const [row] = await deps.db
    .delete(listingUploads)
    .where(and(eq(listingUploads.id, o.uploadId), eq(listingUploads.draftId, o.draftId)))
    .returning();
  if (!row) return false;
  await forgetIfUnused(deps, row.url, objectKeysOf(row.url));
  return true;
}

/** The stored objects behind an upload's URL. */
export function objectKeysOf(url: string): string[] {
  const m = /^\/media\/uploads\/([0-9a-f]{40})\.(webp|mp4|webm)$/.exec(url);
  if (!m) return [];
  const [, digest, ext] = m;
  if (ext === 'webp') return PHOTO_WIDTHS.map((w) => photoKey(digest!, w));
  return [videoKey(digest!, ext!)];
}
