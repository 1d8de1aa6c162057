import { useEffect, useState, type RefObject } from 'react';

// SPEC 9 "Client behaviour": image loader concurrency 6 with 4 priority slots; lazy-load margin 50 px (video 100 px).
export const IMAGE_CONCURRENCY = 6;
export const PRIORITY_SLOTS = 4;
export const IMAGE_LAZY_MARGIN_PX = 50;
export const VIDEO_LAZY_MARGIN_PX = 100;

/** The widths the media route renders (server/modules/media/routes.ts), offered in srcset. */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1600, 2400] as const;

interface Waiter {
  priority: boolean;
  grant: () => void;
}

let running = 0;
let runningNormal = 0;
const queue: Waiter[] = [];

// At most 6 loads at once; 4 of the 6 are kept for priority images (the hero), so ordinary images
// use at most 2 and a priority image never waits behind a screenful of thumbnails.
function pump() {
  for (let i = 0; i < queue.length && running < IMAGE_CONCURRENCY;) {
    const w = queue[i]!;
    if (!w.priority && runningNormal >= IMAGE_CONCURRENCY - PRIORITY_SLOTS) {
      i++;
      continue;
    }
    queue.splice(i, 1);
    running++;
    if (!w.priority) runningNormal++;
    w.grant();
  }
}

/**
 * Asks for a load slot; `onGranted` runs when the image may start loading. Returns a release function:
 * call it when the image has loaded or failed (or the component unmounts); it is safe to call twice.
 */
export function acquireImageSlot(priority: boolean, onGranted: () => void): () => void {
  let granted = false;
  let released = false;
  const waiter: Waiter = {
    priority,
    grant: () => {
      granted = true;
      onGranted();
    },
  };
  // Priority images go ahead of every ordinary image in the queue.
  if (priority) {
    const firstNormal = queue.findIndex((w) => !w.priority);
    queue.splice(firstNormal === -1 ? queue.length : firstNormal, 0, waiter);
  } else queue.push(waiter);
  pump();
  return () => {
    if (released) return;
    released = true;
    if (granted) {
      running--;
      if (!priority) runningNormal--;
    } else {
      const i = queue.indexOf(waiter);
      if (i >= 0) queue.splice(i, 1);
    }
    pump();
  };
}

/** For tests: loads in flight and waiting. */
export function imageLoaderState(): { running: number; runningNormal: number; queued: number } {
  return { running, runningNormal, queued: queue.length };
}

/** True once the element comes within `marginPx` of the viewport (stays true). */
export function useNearViewport(ref: RefObject<Element | null>, marginPx: number, enabled = true): boolean {
  const [near, setNear] = useState(!enabled);
  useEffect(() => {
    if (!enabled || near) return;
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${marginPx}px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, marginPx, enabled, near]);
  return near;
}

/** Media-route images get a srcset of its widths; other URLs are used as they are. */
export function responsiveSources(url: string): { src: string; srcSet?: string } {
  if (!url.startsWith('/media/')) return { src: url };
  const base = url.split('?')[0]!;
  return {
    src: `${base}?w=640`,
    srcSet: MEDIA_WIDTHS.map((w) => `${base}?w=${w} ${w}w`).join(', '),
  };
}
