import { useState } from 'react';
import { toast } from 'sonner';
import { ACCEPT_FAILED, DECLINE_FAILED, OFFER_ACCEPTED, OFFER_DECLINED } from '../../../../domain/offers.ts';
import { useAnswerOffer, type Offer } from './api.ts';

/**
 * SPEC 8: accept ('Offer accepted', the admin processes the payment) or decline ('Offer declined'),
 * with their failures. The toasts follow the request itself, not the component: an accepted portal
 * offer sells the auction, and the sale can arrive live (replacing the portal) before the answer does.
 */
export function useAnswer(onAccepted?: () => void) {
  const mutation = useAnswerOffer();
  const [busy, setBusy] = useState<{ id: string; verb: 'accept' | 'decline' } | null>(null);
  async function answer(offer: Offer, verb: 'accept' | 'decline') {
    setBusy({ id: offer.id, verb });
    try {
      await mutation.mutateAsync({ offer, verb });
      if (verb === 'accept') {
        toast.success(OFFER_ACCEPTED.title, { description: OFFER_ACCEPTED.description });
        onAccepted?.();
      } else toast.success(OFFER_DECLINED.title);
    } catch {
      toast.error(verb === 'accept' ? ACCEPT_FAILED : DECLINE_FAILED);
    } finally {
      setBusy(null);
    }
  }
  return { answer: (offer: Offer, verb: 'accept' | 'decline') => void answer(offer, verb), busyFor: (offer: Offer) => (busy?.id === offer.id ? busy.verb : null) };
}
