import { AppError } from '../../http/errors.ts';
import { UPLOAD_LIMITS } from '../../../domain/listings/listing-input.ts';
import { PHOTO_DIMENSION_LIMITS as DIM, type PhotoDimensionProblem } from '../../../domain/listings/photo-dimensions.ts';

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const count = (n: number) => n.toLocaleString('en-US');

// What a photo's header says is refused, and the limit it breaks.
const DIMENSION_RULES: Record<Exclude<PhotoDimensionProblem, 'empty'>, string> = {
  side: `a photo's sides may be at most ${count(DIM.maxSide)} pixels`,
  pixels: `a photo may have at most ${DIM.maxPixels / 1_000_000} megapixels`,
  aspect: `a photo may be at most ${DIM.maxAspect} times as wide as it is tall, or as tall as it is wide`,
};

// A refused file: the message names it and says why.
export const uploadRefused = {
  noFile: () => new AppError(400, 'UPLOAD_MISSING', 'Choose a photo or video to upload'),
  noPhoto: () => new AppError(400, 'UPLOAD_MISSING', 'Choose a photo to upload'),
  notMedia: (name: string) => new AppError(415, 'UPLOAD_NOT_MEDIA', `"${name}" is not a JPEG, PNG, WebP or HEIC photo, or an MP4 or WebM video`),
  notPhoto: (name: string) => new AppError(415, 'UPLOAD_NOT_PHOTO', `"${name}" is not a JPEG, PNG, WebP or HEIC photo`),
  unreadable: (name: string) => new AppError(422, 'UPLOAD_UNREADABLE', `"${name}" is damaged or incomplete and cannot be read`),
  photoDimensions: (name: string, problem: Exclude<PhotoDimensionProblem, 'empty'>, width: number, height: number) =>
    new AppError(422, 'UPLOAD_PHOTO_DIMENSIONS', `"${name}" is ${count(width)} x ${count(height)} pixels; ${DIMENSION_RULES[problem]}`),
  unplayable: (name: string) => new AppError(422, 'UPLOAD_UNREADABLE', `"${name}" is damaged or incomplete and cannot be played`),
  photoTooLarge: (name: string) => new AppError(413, 'UPLOAD_TOO_LARGE', `"${name}" is larger than ${mb(UPLOAD_LIMITS.photoBytes)}, the limit for a photo`),
  videoTooLarge: (name: string) => new AppError(413, 'UPLOAD_TOO_LARGE', `"${name}" is larger than ${mb(UPLOAD_LIMITS.videoBytes)}, the limit for a video`),
  tooManyPhotos: (name: string) =>
    new AppError(409, 'UPLOAD_LISTING_LIMIT', `"${name}" was not added: a listing has at most ${UPLOAD_LIMITS.photosPerListing} photos`),
  tooManyVideos: (name: string) =>
    new AppError(409, 'UPLOAD_LISTING_LIMIT', `"${name}" was not added: a listing has at most ${UPLOAD_LIMITS.videosPerListing} videos`),
  listingTooLarge: (name: string) =>
    new AppError(413, 'UPLOAD_LISTING_LIMIT', `"${name}" was not added: a listing's files may total at most ${mb(UPLOAD_LIMITS.listingBytes)}`),
};
