import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Eye, FileEdit, Gavel, Heart, Plus, RotateCcw, Star, Trash2, Undo2 } from 'lucide-react';
import { formatCountdown } from '../../../../domain/bidding/countdown.ts';
import { formatDateTime, formatUsd } from '../../../../domain/shared/format.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { SkeletonGrid } from '../../ui/skeleton.tsx';
import { SmartImage } from '../../ui/smart-image.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useLive } from '../../lib/live-client.ts';
import { useServerNow } from '../../lib/use-server-now.ts';
import { MY_AUCTIONS_KEY, useDeleteDraft, useMyDrafts, useMyListings, useWithdraw, type DraftSummary, type SellerListing } from './api.ts';
import { RenewDialog } from './renew-dialog.tsx';

/** The page composes other features into each listing's row (the offers on it). */
export type ListingSlot = (listing: SellerListing) => React.ReactNode;

type GroupKey = 'drafts' | SellerListing['group'];

const GROUPS: { key: GroupKey; title: string; empty: string }[] = [
  { key: 'drafts', title: 'Drafts', empty: '' },
  { key: 'awaiting_approval', title: 'Awaiting approval', empty: '' },
  { key: 'scheduled', title: 'Scheduled', empty: '' },
  { key: 'live', title: 'Live', empty: '' },
  { key: 'ended', title: 'Ended', empty: '' },
  { key: 'sold', title: 'Sold', empty: '' },
  { key: 'classifieds', title: 'Classifieds', empty: '' },
  // Rejected, withdrawn, cancelled or archived: taken off the site, each row says why.
  { key: 'closed', title: 'Closed', empty: '' },
];

/** /my-auctions: the seller's listings by status, live over the stream, with their actions. */
export function MyAuctions({ offersSlot }: { offersSlot?: ListingSlot } = {}) {
  const listings = useMyListings();
  const drafts = useMyDrafts();
  const qc = useQueryClient();
  const liveIds = useMemo(
    () => (listings.data ?? []).filter((l) => l.group === 'live' || l.group === 'scheduled').map((l) => `auction:${l.id}`),
    [listings.data],
  );
  useLive(liveIds, ['bid.placed', 'auction.updated', 'reconnected'], () => void qc.invalidateQueries({ queryKey: MY_AUCTIONS_KEY }));

  if (listings.isPending || drafts.isPending) return <SkeletonGrid />;
  if (listings.isError) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
        Failed to load your listings. {listings.error.message}
      </p>
    );
  }
  const draftList = drafts.data ?? [];
  const total = listings.data.length + draftList.length;
  if (total === 0) return <EmptyState />;

  const counts = new Map<GroupKey, number>([['drafts', draftList.length]]);
  for (const l of listings.data) counts.set(l.group, (counts.get(l.group) ?? 0) + 1);
  const present = GROUPS.filter((g) => (counts.get(g.key) ?? 0) > 0);

  return (
    <div className="space-y-10">
      <nav aria-label="Listing groups" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {present.map((g) => (
          <a
            key={g.key}
            href={`#group-${g.key}`}
            className="inline-flex shrink-0 items-center gap-2 rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-slate-300"
          >
            {g.title}
            <span className="rounded-full bg-slate-100 px-1.5 text-xs font-semibold text-slate-700">{counts.get(g.key)}</span>
          </a>
        ))}
      </nav>
      {present.map((g) => (
        <section key={g.key} id={`group-${g.key}`} aria-labelledby={`group-${g.key}-title`} className="scroll-mt-24">
          <h2 id={`group-${g.key}-title`} className="mb-3 text-lg font-bold text-slate-900">
            {g.title} <span className="font-normal text-slate-500">({counts.get(g.key)})</span>
          </h2>
          <ul className="space-y-3">
            {g.key === 'drafts'
              ? draftList.map((d) => <DraftRow key={d.id} draft={d} />)
              : listings.data.filter((l) => l.group === g.key).map((l) => <ListingRow key={l.id} listing={l} offersSlot={offersSlot} />)}
          </ul>
        </section>
      ))}
    </div>
  );
}

