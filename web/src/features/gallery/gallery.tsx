import { Images, Play, Star } from 'lucide-react';
import { useMemo, useState } from 'react';
import { videoTitle } from '../../../../domain/listings/auction-detail.ts';
import type { VideoItem } from '../../../../domain/shared/auction-types.ts';
import { categoryImages, desktopThumbnails, galleryVideoCount, heroImage, mobileSections, type GalleryPhoto } from '../../../../domain/listings/gallery.ts';
import { youtubeId } from '../../../../domain/listings/youtube.ts';
import { cn } from '../../ui/cn.ts';
import { GalleryImage } from './gallery-image.tsx';
import { Lightbox, type LightboxSet } from './lightbox.tsx';
import { VideoViewer, type GalleryVideo } from './video-viewer.tsx';

interface GalleryProps {
  title: string;
  photos: readonly GalleryPhoto[];
  youtubeUrls: readonly string[];
  videoItems: readonly VideoItem[];
  featured: boolean;
}

const tileBase =
  'group relative block overflow-hidden rounded-lg bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** SPEC 2 "Gallery": the hero, the large-screen thumbnail grid, the mobile sections, the lightbox and the video viewer. */
export function Gallery({ title, photos, youtubeUrls, videoItems, featured }: GalleryProps) {
  const [lightbox, setLightbox] = useState<{ set: LightboxSet; index: number } | null>(null);
  const [videoAt, setVideoAt] = useState<number | null>(null);

  const videos = useMemo<GalleryVideo[]>(() => {
    const files = photos
      .filter((p) => p.fileType === 'video')
      .map((p, i): GalleryVideo => ({ kind: 'file', url: p.url, title: videoTitle(videoItems, p.url, i) }));
    const youtube = youtubeUrls.flatMap((url, i): GalleryVideo[] => {
      const id = youtubeId(url);
      return id ? [{ kind: 'youtube', id, url, title: videoTitle(videoItems, url, files.length + i) }] : [];
    });
    return [...files, ...youtube];
  }, [photos, youtubeUrls, videoItems]);

  const hero = heroImage(photos);
  const heroPhoto = photos.find((p) => p.url === hero && p.fileType === 'image');
  const tiles = desktopThumbnails(photos, galleryVideoCount(photos, youtubeUrls));
  const sections = mobileSections(photos, youtubeUrls);
  const openPhoto = (photo: GalleryPhoto) => setLightbox({ set: photo.category, index: Math.max(0, categoryImages(photos, photo.category).indexOf(photo)) });
  const openVideo = (url: string) =>
    setVideoAt(
      Math.max(
        0,
        videos.findIndex((v) => v.url === url),
      ),
    );

  return (
    <section aria-label="Photos and videos" data-testid="gallery">
      {/* The FEATURED badge lies over the photo, not in its button: the button says what it does (axe: label-content-name-mismatch). */}
      <div className="relative">
        <button
          type="button"
          className={cn(tileBase, 'aspect-[4/3] w-full rounded-xl md:aspect-[16/10]')}
          onClick={() => (heroPhoto ? openPhoto(heroPhoto) : undefined)}
          aria-label={heroPhoto ? 'Open photo viewer' : 'No photos'}
          disabled={!heroPhoto}
        >
          <GalleryImage
            url={hero}
            priority
            sizes="(min-width: 1280px) 800px, (min-width: 1024px) 66vw, 100vw"
            alt={title}
            data-testid="hero-image"
            className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.01]"
          />
        </button>
        {featured && (
          <span className="pointer-events-none absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-brand-500 px-3 py-1 text-xs font-bold tracking-wide text-slate-950 shadow">
            <Star className="size-3.5 fill-current" aria-hidden />
            FEATURED
          </span>
        )}
      </div>

      {tiles.length > 0 && (
        <ul className="mt-2 hidden grid-cols-4 gap-2 md:grid" data-testid="desktop-thumbnails">
          {tiles.map((tile, i) => (
            <li key={tile.kind === 'photo' ? tile.photo.url : tile.kind}>
              {tile.kind === 'photo' && (
                <button
                  type="button"
                  className={cn(tileBase, 'aspect-[4/3] w-full')}
                  onClick={() => openPhoto(tile.photo)}
                  aria-label={`${tile.photo.category === 'interior' ? 'Interior' : 'Exterior'} photo ${tile.index + 1}`}
                  data-category={tile.photo.category}
                >
                  <GalleryImage url={tile.photo.url} sizes="200px" alt="" className="h-full w-full object-cover transition group-hover:scale-105" />
                </button>
              )}
              {tile.kind === 'videos' && (
                <button type="button" className={cn(tileBase, 'aspect-[4/3] w-full bg-slate-900 text-white')} onClick={() => setVideoAt(0)}>
                  <span className="flex h-full flex-col items-center justify-center gap-1.5">
                    <Play className="size-7 fill-current" aria-hidden />
                    <span className="text-sm font-semibold">{tile.label}</span>
                  </span>
                </button>
              )}
              {tile.kind === 'all' && (
                <button type="button" className={cn(tileBase, 'aspect-[4/3] w-full text-white')} onClick={() => setLightbox({ set: 'all', index: 0 })}>
                  {(() => {
                    const next = photos.filter((p) => p.fileType === 'image')[i] ?? null;
                    return <GalleryImage url={next?.url ?? null} sizes="200px" alt="" className="h-full w-full object-cover opacity-60" />;
                  })()}
                  <span className="absolute inset-0 flex flex-col items-center justify-center gap-1.5 bg-slate-900/60">
                    <Images className="size-6" aria-hidden />
                    <span className="text-sm font-semibold">{tile.label}</span>
                  </span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}

      <div className="mt-4 space-y-5 md:hidden" data-testid="mobile-gallery">
        {sections.map((section) => (
          <div key={section.key}>
            <h3 className="mb-2 flex items-baseline justify-between text-sm font-semibold text-slate-900">
              {section.title}
              {'total' in section && <span className="text-xs font-normal text-slate-500">{section.total}</span>}
            </h3>
            {(section.key === 'exterior' || section.key === 'interior') && (
              <ul className={section.key === 'exterior' ? 'grid grid-cols-2 gap-2' : 'flex gap-2 overflow-x-auto pb-1'}>
                {section.photos.map((p, i) => (
                  <li key={p.url} className={section.key === 'interior' ? 'w-36 shrink-0' : ''}>
                    <button
                      type="button"
                      className={cn(tileBase, 'aspect-[4/3] w-full')}
                      onClick={() => setLightbox({ set: section.key, index: i })}
                      aria-label={`${section.title} photo ${i + 1}`}
                    >
                      <GalleryImage url={p.url} sizes="(max-width: 767px) 50vw, 200px" alt="" className="h-full w-full object-cover" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {(section.key === 'exterior-videos' || section.key === 'interior-videos') && (
              <ul className="flex gap-2 overflow-x-auto pb-1">
                {section.videos.map((v, i) => (
                  <li key={v.url} className="w-40 shrink-0">
                    <button
                      type="button"
                      className={cn(tileBase, 'aspect-video w-full bg-slate-900 text-white')}
                      onClick={() => openVideo(v.url)}
                      aria-label={`${section.title} ${i + 1}`}
                    >
                      <Play className="absolute inset-0 m-auto size-8 fill-current" aria-hidden />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {section.key === 'youtube' && (
              <ul className="grid grid-cols-2 gap-2">
                {section.videos.map((v) => (
                  <li key={v.url}>
                    {/* The tile shows the listing's own photo: YouTube's thumbnails load only once the viewer is opened,
                        so the page never depends on a third-party host to render. */}
                    <button
                      type="button"
                      className={cn(tileBase, 'aspect-video w-full bg-slate-900')}
                      onClick={() => openVideo(v.url)}
                      aria-label={`Play ${videos.find((x) => x.url === v.url)?.title ?? 'video'}`}
                    >
                      <GalleryImage url={hero} sizes="50vw" alt="" className="h-full w-full object-cover opacity-70" />
                      <span className="absolute inset-0 m-auto flex h-8 w-11 items-center justify-center rounded-lg bg-red-600 shadow">
                        <Play className="size-4 fill-white text-white" aria-hidden />
                      </span>
                      <span className="absolute inset-x-0 bottom-0 truncate bg-gradient-to-t from-black/80 px-2 pt-4 pb-1 text-left text-xs font-medium text-white">
                        {videos.find((x) => x.url === v.url)?.title}
                      </span>
                    </button>
                  </li>
                ))}
                {section.viewAll && (
                  <li>
                    <button
                      type="button"
                      className={cn(tileBase, 'flex aspect-video w-full items-center justify-center bg-slate-900 text-sm font-semibold text-white')}
                      onClick={() => setVideoAt(0)}
                    >
                      View All
                    </button>
                  </li>
                )}
              </ul>
            )}
          </div>
        ))}
      </div>

      <Lightbox photos={photos} open={lightbox} onClose={() => setLightbox(null)} onSetChange={(set) => setLightbox({ set, index: 0 })} title={title} />
      <VideoViewer videos={videos} openAt={videoAt} onClose={() => setVideoAt(null)} />
    </section>
  );
}
