import type { ReactNode } from 'react';
import { SkeletonGrid } from '../../ui/skeleton.tsx';
import { useLiveCards, type ListingCard } from './api.ts';
import { ListingCardView } from './listing-card.tsx';

export interface ListingGridProps {
  items: ListingCard[];
  bidAction?: (listing: ListingCard) => ReactNode;
  /** How many leading cards load as priority images (above the fold). */
  priorityCount?: number;
  columns?: 3 | 4;
}

/** A grid of cards that follow live prices (SPEC 4 "Live bids"). */
export function ListingGrid({ items, bidAction, priorityCount = 0, columns = 3 }: ListingGridProps) {
  useLiveCards(items.map((i) => i.id));
  return (
    <div data-testid="listing-grid" className={`grid grid-cols-1 gap-6 sm:grid-cols-2 ${columns === 4 ? 'lg:grid-cols-3 xl:grid-cols-4' : 'lg:grid-cols-3'}`}>
      {items.map((item, i) => (
        <ListingCardView key={item.id} listing={item} bidAction={bidAction} priority={i < priorityCount} />
      ))}
    </div>
  );
}

export function GridSkeleton({ count = 6 }: { count?: number }) {
  return <SkeletonGrid count={count} />;
}

export function EmptyState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div data-testid="empty-state" className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
      <h3 className="text-xl font-bold text-slate-900">{title}</h3>
      <p className="mx-auto mt-2 max-w-md text-slate-600">{text}</p>
      {action && <div className="mt-6 flex justify-center gap-3">{action}</div>}
    </div>
  );
}
