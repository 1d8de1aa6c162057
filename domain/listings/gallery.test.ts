import { describe, expect, it } from 'vitest';
import {
  MAX_DESKTOP_THUMBNAILS,
  MOBILE_EXTERIOR_PHOTOS,
  ROTATION_STEP,
  ZOOM,
  categoryImages,
  desktopThumbnails,
  galleryVideoCount,
  heroImage,
  mobileSections,
  nextRotation,
  nextZoom,
  youtubeIds,
  type DesktopTile,
  type GalleryPhoto,
} from './gallery.ts';

const ext = (n: number): GalleryPhoto => ({ url: `e${n}.jpg`, category: 'exterior', fileType: 'image' });
const int = (n: number): GalleryPhoto => ({ url: `i${n}.jpg`, category: 'interior', fileType: 'image' });
const extVideo = (n: number): GalleryPhoto => ({ url: `ev${n}.mp4`, category: 'exterior', fileType: 'video' });
const intVideo = (n: number): GalleryPhoto => ({ url: `iv${n}.mp4`, category: 'interior', fileType: 'video' });
const yt = (id: string) => `https://youtu.be/${id}`;
const YT1 = 'aaaaaaaaaaa';
const YT2 = 'bbbbbbbbbbb';
const YT3 = 'ccccccccccc';

function describeTiles(tiles: DesktopTile[]): string[] {
  return tiles.map((t) => (t.kind === 'photo' ? `${t.photo.url}#${t.index}` : t.label));
}

describe('constants', () => {
  it('match SPEC 2 and 9', () => {
    expect(MAX_DESKTOP_THUMBNAILS).toBe(7);
    expect(MOBILE_EXTERIOR_PHOTOS).toBe(4);
    expect(ZOOM).toEqual({ min: 0.5, max: 5, step: 1.5 });
    expect(ROTATION_STEP).toBe(90);
  });
});

describe('heroImage', () => {
  it('is the first exterior image', () => {
    expect(heroImage([int(1), extVideo(1), ext(1), ext(2)])).toBe('e1.jpg');
  });

  it('falls back to the first image of any category', () => {
    expect(heroImage([intVideo(1), int(1), int(2)])).toBe('i1.jpg');
  });

  it('is null with no images (placeholder)', () => {
    expect(heroImage([])).toBeNull();
    expect(heroImage([extVideo(1)])).toBeNull();
  });
});

describe('categoryImages', () => {
  it('keeps the images of one category in order', () => {
    const photos = [ext(1), int(1), extVideo(1), ext(2)];
    expect(categoryImages(photos, 'exterior')).toEqual([ext(1), ext(2)]);
    expect(categoryImages(photos, 'interior')).toEqual([int(1)]);
  });
});

describe('youtubeIds and galleryVideoCount', () => {
  it('skips links that are not YouTube videos', () => {
    expect(youtubeIds([yt(YT1), 'https://vimeo.com/1', yt(YT2)])).toEqual([YT1, YT2]);
  });

  it('counts direct videos plus recognised YouTube links', () => {
    expect(galleryVideoCount([ext(1), extVideo(1), intVideo(1)], [yt(YT1), 'not a link'])).toBe(3);
    expect(galleryVideoCount([ext(1)], [])).toBe(0);
  });
});

describe('desktopThumbnails', () => {
  it('is empty with nothing to show', () => {
    expect(desktopThumbnails([], 0)).toEqual([]);
  });

  it('shows up to 4 exterior and 2 interior, then the video tile', () => {
    const photos = [ext(1), ext(2), ext(3), ext(4), int(1), int(2)];
    expect(describeTiles(desktopThumbnails(photos, 2))).toEqual(['e1.jpg#0', 'e2.jpg#1', 'e3.jpg#2', 'e4.jpg#3', 'i1.jpg#0', 'i2.jpg#1', 'Videos (2)']);
  });

  it('puts exterior before interior whatever the photo order', () => {
    expect(describeTiles(desktopThumbnails([int(1), ext(1)], 0))).toEqual(['e1.jpg#0', 'i1.jpg#0']);
  });

  it('fills up to 7 with the remaining images in order', () => {
    const photos = [ext(1), int(1), ext(2), ext(3), ext(4), ext(5), int(2), int(3), ext(6)];
    expect(describeTiles(desktopThumbnails(photos, 0))).toEqual([
      'e1.jpg#0',
      'e2.jpg#1',
      'e3.jpg#2',
      'e4.jpg#3',
      'i1.jpg#0',
      'i2.jpg#1',
      'e5.jpg#4',
      'All Photos (9)',
    ]);
  });

  it('fills with exterior images when there are no interior ones', () => {
    const photos = [1, 2, 3, 4, 5, 6].map(ext);
    expect(describeTiles(desktopThumbnails(photos, 1))).toEqual(['e1.jpg#0', 'e2.jpg#1', 'e3.jpg#2', 'e4.jpg#3', 'Videos (1)', 'e5.jpg#4', 'e6.jpg#5']);
  });

  it('fills with interior images when there are few exterior ones', () => {
    const photos = [ext(1), int(1), int(2), int(3), int(4)];
    expect(describeTiles(desktopThumbnails(photos, 0))).toEqual(['e1.jpg#0', 'i1.jpg#0', 'i2.jpg#1', 'i3.jpg#2', 'i4.jpg#3']);
  });

  it('counts the video tile among the 7', () => {
    const photos = [ext(1), ext(2), ext(3), ext(4), ext(5), int(1), int(2), int(3)];
    const tiles = desktopThumbnails(photos, 4);
    expect(describeTiles(tiles)).toEqual(['e1.jpg#0', 'e2.jpg#1', 'e3.jpg#2', 'e4.jpg#3', 'i1.jpg#0', 'i2.jpg#1', 'Videos (4)', 'All Photos (8)']);
    expect(tiles.filter((t) => t.kind !== 'all')).toHaveLength(7);
  });

  it('adds All Photos only above 7 images, not counting videos', () => {
    const seven = [1, 2, 3, 4, 5, 6, 7].map(ext);
    expect(desktopThumbnails(seven, 0).some((t) => t.kind === 'all')).toBe(false);
    expect(desktopThumbnails([...seven, extVideo(1), intVideo(1)], 2).some((t) => t.kind === 'all')).toBe(false);
    expect(desktopThumbnails([...seven, ext(8)], 0).at(-1)).toEqual({ kind: 'all', label: 'All Photos (8)', count: 8 });
  });

  it('never shows direct videos as photo tiles', () => {
    const tiles = desktopThumbnails([extVideo(1), ext(1), intVideo(1)], 2);
    expect(describeTiles(tiles)).toEqual(['e1.jpg#0', 'Videos (2)']);
  });

  it('shows only the video tile when there are only videos', () => {
    expect(desktopThumbnails([extVideo(1)], 3)).toEqual([{ kind: 'videos', label: 'Videos (3)', count: 3 }]);
  });
});

