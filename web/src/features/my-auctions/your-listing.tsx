import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Eye, Gavel, Heart, LayoutList } from 'lucide-react';
import { buttonClass } from '../../ui/button.tsx';
import { OWNER_TEXTS } from '../../../../domain/listings/auction-detail.ts';
import { useListingStats } from './api.ts';

/**
 * SPEC 6: the seller's 'Your Listing' box in the detail page's side panel, in place of
 * the bid actions: the listing's numbers (bids live from the page, watchers and views from the
 * server) and the way to /my-auctions.
 */
export function YourListing({
  auctionId,
  bidCount,
  classified = false,
  note,
}: {
  auctionId: string;
  bidCount: number;
  classified?: boolean;
  note?: ReactNode;
}) {
  const stats = useListingStats(auctionId, true);
  const shown = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString('en-US'));
  return (
    <div className="mt-4 rounded-xl border border-amber-200 bg-brand-50 p-4" data-testid="your-listing">
      <p className="text-sm text-brand-700">{note ?? (classified ? OWNER_TEXTS.classified : OWNER_TEXTS.auction)}</p>
      <dl className={`mt-3 grid gap-2 ${classified ? 'grid-cols-2' : 'grid-cols-3'}`} aria-label="Your listing's numbers">
        {!classified && <Figure label="Bids" value={bidCount.toLocaleString('en-US')} icon={<Gavel className="size-3.5" aria-hidden />} />}
        <Figure label="Watchers" value={shown(stats.data?.watchers)} icon={<Heart className="size-3.5" aria-hidden />} />
        <Figure label="Views" value={shown(stats.data?.views)} icon={<Eye className="size-3.5" aria-hidden />} />
      </dl>
      <Link to="/my-auctions" className={buttonClass('secondary', 'md', 'mt-3 w-full')}>
        <LayoutList className="size-4" aria-hidden />
        Manage in My Auctions
      </Link>
    </div>
  );
}

function Figure({ label, value, icon }: { label: string; value: string; icon: ReactNode }) {
  return (
    <div className="rounded-lg bg-white px-2 py-2 text-center ring-1 ring-amber-100" data-testid={`your-listing-${label.toLowerCase()}`}>
      <dt className="flex items-center justify-center gap-1 text-xs text-slate-500">
        {icon}
        {label}
      </dt>
      <dd className="text-lg font-bold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
