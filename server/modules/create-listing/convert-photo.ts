import sharp, { type OutputInfo } from 'sharp';

/** The widths every uploaded photo is stored at (the image loader's srcset widths, web/src/lib/image-loader.ts). */
export const PHOTO_WIDTHS = [320, 640, 960, 1280, 1600, 2400] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
const LARGEST = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;

export interface ConvertedPhoto {
  width: number;
  height: number;
  /** One WebP per width of PHOTO_WIDTHS (never enlarged past the original). */
  sizes: { width: PhotoWidth; data: Buffer }[];
}

export class UnreadablePhotoError extends Error {}

// Every upload is a different photo, so libvips' operation cache (up to 50 MB by default) would only hold
// memory that is never reused: off, to keep the server's peak memory down while sellers upload (bench:upload).
sharp.cache(false);

/**
 * Decodes a photo once (turned upright by its EXIF orientation, at most 2400 wide) and encodes each
 * width as WebP from that. sharp writes no metadata unless asked, so EXIF (GPS location included),
 * XMP and IPTC of the original are dropped. A damaged or truncated file is refused (failOn 'warning').
 */
export async function convertPhoto(input: string | Buffer): Promise<ConvertedPhoto> {
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(input, { failOn: 'warning', limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: LARGEST, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw new UnreadablePhotoError((err as Error).message);
  }
  const { data, info } = decoded;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const sizes = await Promise.all(
    PHOTO_WIDTHS.map(async (width) => ({
      width,
      data: await sharp(data, raw).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    })),
  );
  return { width: info.width, height: info.height, sizes };
}
