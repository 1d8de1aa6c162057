import { vehicleDetailRows, type AuctionDetail } from '../../../../domain/listings/auction-detail.ts';

/** SPEC 2: the Vehicle Details card, every row in order, N/A for missing values. */
export function VehicleDetailsCard({ auction }: { auction: AuctionDetail }) {
  return (
    <section aria-labelledby="vehicle-details" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="vehicle-details" className="text-lg font-bold text-slate-900">
        Vehicle Details
      </h2>
      <dl className="mt-3 divide-y divide-slate-100 text-sm" data-testid="vehicle-details">
        {vehicleDetailRows(auction).map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-4 py-2">
            <dt className="shrink-0 text-slate-500">{row.label}</dt>
            <dd className="text-right font-medium break-words text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
