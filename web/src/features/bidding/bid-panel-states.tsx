import type { ReactNode } from 'react';
import { LogIn } from 'lucide-react';
import type { ViewerDeal } from '../../../../domain/listings/auction-detail.ts';
import { Button } from '../../ui/button.tsx';
import { ViewerDealNote } from '../../ui/viewer-deal-note.tsx';
import { BidPanelFrame } from './bid-panel-frame.tsx';
import { useGoToSignIn } from './sign-in-prompt.ts';

/** The bid panel while the bidding state or the session loads. */
export function BidPanelLoading({ className }: { className?: string }) {
  return (
    <BidPanelFrame className={className}>
      <div className="mt-4 animate-pulse space-y-3" aria-busy="true" aria-label="Loading bidding">
        <div className="h-4 w-24 rounded bg-slate-200" />
        <div className="h-9 w-40 rounded bg-slate-200" />
        <div className="h-12 rounded-lg bg-slate-200" />
        <div className="h-12 rounded-lg bg-slate-200" />
      </div>
    </BidPanelFrame>
  );
}

/** The bid panel once the auction is over: the last price, then the viewer's deal or the closing words. */
export function BidPanelEnded({ className, price, deal }: { className?: string; price: ReactNode; deal?: ViewerDeal | null }) {
  return (
    <BidPanelFrame className={className}>
      {price}
      <div className="mt-4 rounded-xl bg-slate-100 p-4 text-center">
        <p className="font-bold text-slate-900">Auction Ended</p>
        {deal ? (
          <ViewerDealNote deal={deal} className="mt-2" />
        ) : (
          <p className="mt-1 text-sm text-slate-600">This auction has concluded. Check back for new listings!</p>
        )}
      </div>
    </BidPanelFrame>
  );
}

/** The bid panel's invitation to a visitor: sign in to bid. */
export function SignInToBid() {
  const goToSignIn = useGoToSignIn();
  return (
    <div className="mt-4 rounded-xl border border-amber-200 bg-brand-50 p-4" role="note">
      <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <LogIn className="size-4 text-brand-700" aria-hidden />
        Please log in to place a bid
      </p>
      <Button className="mt-3 w-full" size="lg" onClick={goToSignIn}>
        Sign In to Bid
      </Button>
    </div>
  );
}
