import { Handshake, Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { formatUsd } from '../../../../domain/shared/money.ts';
import {
  counteredNote,
  mayAnswerOffer,
  NEGOTIATION_REFRESH_MS,
  negotiationCountdownText,
  OFFER_FAILED,
  offerShownStatus,
  parseOfferAmount,
  PORTAL_AMOUNT_TITLE,
  portalAmountError,
  portalSubmittedText,
} from '../../../../domain/offers/offers.ts';
import { ApiError, waitOr } from '../../lib/api-client.ts';
import { serverNow } from '../../lib/server-clock.ts';
import { AmountField } from '../../ui/amount-input.tsx';
import { Form, SubmitButton, useSchemaForm } from '../../ui/form.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { makePortalOffer, refreshOffers, useNegotiation, useOffersLive, type Negotiation } from './api.ts';
import { OfferItem } from './offer-item.tsx';
import { useAnswer } from './use-answer.tsx';

/** SPEC 4, 9: hours and minutes left, refreshed every 60 seconds on server time. */
function useWindowText(endsAt: string | undefined): string {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), NEGOTIATION_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return negotiationCountdownText(endsAt ?? null, now);
}

interface PortalProps {
  auctionId: string;
  sellerId: string;
  viewerId: string;
  className?: string;
}

/**
 * SPEC 2, 4, 6 Negotiation Portal card: for the seller and the highest bidder of an auction that
 * closed under its reserve, while the window is open. The bidder offers, the seller counters; each
 * answers the other's pending offer. Offers and answers arrive live on the user's channel.
 */
export function NegotiationPortal({ auctionId, sellerId, viewerId, className }: PortalProps) {
  useOffersLive();
  const { data, isLoading, isError, refetch } = useNegotiation(auctionId, true);
  const windowText = useWindowText(data?.windowEndsAt);
  const { answer, busyFor, dialog } = useAnswer();

  return (
    <div
      className={
        className ? `${className} rounded-2xl border border-amber-200 bg-white p-5 shadow-sm` : 'rounded-2xl border border-amber-200 bg-white p-5 shadow-sm'
      }
      data-testid="negotiation-portal"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h2 className="flex min-w-0 items-center gap-2 text-base font-bold text-slate-900 sm:text-lg">
          <Handshake className="size-5 text-brand-600" aria-hidden />
          Negotiation Portal
        </h2>
        <span
          className="inline-flex shrink-0 items-center gap-1 rounded-md bg-amber-50 px-2 py-0.5 text-sm font-semibold whitespace-nowrap text-amber-800 tabular-nums"
          data-testid="negotiation-countdown"
        >
          <Timer className="size-4" aria-hidden />
          {windowText}
        </span>
      </div>
      {isLoading ? (
        <div className="space-y-3">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : isError || !data ? (
        <p className="text-sm text-red-600">
          Failed to load the negotiation.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <PortalBody
          data={data}
          sellerId={sellerId}
          viewerId={viewerId}
          closed={windowText === negotiationCountdownText(null, 0)}
          answer={answer}
          busyFor={busyFor}
        />
      )}
      {dialog}
    </div>
  );
}

function PortalBody({
  data,
  sellerId,
  viewerId,
  closed,
  answer,
  busyFor,
}: {
  data: Negotiation;
  sellerId: string;
  viewerId: string;
  closed: boolean;
  answer: ReturnType<typeof useAnswer>['answer'];
  busyFor: ReturnType<typeof useAnswer>['busyFor'];
}) {
  const seller = data.role === 'seller';
  const open = data.open && !closed;
  return (
    <>
      <p className="text-sm text-slate-600">
        {seller
          ? `The auction ended below your reserve. Negotiate directly with the highest bidder, ${data.bidderName}.`
          : 'The auction ended below the reserve. As the highest bidder, you can negotiate directly with the seller.'}
      </p>
      <div className="mt-3 rounded-xl bg-slate-50 p-3">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Highest Bid</p>
        <p className="text-2xl font-bold text-slate-900 tabular-nums">{formatUsd(data.highestBid)}</p>
      </div>
      {data.offers.length > 0 ? (
        <ul className="mt-4 space-y-2" aria-label="Offers">
          {data.offers.map((o) => (
            <OfferItem
              key={o.id}
              offer={o}
              from={
                o.createdBySeller
                  ? seller
                    ? 'Your counter offer'
                    : `Counter offer from ${data.sellerName}`
                  : seller
                    ? `Offer from ${data.bidderName}`
                    : 'Your offer'
              }
              status={
                o.status === 'pending'
                  ? open
                    ? 'pending'
                    : 'expired'
                  : offerShownStatus(o, { status: data.status, endTime: null, negotiationWindowEnds: data.windowEndsAt }, serverNow())
              }
              answeredBy={counteredNote(o, seller, { seller: data.sellerName, bidder: data.bidderName })}
              canAnswer={open && mayAnswerOffer(viewerId, o, sellerId)}
              busy={busyFor(o)}
              onAnswer={(verb) => answer(o, verb)}
            />
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
          {seller ? 'No offers yet. Send the bidder a counter offer to start.' : 'No offers yet. Make the seller an offer to start.'}
        </p>
      )}
      {open && <PortalForm auctionId={data.auctionId} seller={seller} />}
    </>
  );
}

/** The offer or counter-offer as typed; the portal's amount rule checks it on submit. */
const portalForm = z.object({ amount: z.string().default(''), message: z.string().default('') });

function PortalForm({ auctionId, seller }: { auctionId: string; seller: boolean }) {
  const qc = useQueryClient();
  const form = useSchemaForm(portalForm);
  const send = useMutation({
    mutationFn: (offer: { amount: number; message: string }) => makePortalOffer(auctionId, offer.amount, offer.message),
    onSuccess: async (r) => {
      const text = portalSubmittedText(r.createdBySeller);
      toast.success(text.title, { description: text.description });
      form.reset({ amount: '', message: '' });
      await refreshOffers(qc, auctionId);
    },
    onError: (err) => toast.error(err instanceof ApiError && err.code === 'NEGOTIATION_CLOSED' ? err.message : waitOr(err, OFFER_FAILED)),
  });

  // SPEC 8: the amount's rule answers in a toast, as do the send's refusals (its onError).
  async function submit(values: z.output<typeof portalForm>) {
    const value = parseOfferAmount(values.amount);
    const amountError = portalAmountError(value);
    if (amountError) {
      toast.error(PORTAL_AMOUNT_TITLE, { description: amountError });
      return;
    }
    await send.mutateAsync({ amount: value, message: values.message });
  }

  return (
    <Form form={form} onSubmit={submit} errorText={() => null} className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      <AmountField control={form.control} name="amount" htmlName="portal-amount" label={seller ? 'Counter offer' : 'Your offer'} placeholder="0" />
      <textarea
        aria-label="Message (optional)"
        rows={2}
        maxLength={500}
        {...form.register('message')}
        placeholder="Add a message (optional)"
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
      />
      <SubmitButton className="w-full">{seller ? 'Send Counter Offer' : 'Send Offer'}</SubmitButton>
    </Form>
  );
}
