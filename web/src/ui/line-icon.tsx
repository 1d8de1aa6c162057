import { cn } from './cn.ts';
import { LINE_ICONS, type LineIconName } from './line-icons.ts';

/**
 * A Lucide icon drawn as one path (web/src/ui/line-icons.ts, written by tools/line-icons.js): for the
 * icons repeated on every card, where Lucide's components cost 3-7 elements each. Decorative only.
 */
export function LineIcon({ name, className }: { name: LineIconName; className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('shrink-0', className)}
    >
      <path d={LINE_ICONS[name]} />
    </svg>
  );
}
