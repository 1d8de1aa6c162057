import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useNavigate, useLocation } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { formatBidInput } from '../../../../domain/bidding/bid-input.ts';
import { formatUsd } from '../../../../domain/shared/money.ts';
import {
  INVALID_INPUT_TITLE,
  joinOfferErrors,
  OFFER_FAILED,
  OFFER_MESSAGE_MAX,
  OFFER_ACCEPTED_BUYER_NOTE,
  OFFER_SALE_NOTE,
  offerInputErrors,
  offerShownStatus,
  offerSubmittedText,
  parseOfferAmount,
  SIGN_IN_TITLE,
  SIGN_IN_TO_OFFER,
} from '../../../../domain/offers/offers.ts';
import { ApiError, waitOr } from '../../lib/api-client.ts';
import { AmountField } from '../../ui/amount-input.tsx';
import { TextAreaField } from '../../ui/field.tsx';
import { Form, SubmitButton, useFieldBinding, useSchemaForm } from '../../ui/form.tsx';
import { Button } from '../../ui/button.tsx';
import { DialogShell } from '../../ui/dialog-shell.tsx';
import { BuyerTotalLines } from '../../ui/buyer-total-lines.tsx';
import { useServerNow } from '../../lib/use-server-now.ts';
import { makeOffer, refreshOffers, useMyOffers, useOffersLive, type OfferListingState } from './api.ts';
import { OfferStatusBadge } from './offer-item.tsx';
import { DealLink } from '../../ui/viewer-deal-note.tsx';
import type { ViewerDeal } from '../../../../domain/listings/auction-detail.ts';
import type { ListingType } from '../../../../domain/shared/auction-types.ts';

/** The dialog's fields as typed; the offer's own rules (offerInputErrors) check them on submit. */
const offerForm = z.object({ amount: z.string().default(''), message: z.string().default('') });
type OfferFormValues = z.output<typeof offerForm>;

/** The bidder authorization, as the page composes it from the bidding feature (SPEC 8: offers need it too). */
export interface OfferAuthorization {
  /** True when authorized; otherwise the authorization dialog opens (also on a failed check) and `resume` runs after. */
  ensure: (resume: () => void) => Promise<boolean>;
  /** Opens the authorization dialog, e.g. on an AUTHORIZATION_REQUIRED answer. */
  require: (resume: () => void) => void;
}

interface MakeOfferProps {
  auctionId: string;
  title: string;
  signedIn: boolean;
  authorization: OfferAuthorization;
  /** The listing, to tell whether it still takes offers and how the buyer's offer stands. */
  listing: OfferListingState;
  /** It takes offers now (live); otherwise only the buyer's own offer is shown, as it ended. */
  open: boolean;
  /** The viewer's deal once their offer was accepted, to link to its checkout. */
  deal?: ViewerDeal | null;
  /** A classified takes no buyer fee, so the offer's total is its amount. */
  listingType: ListingType;
}

/**
 * SPEC 2, 5, 8 Make an Offer: only on listings with allow_offers (the page decides); the button, the buyer's
 * own offer and the dialog. Once the listing no longer takes offers (sold, ended), the buyer still sees their
 * offer and how it ended, e.g. accepted.
 */
