import { CalendarClock, CheckCircle2, Flag, Gavel, LogIn, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { OWNER_TEXTS, type BidPanelSlotProps } from '../../../../domain/listings/auction-detail.ts';
import { isEnded } from '../../../../domain/bidding/countdown.ts';
import { formatUsd } from '../../../../domain/shared/money.ts';
import { useServerNow } from '../../lib/use-server-now.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { CountdownProgress, DetailCountdown } from './detail-countdown.tsx';
import { SellerContactDetails } from './seller-contact.tsx';
import { ViewerDealNote } from '../../ui/viewer-deal-note.tsx';
import { useIsDesktop } from '../../lib/use-is-desktop.ts';

const NOT_YET = 'Bidding is not yet available for this auction';

/**
 * The seller's 'Your Listing' box (the listing's numbers and the way to /my-auctions), given by
 * the page, which composes it from the my-auctions feature. `note` replaces SPEC 6's sentence.
 */
export type YourListingBox = (o: { classified?: boolean; note?: string }) => ReactNode;

/** The page's box, or SPEC 6's sentence alone. */
function ownerBox(box: YourListingBox | undefined, o: { classified?: boolean; note?: string }): ReactNode {
  if (box) return box(o);
  return <p className="mt-4 rounded-xl bg-brand-50 p-3 text-sm text-brand-700">{o.note ?? (o.classified ? OWNER_TEXTS.classified : OWNER_TEXTS.auction)}</p>;
}

function Panel({
  title,
  badge,
  children,
  className,
  tone = 'default',
}: {
  title: string;
  badge?: ReactNode;
  children: ReactNode;
  className?: string;
  tone?: 'default' | 'muted';
}) {
  return (
    <div
      className={cn('rounded-2xl border p-5 shadow-sm', tone === 'muted' ? 'border-slate-200 bg-slate-50' : 'border-slate-200 bg-white', className)}
      data-testid="bid-panel"
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-slate-900">{title}</h2>
        {badge}
      </div>
      {children}
    </div>
  );
}

function Stat({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div>
      <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</p>
      <p className="mt-0.5 text-2xl font-bold text-slate-900 tabular-nums" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

export function ReserveBadge({ hasReserve, met }: { hasReserve: boolean; met: boolean }) {
  if (!hasReserve) return <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">No Reserve</span>;
  return met ? (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200"
      data-testid="reserve-badge"
    >
      <CheckCircle2 className="size-3.5" aria-hidden />
      Reserve Met
    </span>
  ) : (
    <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200" data-testid="reserve-badge">
      Reserve Not Met
    </span>
  );
}

function SoldBadge() {
  return (
    <span className="rounded-full bg-emerald-600 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white" data-testid="sold-badge">
      SOLD
    </span>
  );
}

/**
 * The bid-panel area for every status before bidding exists: Upcoming Auction,
 * the Scheduled presale, Auction Ended, For Sale (classifieds). Its seller sees 'Your Listing' in
 * place of the bid actions (SPEC 6): SPEC 6's texts, the listing's numbers, /my-auctions.
 */
export function StatusBidPanel({ auction: a, className, yourListing }: BidPanelSlotProps & { yourListing?: YourListingBox }) {
  const now = useServerNow();
  const desktop = useIsDesktop();
  const location = useLocation();
  const owner = a.viewer.isOwner;

  if (a.listingType === 'classified') {
    // Sold (at its price or an accepted offer): the agreed price, as a sold auction shows it.
    const sold = a.status === 'sold' && a.currentBid > 0;
    return (
      <Panel title="For Sale" className={className} badge={a.status === 'sold' ? <SoldBadge /> : <Tag className="size-5 text-brand-600" aria-hidden />}>
        {sold ? (
          <Stat label="Sold For" value={formatUsd(a.currentBid)} testId="current-bid" />
        ) : (
          <Stat label="Price" value={a.buyNowPrice !== null ? formatUsd(a.buyNowPrice) : 'Contact seller'} testId="sale-price" />
        )}
        {a.allowOffers && a.status !== 'sold' && <p className="mt-1 text-sm text-slate-500">The seller accepts offers.</p>}
        <div className="mt-4 space-y-3 text-sm">
          {owner ? (
            ownerBox(yourListing, { classified: true })
          ) : a.contact ? (
            <>
              <p className="font-semibold text-slate-900">Contact the seller</p>
              <SellerContactDetails contact={a.contact} />
            </>
          ) : (
            <p className="rounded-xl bg-slate-50 p-3 text-slate-600">
              <Link to="/auth" state={{ from: location.pathname }} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
                <LogIn className="size-4" aria-hidden />
                Sign in
              </Link>{' '}
              to see the seller&apos;s contact details.
            </p>
          )}
        </div>
      </Panel>
    );
  }

  // A rejected or withdrawn listing (archived, decision 017) is not shown to buyers; its seller reads why in My Auctions.
  if (a.status === 'archived' && owner) {
    return (
      <Panel
        title="Your Listing"
        tone="muted"
        className={className}
        badge={<span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">Not published</span>}
      >
        <p className="text-sm text-slate-600">This listing was withdrawn or not approved, so buyers do not see it.</p>
        {ownerBox(yourListing, { note: 'My Auctions shows why, and what you can do next.' })}
      </Panel>
    );
  }

  if (isEnded(a, now) || a.status === 'archived') {
    return (
      <Panel
        title="Auction Ended"
        tone="muted"
        className={className}
        badge={a.status === 'sold' ? <SoldBadge /> : <Flag className="size-5 text-slate-500" aria-hidden />}
      >
        {a.viewer.deal ? (
          <ViewerDealNote deal={a.viewer.deal} />
        ) : (
          <p className="text-sm text-slate-600">This auction has concluded. Check back for new listings!</p>
        )}
        {a.currentBid > 0 && (
          <div className="mt-4">
            <Stat label={a.status === 'sold' ? 'Sold For' : 'Final Bid'} value={formatUsd(a.currentBid)} testId="current-bid" />
          </div>
        )}
        {owner &&
          ownerBox(yourListing, {
            note:
              a.status === 'sold'
                ? 'Your vehicle sold. My Auctions has the details.'
                : a.hasReserve && !a.reserveMet
                  ? 'It missed its reserve: you can renew it from My Auctions.'
                  : 'My Auctions has its numbers and any offers.',
          })}
      </Panel>
    );
  }

  if (a.status === 'pending_approval' && owner) {
    return (
      <Panel
        title="Your Listing"
        tone="muted"
        className={className}
        badge={<span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">Awaiting approval</span>}
      >
        <Stat label="Starting Price" value={formatUsd(a.startingPrice)} />
        {ownerBox(yourListing, { note: 'Our team is reviewing your listing. Once approved it is scheduled, and it goes live at its start time.' })}
      </Panel>
    );
  }

  if (a.status === 'pending_approval') {
    return (
      <Panel
        title="Upcoming Auction"
        tone="muted"
        className={className}
        badge={<span className="rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-700">Upcoming</span>}
      >
        <p className="text-sm text-slate-600">This listing is being reviewed. Bidding opens once it is approved and the auction starts.</p>
        <div className="mt-4">
          <Stat label="Starting Price" value={formatUsd(a.startingPrice)} />
        </div>
      </Panel>
    );
  }

  if (a.status === 'scheduled') {
    return (
      <Panel
        title={owner ? 'Your Listing' : desktop ? 'Place Your Bid' : 'Place Presale Bid'}
        className={className}
        badge={
          <span className="inline-flex items-center gap-1 rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-semibold text-violet-700 ring-1 ring-violet-200">
            <CalendarClock className="size-3.5" aria-hidden />
            Scheduled
          </span>
        }
      >
        <div className="grid grid-cols-2 gap-4">
          <Stat label="Starting Price" value={formatUsd(Math.max(a.startingPrice, a.currentBid))} testId="current-bid" />
          <div>
            <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Starts In</p>
            <div className="mt-1">
              <DetailCountdown auction={a} now={now} size="sm" />
            </div>
          </div>
        </div>
        <p className="mt-4 rounded-xl bg-violet-50 p-3 text-sm text-violet-900">Presale: bids placed now activate automatically when the auction starts.</p>
        {owner ? (
          ownerBox(yourListing, {})
        ) : (
          <Button size="lg" className="mt-4 w-full" onClick={() => toast.info(NOT_YET)}>
            <Gavel className="size-5" aria-hidden />
            Place A Presale Bid
          </Button>
        )}
      </Panel>
    );
  }

  return (
    <Panel title={owner ? 'Your Listing' : 'Place Your Bid'} className={className} badge={<ReserveBadge hasReserve={a.hasReserve} met={a.reserveMet} />}>
      <div className="grid grid-cols-2 gap-4">
        <Stat label="Current Bid" value={formatUsd(a.currentBid)} testId="current-bid" />
        <div>
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Time Left</p>
          <div className="mt-1">
            <DetailCountdown auction={a} now={now} size="sm" />
          </div>
        </div>
      </div>
      <div className="mt-3">
        <CountdownProgress auction={a} now={now} />
      </div>
      <p className="mt-3 text-sm text-slate-500">
        {a.bidCount} {a.bidCount === 1 ? 'bid' : 'bids'}
      </p>
      {owner ? (
        ownerBox(yourListing, {})
      ) : (
        <Button size="lg" className="mt-4 w-full" onClick={() => toast.info(NOT_YET)}>
          <Gavel className="size-5" aria-hidden />
          Place Bid
        </Button>
      )}
    </Panel>
  );
}
