import { DEAL_STATE_LABELS, DEAL_STATE_TONES, type DealTone } from '../../../../domain/deals/deal-page-text.ts';
import type { DealView } from '../../../../domain/deals/deal-view.ts';
import { cn } from '../../ui/cn.ts';

const TONES: Record<DealTone, string> = {
  waiting: 'bg-amber-50 text-amber-800 ring-amber-200',
  progress: 'bg-sky-50 text-sky-800 ring-sky-200',
  done: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  stopped: 'bg-slate-100 text-slate-700 ring-slate-200',
  problem: 'bg-red-50 text-red-800 ring-red-200',
};

export function DealStateBadge({ state, className }: { state: DealView['state']; className?: string }) {
  return (
    <span
      className={cn('inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', TONES[DEAL_STATE_TONES[state]], className)}
      data-testid="deal-state"
    >
      {DEAL_STATE_LABELS[state]}
    </span>
  );
}
