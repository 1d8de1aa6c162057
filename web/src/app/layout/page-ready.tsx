import { useEffect } from 'react';

/** The parts of the layout, each hydrated in its own pass (root-layout.tsx). */
export type LayoutPart = 'header' | 'main' | 'footer' | 'bottom-bar';
const PARTS: readonly LayoutPart[] = ['header', 'main', 'footer', 'bottom-bar'];
const live = new Set<LayoutPart>();

/** Marks the page live (html[data-app-ready]) once every part has hydrated or rendered; the browser tests wait for it. */
export function markPageReady(): void {
  document.documentElement.dataset.appReady = 'true';
}

/** Placed in each part of the layout: the page is live when the last of them has mounted. */
export function PartReady({ part }: { part: LayoutPart }) {
  useEffect(() => {
    live.add(part);
    if (PARTS.every((p) => live.has(p))) markPageReady();
  }, [part]);
  return null;
}
