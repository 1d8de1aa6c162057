import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHOD_TEXT } from '../../../../domain/deals/deal-rules.ts';
import { Video } from 'lucide-react';
import { formatDateTime, formatUsd } from '../../../../domain/shared/format.ts';
import type { ListingDraftData, ListingProblem, MediaItem } from '../../../../domain/listings/listing-input.ts';
import { VEHICLE_CATALOGUE } from '../../../../domain/listings/vehicle-catalogue.ts';
import { responsiveSources } from '../../lib/image-loader.ts';

/** Step 7: what is still missing (each a link to its step), then the listing as it will be submitted. */
export function ReviewStep({
  data,
  problems,
  onEdit,
  featuredFeeCents,
}: {
  data: ListingDraftData;
  problems: ListingProblem[];
  onEdit: (field: string) => void;
  featuredFeeCents: number;
}) {
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
          ['Starts', data.startTime ? formatDateTime(Date.parse(data.startTime)) : '—'],
          ['Duration', data.durationDays ? `${data.durationDays} days` : '—'],
        ] as [string, string][])),
    ['Payment', PAYMENT_METHOD_TEXT[data.paymentMethod ?? DEFAULT_PAYMENT_METHOD].label],
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
        <p className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-800">
          Everything is in place. Submit your listing for approval.
        </p>
      )}
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {rows.map(([k, v]) => (
          <div key={k} className="grid grid-cols-2 gap-3 px-4 py-2.5 text-sm">
            <dt className="text-slate-500">{k}</dt>
            <dd className="font-medium text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
      {(data.media?.length ?? 0) > 0 && <MediaOrder media={data.media ?? []} />}
      <p className="text-sm text-slate-600">
        After you submit, our team reviews the listing. Once approved it is scheduled and goes live at its start time; classifieds go live at once.
      </p>
    </div>
  );
}

/** The photos and videos in the order buyers will see them; the first photo is the cover. */
function MediaOrder({ media }: { media: MediaItem[] }) {
  const cover = media.findIndex((m) => m.kind === 'image');
  return (
    <div>
      <p className="mb-2 text-sm font-medium text-slate-800">Photos and videos, in the order buyers see them</p>
      <ol className="grid grid-cols-4 gap-2 sm:grid-cols-6" aria-label="Photos and videos as submitted">
        {media.map((m, i) => (
          <li key={m.url} className="relative aspect-[4/3] overflow-hidden rounded-lg bg-slate-100" data-testid="review-media" data-url={m.url}>
            {m.kind === 'image' ? (
              <img {...responsiveSources(m.url)} sizes="120px" alt={`Photo ${i + 1}${i === cover ? ' (cover)' : ''}`} className="size-full object-cover" />
            ) : m.kind === 'video' ? (
              <video src={m.url} muted preload="metadata" className="size-full object-cover" aria-label={`Video ${i + 1}`} />
            ) : (
              <div className="flex size-full items-center justify-center bg-slate-900" role="img" aria-label={`YouTube video ${i + 1}`}>
                <Video aria-hidden className="size-6 text-red-500" />
              </div>
            )}
            <span className="absolute bottom-1 left-1 rounded bg-white/90 px-1 text-[11px] font-semibold text-slate-800 tabular-nums">{i + 1}</span>
            {i === cover && <span className="absolute top-1 right-1 rounded bg-brand-500 px-1.5 text-[11px] font-semibold text-slate-950">Cover</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
