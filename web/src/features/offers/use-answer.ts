import { useState } from 'react';
import { toast } from 'sonner';
import { ACCEPT_FAILED, DECLINE_FAILED, OFFER_ACCEPTED, OFFER_DECLINED } from '../../../../domain/offers.ts';
import { useAnswerOffer, type Offer } from './api.ts';

/** SPEC 8: accept ('Offer accepted', the admin processes the payment) or decline ('Offer declined'), with their failures. */
export function useAnswer(onAccepted?: () => void) {
  const mutation = useAnswerOffer();
  const [busy, setBusy] = useState<{ id: string; verb: 'accept' | 'decline' } | null>(null);
  function answer(offer: Offer, verb: 'accept' | 'decline') {
    setBusy({ id: offer.id, verb });
    mutation.mutate(
      { offer, verb },
      {
        onSuccess: () => {
          if (verb === 'accept') {
            toast.success(OFFER_ACCEPTED.title, { description: OFFER_ACCEPTED.description });
            onAccepted?.();
          } else toast.success(OFFER_DECLINED.title);
        },
        onError: () => toast.error(verb === 'accept' ? ACCEPT_FAILED : DECLINE_FAILED),
        onSettled: () => setBusy(null),
      },
    );
  }
  return { answer, busyFor: (offer: Offer) => (busy?.id === offer.id ? busy.verb : null) };
}
