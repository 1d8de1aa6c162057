import { useState, type ImgHTMLAttributes } from 'react';
import { mediaSrc, mediaSrcSet, PLACEHOLDER_IMAGE } from './media.ts';

interface GalleryImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  url: string | null;
  sizes: string;
  /** The hero is the largest paint: loaded eagerly with high priority; everything else lazily. */
  priority?: boolean;
}

/** An image with responsive sizes that falls back to the placeholder when missing or failed (SPEC 8). */
export function GalleryImage({ url, sizes, priority = false, alt, ...rest }: GalleryImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !url || failed === url;
  return (
    <img
      {...rest}
      alt={alt}
      src={broken ? PLACEHOLDER_IMAGE : mediaSrc(url)}
      srcSet={broken ? undefined : mediaSrcSet(url)}
      sizes={broken ? undefined : sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      data-placeholder={broken ? 'true' : undefined}
      onError={() => url && setFailed(url)}
      draggable={false}
    />
  );
}
