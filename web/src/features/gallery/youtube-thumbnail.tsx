import { useEffect, useRef, useState } from 'react';
import { youtubeThumbnails } from '../../../../domain/listings/youtube.ts';
import { acquireImageSlot, useNearViewport, VIDEO_LAZY_MARGIN_PX } from '../../lib/image-loader.ts';
import { PLACEHOLDER_IMAGE } from './media.ts';

/**
 * SPEC 2: a YouTube thumbnail falling back from maxresdefault to sddefault to hqdefault, then the placeholder.
 * YouTube answers a missing size with a 120x90 grey image rather than an error, so that counts as missing too.
 * SPEC 9: loaded through the image loader from 100 px before the viewport (the video margin).
 */
export function YoutubeThumbnail({ id, alt, className = 'h-full w-full object-cover' }: { id: string; alt: string; className?: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const sources = youtubeThumbnails(id);
  const [step, setStep] = useState(0);
  const [granted, setGranted] = useState(false);
  const release = useRef<(() => void) | null>(null);
  const near = useNearViewport(ref, VIDEO_LAZY_MARGIN_PX);

  useEffect(() => {
    if (!near) return;
    const done = acquireImageSlot(false, () => setGranted(true));
    release.current = done;
    return done;
  }, [near]);

  const src = sources[step] ?? PLACEHOLDER_IMAGE;
  const next = () => setStep((s) => Math.min(s + 1, sources.length));
  return (
    <img
      ref={ref}
      src={granted ? src : undefined}
      alt={alt}
      decoding="async"
      className={className}
      data-thumbnail={step < sources.length ? src.split('/').pop() : 'placeholder'}
      onError={() => {
        release.current?.();
        next();
      }}
      onLoad={(e) => {
        release.current?.();
        if (step < sources.length && e.currentTarget.naturalWidth <= 120) next();
      }}
    />
  );
}
