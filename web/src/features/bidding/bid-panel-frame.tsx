import type { ReactNode } from 'react';
import { cn } from '../../ui/cn.ts';

/** The element id of the panel: the sticky timer bar's bid button scrolls here. */
export const BID_PANEL_ID = 'place-bid';

/** The bid panel's card: its heading (with the Scheduled badge of a presale) above what the panel shows now. */
export function BidPanelFrame({
  heading = 'Place Your Bid',
  badge = null,
  className,
  children,
}: {
  heading?: string;
  badge?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={BID_PANEL_ID}
      aria-labelledby={`${BID_PANEL_ID}-title`}
      className={cn('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-6', className)}
      data-testid="bid-panel"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`${BID_PANEL_ID}-title`} className="text-xl font-bold tracking-tight text-slate-900">
          {heading}
        </h2>
        {badge}
      </div>
      {children}
    </section>
  );
}
