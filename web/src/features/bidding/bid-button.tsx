import { lazy, Suspense, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { bidActionText } from '../../../../domain/bidding/auction-figures.ts';
import { auctionPath } from '../../../../domain/listings/auction-path.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { LineIcon } from '../../ui/line-icon.tsx';
import { useGoToSignIn } from './sign-in-prompt.ts';
import type { BidDialogAuction } from './bid-dialog.tsx';

// The dialog, its form and the authorization flow load when a visitor reaches for a 'Bid' button (pointer
// or focus), not with the listing pages: the cards' pages start with less JavaScript (decision 009).
const loadDialog = () => import('./bid-dialog.tsx');
const BidDialog = lazy(() => loadDialog().then((m) => ({ default: m.BidDialog })));

/**
 * The card's 'Bid' button with its dialog. Signed out: the 'Login Required' toast, then /auth (SPEC 8);
 * the seller of the listing: 'You cannot bid on your own auction'.
 */
export function BidButton({ auction, className, children }: { auction: BidDialogAuction; className?: string; children?: ReactNode }) {
  const { user } = useAuth();
  const goToSignIn = useGoToSignIn();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on: the authorization dialog it may open outlives it.
  const [mounted, setMounted] = useState(false);

  function onClick() {
    if (!user) {
      toast.error('Login Required', { description: 'Please log in to place bids.' });
      goToSignIn();
      return;
    }
    if (auction.sellerId && auction.sellerId === user.id) {
      toast.error('You cannot bid on your own auction');
      return;
    }
    setMounted(true);
    setOpen(true);
  }

  return (
    <>
      <Button onClick={onClick} onPointerEnter={() => void loadDialog()} onFocus={() => void loadDialog()} className={cn(className)} aria-haspopup="dialog">
        {children ?? (
          <>
            <LineIcon name="gavel" className="size-4" />
            {bidActionText(auction.status)}
          </>
        )}
      </Button>
      {mounted && (
        <Suspense>
          <BidDialog auction={auction} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

/** The fields of a listing card the bid button needs (structural: the listings feature's card fits). */
export interface CardListing {
  id: string;
  slug: string | null;
  title: string;
  imageUrl: string | null;
  status: string;
  currentBid: number;
  startingPrice: number;
  reserveMet: boolean;
  hasReserve: boolean;
  endTime: string | null;
  startTime: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
  trim: string | null;
  /** The seller: their own card's 'Bid' answers with SPEC 6's toast instead of opening the form. */
  sellerId: string;
}

/** For the cards' `bidAction` render prop: the 'Bid' button and its dialog. */
export function cardBidAction(listing: CardListing): ReactNode {
  return (
    <BidButton
      auction={{
        id: listing.id,
        title: listing.title,
        imageUrl: listing.imageUrl,
        status: listing.status,
        currentBid: listing.currentBid,
        startingPrice: listing.startingPrice,
        reserveMet: listing.reserveMet,
        hasReserve: listing.hasReserve,
        endTime: listing.endTime,
        startTime: listing.startTime,
        path: auctionPath(listing),
        sellerId: listing.sellerId,
      }}
    />
  );
}
