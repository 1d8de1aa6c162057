import { HandCoins } from 'lucide-react';
import { counteredNote, offerShownStatus, sellerSideOfferLabel } from '../../../../domain/offers/offers.ts';
import { useServerNow } from '../../lib/use-server-now.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useListingOffers, useOffersLive, type OfferListingState } from './api.ts';
import { OfferItem } from './offer-item.tsx';
import { useAnswer } from './use-answer.tsx';

/** The seller's offers on one listing (SPEC 7: newest first, with the buyer's display name), shown on the listing. */
export function ListingOffersPanel({ auction }: { auction: OfferListingState & { id: string } }) {
  useOffersLive();
  const now = useServerNow();
  const { data, isLoading, isError, refetch } = useListingOffers(auction.id, true);
  const { answer, busyFor } = useAnswer();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="listing-offers-title" data-testid="listing-offers">
      <div className="mb-3 flex items-center gap-2">
        <HandCoins className="size-5 text-brand-600" aria-hidden />
        <h2 id="listing-offers-title" className="text-lg font-bold text-slate-900">
          Offers
        </h2>
        {data && data.length > 0 && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{data.length}</span>}
      </div>
      {isLoading ? (
        <div className="space-y-2" data-testid="offers-loading">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : isError ? (
        <p className="text-sm text-red-600">
          Failed to load offers.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      ) : !data || data.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-center text-sm text-slate-600">No offers yet. Offers from buyers appear here.</p>
      ) : (
        <ul className="space-y-2">
          {data.map((o) => (
            <OfferItem
              key={o.id}
              offer={o}
              from={sellerSideOfferLabel(o)}
              status={offerShownStatus(o, auction, now)}
              answeredBy={counteredNote(o, true, { seller: '', bidder: o.buyerName })}
              canAnswer={!o.createdBySeller}
              busy={busyFor(o)}
              onAnswer={(verb) => answer(o, verb)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