describe('mobileSections', () => {
  it('is empty with nothing to show', () => {
    expect(mobileSections([], [])).toEqual([]);
  });

  it('lists Exterior (first 4), Interior, Exterior Videos, Interior Videos, YouTube Videos in order', () => {
    const photos = [ext(1), int(1), ext(2), extVideo(1), ext(3), ext(4), ext(5), intVideo(1), int(2)];
    expect(mobileSections(photos, [yt(YT1)])).toEqual([
      { key: 'exterior', title: 'Exterior', photos: [ext(1), ext(2), ext(3), ext(4)], total: 5 },
      { key: 'interior', title: 'Interior', photos: [int(1), int(2)], total: 2 },
      { key: 'exterior-videos', title: 'Exterior Videos', videos: [extVideo(1)] },
      { key: 'interior-videos', title: 'Interior Videos', videos: [intVideo(1)] },
      {
        key: 'youtube',
        title: 'YouTube Videos',
        videos: [{ id: YT1, url: yt(YT1) }],
        total: 1,
        viewAll: false,
      },
    ]);
  });

  it('leaves out empty sections', () => {
    expect(mobileSections([int(1)], []).map((s) => s.key)).toEqual(['interior']);
    expect(mobileSections([intVideo(1)], []).map((s) => s.key)).toEqual(['interior-videos']);
  });

  it('shows 2 YouTube videos without View All when there are exactly 2', () => {
    const [section] = mobileSections([], [yt(YT1), yt(YT2)]);
    expect(section).toEqual({
      key: 'youtube',
      title: 'YouTube Videos',
      videos: [
        { id: YT1, url: yt(YT1) },
        { id: YT2, url: yt(YT2) },
      ],
      total: 2,
      viewAll: false,
    });
  });

  it('shows 2 YouTube videos and View All when there are more than 2', () => {
    const [section] = mobileSections([], [yt(YT1), 'https://example.com/x', yt(YT2), yt(YT3)]);
    expect(section).toMatchObject({ key: 'youtube', total: 3, viewAll: true });
    expect(section?.key === 'youtube' && section.videos.map((v) => v.id)).toEqual([YT1, YT2]);
  });

  it('leaves out the YouTube section when no link is recognised', () => {
    expect(mobileSections([], ['https://vimeo.com/1'])).toEqual([]);
  });
});

describe('nextZoom', () => {
  it('multiplies by 1.5 when zooming in', () => {
    expect(nextZoom(1, 'in')).toBe(1.5);
    expect(nextZoom(1.5, 'in')).toBe(2.25);
    expect(nextZoom(2.25, 'in')).toBe(3.375);
  });

  it('stops at 5x', () => {
    expect(nextZoom(3.375, 'in')).toBe(5);
    expect(nextZoom(5, 'in')).toBe(5);
  });

  it('divides by 1.5 when zooming out', () => {
    expect(nextZoom(1.5, 'out')).toBe(1);
    expect(nextZoom(1, 'out')).toBeCloseTo(0.6667, 4);
  });

  it('stops at 0.5x', () => {
    expect(nextZoom(2 / 3, 'out')).toBe(0.5);
    expect(nextZoom(0.5, 'out')).toBe(0.5);
  });
});

describe('nextRotation', () => {
  it('adds 90 degrees and wraps at 360', () => {
    expect(nextRotation(0)).toBe(90);
    expect(nextRotation(90)).toBe(180);
    expect(nextRotation(180)).toBe(270);
    expect(nextRotation(270)).toBe(0);
  });

  it('normalises out-of-range input', () => {
    expect(nextRotation(360)).toBe(90);
    expect(nextRotation(-90)).toBe(0);
    expect(nextRotation(-180)).toBe(270);
  });
});
