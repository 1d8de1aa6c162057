import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useLiveCards, type ListingCard } from '../features/listings/api.ts';
import { ListingCardView } from '../features/listings/listing-card.tsx';
import { EmptyState } from '../features/listings/listing-grid.tsx';
import { useRemoveWatched, useWatchlist } from '../features/watchlist/api.ts';
import { serverNow } from '../lib/server-clock.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { PageContainer, PageHeader } from '../ui/page.tsx';
import { SkeletonGrid } from '../ui/skeleton.tsx';

const isOver = (c: ListingCard) => ['sold', 'ended', 'archived'].includes(c.status) || (c.endTime !== null && Date.parse(c.endTime) <= serverNow());

/** SPEC 2 /watchlist (signed-in only): watched listings with live prices and countdowns; ended ones apart. */
export function WatchlistPage() {
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useWatchlist();
  const items = data?.pages.flatMap((p) => p.items) ?? [];
  useLiveCards(items.map((i) => i.id));
  const live = items.filter((i) => !isOver(i));
  const ended = items.filter(isOver);
  return (
    <PageContainer>
      <PageHeader title="Watchlist" subtitle="The listings you are watching." />
      {isPending ? (
        <SkeletonGrid />
      ) : isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Your watchlist could not be loaded. Please try again.
        </p>
      ) : items.length === 0 ? (
        <EmptyState
          title="Your watchlist is empty"
          text="Tap Watch on any listing to follow its price and countdown here."
          action={
            <Link to="/auctions" className={buttonClass('primary')}>
              Browse Auctions
            </Link>
          }
        />
      ) : (
        <div className="space-y-12">
          <WatchedGrid items={live} testId="watchlist-live" empty="None of your watched listings is live right now." />
          {ended.length > 0 && (
            <section>
              <h2 className="mb-4 text-xl font-bold text-slate-900">Ended</h2>
              <WatchedGrid items={ended} testId="watchlist-ended" />
            </section>
          )}
          {hasNextPage && (
            <div className="text-center">
              <Button variant="secondary" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                Load more
              </Button>
            </div>
          )}
        </div>
      )}
    </PageContainer>
  );
}

function WatchedGrid({ items, testId, empty }: { items: ListingCard[]; testId: string; empty?: string }) {
  if (items.length === 0) return empty ? <p className="text-slate-600">{empty}</p> : null;
  return (
    <div data-testid={testId} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <div key={item.id} className="flex flex-col gap-2" data-testid="watched-listing">
          <ListingCardView listing={item} />
          <RemoveButton auctionId={item.id} />
        </div>
      ))}
    </div>
  );
}

function RemoveButton({ auctionId }: { auctionId: string }) {
  const removal = useRemoveWatched();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="self-end"
      disabled={removal.isPending}
      onClick={() =>
        removal.remove(auctionId, {
          onSuccess: () => toast.success('Removed from watchlist'),
          onError: () => toast.error('Failed to update watchlist'),
        })
      }
    >
      <Heart className="size-4 fill-red-500 text-red-500" aria-hidden />
      Remove
    </Button>
  );
}
