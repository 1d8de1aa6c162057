import { useLocation } from 'react-router';
import type { AuctionDetail } from '../../../domain/listings/auction-detail.ts';
import { useBiddingQuery } from '../features/bidding/api.ts';
import { useAuthorization } from '../features/bidding/use-authorization.tsx';
import { FollowButton } from '../features/follows/follow-button.tsx';
import { PersonName } from '../features/follows/person-card.tsx';
import { MessageSeller } from '../features/messages/message-seller.tsx';
import { useAuth } from '../lib/auth/auth-context.tsx';

/**
 * The listing's Seller Info actions: follow the seller, and 'Message Seller', whose
 * authorization comes from the bidding feature (the bid panel reads the same state: no extra request).
 */
export function ListingSellerActions({ auction, title }: { auction: AuctionDetail; title: string }) {
  const { user } = useAuth();
  const location = useLocation();
  const bidding = useBiddingQuery(auction.id, Boolean(user));
  const gate = useAuthorization({ auctionId: auction.id, returnPath: location.pathname, purpose: 'message' });
  return (
    <>
      <FollowButton userId={auction.sellerId} />
      <MessageSeller
        auctionId={auction.id}
        sellerId={auction.sellerId}
        sellerName={auction.seller.displayName?.trim() || 'Anonymous Seller'}
        title={title}
        authorizationRequired={bidding.data?.hasAuthorization === false}
        onAuthorize={() => gate.requireAuthorization(() => void bidding.refetch())}
      />
      {gate.dialog}
    </>
  );
}

/** A commenter's name opens their card with the follow button. */
export function commentAuthor(author: { id: string; displayName: string; avatarUrl: string | null }) {
  return <PersonName userId={author.id} displayName={author.displayName} avatarUrl={author.avatarUrl} data-testid="comment-author" />;
}
