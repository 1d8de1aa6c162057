import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Embla on a viewport element, started late: its code loads and it measures the slides (a forced style
 * and layout pass) once the browser is first idle after the page is live, or as soon as `start()` is
 * called (a pointer, touch or focus reaching the carousel), never inside hydration. Until then the
 * first slide stands as the server drew it. Returns the viewport's ref, the API once started, `start`, and
 * `act`, which runs a command (a button's previous, next or go-to) now, or as soon as the carousel is up.
 */
export function useLazyCarousel(
  options: EmblaOptionsType,
): [(el: HTMLDivElement | null) => void, EmblaCarouselType | null, () => void, (command: (api: EmblaCarouselType) => void) => void] {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [started, setStarted] = useState(false);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const start = useCallback(() => setStarted(true), []);
  const [initial] = useState(options);
  const pending = useRef<((api: EmblaCarouselType) => void) | null>(null);
  const act = useCallback(
    (command: (api: EmblaCarouselType) => void) => {
      if (api) command(api);
      else {
        pending.current = command;
        start();
      }
    },
    [api, start],
  );

  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(start, 500);
    return () => clearTimeout(id);
  }, [start]);

  useEffect(() => {
    if (!started || !viewport) return;
    let carousel: EmblaCarouselType | null = null;
    let cancelled = false;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      carousel = EmblaCarousel(viewport, initial);
      setApi(carousel);
      pending.current?.(carousel);
      pending.current = null;
    });
    return () => {
      cancelled = true;
      carousel?.destroy();
      setApi(null);
    };
  }, [started, viewport, initial]);

  return [setViewport, api, start, act];
}
