import { ChevronDown, HandCoins } from 'lucide-react';
import { useState } from 'react';
import { counteredNote, offerShownStatus, sellerSideOfferLabel } from '../../../../domain/offers/offers.ts';
import { useServerNow } from '../../lib/use-server-now.ts';
import { cn } from '../../ui/cn.ts';
import { useOffersLive, useSellerOffers } from './api.ts';
import { OfferItem } from './offer-item.tsx';
import { useAnswer } from './use-answer.tsx';

/**
 * /my-auctions: the offers on one of the seller's listings (SPEC 7: newest first, with the buyer's
 * display name), answered in place. One request serves every row (the seller's listings with offers);
 * a listing without offers shows nothing.
 */
export function MyListingOffers({ auctionId, onAccepted }: { auctionId: string; onAccepted?: () => void }) {
  useOffersLive();
  const now = useServerNow();
  const { data } = useSellerOffers();
  const { answer, busyFor } = useAnswer(onAccepted);
  const entry = data?.find((l) => l.auction.id === auctionId);
  const offers = entry?.offers ?? [];
  const shown = offers.map((o) => ({ offer: o, status: entry ? offerShownStatus(o, entry.auction, now) : 'pending' }) as const);
  const waiting = shown.filter((s) => s.status === 'pending' && !s.offer.createdBySeller).length;
  const accepted = shown.some((s) => s.status === 'accepted');
  const [open, setOpen] = useState<boolean | null>(null);
  if (!entry || offers.length === 0) return null;
  // Open by default while an offer waits for an answer or one was accepted (the sale awaits payment).
  const expanded = open ?? (waiting > 0 || accepted);
  const panelId = `offers-${auctionId}`;

  return (
    <section className="border-t border-slate-200 bg-slate-50/70" aria-label="Offers" data-testid="my-listing-offers">
      <button
        type="button"
        className="flex w-full items-center gap-2 px-4 py-3 text-left hover:bg-slate-100/70"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setOpen(!expanded)}
      >
        <HandCoins className="size-4 text-brand-600" aria-hidden />
        <span className="text-sm font-semibold text-slate-900">Offers</span>
        <span className="rounded-full bg-white px-1.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200">{offers.length}</span>
        {waiting > 0 && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800" data-testid="offers-waiting">
            {waiting} awaiting your answer
          </span>
        )}
        <ChevronDown className={cn('ml-auto size-4 text-slate-500 transition-transform', expanded && 'rotate-180')} aria-hidden />
      </button>
      {expanded && (
        <ul id={panelId} className="grid gap-2 px-3 pb-3 sm:grid-cols-2 sm:px-4 sm:pb-4">
          {shown.map(({ offer, status }) => (
            <OfferItem
              key={offer.id}
              offer={offer}
              from={sellerSideOfferLabel(offer)}
              status={status}
              answeredBy={counteredNote(offer, true, { seller: '', bidder: offer.buyerName })}
              canAnswer={!offer.createdBySeller}
              busy={busyFor(offer)}
              onAnswer={(verb) => answer(offer, verb)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