export function MakeOffer({ auctionId, title, signedIn, authorization, listing, open: takesOffers, deal, listingType }: MakeOfferProps) {
  useOffersLive();
  const navigate = useNavigate();
  const location = useLocation();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(offerForm);
  const field = useFieldBinding(form);
  const [amount = '', message = ''] = useWatch({ control: form.control, name: ['amount', 'message'] });
  const mine = useMyOffers(auctionId, signedIn);
  const own = mine.data?.find((o) => !o.createdBySeller && o.kind === 'offer');
  const now = useServerNow();

  async function start() {
    if (!signedIn) {
      toast.error(SIGN_IN_TITLE, { description: SIGN_IN_TO_OFFER });
      navigate('/auth', { state: { from: location, defaultTab: 'signin' } });
      return;
    }
    // Updating: the dialog starts from the current offer.
    const openDialog = () => {
      if (own) form.reset({ amount: formatBidInput(String(own.amount)), message: own.message ?? '' });
      setOpen(true);
    };
    if (await authorization.ensure(openDialog)) openDialog();
  }

  const send = useMutation({
    mutationFn: (offer: { amount: number; message: string }) => makeOffer(auctionId, offer.amount, offer.message),
    // Pending until the lists are fresh again, so the buyer sees their offer as the dialog closes.
    onSuccess: async (r) => {
      const text = offerSubmittedText(r.updated);
      toast.success(text.title, { description: text.description });
      setOpen(false);
      form.reset({ amount: '', message: '' });
      await refreshOffers(qc, auctionId);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.code === 'AUTHORIZATION_REQUIRED') {
        setOpen(false);
        authorization.require(() => setOpen(true));
      } else toast.error(waitOr(err, OFFER_FAILED));
    },
  });

  // SPEC 8: the offer's rules answer in one toast, every problem in it, as the spec words them.
  async function submit(values: OfferFormValues) {
    const value = parseOfferAmount(values.amount);
    const errors = offerInputErrors({ amount: value, message: values.message });
    if (errors.length > 0) {
      toast.error(INVALID_INPUT_TITLE, { description: joinOfferErrors(errors) });
      return;
    }
    await send.mutateAsync({ amount: value, message: values.message });
  }

  const ownBox = own && (
    <div className="flex items-center justify-between gap-2 rounded-xl bg-slate-50 p-3 text-sm" data-testid="my-offer">
      <span>
        Your offer: <strong className="tabular-nums">{formatUsd(own.amount)}</strong>
      </span>
      <OfferStatusBadge status={offerShownStatus(own, listing, now)} />
    </div>
  );
  if (!takesOffers) {
    if (!own) return null;
    return (
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="make-offer">
        {ownBox}
        {own.status === 'accepted' && <p className="mt-3 text-sm text-slate-600">{OFFER_ACCEPTED_BUYER_NOTE}</p>}
        {own.status === 'accepted' && deal?.role === 'buyer' && <DealLink id={deal.id} />}
      </div>
    );
  }
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="make-offer">
      <p className="text-sm text-slate-600">The seller accepts offers on this listing.</p>
      {ownBox && <div className="mt-3">{ownBox}</div>}
      <Button variant="dark" size="lg" className="mt-3 w-full" onClick={() => void start()}>
        <HandCoins className="size-5" aria-hidden />
        {own ? 'Update Your Offer' : 'Make an Offer'}
      </Button>
      <DialogShell open={open} onOpenChange={setOpen} title="Make an Offer" icon={<HandCoins />} description={title}>
        {/* A refusal is told by the send's own toasts (SPEC 8), not in the form. */}
        <Form form={form} onSubmit={submit} errorText={() => null} className="space-y-4">
          <AmountField control={form.control} name="amount" label="Your offer" placeholder="0" autoFocus size="lg" />
          <BuyerTotalLines amount={parseOfferAmount(amount)} label="Your offer" listingType={listingType} />
          <TextAreaField
            id="offer-message"
            label="Message to the seller (optional)"
            rows={4}
            placeholder="Tell the seller about your offer, timing or transport."
            hint={
              <span className={message.length > OFFER_MESSAGE_MAX ? 'text-red-600' : undefined}>
                {message.length} / {OFFER_MESSAGE_MAX}
              </span>
            }
            {...field('message')}
          />
          <p className="text-xs text-slate-500">{OFFER_SALE_NOTE}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={send.isPending}>
              Cancel
            </Button>
            <SubmitButton>Submit Offer</SubmitButton>
          </div>
        </Form>
      </DialogShell>
    </div>
  );
}
