import { formatUsd } from '../../../../domain/format.ts';
import type { ListingDraftData, ListingProblem } from '../../../../domain/listing-input.ts';
import { VEHICLE_CATALOGUE } from '../../../../domain/vehicle-catalogue.ts';

/** Step 7: what is still missing (each a link to its step), then the listing as it will be submitted. */
export function ReviewStep({ data, problems, onEdit, featuredFeeCents }: { data: ListingDraftData; problems: ListingProblem[]; onEdit: (field: string) => void; featuredFeeCents: number }) {
  const money = (v: number | null | undefined) => (v == null ? '—' : formatUsd(v));
  const rows: [string, string][] = [
    ['Listing type', data.listingType === 'classified' ? 'Classified' : 'Auction'],
    ['Category', VEHICLE_CATALOGUE.find((c) => c.slug === data.category)?.name ?? '—'],
    ['Vehicle', [data.year, data.make, data.model, data.trim].filter(Boolean).join(' ') || '—'],
    ['VIN / serial', data.vin || 'N/A'],
    ['Mileage', data.mileage == null ? '—' : data.mileage.toLocaleString('en-US')],
    ['Location', data.location || '—'],
    ['Title', [data.titleStatus, data.titleState].filter(Boolean).join(', ') || '—'],
    ['Photos and videos', String(data.media?.length ?? 0)],
    ['Seller', data.sellerType === 'business' ? data.companyName || '—' : data.fullName || '—'],
    ...(data.listingType === 'classified'
      ? ([['Sale price', money(data.buyNowPrice)]] as [string, string][])
      : ([
          ['Starting price', money(data.startingPrice)],
          ['Reserve', data.reservePrice == null ? 'No reserve' : money(data.reservePrice)],
          ['Buy now', data.buyNowPrice == null ? 'None' : money(data.buyNowPrice)],
          ['Starts', data.startTime ? new Date(data.startTime).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—'],
          ['Duration', data.durationDays ? `${data.durationDays} days` : '—'],
        ] as [string, string][])),
    ['Featured', data.featured ? `Yes (${formatUsd(Math.round(featuredFeeCents / 100))})` : 'No'],
  ];
  return (
    <div className="space-y-5">
      {problems.length > 0 ? (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-4">
          <p className="font-semibold text-slate-900">A few things are missing before you can submit:</p>
          <ul className="mt-2 space-y-1 text-sm">
            {problems.map((p) => (
              <li key={p.field}>
                <button type="button" className="text-left text-amber-900 underline" onClick={() => onEdit(p.field)}>
                  {p.message}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-800">Everything is in place. Submit your listing for approval.</p>
      )}
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {rows.map(([k, v]) => (
          <div key={k} className="grid grid-cols-2 gap-3 px-4 py-2.5 text-sm">
            <dt className="text-slate-500">{k}</dt>
            <dd className="font-medium text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-600">After you submit, our team reviews the listing. Once approved it is scheduled and goes live at its start time; classifieds go live at once.</p>
    </div>
  );
}
