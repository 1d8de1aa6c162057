import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { CheckCircle2, ExternalLink, RotateCcw, Star, XCircle } from 'lucide-react';
import { formatDateTime, formatUsd } from '../../../../domain/shared/format.ts';
import { REJECTION_REASON_MAX } from '../../../../domain/listings/listing-review.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { TextAreaField } from '../../ui/field.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { SmartImage } from '../../ui/smart-image.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useApprovalQueue, useReview, type ApprovalItem } from './api.ts';

const when = (iso: string | null) => (iso ? formatDateTime(Date.parse(iso)) : 'Not set');

/** The listings and renewals awaiting approval, on /admin/auctions. */
export function ApprovalQueue() {
  const queue = useApprovalQueue();
  return (
    <section aria-labelledby="approval-queue-title" className="space-y-4">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="approval-queue-title" className="text-xl font-bold text-slate-900">
          Awaiting approval
        </h2>
        {queue.data && <span className="rounded-full bg-slate-900 px-2.5 py-0.5 text-sm font-semibold text-white">{queue.data.length}</span>}
      </div>
      {queue.isPending ? (
        <div role="status" aria-label="Loading" className="space-y-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-32 w-full rounded-xl" />
          ))}
        </div>
      ) : queue.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
          Failed to load the approval queue. {queue.error.message}
        </p>
      ) : queue.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <CheckCircle2 className="mx-auto size-8 text-emerald-600" aria-hidden />
          <p className="mt-2 font-semibold text-slate-900">Nothing awaits approval</p>
          <p className="mt-1 text-sm text-slate-600">New listings and renewal requests appear here as sellers submit them.</p>
        </div>
      ) : (
        <ul className="space-y-3">
          {queue.data.map((item) => (
            <ApprovalCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ApprovalCard({ item }: { item: ApprovalItem }) {
  const { approve, reject } = useReview();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = approve.isPending || reject.isPending;

  const onApprove = () =>
    approve.mutate(item.id, {
      onSuccess: (r) => toast.success(`Approved: ${item.title}${r.status === 'active' ? ' (now live)' : ' (scheduled)'}`),
      onError: (e) => toast.error(e instanceof ApiError ? e.message : 'Failed to approve the listing'),
    });
  const onReject = () => {
    if (!reason.trim()) return setError('Please give the seller a reason for the rejection.');
    reject.mutate(
      { id: item.id, reason },
      {
        onSuccess: () => toast.success(`Rejected: ${item.title}`),
        onError: (e) => setError(e instanceof ApiError ? e.message : 'Failed to reject the listing'),
      },
    );
  };

  return (
    <li data-testid="approval-item" className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-col gap-4 p-4 sm:flex-row">
        <div className="aspect-[4/3] w-full shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:w-44">
          <SmartImage src={item.image_url} alt={item.title} sizes="176px" className="size-full object-cover" />
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <span
              className={`rounded-md px-2 py-0.5 text-xs font-bold uppercase ${item.kind === 'renewal' ? 'bg-sky-100 text-sky-800' : 'bg-amber-100 text-amber-800'}`}
            >
              {item.kind === 'renewal' ? 'Renewal' : 'New listing'}
            </span>
            <span className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 capitalize">{item.listing_type}</span>
            {item.featured_fee && (
              <span className="inline-flex items-center gap-1 rounded-md bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                <Star className="size-3" aria-hidden /> Featured fee held
              </span>
            )}
          </div>
          <h3 className="mt-1.5 truncate text-lg font-bold text-slate-900">{item.title}</h3>
          <p className="text-sm text-slate-600">
            {item.seller.name} · {item.seller.email}
          </p>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
            <Fact
              label={item.listing_type === 'classified' ? 'Price' : 'Starting'}
              value={formatUsd(item.listing_type === 'classified' ? (item.buy_now_price ?? 0) : item.starting_price)}
            />
            <Fact label="Reserve" value={item.reserve_price === null ? 'None' : formatUsd(item.reserve_price)} />
            <Fact label="Starts" value={when(item.start_time)} />
            <Fact label="Ends" value={when(item.end_time)} />
          </dl>
          {item.original && (
            <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
              <RotateCcw className="size-4" aria-hidden /> Renews{' '}
              <Link to={item.original.path} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                {item.original.title}
              </Link>{' '}
              (ended at {formatUsd(item.original.current_bid)}, reserve not met)
            </p>
          )}
          <p className="mt-1 text-xs text-slate-500">Submitted {when(item.submitted_at)}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 bg-slate-50 px-4 py-3">
        <Link to={item.path} target="_blank" rel="noopener" className={buttonClass('secondary', 'sm')}>
          <ExternalLink className="size-4" aria-hidden /> View listing
        </Link>
        <div className="ml-auto flex gap-2">
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => setRejecting((v) => !v)} aria-expanded={rejecting}>
            <XCircle className="size-4" aria-hidden /> Reject
          </Button>
          <Button variant="dark" size="sm" disabled={busy} onClick={onApprove}>
            <CheckCircle2 className="size-4" aria-hidden /> Approve
          </Button>
        </div>
      </div>
      {rejecting && (
        <div className="space-y-3 border-t border-slate-100 p-4">
          <TextAreaField
            label="Reason for the seller"
            rows={3}
            maxLength={REJECTION_REASON_MAX}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
            error={error ?? undefined}
            hint="The seller receives this reason by e-mail."
          />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={() => setRejecting(false)}>
              Cancel
            </Button>
            <Button variant="danger" size="sm" disabled={busy} onClick={onReject}>
              Reject listing
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="truncate font-medium text-slate-900">{value}</dd>
    </div>
  );
}
