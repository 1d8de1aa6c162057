import { Star } from 'lucide-react';
import { cn } from './cn.ts';

/** A rating as five stars, filled to the nearest half-star below; named by its figure for screen readers. */
export function Stars({ value, className, label }: { value: number; className?: string; label?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} role="img" aria-label={label ?? `${value} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          className={cn('size-4', value >= i - 0.25 ? 'fill-amber-400 text-amber-400' : value >= i - 0.75 ? 'fill-amber-200 text-amber-400' : 'text-slate-300')}
          aria-hidden
        />
      ))}
    </span>
  );
}
