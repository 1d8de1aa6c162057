import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { acquireImageSlot, IMAGE_LAZY_MARGIN_PX, useNearViewport } from '../../lib/image-loader.ts';
import { mediaSrc, mediaSrcSet, PLACEHOLDER_IMAGE } from './media.ts';

interface GalleryImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  url: string | null;
  sizes: string;
  /** The hero and the lightbox's photo: loaded at once in a priority slot; everything else lazily. */
  priority?: boolean;
}

/**
 * An image with responsive sizes that falls back to the placeholder when missing or failed (SPEC 8),
 * loaded through the image loader of SPEC 9: from 50 px before the viewport, at most 6 at once,
 * 4 of those kept for priority images.
 */
export function GalleryImage({ url, sizes, priority = false, alt, ...rest }: GalleryImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // The hero is in the first HTML (server rendering) and loads with the page, still taking its slot.
  const [granted, setGranted] = useState<string | null>(priority ? url : null);
  const release = useRef<(() => void) | null>(null);
  const broken = !url || failed === url;
  const near = useNearViewport(ref, IMAGE_LAZY_MARGIN_PX, !priority && !broken);

  useEffect(() => {
    if (broken || !near) return;
    const done = acquireImageSlot(priority, () => setGranted(url));
    release.current = done;
    // Loaded before React took over the server's HTML: its load event has passed.
    if (ref.current?.complete && ref.current.currentSrc) done();
    return done;
  }, [url, broken, near, priority]);

  const settle = () => release.current?.();
  const loading = !broken && granted !== url;
  return (
    <img
      {...rest}
      ref={ref}
      alt={alt}
      src={broken ? PLACEHOLDER_IMAGE : loading ? undefined : mediaSrc(url)}
      srcSet={broken || loading ? undefined : mediaSrcSet(url)}
      sizes={broken || loading ? undefined : sizes}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      data-placeholder={broken ? 'true' : undefined}
      data-loading={loading ? 'true' : undefined}
      onLoad={settle}
      onError={() => {
        settle();
        if (url) setFailed(url);
      }}
      draggable={false}
    />
  );
}
