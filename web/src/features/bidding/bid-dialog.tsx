import { useWatch } from 'react-hook-form';
import { CalendarClock, Gavel, LogIn } from 'lucide-react';
import { toast } from 'sonner';
import { bidAmountForm, dialogSubmitDisabled, formatBidInput, minimumBidHint, parseBidInput } from '../../../../domain/bidding/bid-input.ts';
import { formatUsd } from '../../../../domain/shared/money.ts';
import { DEFAULT_AUCTION_SETTINGS, minimumNextBid } from '../../../../domain/bidding/bidding-rules.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { Button } from '../../ui/button.tsx';
import { SmartImage } from '../../ui/smart-image.tsx';
import { AmountField } from '../../ui/amount-input.tsx';
import { Form, SubmitButton, useSchemaForm } from '../../ui/form.tsx';
import { Notice } from '../../ui/notice.tsx';
import { ReserveBadge, ScheduledBadge, TimeLeft } from './bid-summary.tsx';
import { DialogShell } from '../../ui/dialog-shell.tsx';
import { BuyerTotalLines } from '../../ui/buyer-total-lines.tsx';
import { useGoToSignIn } from './sign-in-prompt.ts';
import { useAuthorization } from './use-authorization.tsx';
import { useBiddingState } from './use-bidding-state.ts';
import { usePlaceBid } from './use-place-bid.ts';

/** What a card knows about its auction; the dialog reads the rest (minimum, seller, authorization) when it opens. */
export interface BidDialogAuction {
  id: string;
  title: string;
  imageUrl?: string | null;
  status: string;
  currentBid: number;
  startingPrice?: number;
  reserveMet?: boolean;
  hasReserve?: boolean;
  endTime: string | null;
  startTime?: string | null;
  sellerId?: string | null;
  /** The listing's detail path: the checkout returns there after the authorization. */
  path?: string;
}

function thumbnail(url: string | null | undefined): string | null {
  if (!url) return null;
  return url.startsWith('/media/') && !url.includes('?') ? `${url}?w=320` : url;
}

interface BidDialogProps {
  auction: BidDialogAuction;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC 2 "Bid dialog" of the cards, with the flow of SPEC 4 and the texts of SPEC 5 and 8. */
export function BidDialog({ auction, open, onOpenChange }: BidDialogProps) {
  const { user } = useAuth();
  const goToSignIn = useGoToSignIn();
  const { state } = useBiddingState(auction.id, { enabled: open });
  const form = useSchemaForm(bidAmountForm);
  const typed = useWatch({ control: form.control, name: 'amount' });
  const gate = useAuthorization({
    auctionId: auction.id,
    returnPath: auction.path ?? window.location.pathname,
    title: 'Authorization Required to Bid',
  });
  const close = () => {
    form.reset();
    onOpenChange(false);
  };
  const { submit, processing } = usePlaceBid({ auctionId: auction.id, state, gate, surface: 'dialog', onPlaced: close });

  const view = {
    status: state?.status ?? auction.status,
    currentBid: state?.currentBid ?? auction.currentBid,
    startingPrice: state?.startingPrice ?? auction.startingPrice ?? 0,
    reserveMet: state?.reserveMet ?? auction.reserveMet ?? false,
    hasReserve: state?.hasReserve ?? auction.hasReserve ?? true,
    endTime: state?.endTime ?? auction.endTime,
    startTime: state?.startTime ?? auction.startTime ?? null,
  };
  const presale = view.status === 'scheduled';
  const isSeller = state?.isSeller ?? (!!user && !!auction.sellerId && user.id === auction.sellerId);
  // SPEC 9: until the server's own figure is in, the card dialog states the minimum by the domain's rule with the
  // default increment (the server's figure follows the site's setting).
  const minimum = state?.minimumBid ?? minimumNextBid(view.currentBid, view.startingPrice, DEFAULT_AUCTION_SETTINGS);
  const amount = parseBidInput(typed ?? '');
  const disabled = !state || dialogSubmitDisabled({ signedIn: !!user, isSeller, processing, amount, minimum });
  const image = thumbnail(auction.imageUrl);

  return (
    <>
      <DialogShell
        open={open}
        onOpenChange={(next) => (next ? onOpenChange(true) : close())}
        title={presale ? 'Place Presale Bid' : 'Place Your Bid'}
        badge={presale ? <ScheduledBadge /> : null}
      >
        <div className="flex gap-3">
          <SmartImage src={image} alt="" sizes="96px" priority className="aspect-[4/3] w-24 shrink-0 rounded-lg" />
          <div className="min-w-0">
            <p className="line-clamp-2 font-semibold text-slate-900">{auction.title}</p>
            <div className="mt-1.5 flex flex-wrap items-center gap-2">
              <ReserveBadge state={view} />
              <TimeLeft state={view} className="text-xs" />
            </div>
          </div>
        </div>

        <div className="mt-4 flex items-baseline justify-between rounded-xl bg-slate-50 px-4 py-3">
          <span className="text-sm text-slate-600">{presale ? 'Starting Price' : 'Current High Bid'}</span>
          <span className="text-xl font-extrabold text-slate-900 tabular-nums" data-testid="bid-dialog-current">
            {formatUsd(presale ? view.startingPrice : view.currentBid)}
          </span>
        </div>

        {presale && (
          <Notice tone="info" icon={<CalendarClock aria-hidden />} className="mt-3">
            This is a presale bid. It is recorded now and activates automatically when the auction starts.
          </Notice>
        )}

        {!user && (
          <Notice tone="warning" className="mt-3">
            <p className="flex items-center gap-2 font-medium">
              <LogIn className="size-4" aria-hidden /> Please log in to place bids.
            </p>
            <Button
              size="sm"
              className="mt-2"
              onClick={() => {
                toast.error('Login Required', { description: 'Please log in to place bids.' });
                goToSignIn();
              }}
            >
              Sign In
            </Button>
          </Notice>
        )}
        {user && isSeller && (
          <Notice tone="neutral" className="mt-3">
            You cannot place bids on auctions you are selling.
          </Notice>
        )}

        <Form form={form} className="mt-4" onSubmit={(values) => submit(values.amount)}>
          <AmountField
            control={form.control}
            name="amount"
            label="Your Bid"
            size="lg"
            autoFocus={!!user && !isSeller}
            disabled={!user || isSeller}
            placeholder={formatBidInput(String(minimum))}
            hint={minimumBidHint(minimum)}
          />
          {amount !== null && amount >= minimum && <BuyerTotalLines amount={amount} label="Your bid" className="mt-3" />}
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <SubmitButton disabled={disabled} pending={processing} icon={<Gavel className="size-4" aria-hidden />}>
              {presale ? 'Place Presale Bid' : 'Place Bid'}
            </SubmitButton>
          </div>
        </Form>
      </DialogShell>
      {gate.dialog}
    </>
  );
}
