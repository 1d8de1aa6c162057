import { Gauge, MapPin, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { headerFacts, vehicleTitle, type AuctionDetail } from '../../../../domain/listings/auction-detail.ts';

/** SPEC 2 header: the title, the mileage/engine/location line and the actions (Watch, Share). */
export function AuctionHeader({ auction, actions }: { auction: AuctionDetail; actions: ReactNode }) {
  const facts = headerFacts(auction);
  return (
    <header className="mb-5 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{vehicleTitle(auction)}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600" data-testid="auction-facts">
          <span className="inline-flex items-center gap-1.5">
            <Gauge className="size-4 text-slate-400" aria-hidden />
            {facts.mileage}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Wrench className="size-4 text-slate-400" aria-hidden />
            {facts.engine}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <MapPin className="size-4 text-slate-400" aria-hidden />
            {facts.location}
          </span>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">{actions}</div>
    </header>
  );
}
