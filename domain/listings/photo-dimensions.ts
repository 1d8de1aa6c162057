// What the photo pipeline serves, decided from a photo's header before it is decoded. A camera's
// photo passes (the largest full-frame sensors are about 61 megapixels, 9,504 x 6,336); a small file that
// claims a huge or a thread-thin picture (a 292 KB PNG of 100 x 999,999 pixels) is refused before it costs
// hundreds of megabytes. Every width the pipeline stores (up to 2,400) then fits WebP's 16,383-pixel sides.

export const PHOTO_DIMENSION_LIMITS = {
  /** Pixels in all (64 megapixels). */
  maxPixels: 64_000_000,
  /** The longest side, in pixels. */
  maxSide: 12_000,
  /** The longer side at most this many times the shorter (4:1 landscape to 1:4 portrait). */
  maxAspect: 4,
} as const;

export type PhotoDimensionProblem = 'empty' | 'side' | 'pixels' | 'aspect';

/** Why a photo of these dimensions is refused, or null when the pipeline serves it. */
export function photoDimensionProblem(width: number, height: number): PhotoDimensionProblem | null {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) return 'empty';
  if (Math.max(width, height) > PHOTO_DIMENSION_LIMITS.maxSide) return 'side';
  if (width * height > PHOTO_DIMENSION_LIMITS.maxPixels) return 'pixels';
  if (Math.max(width, height) > PHOTO_DIMENSION_LIMITS.maxAspect * Math.min(width, height)) return 'aspect';
  return null;
}
