import { useWatch } from 'react-hook-form';
import { CalendarClock, Gavel, Trophy } from 'lucide-react';
import {
  bidAmountForm,
  formatBidInput,
  maximumNextBid,
  minimumBidHint,
  panelSubmitDisabled,
  parseBidInput,
  quickBidAmounts,
} from '../../../../domain/bidding/bid-input.ts';
import { formatUsd } from '../../../../domain/shared/money.ts';
import { AmountField } from '../../ui/amount-input.tsx';
import { BuyerTotalLines } from '../../ui/buyer-total-lines.tsx';
import { Form, SubmitButton, useSchemaForm } from '../../ui/form.tsx';
import { Notice } from '../../ui/notice.tsx';
import type { BiddingState } from './api.ts';
import { OutbidNotice } from './outbid-notice.tsx';
import type { AuthorizationGate } from './use-authorization.tsx';
import { usePlaceBid } from './use-place-bid.ts';

/**
 * The detail page's bid: whether the viewer leads or was just outbid, the presale note, the amount (named 'bid'
 * in the server's HTML, so digits typed before the scripts are kept) with the buyer's total and quick amounts.
 */
export function BidForm({ auctionId, state, gate }: { auctionId: string; state: BiddingState; gate: AuthorizationGate }) {
  const form = useSchemaForm(bidAmountForm);
  const typed = useWatch({ control: form.control, name: 'amount' });
  const { submit, processing, outbid } = usePlaceBid({ auctionId, state, gate, surface: 'panel', onPlaced: () => form.reset() });
  const choose = (text: string) => form.setValue('amount', text);
  const presale = state.status === 'scheduled';
  const amount = parseBidInput(typed ?? '');
  const disabled = panelSubmitDisabled({ processing, amount, currentBid: state.currentBid });
  const quickPicks = quickBidAmounts({ minimumBid: state.minimumBid, minBidIncrement: state.minBidIncrement, maximumBid: maximumNextBid(state) });

  return (
    <>
      {state.leaderIsMe && state.bidCount > 0 && (
        <p className="mt-3 flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800" data-testid="leader-note">
          <Trophy className="size-4" aria-hidden />
          You're the high bidder
        </p>
      )}
      <OutbidNotice outbid={outbid} state={state} onUseMinimum={choose} />
      {presale && (
        <Notice tone="info" icon={<CalendarClock aria-hidden />} className="mt-3">
          Presale bidding is open. Your bid is recorded now and activates automatically when the auction starts.
        </Notice>
      )}
      <Form form={form} className="mt-4 space-y-3" onSubmit={(values) => submit(values.amount)}>
        <AmountField
          control={form.control}
          name="amount"
          htmlName="bid"
          label="Your Bid"
          size="lg"
          placeholder={formatBidInput(String(state.minimumBid))}
          hint={minimumBidHint(state.minimumBid)}
        />
        {amount !== null && amount >= state.minimumBid && <BuyerTotalLines amount={amount} label="Your bid" />}
        {quickPicks.length > 0 && (
          <div className="flex flex-wrap gap-2" aria-label="Quick bid amounts">
            {quickPicks.map((v) => (
              <button
                key={v}
                type="button"
                onClick={() => choose(formatBidInput(String(v)))}
                className="rounded-full border border-slate-300 px-3 py-1 text-xs font-semibold text-slate-700 tabular-nums hover:border-brand-500 hover:bg-brand-50"
              >
                {formatUsd(v)}
              </button>
            ))}
          </div>
        )}
        <SubmitButton size="lg" className="w-full" disabled={disabled} pending={processing} icon={<Gavel className="size-5" aria-hidden />}>
          {presale ? 'Place Presale Bid' : 'Place Bid'}
        </SubmitButton>
      </Form>
    </>
  );
}
