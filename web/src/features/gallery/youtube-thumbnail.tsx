import { useState } from 'react';
import { youtubeThumbnails } from '../../../../domain/youtube.ts';
import { PLACEHOLDER_IMAGE } from './media.ts';

/**
 * SPEC 2: a YouTube thumbnail falling back from maxresdefault to sddefault to hqdefault, then the placeholder.
 * YouTube answers a missing size with a 120x90 grey image rather than an error, so that counts as missing too.
 */
export function YoutubeThumbnail({ id, alt, className = 'h-full w-full object-cover' }: { id: string; alt: string; className?: string }) {
  const sources = youtubeThumbnails(id);
  const [step, setStep] = useState(0);
  const src = sources[step] ?? PLACEHOLDER_IMAGE;
  const next = () => setStep((s) => Math.min(s + 1, sources.length));
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={className}
      data-thumbnail={step < sources.length ? src.split('/').pop() : 'placeholder'}
      onError={next}
      onLoad={(e) => {
        if (step < sources.length && e.currentTarget.naturalWidth <= 120) next();
      }}
    />
  );
}
