import { cn } from './cn.ts';

/** The icons drawn as CSS masks (web/src/ui/mask-icons.css, written by tools/mask-icons.js). */
export type MaskIconName = 'calendar-clock' | 'clock' | 'gauge' | 'gavel' | 'map-pin' | 'timer';

/**
 * A Lucide icon as one empty element painted in the text colour: for icons repeated on every card,
 * where inline SVGs cost the page a few elements each to parse, style and lay out. Decorative only.
 */
export function MaskIcon({ name, className }: { name: MaskIconName; className?: string }) {
  return <span aria-hidden className={cn('mask-icon', `mask-icon-${name}`, className)} />;
}
