import { availableParallelism } from 'node:os';
import sharp, { type OutputInfo } from 'sharp';
import { PHOTO_DIMENSION_LIMITS, photoDimensionProblem, type PhotoDimensionProblem } from '../../../domain/listings/photo-dimensions.ts';

/** The widths every uploaded photo is stored at (the image loader's srcset widths, web/src/lib/image-loader.ts). */
export const PHOTO_WIDTHS = [320, 640, 960, 1280, 1600, 2400] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
const LARGEST = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;

/**
 * Photos converted at once by this process, each on one libvips thread: one core is always left to the
 * API, so a seller's uploads cannot slow bids; at most 4, so memory stays bounded on big hosts.
 */
export const PHOTO_CONVERSIONS = Math.min(4, Math.max(1, availableParallelism() - 1));

export interface ConvertedPhoto {
  width: number;
  height: number;
  /** One WebP per width of PHOTO_WIDTHS (never enlarged past the original). */
  sizes: { width: PhotoWidth; data: Buffer }[];
}

export class UnreadablePhotoError extends Error {}

/** The photo's header states dimensions the pipeline does not serve (domain/listings/photo-dimensions.ts). */
export class PhotoDimensionsError extends Error {
  constructor(
    readonly problem: Exclude<PhotoDimensionProblem, 'empty'>,
    readonly width: number,
    readonly height: number,
  ) {
    super(`photo of ${width} x ${height} refused: ${problem}`);
  }
}

// Every upload is a different photo, so libvips' operation cache (up to 50 MB by default) would only hold
// memory that is never reused: off, to keep the server's peak memory down while sellers upload (bench:upload).
sharp.cache(false);
// One thread per image (see PHOTO_CONVERSIONS): libvips would otherwise use every core for each photo.
sharp.concurrency(1);

/**
 * Reads a photo's dimensions from its header (sharp's metadata decodes no pixels) and refuses what the
 * pipeline will not serve, before anything is decoded.
 */
export async function checkPhotoDimensions(input: string | Buffer): Promise<{ width: number; height: number }> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(input, { limitInputPixels: false }).metadata());
  } catch (err) {
    throw new UnreadablePhotoError((err as Error).message);
  }
  const problem = photoDimensionProblem(width ?? 0, height ?? 0);
  if (problem === 'empty') throw new UnreadablePhotoError('no dimensions in the header');
  if (problem) throw new PhotoDimensionsError(problem, width!, height!);
  return { width: width!, height: height! };
}

/**
 * Decodes a photo once (turned upright by its EXIF orientation, at most 2400 wide) and encodes each
 * width as WebP from that. sharp writes no metadata unless asked, so EXIF (GPS location included),
 * XMP and IPTC of the original are dropped. A damaged or truncated file is refused (failOn 'warning'),
 * and so is any other failure to decode or encode it: a bad file is the uploader's, never a server error.
 */
export async function convertPhoto(input: string | Buffer): Promise<ConvertedPhoto> {
  await checkPhotoDimensions(input);
  try {
    // The pixel limit again, for a decoder that finds more than its header said.
    const decoded: { data: Buffer; info: OutputInfo } = await sharp(input, { failOn: 'warning', limitInputPixels: PHOTO_DIMENSION_LIMITS.maxPixels })
      .rotate()
      .resize({ width: LARGEST, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { data, info } = decoded;
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const sizes = await Promise.all(
      PHOTO_WIDTHS.map(async (width) => ({
        width,
        data: await sharp(data, raw).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      })),
    );
    return { width: info.width, height: info.height, sizes };
  } catch (err) {
    throw new UnreadablePhotoError((err as Error).message);
  }
}
