// SPEC 2 "Gallery" of the auction detail page: hero image, desktop thumbnail grid, mobile sections,
// lightbox zoom and rotation. Photos come from auction_photos ordered by sort_order (SPEC 7); each is
// an image or a video and is interior or exterior (SPEC 3, default exterior). YouTube links are separate.
import type { FileType, PhotoCategory } from '../shared/auction-types.ts';
import { youtubeId } from './youtube.ts';

export interface GalleryPhoto {
  url: string;
  category: PhotoCategory;
  fileType: FileType;
}

/** SPEC 2/9: at most 7 thumbnails on large screens, plus the 'All Photos (n)' tile. */
export const MAX_DESKTOP_THUMBNAILS = 7;
export const DESKTOP_EXTERIOR_THUMBNAILS = 4;
export const DESKTOP_INTERIOR_THUMBNAILS = 2;
/** SPEC 9: mobile shows 4 exterior photos. */
export const MOBILE_EXTERIOR_PHOTOS = 4;
/** SPEC 2: the mobile YouTube section shows 1-2 videos, then a 'View All' tile. */
export const MOBILE_YOUTUBE_SHOWN = 2;

/** SPEC 2/9: lightbox zoom 0.5x to 5x in steps of 1.5 (multiplied in, divided out). */
export const ZOOM = { min: 0.5, max: 5, step: 1.5 } as const;
/** SPEC 9: rotate 90 degrees. */
export const ROTATION_STEP = 90;

function isImage(p: GalleryPhoto): boolean {
  return p.fileType === 'image';
}

/** The images of one category in order: what the lightbox opened "by category" pages through. */
export function categoryImages(photos: readonly GalleryPhoto[], category: PhotoCategory): GalleryPhoto[] {
  return photos.filter((p) => isImage(p) && p.category === category);
}

/**
 * The hero image url: the first exterior image, else the first image of any category, else null
 * (the caller shows the placeholder). Videos are never the hero.
 */
export function heroImage(photos: readonly GalleryPhoto[]): string | null {
  const images = photos.filter(isImage);
  return (images.find((p) => p.category === 'exterior') ?? images[0])?.url ?? null;
}

/** The YouTube ids of the listing's links, in order; links that are not recognised are skipped. */
export function youtubeIds(urls: readonly string[]): string[] {
  return urls.map(youtubeId).filter((id): id is string => id !== null);
}

/** n of the 'Videos (n)' tile: direct videos among the photos plus recognised YouTube links. */
export function galleryVideoCount(photos: readonly GalleryPhoto[], youtubeUrls: readonly string[]): number {
  return photos.filter((p) => p.fileType === 'video').length + youtubeIds(youtubeUrls).length;
}

export type DesktopTile =
  /** An image; `index` is its position in categoryImages(photos, category), where its lightbox opens. */
  | { kind: 'photo'; photo: GalleryPhoto; index: number }
  /** Opens the video viewer. */
  | { kind: 'videos'; label: string; count: number }
  /** Opens the lightbox on every image. */
  | { kind: 'all'; label: string; count: number };

/**
 * SPEC 2: up to 7 tiles on large screens: up to 4 exterior images, up to 2 interior images, a
 * 'Videos (n)' tile when there are videos (n from galleryVideoCount), then the remaining images in
 * order until 7 tiles; then an 'All Photos (n)' tile when there are more than 7 images (n = all images;
 * videos are counted by their own tile, not as photos). The hero image is not excluded from the grid.
 */
