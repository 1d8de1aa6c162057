import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { withSiteName } from '../../../../domain/shared/page-titles.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { Button } from '../../ui/button.tsx';
import { DialogShell } from '../../ui/dialog-shell.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useSellerProfile, useSellerRating } from './api.ts';
import { ListingTile } from './seller-other-listings.tsx';
import { MemberStanding } from '../../ui/member-standing.tsx';

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

/** SPEC 2 "Seller Profile": reputation score, status badge, listing counts, the seller's other active listings. */
export function SellerProfileDialog({ open, onOpenChange, sellerId, auctionId, auctionTitle, followSlot }: SellerProfileDialogProps) {
  const { data, isLoading, isError } = useSellerProfile(sellerId, auctionId);
  const rating = useSellerRating(sellerId, open);
  const navigate = useNavigate();
  const name = data?.seller.displayName?.trim() || 'Anonymous Seller';
  // While open, the tab names the seller shown.
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
          <MemberStanding
            name={name}
            avatarUrl={data.seller.avatarUrl}
            isVerified={data.seller.isVerified}
            rating={rating.data}
            reputation={data.reputation}
            below={
              <span className="mt-1 inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700" data-testid="seller-status">
                {capitalise(data.seller.status || 'active')}
              </span>
            }
          />

          {/* The link and the follow control side by side with room between them, on one line or two. */}
          <div className="-mt-2 flex flex-wrap items-center gap-x-6 gap-y-3" data-testid="seller-profile-links">
            <Link
              to={`/members/${sellerId}`}
              onClick={() => onOpenChange(false)}
              className="inline-block py-1 text-sm font-medium text-brand-700 hover:underline"
            >
              Completed deals and feedback
            </Link>
            {followSlot}
          </div>
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
