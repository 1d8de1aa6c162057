import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { withSiteName } from '../../../../domain/page-titles.ts';
import { reputationLabel } from '../../../../domain/reputation.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { DialogShell } from '../../ui/dialog-shell.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useSellerProfile, useSellerRating } from './api.ts';
import { ratingSummaryText } from '../../../../domain/deal-feedback.ts';
import { Stars } from '../../ui/stars.tsx';
import { ListingTile } from './seller-other-listings.tsx';
import { SellerAvatar } from './seller-avatar.tsx';
import { VerifiedBadge } from '../../ui/verified-badge.tsx';

interface SellerProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sellerId: string;
  auctionId: string;
  auctionTitle: string;
  /** Given by the page: the follow control (another feature's). */
  followSlot?: ReactNode;
}

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

const LABEL_TONE: Record<ReturnType<typeof reputationLabel>, string> = {
  Excellent: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  Good: 'bg-sky-50 text-sky-700 ring-sky-200',
  Building: 'bg-amber-50 text-amber-800 ring-amber-200',
};

/** SPEC 2 "Seller Profile": reputation score, status badge, listing counts, the seller's other active listings. */
export function SellerProfileDialog({ open, onOpenChange, sellerId, auctionId, auctionTitle, followSlot }: SellerProfileDialogProps) {
  const { data, isLoading, isError } = useSellerProfile(sellerId, auctionId);
  const navigate = useNavigate();
  const name = data?.seller.displayName?.trim() || 'Anonymous Seller';
  // While open, the tab names the seller shown (issue 25 item 16).
  usePageTitle(open && data ? withSiteName(`${name} · Seller Profile`) : null);

  return (
    <DialogShell open={open} onOpenChange={onOpenChange} title="Seller Profile" hiddenDescription={false} size="2xl">
      {isLoading && (
        <div className="mt-2 space-y-3" role="status" aria-label="Loading">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      )}
      {isError && <p className="mt-2 text-sm text-red-600">The seller profile could not be loaded.</p>}

      {data && (
        <div className="mt-1 space-y-6">
          <div className="flex flex-wrap items-center gap-4">
            <SellerAvatar name={name} url={data.seller.avatarUrl} className="size-16 text-xl" />
            <div className="min-w-0">
              <p className="flex items-center gap-1.5 text-lg font-semibold text-slate-900">
                <span data-testid="seller-profile-name">{name}</span>
                {data.seller.isVerified && <VerifiedBadge />}
              </p>
              <span className="mt-1 inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700" data-testid="seller-status">
                {capitalise(data.seller.status || 'active')}
              </span>
            </div>
            <div className="ml-auto flex items-start gap-4 text-right sm:gap-6">
              <SellerRating sellerId={sellerId} />
              <div data-testid="seller-reputation">
                <p className="text-3xl font-bold text-slate-900 tabular-nums">{data.reputation.score}</p>
                <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', LABEL_TONE[data.reputation.label])}>
                  {data.reputation.label}
                </span>
                <p className="mt-1 text-xs text-slate-500">Reputation</p>
              </div>
            </div>
          </div>

          <Link to={`/members/${sellerId}`} onClick={() => onOpenChange(false)} className="-mt-3 inline-block text-sm font-medium text-brand-700 hover:underline">
            Completed deals and feedback
          </Link>
          {followSlot}
          {data.seller.bio && <p className="text-sm leading-6 text-slate-700">{data.seller.bio}</p>}

          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="seller-counts">
            {[
              ['Active Auctions', data.counts.activeAuctions],
              ['Classifieds', data.counts.activeClassifieds],
              ['Ended', data.counts.ended],
              ['Sold', data.counts.endedSold],
            ].map(([label, value]) => (
              <div key={label} className="rounded-xl bg-slate-50 p-3 text-center">
                <dd className="text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
                <dt className="text-xs text-slate-500">{label}</dt>
              </div>
            ))}
          </dl>

          <Button
            className="w-full"
            onClick={() => {
              onOpenChange(false);
              navigate('/messages', { state: { compose: { toUserId: sellerId, toName: name, subject: `Question about ${auctionTitle}`, auctionId } } });
            }}
          >
            <Mail className="size-4" aria-hidden />
            Contact Seller
          </Button>

          <div>
            <h3 className="mb-3 text-sm font-semibold text-slate-900">Other active listings</h3>
            {data.otherListings.length === 0 ? (
              <p className="text-sm text-slate-500">No other active listings.</p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="seller-other-listings">
                {data.otherListings.map((l) => (
                  <li key={l.id} onClick={() => onOpenChange(false)}>
                    <ListingTile listing={l} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </DialogShell>
  );
}

/** Issue 26 item 8: the buyers' rating of the seller, beside (never inside) SPEC 9's reputation score. */
function SellerRating({ sellerId }: { sellerId: string }) {
  const { data } = useSellerRating(sellerId, true);
  if (!data) return null;
  return (
    <div data-testid="seller-rating" className="max-w-32">
      <p className="text-3xl font-bold text-slate-900 tabular-nums">{data.average === null ? '–' : data.average.toFixed(1)}</p>
      {data.average !== null && <Stars value={data.average} className="justify-end" />}
      <p className="mt-1 text-xs text-slate-500">{data.count === 0 ? ratingSummaryText(null, 0) : `Rating · ${data.count} ${data.count === 1 ? 'rating' : 'ratings'}`}</p>
    </div>
  );
}
