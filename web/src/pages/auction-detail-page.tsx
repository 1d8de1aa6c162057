import { ArrowLeft } from 'lucide-react';
import { useEffect, useState, type ComponentType } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { vehicleTitle, type AuctionDetail, type BidPanelSlotProps } from '../../../domain/listings/auction-detail.ts';
import { isEnded } from '../../../domain/bidding/countdown.ts';
import { isNegotiationOpen } from '../../../domain/offers/offers.ts';
import { AUCTION_DETAIL_KEY, patchAuction, useAuctionDetail, useLiveAuction, useRecordView } from '../features/auction-detail/api.ts';
import { AuctionHeader } from '../features/auction-detail/auction-header.tsx';
import { BID_SECTION_ID, scrollToBidSection } from '../features/auction-detail/constants.ts';
import { DetailLoading, DetailNotFound } from '../features/auction-detail/detail-states.tsx';
import { DetailTabs } from '../features/auction-detail/detail-tabs.tsx';
import { Disclaimer } from '../features/auction-detail/disclaimer.tsx';
import { ShareButton } from '../features/auction-detail/share-button.tsx';
import { commentAuthor, ListingSellerActions } from './auction-detail-community.tsx';
import { StatusBidPanel, type YourListingBox } from '../features/auction-detail/status-bid-panel.tsx';
import { YourListing } from '../features/my-auctions/your-listing.tsx';
import { TimerBar } from '../features/auction-detail/timer-bar.tsx';
import { VehicleDetailsCard } from '../features/auction-detail/vehicle-details-card.tsx';
import { PaymentMethodNote } from '../features/auction-detail/payment-method-note.tsx';
import { AuthorizationReturn } from '../features/bidding/authorization-return.tsx';
import { useAuthorization } from '../features/bidding/use-authorization.tsx';
import { ListingOffersPanel } from '../features/offers/listing-offers-panel.tsx';
import { MakeOffer } from '../features/offers/make-offer.tsx';
import { NegotiationPortal } from '../features/offers/negotiation-portal.tsx';
import { SecondChanceSection } from '../features/offers/second-chance-panel.tsx';
import { BidPanel } from '../features/bidding/bid-panel.tsx';
import { CommentsSection } from '../features/comments/comments-section.tsx';
import { Gallery } from '../features/gallery/gallery.tsx';
import { SellerOtherListings } from '../features/seller-profile/seller-other-listings.tsx';
import { FollowButton } from '../features/follows/follow-button.tsx';
import { SellerProfileDialog } from '../features/seller-profile/seller-profile-dialog.tsx';
import { WatchButton } from '../features/watchlist/watch-button.tsx';
import { useAuth } from '../lib/auth/auth-context.tsx';
import { serverNow } from '../lib/server-clock.ts';
import { useServerNow } from '../lib/use-server-now.ts';
import { AUCTION_NOT_FOUND } from '../../../domain/shared/auction-types.ts';
import { withSiteName } from '../../../domain/shared/page-titles.ts';
import { usePageTitle } from '../lib/page-title.ts';

/**
 * BID PANEL SLOT: what the bid section shows for a live (active or scheduled, not ended) auction.
 * Every other state keeps StatusBidPanel. The bidding feature takes over by changing this one line.
 */
const LiveBidPanel: ComponentType<BidPanelSlotProps & { yourListing?: YourListingBox }> = (p) =>
  p.auction.viewer.isOwner ? (
    <StatusBidPanel {...p} />
  ) : (
    <BidPanel auctionId={p.auctionId} title={p.title} className={p.className} yourListing={p.yourListing} deal={p.auction.viewer.deal} />
  );

/** SPEC 6: the seller's 'Your Listing' box (my-auctions) in the bid section's place of the bid actions. */
const yourListingOf =
  (a: AuctionDetail): YourListingBox =>
  (o) => <YourListing auctionId={a.id} bidCount={a.bidCount} classified={o.classified} note={o.note} />;

const ENDED_AT_LOAD = new Set(['sold', 'ended', 'archived']);
/** How often a party's page asks for the close it has not heard of (the close job runs every second). */
const AWAIT_CLOSE_POLL_MS = 3000;

