import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, ShoppingCart } from 'lucide-react';
import { toast } from 'sonner';
import { buyNowBlock, buyNowSuccessMessage } from '../../../../domain/bidding/bid-input.ts';
import { formatUsd } from '../../../../domain/shared/money.ts';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { buyNow, cachedViewerDeal, refreshAuctionData, type BiddingState } from './api.ts';
import { dealPath, VIEWER_DEAL_LINK, viewerDealText } from '../../../../domain/deals/viewer-deal-text.ts';
import { formatDateTime } from '../../../../domain/shared/format.ts';
import { useDateZone } from '../../lib/date-zone.ts';
import { useNavigate } from 'react-router';
import { DialogShell } from '../../ui/dialog-shell.tsx';
import { BuyerTotalLines } from '../../ui/buyer-total-lines.tsx';
import type { AuthorizationGate } from './use-authorization.tsx';

const FALLBACK = 'Failed to complete buy now purchase. Please try again.';

/** SPEC 4/5/8 "Buy now": the button, its confirmation, the authorization gate and the messages. */
export function BuyNowAction({
  auctionId,
  title,
  state,
  signedIn,
  gate,
}: {
  auctionId: string;
  title: string;
  state: BiddingState;
  signedIn: boolean;
  gate: AuthorizationGate;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const zone = useDateZone();
  const [confirming, setConfirming] = useState(false);
  const [processing, setProcessing] = useState(false);
  const price = state.buyNowPrice ?? 0;

  function start() {
    const block = buyNowBlock({ signedIn, buyNowPrice: state.buyNowPrice, status: state.status });
    if (block) {
      toast.error(block);
      return;
    }
    setConfirming(true);
  }

  async function confirm() {
    setProcessing(true);
    try {
      if (!(await gate.ensureAuthorized(state, () => setConfirming(true), 'buy_now'))) {
        setConfirming(false);
        return;
      }
      await buyNow(auctionId);
      setConfirming(false);
      // The toast says what is due, how much and by when, and leads to the deal (the listing
      // page shows the same note once it has refreshed).
      await refreshAuctionData(queryClient, auctionId).catch(() => undefined);
      const deal = cachedViewerDeal(queryClient, auctionId);
      toast.success(buyNowSuccessMessage(state.status === 'scheduled'), {
        duration: deal ? 15_000 : undefined,
        ...(deal
          ? {
              description: viewerDealText(deal, (iso) => formatDateTime(Date.parse(iso), zone)),
              action: { label: VIEWER_DEAL_LINK, onClick: () => navigate(dealPath(deal.id)) },
            }
          : {}),
      });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'AUTHORIZATION_REQUIRED') {
        setConfirming(false);
        gate.requireAuthorization(() => setConfirming(true), 'buy_now');
      } else {
        toast.error(err instanceof ApiError && err.message ? err.message : FALLBACK);
      }
    } finally {
      setProcessing(false);
    }
  }

  return (
    <>
      <Button variant="dark" size="lg" className="w-full" onClick={start}>
        <ShoppingCart className="size-5" aria-hidden />
        Buy Now for {formatUsd(price)}
      </Button>
      <DialogShell
        open={confirming}
        onOpenChange={(open) => !processing && setConfirming(open)}
        title="Confirm Buy It Now"
        icon={<ShoppingCart />}
        description={`Buy ${title} now for ${formatUsd(price)}? The auction ends at once and you become the winner.`}
      >
        <BuyerTotalLines amount={price} label="Buy It Now price" />
        <p className="mt-3 text-xs text-slate-500">The 2.5% buyer fee is charged to the payment method you authorized.</p>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={processing}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} disabled={processing}>
            {processing && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
            Confirm Purchase
          </Button>
        </div>
      </DialogShell>
    </>
  );
}
