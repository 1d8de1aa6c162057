import { Car, FileText, Gavel, Tag, Trash2 } from 'lucide-react';
import { categoryName } from '../../../../domain/listings/vehicle-categories.ts';
import { responsiveSources } from '../../lib/image-loader.ts';
import { Button } from '../../ui/button.tsx';
import { DateText } from '../../ui/date-text.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useCreateDraft, useDeleteDraft, useDrafts } from './api.ts';

/** The start of /create-auction: continue one of your drafts, or start an auction or a classified. */
export function DraftPicker({ onOpen }: { onOpen: (id: string) => void }) {
  const drafts = useDrafts();
  const create = useCreateDraft();
  const remove = useDeleteDraft();

  async function start(listingType: 'auction' | 'classified') {
    const draft = await create.mutateAsync({
      listingType,
      durationDays: 7,
      sellerType: 'other',
      lienExists: 'no',
      hasFlaws: 'no',
      isModified: 'no',
      titleInYourName: 'yes',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    onOpen(draft.id);
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby="start-heading">
        <h2 id="start-heading" className="mb-3 text-lg font-bold text-slate-900">
          Start a new listing
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <button
            type="button"
            disabled={create.isPending}
            onClick={() => void start('auction')}
            className="rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm transition hover:border-brand-500 hover:shadow-md disabled:opacity-60"
          >
            <Gavel aria-hidden className="mb-3 size-7 text-brand-600" />
            <span className="block text-base font-semibold text-slate-900">Sell at auction</span>
            <span className="text-sm text-slate-600">Timed bidding from 3 to 14 days, with an optional reserve and buy now price.</span>
          </button>
          <button
            type="button"
            disabled={create.isPending}
            onClick={() => void start('classified')}
            className="rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm transition hover:border-brand-500 hover:shadow-md disabled:opacity-60"
          >
            <Tag aria-hidden className="mb-3 size-7 text-brand-600" />
            <span className="block text-base font-semibold text-slate-900">List as a classified</span>
            <span className="text-sm text-slate-600">A fixed sale price; buyers contact you directly.</span>
          </button>
        </div>
        {create.isError && (
          <p role="alert" className="mt-2 text-sm text-red-600">
            {create.error.message}
          </p>
        )}
      </section>

      <section aria-labelledby="drafts-heading">
        <h2 id="drafts-heading" className="mb-3 text-lg font-bold text-slate-900">
          Your drafts
        </h2>
        {drafts.isPending ? (
          <div className="space-y-2">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : drafts.isError ? (
          <p role="alert" className="text-sm text-red-600">
            Failed to load your drafts. Please try again.
          </p>
        ) : drafts.data.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
            <FileText aria-hidden className="mx-auto mb-2 size-6" />
            No drafts yet. Your listing is saved as a draft while you write it, so you can finish it later on any device.
          </div>
        ) : (
          <ul className="space-y-2">
            {drafts.data.map((d) => (
              <li key={d.id} className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
                <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-slate-100">
                  {d.coverUrl ? (
                    <img {...responsiveSources(d.coverUrl)} sizes="64px" alt="" className="size-full object-cover" />
                  ) : (
                    <Car aria-hidden className="m-4 size-8 text-slate-400" />
                  )}
                </div>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-slate-900">{d.title ?? 'Untitled draft'}</p>
                  <p className="text-xs text-slate-500">
                    {[d.listingType === 'classified' ? 'Classified' : 'Auction', d.category ? categoryName(d.category) : null].filter(Boolean).join(' · ')} ·
                    saved <DateText ms={Date.parse(d.updatedAt)} />
                  </p>
                </div>
                <Button size="sm" onClick={() => onOpen(d.id)}>
                  Continue
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-600"
                  aria-label={`Delete draft ${d.title ?? 'Untitled draft'}`}
                  disabled={remove.isPending}
                  onClick={() => {
                    if (window.confirm('Delete this draft? This cannot be undone.')) remove.mutate(d.id);
                  }}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