function EmptyState() {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <Gavel className="mx-auto size-10 text-brand-600" aria-hidden />
      <h2 className="mt-3 text-xl font-bold text-slate-900">You have no listings yet</h2>
      <p className="mx-auto mt-2 max-w-md text-slate-600">
        List your vehicle as a timed auction or a classified. Our team reviews every listing before it goes live.
      </p>
      <Link to="/create-auction" className={buttonClass('primary', 'lg', 'mt-6')}>
        <Plus className="size-5" aria-hidden /> List a vehicle
      </Link>
    </div>
  );
}

function DraftRow({ draft }: { draft: DraftSummary }) {
  const remove = useDeleteDraft();
  return (
    <li className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-3">
      <div className="aspect-[4/3] w-24 shrink-0 overflow-hidden rounded-lg bg-slate-100">
        <SmartImage src={draft.coverUrl} alt={draft.title ?? 'Draft'} sizes="96px" className="size-full object-cover" />
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-slate-900">{draft.title || 'Untitled draft'}</p>
        <p className="text-sm text-slate-500">Saved {formatDateTime(Date.parse(draft.updatedAt))}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link to={`/create-auction?draft=${draft.id}`} className={buttonClass('secondary', 'sm')}>
          <FileEdit className="size-4" aria-hidden /> Continue
        </Link>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-600"
          aria-label={`Delete draft ${draft.title || 'Untitled draft'}`}
          disabled={remove.isPending}
          onClick={() => {
            if (!window.confirm('Delete this draft? This cannot be undone.')) return;
            remove.mutate(draft.id, { onError: (e) => toast.error(e instanceof ApiError ? e.message : 'Failed to delete the draft') });
          }}
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
    </li>
  );
}

const STATUS_BADGE: Record<SellerListing['group'], [string, string]> = {
  awaiting_approval: ['Awaiting approval', 'bg-amber-100 text-amber-800'],
  scheduled: ['Scheduled', 'bg-sky-100 text-sky-800'],
  live: ['Live', 'bg-emerald-100 text-emerald-800'],
  ended: ['Ended', 'bg-slate-200 text-slate-700'],
  sold: ['Sold', 'bg-violet-100 text-violet-800'],
  classifieds: ['For sale', 'bg-emerald-100 text-emerald-800'],
  closed: ['Closed', 'bg-red-100 text-red-800'],
};

function TimeLeft({ listing }: { listing: SellerListing }) {
  const now = useServerNow();
  const target = listing.group === 'scheduled' || listing.group === 'awaiting_approval' ? listing.start_time : listing.end_time;
  if (!target || listing.group === 'sold' || listing.group === 'ended' || listing.group === 'closed') return <>—</>;
  const ms = Date.parse(target);
  if (listing.group === 'awaiting_approval') return <>{ms > now ? `Starts in ${formatCountdown(ms, now)}` : 'After approval'}</>;
  return <>{formatCountdown(ms, now, { startingSoon: listing.group === 'scheduled' })}</>;
}

