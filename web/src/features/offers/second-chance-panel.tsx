import { Check, Clock, LoaderCircle, Send, Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { AuctionDetail } from '../../../../domain/listings/auction-detail.ts';
import { formatUsd } from '../../../../domain/shared/money.ts';
import {
  isOfferOpen,
  OFFER_SALE_NOTE_BUYER,
  offerShownStatus,
  SECOND_CHANCE_ACCEPTED_NOTE,
  SECOND_CHANCE_HOURS,
  secondChanceLeftText,
  sellerSideOfferLabel,
} from '../../../../domain/offers/offers.ts';
import { PAYMENT_DAYS } from '../../../../domain/deals/deal-rules.ts';
import { DealLink } from '../../ui/viewer-deal-note.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useServerNow } from '../../lib/use-server-now.ts';
import { Button } from '../../ui/button.tsx';
import { DialogShell } from '../../ui/dialog-shell.tsx';
import { useMyOffers, useOffersLive, useSecondChance, useSendSecondChance, type Offer, type SecondChance } from './api.ts';
import { OfferItem, OfferStatusBadge } from './offer-item.tsx';
import { useAnswer } from './use-answer.tsx';

export const SECOND_CHANCE_SENT = 'Second-chance offer sent';
export const SECOND_CHANCE_FAILED = 'Failed to send the offer. Please try again.';

type Listing = Pick<AuctionDetail, 'id' | 'listingType' | 'status' | 'endTime' | 'negotiationWindowEnds' | 'bidCount' | 'viewer'>;

const closedAt = (iso: string | null) => (iso === null ? Number.POSITIVE_INFINITY : Date.parse(iso));

/**
 * Decision 013, second-chance offers, on the listing's page: after the negotiation window closed
 * without a sale, its seller offers the vehicle to an underbidder at that bidder's highest bid; the
 * underbidder sees the offer here and accepts or declines it within 48 hours.
 */
export function SecondChanceSection({ auction, title }: { auction: Listing; title: string }) {
  const now = useServerNow();
  if (auction.listingType !== 'auction' || (auction.status !== 'ended' && auction.status !== 'sold')) return null;
  if (auction.viewer.isOwner) {
    if (closedAt(auction.negotiationWindowEnds) > now) return null;
    return <SellerSecondChance auction={auction} title={title} />;
  }
  if (!auction.viewer.signedIn || auction.viewer.isHighestBidder || auction.bidCount === 0) return null;
  return <RecipientSecondChance auction={auction} />;
}

function Card({ children, testId, badge }: { children: React.ReactNode; testId: string; badge?: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-violet-200 bg-white p-5 shadow-sm" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={`${testId}-title`} className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <Sparkles className="size-5 text-violet-600" aria-hidden />
          Second-Chance Offer
        </h2>
        {badge}
      </div>
      {children}
    </section>
  );
}

function SellerSecondChance({ auction, title }: { auction: Listing; title: string }) {
  useOffersLive();
  const now = useServerNow();
  const { data } = useSecondChance(auction.id, true);
  const send = useSendSecondChance(auction.id);
  const [confirming, setConfirming] = useState<SecondChance['candidates'][number] | null>(null);
  if (!data || (!data.available && !data.blocked && data.offers.length === 0)) return null;
  const open = data.offers.some((o) => isOfferOpen(o, auction, now));

  function confirm() {
    const to = confirming;
    if (!to) return;
    send.mutate(to.bidderId, {
      onSuccess: () => {
        toast.success(SECOND_CHANCE_SENT, { description: `${to.bidderName} has ${SECOND_CHANCE_HOURS} hours to accept.` });
        setConfirming(null);
      },
      onError: (err) => {
        toast.error(err instanceof ApiError && err.status < 500 ? err.message : SECOND_CHANCE_FAILED);
        setConfirming(null);
      },
    });
  }

  return (
    <Card testId="second-chance">
      {data.available && (
        <>
          <p className="text-sm text-slate-600">
            The negotiation window closed without a sale. Offer the vehicle to another bidder at their highest bid; they have {SECOND_CHANCE_HOURS} hours to
            accept.
          </p>
          <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label="Underbidders">
            {data.candidates.map((c) => (
              <li key={c.bidderId} className="flex items-center justify-between gap-3 px-3 py-2.5" data-testid="second-chance-candidate">
                <div className="min-w-0">
                  <p className="truncate text-sm font-semibold text-slate-900">{c.bidderName}</p>
                  <p className="text-xs text-slate-500">
                    Highest bid <span className="font-semibold text-slate-700 tabular-nums">{formatUsd(c.amount)}</span>
                  </p>
                </div>
                <Button size="sm" variant="secondary" onClick={() => setConfirming(c)}>
                  <Send className="size-4" aria-hidden />
                  Send Offer
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {data.blocked && (
        <p className="text-sm text-slate-600" data-testid="second-chance-blocked">
          {data.blocked}
        </p>
      )}
      {data.offers.length > 0 && (
        <ul className={data.available || data.blocked ? 'mt-4 space-y-2' : 'space-y-2'} aria-label="Second-chance offers">
          {data.offers.map((o) => {
            const status = offerShownStatus(o, auction, now);
            return (
              <OfferItem
                key={o.id}
                offer={o}
                from={sellerSideOfferLabel(o)}
                status={status}
                canAnswer={false}
                busy={null}
                note={status === 'pending' ? secondChanceLeftText(o.expiresAt, now) : undefined}
              />
            );
          })}
        </ul>
      )}
      {!data.available && open && <p className="mt-3 text-xs text-slate-500">One second-chance offer can be open at a time.</p>}
      <DialogShell
        open={confirming !== null}
        onOpenChange={(o) => !o && !send.isPending && setConfirming(null)}
        title="Send a second-chance offer?"
        icon={<Sparkles />}
        description={title}
      >
        {confirming && (
          <div className="space-y-4">
            <div className="rounded-xl bg-violet-50 p-4">
              <p className="text-xs font-medium tracking-wide text-violet-700 uppercase">Offer to {confirming.bidderName}</p>
              <p className="mt-1 text-3xl font-bold text-slate-900 tabular-nums">{formatUsd(confirming.amount)}</p>
              <p className="mt-1 text-sm text-slate-600">Their highest bid on this auction.</p>
            </div>
            <p className="text-sm text-slate-600">
              {confirming.bidderName} can buy the vehicle at this price within {SECOND_CHANCE_HOURS} hours. If they accept, the sale is final and they pay
              within {PAYMENT_DAYS} days, as the deal page says.
            </p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setConfirming(null)} disabled={send.isPending}>
                Cancel
              </Button>
              <Button onClick={confirm} disabled={send.isPending}>
                {send.isPending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <Send className="size-4" aria-hidden />}
                Send Offer
              </Button>
            </div>
          </div>
        )}
      </DialogShell>
    </Card>
  );
}

const RECIPIENT_TEXT: Record<string, string> = {
  accepted: SECOND_CHANCE_ACCEPTED_NOTE,
  rejected: 'You declined this offer.',
  expired: 'This offer has expired.',
};

function RecipientSecondChance({ auction }: { auction: Listing }) {
  useOffersLive();
  const now = useServerNow();
  const { data } = useMyOffers(auction.id, true);
  const { answer, busyFor, dialog } = useAnswer();
  const offer: Offer | undefined = data?.find((o) => o.kind === 'second_chance');
  if (!offer) return null;
  const status = offerShownStatus(offer, auction, now);
  const busy = busyFor(offer);
  return (
    <Card testId="second-chance-offer" badge={<OfferStatusBadge status={status} />}>
      <p className="text-sm text-slate-600">The seller offers you this vehicle at your highest bid.</p>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-2 rounded-xl bg-violet-50 p-4">
        <div>
          <p className="text-xs font-medium tracking-wide text-violet-700 uppercase">Your price</p>
          <p className="text-3xl font-bold text-slate-900 tabular-nums">{formatUsd(offer.amount)}</p>
        </div>
        {status === 'pending' && (
          <p
            className="inline-flex items-center gap-1 rounded-md bg-white px-2 py-0.5 text-sm font-semibold text-amber-800 tabular-nums"
            data-testid="second-chance-left"
          >
            <Clock className="size-4" aria-hidden />
            {secondChanceLeftText(offer.expiresAt, now)}
          </p>
        )}
      </div>
      {status === 'pending' ? (
        <>
          <p className="mt-3 text-xs text-slate-500">{OFFER_SALE_NOTE_BUYER}</p>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <Button variant="secondary" disabled={busy !== null} onClick={() => answer(offer, 'decline')}>
              {busy === 'decline' ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <X className="size-4" aria-hidden />}
              Decline
            </Button>
            <Button disabled={busy !== null} onClick={() => answer(offer, 'accept')}>
              {busy === 'accept' ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <Check className="size-4" aria-hidden />}
              Accept
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="mt-3 text-sm text-slate-600">{RECIPIENT_TEXT[status]}</p>
          {status === 'accepted' && auction.viewer.deal?.role === 'buyer' && <DealLink id={auction.viewer.deal.id} />}
        </>
      )}
      {dialog}
    </Card>
  );
}
