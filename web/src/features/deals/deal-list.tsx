import { Link } from 'react-router';
import { ChevronRight, Clock, PackageOpen } from 'lucide-react';
import { countdownText } from '../../../../domain/deals/deal-page-text.ts';
import { formatUsd } from '../../../../domain/shared/format.ts';
import { useServerNow } from '../../lib/use-server-now.ts';
import { SkeletonGrid } from '../../ui/skeleton.tsx';
import { SmartImage } from '../../ui/smart-image.tsx';
import { useDeals, useDealsLive, type DealSummary } from './api.ts';
import { DealStateBadge } from './deal-badge.tsx';

const EMPTY = {
  buyer: { title: 'No purchases yet', text: 'When you win an auction, buy now or have an offer accepted, the purchase and its next steps appear here.' },
  seller: { title: 'Nothing sold yet', text: 'When one of your vehicles sells, the deal and its next steps appear here.' },
};

/** The buyer's purchases, or the seller's sold vehicles: each deal, its state and whose turn it is. */
export function DealList({ role }: { role: 'buyer' | 'seller' }) {
  useDealsLive();
  const deals = useDeals(role);
  if (deals.isPending) return <SkeletonGrid />;
  if (deals.isError) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
        The deals could not be loaded. Reload the page to try again.
      </p>
    );
  }
  if (deals.data.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <PackageOpen className="mx-auto size-10 text-brand-600" aria-hidden />
        <h2 className="mt-3 text-lg font-bold text-slate-900">{EMPTY[role].title}</h2>
        <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">{EMPTY[role].text}</p>
      </div>
    );
  }
  return (
    <ul className="space-y-3" data-testid={`deal-list-${role}`}>
      {deals.data.map((d) => (
        <DealRow key={d.id} deal={d} role={role} />
      ))}
    </ul>
  );
}

function DealRow({ deal, role }: { deal: DealSummary; role: 'buyer' | 'seller' }) {
  const now = useServerNow();
  const mine = deal.nextStep.actor === role;
  const by = deal.nextStep.by ? Date.parse(deal.nextStep.by) : null;
  return (
    // The title is the link (its name what it shows, and where it goes); it covers the whole card, so the card opens the deal.
    <li
      className="relative flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 transition-colors focus-within:ring-2 focus-within:ring-sky-600 hover:border-slate-300 hover:bg-slate-50 sm:gap-4"
      data-testid="deal-row"
    >
      <div className="aspect-[4/3] w-20 shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:w-28">
        <SmartImage src={deal.imageUrl} alt="" sizes="112px" className="size-full object-cover" />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="max-w-full min-w-0 truncate font-semibold text-slate-900">
            <Link
              to={`/deals/${deal.id}`}
              aria-label={`${deal.title}: open the deal`}
              className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
            >
              {deal.title}
            </Link>
          </p>
          <DealStateBadge state={deal.state} />
        </div>
        <p className="mt-0.5 text-sm text-slate-600">
          <span className="font-semibold text-slate-900 tabular-nums">{formatUsd(deal.price)}</span> · {role === 'buyer' ? 'Seller' : 'Buyer'}:{' '}
          {deal.counterpartName}
        </p>
        {deal.nextStep.actor && (
          <p className={mine ? 'mt-1 flex items-center gap-1.5 text-sm font-medium text-amber-800' : 'mt-1 flex items-center gap-1.5 text-sm text-slate-500'}>
            <Clock className="size-3.5 shrink-0" aria-hidden />
            {mine ? 'Your turn' : `Waiting for the ${deal.nextStep.actor === 'admin' ? 'VehicleBid team' : deal.nextStep.actor}`}
            {by !== null && ` · ${countdownText(by, now)}`}
          </p>
        )}
      </div>
      <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden />
    </li>
  );
}
