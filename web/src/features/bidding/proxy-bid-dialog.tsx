import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Bot, LoaderCircle } from 'lucide-react';
import { toast } from 'sonner';
import { bidAmountForm, minimumNextBid, parseBidInput, validateProxy } from '../../../../domain/bidding/bid-input.ts';
import { formatUsd } from '../../../../domain/shared/money.ts';
import { ApiError, waitOr } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { refreshAuctionData, removeProxyBid, setProxyBid, type BiddingState } from './api.ts';
import { AmountField } from '../../ui/amount-input.tsx';
import { Form, SubmitButton, useSchemaForm } from '../../ui/form.tsx';
import { DialogShell } from '../../ui/dialog-shell.tsx';
import { BuyerTotalLines } from '../../ui/buyer-total-lines.tsx';
import type { AuthorizationGate } from './use-authorization.tsx';

interface ProxyBidDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  auctionId: string;
  state: BiddingState;
  gate: AuthorizationGate;
}

/** SPEC 2 "Proxy Bidding / Presale Auto-Bid" with the rules of SPEC 5 and the toasts of SPEC 8. */
export function ProxyBidDialog({ open, onOpenChange, auctionId, state, gate }: ProxyBidDialogProps) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(bidAmountForm);
  const value = useWatch({ control: form.control, name: 'amount' }) ?? '';
  const [busy, setBusy] = useState<'set' | 'remove' | null>(null);
  const presale = state.status === 'scheduled';
  const existing = state.myProxy;
  // SPEC 9: a maximum starts where the next bid may, one minimum increment (the site's setting) above the price.
  const minimum = minimumNextBid(state);

  function close() {
    form.reset();
    onOpenChange(false);
  }

  async function save(amount: number | null): Promise<void> {
    const problem = validateProxy(amount, state);
    if (problem || amount === null) {
      if (problem) toast.error(problem.title, { description: problem.message });
      return;
    }
    setBusy('set');
    try {
      if (!(await gate.ensureAuthorized(state, () => onOpenChange(true)))) {
        onOpenChange(false);
        return;
      }
      const res = await setProxyBid(auctionId, amount);
      const max = formatUsd(res.proxyBid?.maxBidAmount ?? amount);
      if (res.updated) toast.success('Proxy Bid Updated', { description: `Your maximum bid is now ${max}.` });
      else toast.success('Proxy Bid Set', { description: `We'll bid for you, one increment at a time, up to ${max}.` });
      close();
      await refreshAuctionData(queryClient, auctionId);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'AUTHORIZATION_REQUIRED') {
        onOpenChange(false);
        gate.requireAuthorization(() => onOpenChange(true));
      } else if (err instanceof ApiError && err.code === 'INVALID_PROXY') {
        toast.error('Invalid Proxy Bid', { description: err.message });
      } else if (err instanceof ApiError && err.code === 'OWN_AUCTION') {
        toast.error('You cannot bid on your own auction');
      } else {
        toast.error(waitOr(err, 'Failed to set proxy bid. Please try again.'));
      }
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    setBusy('remove');
    try {
      await removeProxyBid(auctionId);
      toast.success('Proxy Bid Removed', { description: 'Automatic bidding is off for this auction.' });
      close();
      await refreshAuctionData(queryClient, auctionId);
    } catch {
      toast.error('Failed to remove proxy bid. Please try again.');
    } finally {
      setBusy(null);
    }
  }

  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={presale ? 'Presale Auto-Bid' : 'Proxy Bidding'}
      icon={<Bot />}
      description={
        presale
          ? 'Set the most you are willing to pay. We bid for you from now on, presale included, only as much as needed to keep you in the lead; your bids are in force when the auction starts.'
          : 'Set the most you are willing to pay. We bid for you, one increment at a time, only as much as needed to keep you in the lead.'
      }
    >
      {existing && (
        <div className="mb-4 flex items-center justify-between rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm">
          <span className="text-emerald-900">Your current maximum</span>
          <span className="font-bold text-emerald-900 tabular-nums" data-testid="proxy-current-max">
            {formatUsd(existing.maxBidAmount)}
          </span>
        </div>
      )}
      <Form form={form} onSubmit={(values) => save(values.amount)}>
        <AmountField
          control={form.control}
          name="amount"
          label="Maximum bid"
          size="lg"
          autoFocus
          placeholder={formatUsd(Math.max(minimum, existing?.maxBidAmount ?? 0)).slice(1)}
          hint={`Proxy bid must be at least ${formatUsd(minimum)}`}
        />
        {(parseBidInput(value) ?? 0) >= minimum && <BuyerTotalLines amount={parseBidInput(value)} label="If you win at your maximum" className="mt-3" />}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
          {existing && (
            <Button
              variant="ghost"
              className="text-red-700 hover:bg-red-50 hover:text-red-800 sm:mr-auto"
              onClick={() => void remove()}
              disabled={busy !== null}
            >
              {busy === 'remove' && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
              Remove Proxy Bid
            </Button>
          )}
          <Button variant="secondary" onClick={close} disabled={busy !== null} className={existing ? '' : 'sm:ml-auto'}>
            Cancel
          </Button>
          <SubmitButton disabled={busy !== null || !value} pending={busy === 'set'}>
            {existing ? 'Update Proxy Bid' : presale ? 'Set Auto-Bid' : 'Set Proxy Bid'}
          </SubmitButton>
        </div>
      </Form>
    </DialogShell>
  );
}
