import { ArrowRight, Handshake } from 'lucide-react';
import { Link } from 'react-router';
import type { ViewerDeal } from '../../../domain/listings/auction-detail.ts';
import { formatDateTime } from '../../../domain/shared/format.ts';
import { dealPath, VIEWER_DEAL_LINK, viewerDealText } from '../../../domain/deals/viewer-deal-text.ts';
import { useDateZone } from '../lib/date-zone.ts';
import { buttonClass } from './button.tsx';

/**
 * On a concluded listing, its buyer reads what the deal's checkout asks for and by when, and
 * follows the link to it (the deal page itemises the amounts); its seller follows the link to the deal too.
 */
export function ViewerDealNote({ deal, className }: { deal: ViewerDeal | null | undefined; className?: string }) {
  const zone = useDateZone();
  if (!deal) return null;
  const text = viewerDealText(deal, (iso) => formatDateTime(Date.parse(iso), zone));
  return (
    <div className={className} data-testid="viewer-deal">
      <p className="text-sm font-medium text-slate-800">{text}</p>
      <DealLink id={deal.id} />
    </div>
  );
}

/** The link to a deal (its checkout for the buyer), where the viewer has just bought or sold. */
export function DealLink({ id }: { id: string }) {
  return (
    <Link to={dealPath(id)} className={buttonClass('primary', 'md', 'mt-3 w-full')}>
      <Handshake className="size-4" aria-hidden />
      {VIEWER_DEAL_LINK}
      <ArrowRight className="size-4" aria-hidden />
    </Link>
  );
}