/** SPEC 2 "Auction detail page": /auction/{slug}. */
export function AuctionDetailPage() {
  const { slug = '' } = useParams();
  const location = useLocation();
  const { user, loading: authLoading } = useAuth();
  const qc = useQueryClient();
  const { data: auction, isLoading, isError, refetch } = useAuctionDetail(slug, user?.id ?? null, !authLoading);
  const [profileOpen, setProfileOpen] = useState(false);

  useRecordView(auction?.id);
  useLiveAuction(auction?.id);

  // The cards' and the hero's 'Bid' buttons link to #bid: once the listing is shown, go to its bid section.
  const loaded = Boolean(auction);
  useEffect(() => {
    if (!loaded || location.hash !== `#${BID_SECTION_ID}`) return;
    const frame = requestAnimationFrame(scrollToBidSection);
    return () => cancelAnimationFrame(frame);
  }, [loaded, location.hash, location.key]);
  useEffect(() => {
    if (auction === null) toast.error(AUCTION_NOT_FOUND);
  }, [auction]);
  useEffect(() => {
    if (isError) toast.error('Failed to load auction details');
  }, [isError]);
  // Named by its vehicle, in the server's HTML too; a dialog over it (the seller's profile) may name what it shows.
  usePageTitle(auction ? withSiteName(vehicleTitle(auction)) : null);

  const [opened, setOpened] = useState<{ id: string; ended: boolean } | null>(null);
  if (auction && opened?.id !== auction.id) {
    setOpened({ id: auction.id, ended: ENDED_AT_LOAD.has(auction.status) || isEnded(auction, serverNow()) });
  }
  const endedAtOpen = auction ? (opened?.id === auction.id ? opened.ended : ENDED_AT_LOAD.has(auction.status)) : false;

  const back = location.state as { backLink?: string; backTitle?: string } | null;
  const backLink = back?.backLink && back.backLink.startsWith('/') ? back : null;

  let body;
  if (authLoading || isLoading) body = <DetailLoading />;
  else if (isError) body = <DetailNotFound failed onRetry={() => void refetch()} />;
  else if (!auction) body = <DetailNotFound />;
  else {
    const title = vehicleTitle(auction);
    // Shown for an auction that had not ended when the page opened (status, or end time already passed
    // before the closing job ran); one that ends while watched keeps its bar, which then reads Ended.
    const showTimerBar = auction.listingType === 'auction' && !endedAtOpen;
    body = (
      <>
        <AuctionHeader
          auction={auction}
          actions={
            <>
              <WatchButton
                auctionId={auction.id}
                watching={auction.viewer.watching}
                onChange={(watching) => patchAuction(qc, auction.id, (a) => ({ ...a, viewer: { ...a.viewer, watching } }))}
              />
              <ShareButton title={title} />
            </>
          }
        />
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="min-w-0 lg:col-span-2">
            <Gallery title={title} photos={auction.photos} youtubeUrls={auction.youtubeVideos} videoItems={auction.videos} featured={auction.featured} />
          </div>
          <aside className="min-w-0 space-y-6 lg:col-start-3 lg:row-span-2 lg:row-start-1">
            <section id={BID_SECTION_ID} aria-label="Bid" className="scroll-mt-44">
              <BidSection auction={auction} title={title} viewerId={user?.id ?? null} />
            </section>
            <OfferSection auction={auction} title={title} />
            <SecondChanceSection auction={auction} title={title} />
            {(auction.status === 'active' || auction.status === 'scheduled') && !auction.viewer.isOwner && <PaymentMethodNote method={auction.paymentMethod} />}
            <VehicleDetailsCard auction={auction} />
          </aside>
          <div className="min-w-0 lg:col-span-2">
            <DetailTabs
              auction={auction}
              comments={<CommentsSection auctionId={auction.id} renderAuthor={commentAuthor} />}
              onViewProfile={() => setProfileOpen(true)}
              sellerActions={<ListingSellerActions auction={auction} title={title} />}
            />
            <Disclaimer classified={auction.listingType === 'classified'} onContactSeller={() => setProfileOpen(true)} />
          </div>
        </div>
        <SellerOtherListings sellerId={auction.sellerId} auctionId={auction.id} sellerName={auction.seller.displayName?.trim() || 'this seller'} />
        <SellerProfileDialog
          open={profileOpen}
          onOpenChange={setProfileOpen}
          sellerId={auction.sellerId}
          auctionId={auction.id}
          auctionTitle={title}
          followSlot={<FollowButton userId={auction.sellerId} />}
        />
        {showTimerBar && <TimerBar auction={auction} authLoading={authLoading} />}
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-6 pb-40 sm:px-6 md:pb-28">
      {backLink && (
        <Link to={backLink.backLink!} className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-slate-600 hover:text-slate-900">
          <ArrowLeft className="size-4" aria-hidden />
          {backLink.backTitle ?? 'Back'}
        </Link>
      )}
      <AuthorizationReturn />
      {body}
    </div>
  );
}

/** Chooses the panel: the live slot while bidding is possible, the negotiation portal for its two parties, the status panel otherwise. */
function BidSection({ auction, title, viewerId }: { auction: AuctionDetail; title: string; viewerId: string | null }) {
  const now = useServerNow();
  const qc = useQueryClient();
  const live = auction.listingType === 'auction' && (auction.status === 'active' || auction.status === 'scheduled') && !isEnded(auction, now);
  // SPEC 4: the portal replaces 'Auction Ended' for the seller and the highest bidder while the window is open;
  // once shown it stays until the page is left, so that it can say the window closed.
  const party = auction.viewer.isOwner || auction.viewer.isHighestBidder;
  const [portalFor, setPortalFor] = useState<string | null>(null);
  const portalOpen = party && viewerId !== null && isNegotiationOpen(auction, now);
  if (portalOpen && portalFor !== auction.id) setPortalFor(auction.id);
  // A close seen live carries no window: read the listing again to learn whether one opened.
  const needsWindow = auction.status === 'ended' && auction.negotiationWindowEnds === null && auction.bidCount > 0 && party;
  useEffect(() => {
    if (needsWindow) void qc.invalidateQueries({ queryKey: [AUCTION_DETAIL_KEY] });
  }, [needsWindow, qc]);
  // The end time passed but no close arrived (it can happen while the page opens, before its stream
  // is up): the parties ask again every few seconds until the close job has run.
  const awaitingClose = party && auction.listingType === 'auction' && auction.status === 'active' && isEnded(auction, now);
  useEffect(() => {
    if (!awaitingClose) return;
    const timer = setInterval(() => void qc.invalidateQueries({ queryKey: [AUCTION_DETAIL_KEY] }), AWAIT_CLOSE_POLL_MS);
    return () => clearInterval(timer);
  }, [awaitingClose, qc]);
  if (viewerId && auction.status === 'ended' && (portalOpen || portalFor === auction.id)) {
    return <NegotiationPortal auctionId={auction.id} sellerId={auction.sellerId} viewerId={viewerId} />;
  }
  const Panel = live ? LiveBidPanel : StatusBidPanel;
  return <Panel auctionId={auction.id} title={title} auction={auction} yourListing={auction.viewer.isOwner ? yourListingOf(auction) : undefined} />;
}

/** SPEC 2 Make an Offer (only when allow_offers, while the listing is open) and, for its seller, the offers on it. */
function OfferSection({ auction, title }: { auction: AuctionDetail; title: string }) {
  const now = useServerNow();
  const location = useLocation();
  const gate = useAuthorization({ auctionId: auction.id, returnPath: location.pathname, purpose: 'offer' });
  if (!auction.allowOffers) return null;
  if (auction.viewer.isOwner) return <ListingOffersPanel auction={auction} />;
  const open = auction.status === 'active' && !isEnded(auction, now);
  // Closed: a buyer still sees their own offer as it ended, e.g. accepted.
  if (!open && !auction.viewer.signedIn) return null;
  return (
    <>
      <MakeOffer
        auctionId={auction.id}
        title={title}
        signedIn={auction.viewer.signedIn}
        listing={auction}
        open={open}
        deal={auction.viewer.deal}
        listingType={auction.listingType}
        authorization={{ ensure: (resume) => gate.ensureAuthorized(undefined, resume), require: gate.requireAuthorization }}
      />
      {gate.dialog}
    </>
  );
}