function ListingRow({ listing: l, offersSlot }: { listing: SellerListing; offersSlot?: ListingSlot }) {
  const [renewing, setRenewing] = useState(false);
  const withdraw = useWithdraw();
  const [label, tone] = STATUS_BADGE[l.group];
  const onWithdraw = () => {
    if (!window.confirm(`Withdraw "${l.title}"? It will not be reviewed or published.`)) return;
    withdraw.mutate(l.id, {
      onSuccess: () => toast.success('Listing withdrawn'),
      onError: (e) => toast.error(e instanceof ApiError ? e.message : 'Failed to withdraw the listing'),
    });
  };
  const classified = l.listing_type === 'classified';
  return (
    <li data-testid="my-listing" data-group={l.group} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-col gap-4 p-3 sm:flex-row sm:items-center">
        <Link to={l.path} className="aspect-[4/3] w-full shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:w-36">
          <SmartImage src={l.image_url} alt={l.title} sizes="(min-width: 640px) 144px, 100vw" className="size-full object-cover" />
        </Link>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className={`rounded-md px-2 py-0.5 text-xs font-bold ${tone}`}>{label}</span>
            {l.is_renewal && <span className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">Renewal</span>}
            {(l.featured || l.featured_fee) && (
              <span className="inline-flex items-center gap-1 rounded-md bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                <Star className="size-3" aria-hidden /> {l.featured ? 'Featured' : 'Featured after approval'}
              </span>
            )}
          </div>
          <Link to={l.path} className="mt-1 block truncate text-base font-semibold text-slate-900 hover:underline">
            {l.title}
          </Link>
          <dl className="mt-2 grid grid-cols-3 gap-x-4 gap-y-2 text-sm sm:grid-cols-5">
            <Stat label={priceLabel(l)} value={formatUsd(priceOf(l))} />
            <Stat label="Bids" value={String(l.bid_count)} icon={<Gavel className="size-3.5" aria-hidden />} />
            <Stat label="Watchers" value={String(l.watchers)} icon={<Heart className="size-3.5" aria-hidden />} />
            <Stat label="Views" value={String(l.views)} icon={<Eye className="size-3.5" aria-hidden />} />
            <Stat label="Time left" value={<TimeLeft listing={l} />} />
          </dl>
          {l.group === 'ended' && !classified && l.reserve_price !== null && !l.reserve_met && <p className="mt-2 text-sm text-amber-700">Reserve not met.</p>}
          {l.renewal && (
            <p className="mt-2 text-sm text-slate-600">
              Renewed:{' '}
              <Link to={l.renewal.path} className="font-medium text-brand-700 hover:underline">
                {l.renewal.awaiting ? 'renewal awaiting approval' : 'view the renewed listing'}
              </Link>
            </p>
          )}
          {l.renew_blocked && (
            <p className="mt-2 text-sm text-slate-600" data-testid="renew-blocked">
              {l.renew_blocked}
            </p>
          )}
          {l.rejected_at && <p className="mt-2 text-sm text-red-700">Not approved: {l.rejection_reason}</p>}
          {l.withdrawn_at && <p className="mt-2 text-sm text-slate-600">Withdrawn on {formatDateTime(Date.parse(l.withdrawn_at))}.</p>}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2 sm:flex-col">
          <Link to={l.path} className={buttonClass('secondary', 'sm')}>
            View
          </Link>
          {l.can_renew && (
            <Button size="sm" onClick={() => setRenewing(true)}>
              <RotateCcw className="size-4" aria-hidden /> Renew
            </Button>
          )}
          {l.can_withdraw && (
            <Button variant="ghost" size="sm" disabled={withdraw.isPending} onClick={onWithdraw}>
              <Undo2 className="size-4" aria-hidden /> Withdraw
            </Button>
          )}
        </div>
      </div>
      {offersSlot?.(l)}
      {renewing && <RenewDialog listing={l} open={renewing} onOpenChange={setRenewing} />}
    </li>
  );
}

// A sold listing shows what it sold for (a classified sold at an accepted offer too), not its asking price.
const soldPrice = (l: SellerListing) => l.group === 'sold' && l.current_bid > 0;
const priceLabel = (l: SellerListing) =>
  soldPrice(l) ? 'Sold for' : l.listing_type === 'classified' ? 'Price' : l.bid_count > 0 ? 'Current bid' : 'Starting bid';
const priceOf = (l: SellerListing) =>
  soldPrice(l) ? l.current_bid : l.listing_type === 'classified' ? (l.buy_now_price ?? 0) : l.bid_count > 0 ? l.current_bid : l.starting_price;

function Stat({ label, value, icon }: { label: string; value: React.ReactNode; icon?: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1 text-xs text-slate-500">
        {icon}
        {label}
      </dt>
      <dd className="truncate font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
