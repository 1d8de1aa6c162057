import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Check, LoaderCircle } from 'lucide-react';
import { toast } from 'sonner';
import { formatUsd } from '../../../../domain/shared/money.ts';
import {
  ACCEPT_FAILED,
  BUYER_ACCEPT_CONFIRM,
  DECLINE_FAILED,
  OFFER_ACCEPTED,
  OFFER_ACCEPTED_BY_BUYER,
  OFFER_DECLINED,
} from '../../../../domain/offers/offers.ts';
import { Button } from '../../ui/button.tsx';
import { BuyerTotalLines } from '../../ui/buyer-total-lines.tsx';
import { DialogShell } from '../../ui/dialog-shell.tsx';
import { useAnswerOffer, type Offer } from './api.ts';

/**
 * SPEC 8: accept ('Offer accepted': a deal is made, the buyer pays at its checkout) or decline ('Offer declined'),
 * with their failures. The toasts follow the request itself, not the component: an accepted portal
 * offer sells the auction, and the sale can arrive live (replacing the portal) before the answer does.
 *
 * Accepting an offer the seller made (a counter-offer, a second-chance offer) makes the viewer
 * the buyer, so it first shows the amount, the buyer fee and the total and asks for confirmation, as Buy Now
 * does; `dialog` is that confirmation, which the caller renders. After it, the listing's data is refreshed so
 * the page shows the new deal and its link.
 */
export function useAnswer(onAccepted?: () => void) {
  const mutation = useAnswerOffer();
  const qc = useQueryClient();
  const [busy, setBusy] = useState<{ id: string; verb: 'accept' | 'decline' } | null>(null);
  const [confirming, setConfirming] = useState<Offer | null>(null);
  async function send(offer: Offer, verb: 'accept' | 'decline') {
    setBusy({ id: offer.id, verb });
    const asBuyer = offer.createdBySeller;
    try {
      await mutation.mutateAsync({ offer, verb });
      if (verb === 'accept') {
        const text = asBuyer ? OFFER_ACCEPTED_BY_BUYER : OFFER_ACCEPTED;
        toast.success(text.title, { description: text.description });
        onAccepted?.();
        // The listing's own queries (its detail carries the viewer's new deal).
        void qc.invalidateQueries({
          predicate: (q) => JSON.stringify(q.queryKey).includes(offer.auctionId) || /^\["auctions?\b/.test(JSON.stringify(q.queryKey)),
        });
      } else toast.success(OFFER_DECLINED.title);
    } catch {
      toast.error(verb === 'accept' ? ACCEPT_FAILED : DECLINE_FAILED);
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  }
  function answer(offer: Offer, verb: 'accept' | 'decline') {
    if (verb === 'accept' && offer.createdBySeller) setConfirming(offer);
    else void send(offer, verb);
  }
  const pending = confirming !== null && busy?.id === confirming.id;
  const dialog: ReactNode = (
    <DialogShell
      open={confirming !== null}
      onOpenChange={(o) => !o && !pending && setConfirming(null)}
      title={BUYER_ACCEPT_CONFIRM.title}
      icon={<Check />}
      description={confirming ? BUYER_ACCEPT_CONFIRM.description(formatUsd(confirming.amount)) : undefined}
    >
      {confirming && (
        <>
          <BuyerTotalLines amount={confirming.amount} label="Offer amount" />
          <p className="mt-3 text-xs text-slate-500">{BUYER_ACCEPT_CONFIRM.note}</p>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setConfirming(null)} disabled={pending}>
              Cancel
            </Button>
            <Button onClick={() => void send(confirming, 'accept')} disabled={pending}>
              {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <Check className="size-4" aria-hidden />}
              Confirm Purchase
            </Button>
          </div>
        </>
      )}
    </DialogShell>
  );
  return { answer, busyFor: (offer: Offer) => (busy?.id === offer.id ? busy.verb : null), dialog };
}
