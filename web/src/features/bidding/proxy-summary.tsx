import { Bot } from 'lucide-react';
import { formatUsd } from '../../../../domain/shared/money.ts';
import { Button } from '../../ui/button.tsx';
import type { BiddingState } from './api.ts';

/** The bid panel's proxy row: the maximum in force (or the offer to set one) and the button that opens the dialog. */
export function ProxySummary({ state, onManage }: { state: BiddingState; onManage: () => void }) {
  const presale = state.status === 'scheduled';
  return (
    <div className="mt-3 flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2.5">
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-900">{presale ? 'Presale Auto-Bid' : 'Proxy Bidding'}</p>
        <p className="text-slate-600" data-testid="proxy-summary">
          {state.myProxy ? `Active up to ${formatUsd(state.myProxy.maxBidAmount)}` : 'Let us bid for you up to your maximum'}
        </p>
      </div>
      <Button variant="secondary" size="sm" className="shrink-0 whitespace-nowrap" onClick={onManage}>
        <Bot className="size-4" aria-hidden />
        {state.myProxy ? 'Manage' : presale ? 'Set Auto-Bid' : 'Set Proxy Bid'}
      </Button>
    </div>
  );
}
