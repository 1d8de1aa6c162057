import { LoaderCircle, Send, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { formatUsd } from '../../../../domain/shared/money.ts';
import { offerShownStatus, SECOND_CHANCE_HOURS, secondChanceLeftText, sellerSideOfferLabel } from '../../../../domain/offers/offers.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useServerNow } from '../../lib/use-server-now.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { useOffersLive, useSecondChance, useSendSecondChance } from './api.ts';
import { OfferStatusBadge } from './offer-item.tsx';
import { SECOND_CHANCE_FAILED, SECOND_CHANCE_SENT } from './second-chance-panel.tsx';

/**
 * On the deal page of a sale cancelled for non-payment: the seller offers the vehicle to the next
 * bidder at their highest bid in one click (the button names who and how much), then sees that offer's state here.
 * The listing's own Second-Chance Offer section lists every other bidder.
 */
export function DealSecondChance({ auctionId, auctionPath }: { auctionId: string; auctionPath: string }) {
  useOffersLive();
  const now = useServerNow();
  const { data } = useSecondChance(auctionId, true);
  const send = useSendSecondChance(auctionId);
  if (!data) return null;
  const next = data.candidates[0];
  const latest = data.offers[0];
  const listing = { status: 'ended', endTime: null, negotiationWindowEnds: data.windowEndsAt };

  function offer() {
    if (!next) return;
    send.mutate(next.bidderId, {
      onSuccess: () => toast.success(SECOND_CHANCE_SENT, { description: `${next.bidderName} has ${SECOND_CHANCE_HOURS} hours to accept.` }),
      onError: (err) => toast.error(err instanceof ApiError && err.status < 500 ? err.message : SECOND_CHANCE_FAILED),
    });
  }

  return (
    <div className="mt-4 rounded-xl border border-violet-200 bg-violet-50 p-4" data-testid="deal-second-chance">
      <p className="flex items-start gap-2 text-sm text-violet-950">
        <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden />
        {latest
          ? `${sellerSideOfferLabel(latest)}: ${formatUsd(latest.amount)}.`
          : next
            ? `The vehicle can go to the next bidder, ${next.bidderName}, at their highest bid of ${formatUsd(next.amount)}. They have ${SECOND_CHANCE_HOURS} hours to accept.`
            : 'No other bidder can be offered the vehicle. You can list it again from My Auctions.'}
      </p>
      {latest && (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="deal-second-chance-status">
          <OfferStatusBadge status={offerShownStatus(latest, listing, now)} />
          {offerShownStatus(latest, listing, now) === 'pending' && <span className="tabular-nums">{secondChanceLeftText(latest.expiresAt, now)}</span>}
        </p>
      )}
      {data.blocked && <p className="mt-2 text-sm text-slate-700">{data.blocked}</p>}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        {data.available && next && (
          <Button size="sm" variant="dark" onClick={offer} disabled={send.isPending}>
            {send.isPending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <Send className="size-4" aria-hidden />}
            Offer it to {next.bidderName} for {formatUsd(next.amount)}
          </Button>
        )}
        {data.candidates.length > 1 && data.available && (
          <Link to={`${auctionPath}#second-chance`} className={buttonClass('secondary', 'sm')}>
            Choose another bidder
          </Link>
        )}
      </div>
    </div>
  );
}
