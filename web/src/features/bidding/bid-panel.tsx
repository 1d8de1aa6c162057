import type { ReactNode } from 'react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { ViewerDeal } from '../../../../domain/listings/auction-detail.ts';
import { OWNER_TEXTS } from '../../../../domain/listings/auction-detail.ts';
import { canOfferBuyNow } from '../../../../domain/bidding/bid-input.ts';
import { isEnded } from '../../../../domain/bidding/countdown.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useIsDesktop } from '../../lib/use-is-desktop.ts';
import { useServerNow } from '../../lib/use-server-now.ts';
import { Notice } from '../../ui/notice.tsx';
import { AuthorizationNote } from './authorization-note.tsx';
import { BidForm } from './bid-form.tsx';
import { BID_PANEL_ID, BidPanelFrame } from './bid-panel-frame.tsx';
import { BidPanelEnded, BidPanelLoading, SignInToBid } from './bid-panel-states.tsx';
import { BidPrice } from './bid-price.tsx';
import { ScheduledBadge } from './bid-summary.tsx';
import { BuyNowAction } from './buy-now.tsx';
import { ProxyBidDialog } from './proxy-bid-dialog.tsx';
import { ProxySummary } from './proxy-summary.tsx';
import { useAuthorization } from './use-authorization.tsx';
import { useBiddingState } from './use-bidding-state.ts';

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
  /** The seller's 'Your Listing' box, composed by the page; SPEC 6's sentence alone without it. */
  yourListing?: (o: { classified?: boolean; note?: string }) => ReactNode;
  /** The listing's title, used in the buy-now confirmation. */
  title: string;
  className?: string;
  /** The viewer's deal once the listing is sold to them (or by them): what is due and the link. */
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
  const now = useServerNow();
  const desktop = useIsDesktop();
  const { state, isLoading, isError, lastBid } = useBiddingState(auctionId);
  const [proxyOpen, setProxyOpen] = useState(false);
  const gate = useAuthorization({ auctionId, returnPath: location.pathname, title: 'Bidding Authorization Required' });

  if (isLoading || authLoading) return <BidPanelLoading className={className} />;
  if (isError || !state) {
    return (
      <BidPanelFrame className={className}>
        <p className="mt-3 text-sm text-red-700">Failed to load auction details</p>
      </BidPanelFrame>
    );
  }

  const presale = state.status === 'scheduled';
  // SPEC 2: the panel is 'Place Your Bid'; on mobile a scheduled auction's reads 'Place Presale Bid'.
  const heading = presale && !desktop ? 'Place Presale Bid' : 'Place Your Bid';
  const badge = presale ? <ScheduledBadge /> : null;
  const ended = isEnded(state, now);
  const price = <BidPrice state={state} lastBidId={lastBid?.id ?? null} />;

  if (ended) return <BidPanelEnded className={className} price={price} deal={deal} />;
  if (!user) {
    return (
      <BidPanelFrame className={className} heading={heading} badge={badge}>
        {price}
        <SignInToBid />
      </BidPanelFrame>
    );
  }
  if (state.isSeller) {
    return (
      <BidPanelFrame className={className} heading="Your Listing" badge={badge}>
        {price}
        {yourListing?.({}) ?? (
          <Notice tone="neutral" size="lg" className="mt-4">
            {OWNER_TEXTS.auction}
          </Notice>
        )}
      </BidPanelFrame>
    );
  }

  return (
    <BidPanelFrame className={className} heading={heading} badge={badge}>
      {price}
      <BidForm auctionId={auctionId} state={state} gate={gate} />
      <ProxySummary state={state} onManage={() => setProxyOpen(true)} />
      {canOfferBuyNow({ buyNowPrice: state.buyNowPrice, currentBid: state.currentBid, status: state.status, isSeller: state.isSeller, ended }) && (
        <div className="mt-4">
          <div className="mb-3 flex items-center gap-3 text-xs font-semibold tracking-wide text-slate-400 uppercase">
            <span className="h-px flex-1 bg-slate-200" /> or <span className="h-px flex-1 bg-slate-200" />
          </div>
          <BuyNowAction auctionId={auctionId} title={title} state={state} signedIn gate={gate} />
        </div>
      )}
      <AuthorizationNote standing={state.authorization} className="mt-4" />
      <ProxyBidDialog open={proxyOpen} onOpenChange={setProxyOpen} auctionId={auctionId} state={state} gate={gate} />
      {gate.dialog}
    </BidPanelFrame>
  );
}
