import { Car } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { acquireImageSlot, IMAGE_LAZY_MARGIN_PX, responsiveSources, useNearViewport } from '../lib/image-loader.ts';
import { cn } from './cn.ts';

interface SmartImageProps {
  src: string | null | undefined;
  alt: string;
  /** The sizes attribute for srcset, e.g. '(min-width: 1024px) 33vw, 100vw'. */
  sizes: string;
  className?: string;
  /** Above the fold (hero): loads at once, in one of the 4 priority slots. */
  priority?: boolean;
}

/**
 * SPEC 9 images: lazy from 50 px before the viewport, at most 6 loads at once (4 kept for priority images),
 * responsive widths; SPEC 8: a missing or failed image shows a placeholder.
 */
export function SmartImage({ src, alt, sizes, className, priority = false }: SmartImageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, IMAGE_LAZY_MARGIN_PX, !priority);
  // A priority image is in the first HTML (server rendering) and starts loading with the page; it still
  // takes its priority slot while it loads.
  const [granted, setGranted] = useState(priority);
  const imgRef = useRef<HTMLImageElement>(null);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const releaseRef = useRef<(() => void) | null>(null);

  const firstSrc = useRef(src);
  useEffect(() => {
    if (src === firstSrc.current) return;
    firstSrc.current = src;
    setState('loading');
    setGranted(false);
  }, [src]);

  useEffect(() => {
    if (!src || !near) return;
    const release = acquireImageSlot(priority, () => setGranted(true));
    releaseRef.current = release;
    // Loaded before React took over the server's HTML: its load event has passed.
    const img = imgRef.current;
    if (img?.complete) {
      release();
      if (img.naturalWidth > 0) setState('loaded');
    }
    return () => release();
  }, [src, near, priority]);

  const done = (next: 'loaded' | 'failed') => {
    setState(next);
    releaseRef.current?.();
  };

  if (!src || state === 'failed') {
    return (
      <div
        ref={ref}
        role="img"
        aria-label={alt}
        data-testid="image-placeholder"
        className={cn('flex items-center justify-center bg-slate-100 text-slate-300', className)}
      >
        <Car className="size-1/4 max-h-16 max-w-16" aria-hidden />
      </div>
    );
  }
  const sources = responsiveSources(src);
  // Until its turn to load comes, the box stands for the picture: a link holding only it (a card's photo) keeps its name.
  const waiting = !granted && alt ? { role: 'img', 'aria-label': alt } : {};
  return (
    <div ref={ref} className={cn('overflow-hidden bg-slate-100', className)} {...waiting}>
      {granted && (
        <img
          ref={imgRef}
          src={sources.src}
          srcSet={sources.srcSet}
          sizes={sources.srcSet ? sizes : undefined}
          alt={alt}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
          onLoad={() => done('loaded')}
          onError={() => done('failed')}
          // A priority image shows as it arrives (it is the page's largest paint); others fade in once loaded.
          className={cn('size-full object-cover', !priority && 'transition-opacity duration-300', priority || state === 'loaded' ? 'opacity-100' : 'opacity-0')}
        />
      )}
    </div>
  );
}
