import { ArrowRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { serverNow } from '../../lib/server-clock.ts';
import { buttonClass } from '../../ui/button.tsx';
import { useEndingSoon, useRecommended, useTrending, type ListingCard } from './api.ts';
import { EmptyState, GridSkeleton, ListingGrid } from './listing-grid.tsx';
import { sampleListings } from './sample-listings.ts';

function Section({ title, subtitle, link, children, testId }: { title: string; subtitle: string; link?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <section data-testid={testId} className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <div className="mb-6 flex items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{title}</h2>
          <p className="mt-1 text-slate-600">{subtitle}</p>
        </div>
        {link}
      </div>
      {children}
    </section>
  );
}

const viewAll = (to: string, label: string) => (
  <Link to={to} className="hidden shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-600 sm:inline-flex">
    {label} <ArrowRight className="size-4" aria-hidden />
  </Link>
);

/** SPEC 2 'Live Auctions - Ending Soon' (12); SPEC 8: a failed fetch shows built-in sample listings. */
export function EndingSoonSection({ bidAction }: { bidAction?: (l: ListingCard) => ReactNode }) {
  const query = useEndingSoon();
  const [samples] = useState(() => sampleListings(serverNow()));
  const items = query.isError ? samples : query.data;
  return (
    <Section
      testId="ending-soon"
      title="Live Auctions - Ending Soon"
      subtitle="Place your bids before the clock runs out."
      link={viewAll('/auctions', 'View all auctions')}
    >
      {!items ? (
        <GridSkeleton count={6} />
      ) : items.length === 0 ? (
        <EmptyState
          title="No Live Auctions Right Now"
          text="Check back soon for new auction listings!"
          action={
            <Link to="/sell" className={buttonClass('primary', 'lg')}>
              List Your Vehicle
            </Link>
          }
        />
      ) : (
        <ListingGrid items={items} bidAction={bidAction} columns={4} />
      )}
    </Section>
  );
}

/**
 * SPEC 2 'Recommended for You' (signed in) or 'Trending Auctions' (visitors), 8 cards;
 * SPEC 8: a failed recommendation falls back to trending.
 */
export function ForYouSection({ userId, bidAction }: { userId: string | null; bidAction?: (l: ListingCard) => ReactNode }) {
  const recommended = useRecommended(userId);
  const useTrendingRow = userId === null || recommended.isError;
  const trending = useTrending(useTrendingRow);
  const query = useTrendingRow ? trending : recommended;
  const title = useTrendingRow ? 'Trending Auctions' : 'Recommended for You';
  const subtitle = useTrendingRow
    ? 'The most bid on, watched and viewed auctions of the last 48 hours.'
    : 'Picked from the auctions you view, bid on and watch.';
  if (query.isError) return null;
  return (
    <Section testId="for-you" title={title} subtitle={subtitle} link={viewAll('/auctions', 'Browse all')}>
      {!query.data ? (
        <GridSkeleton count={4} />
      ) : query.data.length === 0 ? (
        <EmptyState title="Nothing here yet" text="Live auctions will appear here as soon as bidding starts." />
      ) : (
        <ListingGrid items={query.data.slice(0, 8)} bidAction={bidAction} columns={4} />
      )}
    </Section>
  );
}
