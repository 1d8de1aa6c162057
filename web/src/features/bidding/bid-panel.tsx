import { useIsDesktop } from '../../lib/use-is-desktop.ts';
import type { ViewerDeal } from '../../../../domain/auction-detail.ts';
import { ViewerDealNote } from '../../ui/viewer-deal-note.tsx';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Bot, CalendarClock, Gavel, LoaderCircle, LogIn, Trophy } from 'lucide-react';
import { canOfferBuyNow, minimumBidHint, panelSubmitDisabled, parseBidInput, formatBidInput, maximumNextBid } from '../../../../domain/bid-input.ts';
import { isEnded } from '../../../../domain/countdown.ts';
import { OWNER_TEXTS } from '../../../../domain/auction-detail.ts';
import { formatUsd } from '../../../../domain/money.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useLiveStatus } from '../../lib/live-client.ts';
import { useServerNow } from '../../lib/use-server-now.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { AmountInput } from '../../ui/amount-input.tsx';
import { BuyerTotalLines } from '../../ui/buyer-total-lines.tsx';
import { ReserveBadge, ScheduledBadge, TimeLeft } from './bid-summary.tsx';
import { BuyNowAction } from './buy-now.tsx';
import { OutbidNotice } from './outbid-notice.tsx';
import { ProxyBidDialog } from './proxy-bid-dialog.tsx';
import { useGoToSignIn } from './sign-in-prompt.ts';
import { AuthorizationNote } from './authorization-note.tsx';
import { useAuthorization } from './use-authorization.tsx';
import { useBiddingState } from './use-bidding-state.ts';
import { usePlaceBid } from './use-place-bid.ts';

/** The element id of the panel: the sticky timer bar's bid button scrolls here. */
export const BID_PANEL_ID = 'place-bid';
/** SPEC 2: the timer bar's button scrolls to the bid section, 180 px above it. */
export const BID_PANEL_SCROLL_OFFSET_PX = 180;

/** Scrolls to the panel (180 px above it) and puts the cursor in the bid field. */
export function scrollToBidPanel(): void {
  const panel = document.getElementById(BID_PANEL_ID);
  if (!panel) return;
  const top = panel.getBoundingClientRect().top + window.scrollY - BID_PANEL_SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
  panel.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
}

interface BidPanelProps {
  auctionId: string;
  /** The seller's 'Your Listing' box (issue 11), composed by the page; SPEC 6's sentence alone without it. */
  yourListing?: (o: { classified?: boolean; note?: string }) => React.ReactNode;
  /** The listing's title, used in the buy-now confirmation. */
  title: string;
  className?: string;
  /** Issue 39 item 3: the viewer's deal once the listing is sold to them (or by them): what is due and the link. */
  deal?: ViewerDeal | null;
}

/**
 * SPEC 2 "Bid panel" of the detail page: 'Place Your Bid' (or 'Place Presale Bid' with the Scheduled
 * badge), the live price, reserve and time left, the bid field with its minimum, proxy bidding,
 * buy now, and the sign-in / own-listing notices. Prices move live (SPEC 4 "Live bids").
 */
