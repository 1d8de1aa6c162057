import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { auctionPath } from '../../../../domain/listings/auction-path.ts';
import { bidActionText, cardPrice, cardStateBadge, type CardStateBadge } from '../../../../domain/bidding/auction-figures.ts';
import { isEnded, parseTime } from '../../../../domain/bidding/countdown.ts';
import { formatUsd } from '../../../../domain/shared/money.ts';
import { formatMileage } from '../../lib/format.ts';
import { useServerTimeValue } from '../../lib/use-server-now.ts';
import { buttonClass } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { DateText } from '../../ui/date-text.tsx';
import { LineIcon } from '../../ui/line-icon.tsx';
import { SmartImage } from '../../ui/smart-image.tsx';
import type { ListingCard as Card } from './api.ts';
import { LiveCountdownBadge } from './countdown-badge.tsx';

export interface ListingCardProps {
  listing: Card;
  /** The bidding dialog, given by the page when the bidding feature is present; else 'Bid' opens the bid section. */
  bidAction?: (listing: Card) => ReactNode;
  /** First cards above the fold. */
  priority?: boolean;
}

const SIZES = '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw';

const BADGE_TONES: Record<CardStateBadge, string> = {
  'FOR SALE': 'bg-sky-700 text-white',
  UPCOMING: 'bg-indigo-600 text-white',
  SCHEDULED: 'bg-violet-700 text-white',
  SOLD: 'bg-emerald-700 text-white',
  ENDED: 'bg-slate-700 text-white',
  LIVE: 'bg-red-600 text-white',
};

/** SPEC 3 "Estimated Value": range from market_value_min and max, or 'min+'. */
export function valueRange(min: number | null, max: number | null): string | null {
  if (min && max) return `${formatUsd(min)} – ${formatUsd(max)}`;
  if (min) return `${formatUsd(min)}+`;
  if (max) return `Up to ${formatUsd(max)}`;
  return null;
}

function EndDate({ iso }: { iso: string | null }) {
  const ms = parseTime(iso);
  return ms === null ? 'Invalid date' : <DateText ms={ms} />;
}

/**
 * SPEC 2 "Auction card (live)", with the classified and presale variants. Only its countdown badge ticks;
 * the card's body re-renders when the listing changes or its end time passes. (The body is its own memo
 * component: this one reads server time, so it re-renders when the page goes live after hydration, and
 * the body, with its links, then stays as it is.)
 */
export const ListingCardView = memo(function ListingCardView(props: ListingCardProps) {
  const ended = useServerTimeValue((now) => isEnded(props.listing, now));
  return <CardBody {...props} ended={ended} />;
});