export function desktopThumbnails(photos: readonly GalleryPhoto[], videoCount: number): DesktopTile[] {
  const images = photos.filter(isImage);
  const exterior = images.filter((p) => p.category === 'exterior');
  const interior = images.filter((p) => p.category === 'interior');
  const photoTile = (photo: GalleryPhoto): DesktopTile => ({
    kind: 'photo',
    photo,
    index: (photo.category === 'exterior' ? exterior : interior).indexOf(photo),
  });

  const chosen = new Set<GalleryPhoto>([...exterior.slice(0, DESKTOP_EXTERIOR_THUMBNAILS), ...interior.slice(0, DESKTOP_INTERIOR_THUMBNAILS)]);
  const tiles: DesktopTile[] = [...chosen].map(photoTile);
  if (videoCount > 0) tiles.push({ kind: 'videos', label: `Videos (${videoCount})`, count: videoCount });
  for (const photo of images) {
    if (tiles.length >= MAX_DESKTOP_THUMBNAILS) break;
    if (!chosen.has(photo)) tiles.push(photoTile(photo));
  }
  if (images.length > MAX_DESKTOP_THUMBNAILS) {
    tiles.push({ kind: 'all', label: `All Photos (${images.length})`, count: images.length });
  }
  return tiles;
}

export type MobileSection =
  /** The first 4 exterior images; `total` is every exterior image, for the lightbox. */
  | { key: 'exterior'; title: 'Exterior'; photos: GalleryPhoto[]; total: number }
  /** Every interior image (the spec sets no limit here). */
  | { key: 'interior'; title: 'Interior'; photos: GalleryPhoto[]; total: number }
  | { key: 'exterior-videos'; title: 'Exterior Videos'; videos: GalleryPhoto[] }
  | { key: 'interior-videos'; title: 'Interior Videos'; videos: GalleryPhoto[] }
  /** The first 1-2 recognised YouTube videos; `viewAll` adds the 'View All' tile when there are more than 2. */
  | { key: 'youtube'; title: 'YouTube Videos'; videos: Array<{ id: string; url: string }>; total: number; viewAll: boolean };

/** SPEC 2: the mobile gallery sections in order; empty sections are left out. */
export function mobileSections(photos: readonly GalleryPhoto[], youtubeUrls: readonly string[]): MobileSection[] {
  const sections: MobileSection[] = [];
  const exterior = categoryImages(photos, 'exterior');
  if (exterior.length > 0) {
    sections.push({
      key: 'exterior',
      title: 'Exterior',
      photos: exterior.slice(0, MOBILE_EXTERIOR_PHOTOS),
      total: exterior.length,
    });
  }
  const interior = categoryImages(photos, 'interior');
  if (interior.length > 0) sections.push({ key: 'interior', title: 'Interior', photos: interior, total: interior.length });
  const videos = photos.filter((p) => p.fileType === 'video');
  const exteriorVideos = videos.filter((p) => p.category === 'exterior');
  if (exteriorVideos.length > 0) sections.push({ key: 'exterior-videos', title: 'Exterior Videos', videos: exteriorVideos });
  const interiorVideos = videos.filter((p) => p.category === 'interior');
  if (interiorVideos.length > 0) sections.push({ key: 'interior-videos', title: 'Interior Videos', videos: interiorVideos });
  const youtube = youtubeUrls.flatMap((url) => {
    const id = youtubeId(url);
    return id === null ? [] : [{ id, url }];
  });
  if (youtube.length > 0) {
    sections.push({
      key: 'youtube',
      title: 'YouTube Videos',
      videos: youtube.slice(0, MOBILE_YOUTUBE_SHOWN),
      total: youtube.length,
      viewAll: youtube.length > MOBILE_YOUTUBE_SHOWN,
    });
  }
  return sections;
}

/** SPEC 2: zoom in multiplies by 1.5, zoom out divides by 1.5, clamped to 0.5x-5x. */
export function nextZoom(current: number, direction: 'in' | 'out'): number {
  const next = direction === 'in' ? current * ZOOM.step : current / ZOOM.step;
  return Math.min(ZOOM.max, Math.max(ZOOM.min, next));
}

/** SPEC 2: each turn adds 90 degrees, kept in 0-270. */
export function nextRotation(deg: number): number {
  return (((deg + ROTATION_STEP) % 360) + 360) % 360;
}