export function BidPanel({ auctionId, title, className, yourListing, deal }: BidPanelProps) {
  const { user, loading: authLoading } = useAuth();
  const location = useLocation();
  const goToSignIn = useGoToSignIn();
  const now = useServerNow();
  const desktop = useIsDesktop();
  const { state, isLoading, isError, lastBid } = useBiddingState(auctionId);
  const flashing = useFlash(lastBid?.id ?? null);
  // While the live stream is down the price may be behind: it is dimmed and says so (issue 28 item 2).
  const reconnecting = useLiveStatus() === 'reconnecting';
  const [value, setValue] = useState('');
  const [proxyOpen, setProxyOpen] = useState(false);
  const gate = useAuthorization({ auctionId, returnPath: location.pathname, title: 'Bidding Authorization Required' });
  const { submit, processing, outbid } = usePlaceBid({ auctionId, state, gate, surface: 'panel', onPlaced: () => setValue('') });

  const shell = (children: React.ReactNode, heading = 'Place Your Bid', badge: React.ReactNode = null) => (
    <section
      id={BID_PANEL_ID}
      aria-labelledby={`${BID_PANEL_ID}-title`}
      className={cn('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-6', className)}
      data-testid="bid-panel"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`${BID_PANEL_ID}-title`} className="text-xl font-bold tracking-tight text-slate-900">
          {heading}
        </h2>
        {badge}
      </div>
      {children}
    </section>
  );

  if (isLoading || authLoading) {
    return shell(
      <div className="mt-4 animate-pulse space-y-3" aria-busy="true" aria-label="Loading bidding">
        <div className="h-4 w-24 rounded bg-slate-200" />
        <div className="h-9 w-40 rounded bg-slate-200" />
        <div className="h-12 rounded-lg bg-slate-200" />
        <div className="h-12 rounded-lg bg-slate-200" />
      </div>,
    );
  }
  if (isError || !state) {
    return shell(<p className="mt-3 text-sm text-red-700">Failed to load auction details</p>);
  }

  const presale = state.status === 'scheduled';
  // SPEC 2: the panel is 'Place Your Bid'; on mobile a scheduled auction's reads 'Place Presale Bid'.
  const heading = presale && !desktop ? 'Place Presale Bid' : 'Place Your Bid';
  const badge = presale ? <ScheduledBadge /> : null;
  const ended = isEnded(state, now);
  const amount = parseBidInput(value);
  const priceLabel = presale || state.bidCount === 0 ? 'Starting Price' : 'Current Bid';
  const shownPrice = presale || state.bidCount === 0 ? state.startingPrice : state.currentBid;

  const priceBlock = (
    <div className="mt-4">
      <div className="flex items-end justify-between gap-3">
        <div>
          <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {priceLabel}
            {reconnecting && (
              <span role="status" className="flex items-center gap-1 font-medium tracking-normal normal-case" data-testid="bid-panel-reconnecting">
                <LoaderCircle className="size-3 animate-spin motion-reduce:animate-none" aria-hidden="true" />
                Reconnecting...
              </span>
            )}
          </p>
          <p
            className={cn(
              '-mx-1.5 mt-0.5 rounded-md px-1.5 text-3xl font-extrabold text-slate-900 tabular-nums transition-colors duration-700',
              flashing && 'bg-amber-100',
              reconnecting && 'text-slate-500',
            )}
            data-testid="bid-panel-current"
            aria-busy={reconnecting || undefined}
          >
            {formatUsd(shownPrice)}
          </p>
        </div>
        <p className="pb-1 text-sm text-slate-600" data-testid="bid-panel-count">
          {state.bidCount === 1 ? '1 bid' : `${state.bidCount} bids`}
        </p>
      </div>
      {presale && state.bidCount > 0 && (
        <p className="mt-1 text-sm text-slate-600">
          Presale high bid: <span className="font-semibold text-slate-900 tabular-nums">{formatUsd(state.currentBid)}</span>
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <ReserveBadge state={state} />
        <span className="flex items-center gap-1.5 text-sm text-slate-600">
          {presale ? 'Starts in' : 'Time left'} <TimeLeft state={state} />
        </span>
      </div>
    </div>
  );

  if (ended) {
    return shell(
      <>
        {priceBlock}
        <div className="mt-4 rounded-xl bg-slate-100 p-4 text-center">
          <p className="font-bold text-slate-900">Auction Ended</p>
          {deal ? <ViewerDealNote deal={deal} className="mt-2" /> : <p className="mt-1 text-sm text-slate-600">This auction has concluded. Check back for new listings!</p>}
        </div>
      </>,
    );
  }

  if (!user) {
    return shell(
      <>
        {priceBlock}
        <div className="mt-4 rounded-xl border border-amber-200 bg-brand-50 p-4" role="note">
          <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
            <LogIn className="size-4 text-brand-700" aria-hidden />
            Please log in to place a bid
          </p>
          <Button className="mt-3 w-full" size="lg" onClick={goToSignIn}>
            Sign In to Bid
          </Button>
        </div>
      </>,
      heading,
      badge,
    );
  }

  if (state.isSeller) {
    return shell(
      <>
        {priceBlock}
        {yourListing?.({}) ?? (
          <p className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700" role="note">
            {OWNER_TEXTS.auction}
          </p>
        )}
      </>,
      'Your Listing',
      badge,
    );
  }

  const disabled = panelSubmitDisabled({ processing, amount, currentBid: state.currentBid });
  const maximum = maximumNextBid(state);
  const quickPicks = [...new Set([state.minimumBid, state.minimumBid + 4 * state.minBidIncrement, state.minimumBid + 9 * state.minBidIncrement])].filter((v) => v <= maximum);

  return shell(
    <>
      {priceBlock}
      {state.leaderIsMe && state.bidCount > 0 && (
        <p className="mt-3 flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800" data-testid="leader-note">
          <Trophy className="size-4" aria-hidden />
          You're the high bidder
        </p>
      )}
      <OutbidNotice outbid={outbid} state={state} onUseMinimum={setValue} />
      {presale && (
        <p className="mt-3 flex gap-2 rounded-lg bg-sky-50 px-3 py-2.5 text-sm text-sky-900">
          <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden />
          Presale bidding is open. Your bid is recorded now and activates automatically when the auction starts.
        </p>
      )}
      <form
        className="mt-4 space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          void submit(amount);
        }}
      >
        <AmountInput label="Your Bid" value={value} onChange={setValue} size="lg" placeholder={formatBidInput(String(state.minimumBid))} hint={minimumBidHint(state.minimumBid)} name="bid" />
        {amount !== null && amount >= state.minimumBid && <BuyerTotalLines amount={amount} label="Your bid" />}
        {quickPicks.length > 1 && (
          <div className="flex flex-wrap gap-2" aria-label="Quick bid amounts">
            {quickPicks.map((v) => (
              <button
                key={v}
                type="button"
                onClick={() => setValue(formatBidInput(String(v)))}
                className="rounded-full border border-slate-300 px-3 py-1 text-xs font-semibold text-slate-700 tabular-nums hover:border-brand-500 hover:bg-brand-50"
              >
                {formatUsd(v)}
              </button>
            ))}
          </div>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={disabled}>
          {processing ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : <Gavel className="size-5" aria-hidden />}
          {presale ? 'Place Presale Bid' : 'Place Bid'}
        </Button>
      </form>

      <div className="mt-3 flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2.5">
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-slate-900">{presale ? 'Presale Auto-Bid' : 'Proxy Bidding'}</p>
          <p className="text-slate-600" data-testid="proxy-summary">
            {state.myProxy ? `Active up to ${formatUsd(state.myProxy.maxBidAmount)}` : 'Let us bid for you up to your maximum'}
          </p>
        </div>
        <Button variant="secondary" size="sm" className="shrink-0 whitespace-nowrap" onClick={() => setProxyOpen(true)}>
          <Bot className="size-4" aria-hidden />
          {state.myProxy ? 'Manage' : presale ? 'Set Auto-Bid' : 'Set Proxy Bid'}
        </Button>
      </div>

      {canOfferBuyNow({ buyNowPrice: state.buyNowPrice, currentBid: state.currentBid, status: state.status, isSeller: state.isSeller, ended }) && (
        <div className="mt-4">
          <div className="mb-3 flex items-center gap-3 text-xs font-semibold tracking-wide text-slate-400 uppercase">
            <span className="h-px flex-1 bg-slate-200" /> or <span className="h-px flex-1 bg-slate-200" />
          </div>
          <BuyNowAction auctionId={auctionId} title={title} state={state} signedIn={!!user} gate={gate} />
        </div>
      )}

      <AuthorizationNote standing={state.authorization} className="mt-4" />

      <ProxyBidDialog open={proxyOpen} onOpenChange={setProxyOpen} auctionId={auctionId} state={state} gate={gate} />
      {gate.dialog}
    </>,
    heading,
    badge,
  );
}

/** True for a moment after the key changes: the price lights up when a live bid lands. */
function useFlash(key: string | null): boolean {
  const [flashing, setFlashing] = useState(false);
  useEffect(() => {
    if (!key) return;
    setFlashing(true);
    const t = setTimeout(() => setFlashing(false), 1200);
    return () => clearTimeout(t);
  }, [key]);
  return flashing;
}