const CardBody = memo(function CardBody({ listing, bidAction, priority = false, ended }: ListingCardProps & { ended: boolean }) {
  const path = auctionPath(listing);
  const classified = listing.listingType === 'classified';
  const presale = listing.status === 'scheduled' || listing.status === 'pending_approval';
  // SPEC 4: pending_approval is shown as Upcoming and takes no bids, so its card offers none.
  const awaitingApproval = listing.status === 'pending_approval';
  const sold = listing.status === 'sold';
  const mileage = formatMileage(listing.mileage);
  const estimate = valueRange(listing.marketValueMin, listing.marketValueMax);

  const badge = cardStateBadge(listing, ended);
  const price = cardPrice(listing, ended);

  return (
    // content-visibility: a card off screen is not laid out or painted until it comes near (long pages stay cheap).
    <article
      data-testid="listing-card"
      aria-label={listing.title}
      className="group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition [contain-intrinsic-size:auto_520px] [content-visibility:auto] hover:-translate-y-0.5 hover:shadow-lg"
    >
      {/* Named by what it shows (photo, state, countdown): a label of the title alone would hide them (WCAG 2.5.3). */}
      <Link to={path} className="relative block" tabIndex={-1}>
        <SmartImage src={listing.imageUrl} alt={listing.title} sizes={SIZES} priority={priority} className="aspect-[4/3] w-full" />
        {/* The state and the countdown share one line over the photo (neither wraps); FEATURED sits below. */}
        <div className="absolute inset-x-2 top-2 flex items-start justify-between gap-2">
          <span
            data-testid="status-badge"
            className={cn('shrink-0 rounded-md px-2 py-1 text-xs font-bold tracking-wide whitespace-nowrap', BADGE_TONES[badge])}
          >
            {badge === 'LIVE' && <span className="mr-1 inline-block size-1.5 animate-pulse rounded-full bg-white align-middle" />}
            {badge}
          </span>
          {!classified && <LiveCountdownBadge target={presale ? listing.startTime : listing.endTime} sold={sold} startingSoon={presale} className="shrink-0" />}
        </div>
        {listing.featured && (
          <span
            data-testid="featured-badge"
            className="absolute bottom-2 left-2 rounded-md bg-brand-500 px-2 py-1 text-xs font-bold whitespace-nowrap text-slate-950"
          >
            FEATURED
          </span>
        )}
      </Link>

      <div className="flex flex-1 flex-col p-4">
        <h3 className="line-clamp-2 text-base leading-snug font-bold text-slate-900">
          <Link to={path} className="hover:text-brand-700">
            {listing.title}
          </Link>
        </h3>
        <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          {listing.year !== null && <span>{listing.year}</span>}
          {mileage && (
            <span className="inline-flex items-center gap-1">
              <LineIcon name="gauge" className="size-3.5" />
              {mileage}
            </span>
          )}
          <span className="inline-flex items-center gap-1">
            <LineIcon name="map-pin" className="size-3.5" />
            {listing.location || 'Location TBD'}
          </span>
        </p>
        {estimate && (
          <p className="mt-1 text-xs text-slate-500">
            Est. value <span className="font-medium text-slate-700">{estimate}</span>
          </p>
        )}

        <div className="mt-4 flex items-end justify-between gap-3">
          <div>
            <p className="text-xs font-medium tracking-wide text-slate-500 uppercase" data-testid="card-price-label">
              {classified ? 'Price' : price.label}
            </p>
            <p data-testid="card-price" className="text-xl font-extrabold text-slate-900 tabular-nums">
              {classified ? (listing.buyNowPrice ? formatUsd(listing.buyNowPrice) : 'Contact seller') : formatUsd(price.amount)}
            </p>
            {!classified && <p className="text-xs text-slate-500">{listing.bidCount === 1 ? '1 bid' : `${listing.bidCount} bids`}</p>}
          </div>
          <div className="flex flex-col items-end gap-1">
            {!classified && listing.hasReserve && listing.reserveMet && (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">Reserve Met</span>
            )}
            {!classified && !listing.hasReserve && (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">No Reserve</span>
            )}
            {classified && listing.allowOffers && (
              <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-800">Offers Accepted</span>
            )}
          </div>
        </div>

        {!classified && (
          <p className="mt-3 mb-1 flex items-center gap-1.5 text-xs text-slate-500">
            <LineIcon name="calendar-clock" className="size-3.5" />
            {presale ? 'Starts' : ended ? 'Ended' : 'Ends'} <EndDate iso={presale ? listing.startTime : listing.endTime} />
          </p>
        )}

        {/* Side by side when both fit the card, else one above the other: a button never runs past the card's edge. */}
        <div className="mt-auto flex flex-wrap gap-2 pt-4 [&>*]:grow [&>*]:basis-[calc(50%-0.25rem)] [&>*]:whitespace-nowrap" data-testid="card-actions">
          <Link to={path} className={buttonClass('secondary', 'md')}>
            {classified ? 'View Listing' : 'View Details'}
          </Link>
          {!classified &&
            !ended &&
            !awaitingApproval &&
            (bidAction ? (
              bidAction(listing)
            ) : (
              <Link to={`${path}#bid`} className={buttonClass('primary', 'md')}>
                {bidActionText(listing.status)}
              </Link>
            ))}
        </div>
      </div>
    </article>
  );
});
