import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { AUCTION_NOT_FOUND_NAME, withSiteName } from '../../../../domain/shared/page-titles.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';

/** SPEC 2: 'Loading auction details...' with the page's shape. */
export function DetailLoading() {
  return (
    <div role="status" aria-live="polite">
      <p className="mb-4 text-sm text-slate-500">Loading auction details...</p>
      <Skeleton className="mb-3 h-8 w-2/3" />
      <Skeleton className="mb-6 h-4 w-1/2" />
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Skeleton className="aspect-[16/10] w-full rounded-xl" />
          <div className="mt-2 hidden grid-cols-4 gap-2 md:grid">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="aspect-[4/3] w-full" />
            ))}
          </div>
        </div>
        <div className="space-y-4">
          <Skeleton className="h-48 w-full rounded-2xl" />
          <Skeleton className="h-96 w-full rounded-2xl" />
        </div>
      </div>
    </div>
  );
}

/** SPEC 2: 'Auction Not Found' with its text and a 'Browse Auctions' link to /. */
export function DetailNotFound({ failed = false, onRetry }: { failed?: boolean; onRetry?: () => void }) {
  usePageTitle(failed ? null : withSiteName(AUCTION_NOT_FOUND_NAME));
  return (
    // data-not-found: the server answers a page showing 'Auction Not Found' with 404 (server/web-routes.ts).
    <div className="mx-auto max-w-lg py-16 text-center" data-not-found={failed ? undefined : ''}>
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-slate-100">
        <SearchX className="size-7 text-slate-500" aria-hidden />
      </span>
      <h1 className="mt-5 text-2xl font-bold text-slate-900">{failed ? 'Failed to load auction details' : 'Auction Not Found'}</h1>
      <p className="mt-2 text-slate-600">
        {failed ? 'Something went wrong while loading this listing. Please try again.' : "The auction you're looking for could not be found."}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        {failed && onRetry && (
          <button type="button" onClick={onRetry} className={buttonClass('secondary')}>
            Try again
          </button>
        )}
        <Link to="/" className={buttonClass('primary')}>
          Browse Auctions
        </Link>
      </div>
    </div>
  );
}
