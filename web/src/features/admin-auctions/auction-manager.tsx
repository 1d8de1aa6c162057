import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Ban, ExternalLink, Flag, Star, Trash2 } from 'lucide-react';
import { formatUsd } from '../../../../domain/shared/format.ts';
import { CANCEL_REASON_MAX, canCancel, canDelete, canEndEarly } from '../../../../domain/admin/admin-auctions.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { TextAreaField } from '../../ui/field.tsx';
import { ErrorState, SideSheet, Stat, TableSkeleton, formatAdminTime } from '../../ui/admin-kit.tsx';
import { useAdminAuction, useAuctionActions, type AdminAuctionDetail } from './api.ts';
import type { AuctionAction } from './auction-action.ts';
import type { CategoryOption } from './auction-filters.ts';
import { AuctionStatusBadge } from './auction-status.tsx';
import { AuctionEditForm, formValues } from './auction-edit-form.tsx';

/** One listing in a side sheet: what it is now, and every action an operator takes on it. */
export function AuctionManager({ id, categories, onClose }: { id: string; categories: CategoryOption[]; onClose: () => void }) {
  const detail = useAdminAuction(id);
  return (
    <SideSheet open onClose={onClose} title={detail.data?.title ?? 'Listing'}>
      {detail.isPending ? (
        <TableSkeleton rows={6} cols={2} />
      ) : detail.isError ? (
        <ErrorState message={errorMessage(detail.error, 'Failed to load the listing')} onRetry={() => void detail.refetch()} />
      ) : (
        <ManagerBody auction={detail.data} categories={categories} onDeleted={onClose} />
      )}
    </SideSheet>
  );
}

type Confirming = 'end' | 'cancel' | 'delete' | null;

function ManagerBody({ auction: a, categories, onDeleted }: { auction: AdminAuctionDetail; categories: CategoryOption[]; onDeleted: () => void }) {
  const { act, remove } = useAuctionActions(a.id);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const busy = act.isPending || remove.isPending;

  const run = (action: AuctionAction, done: string) =>
    act.mutate(action, {
      onSuccess: () => {
        toast.success(done);
        setConfirming(null);
        setReason('');
      },
      onError: (err) => toast.error(errorMessage(err, 'Failed to update the listing')),
    });
  const open = (c: Confirming) => {
    setConfirming((v) => (v === c ? null : c));
    setReason('');
    setReasonError(null);
  };

  const isClassified = a.listingType === 'classified';
  return (
    <div className="space-y-6 p-5" data-testid="auction-manager">
      <div className="flex flex-wrap items-center gap-2">
        <AuctionStatusBadge auction={a} />
        <span className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 capitalize">{a.listingType}</span>
        <span className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 capitalize">{a.category}</span>
        {a.featured && (
          <span className="inline-flex items-center gap-1 rounded-md bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
            <Star className="size-3 fill-current" aria-hidden /> Featured
          </span>
        )}
        <Link to={a.path} target="_blank" rel="noopener" className="ml-auto inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          View listing <ExternalLink className="size-3.5" aria-hidden />
        </Link>
      </div>

      {a.cancelledAt && (
        <Notice tone="red" title={`Cancelled ${formatAdminTime(a.cancelledAt)}`}>
          {a.cancellationReason}
        </Notice>
      )}

      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Stat
          label={isClassified ? 'Price' : 'Current bid'}
          value={formatUsd(isClassified ? (a.buyNowPrice ?? 0) : a.currentBid)}
          hint={isClassified ? undefined : `from ${formatUsd(a.startingPrice)}`}
        />
        <Stat label="Bids" value={a.bidCount} hint={`${a.bidderCount} ${a.bidderCount === 1 ? 'bidder' : 'bidders'}`} />
        <Stat label="Reserve" value={a.reservePrice === null ? 'None' : formatUsd(a.reservePrice)} />
        <Stat label="Holds held" value={a.heldHolds} />
      </dl>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        <Fact label="Seller">
          <Link to={`/admin/users?user=${a.seller.id}`} className="font-medium text-slate-900 hover:underline">
            {a.seller.name}
          </Link>
          <span className="block truncate text-xs text-slate-500">{a.seller.email}</span>
        </Fact>
        <Fact label="Listed">{formatAdminTime(a.createdAt)}</Fact>
        <Fact label="Starts">{a.startTime ? formatAdminTime(a.startTime) : 'Not set'}</Fact>
        <Fact label="Ends">{a.endTime ? formatAdminTime(a.endTime) : 'Not set'}</Fact>
      </dl>

      <div className="space-y-3">
        <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Actions</h3>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => run({ kind: 'featured', featured: !a.featured }, a.featured ? 'Listing unfeatured' : 'Listing featured')}
          >
            <Star className="size-4" aria-hidden /> {a.featured ? 'Unfeature' : 'Feature'}
          </Button>
          {canEndEarly(a) && (
            <Button size="sm" variant="secondary" disabled={busy} aria-expanded={confirming === 'end'} onClick={() => open('end')}>
              <Flag className="size-4" aria-hidden /> End now
            </Button>
          )}
          {canCancel(a) && (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              aria-expanded={confirming === 'cancel'}
              onClick={() => open('cancel')}
              className="text-red-700"
            >
              <Ban className="size-4" aria-hidden /> Cancel listing
            </Button>
          )}
          {canDelete(a) && (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              aria-expanded={confirming === 'delete'}
              onClick={() => open('delete')}
              className="text-red-700"
            >
              <Trash2 className="size-4" aria-hidden /> Delete
            </Button>
          )}
        </div>
        {!canDelete(a) && a.bidCount > 0 && <p className="text-xs text-slate-500">Listings with bids cannot be deleted; cancel them instead.</p>}

        {confirming === 'end' && (
          <ConfirmBox
            tone="amber"
            text={`The auction closes now as if its time had run out: ${a.reservePrice !== null && a.currentBid < a.reservePrice ? 'the reserve is not met, so it ends unsold and the negotiation window opens.' : a.bidCount > 0 ? 'it is sold to the leading bidder at the current bid.' : 'it has no bids, so it ends unsold.'} Other bidders are told.`}
          >
            <TextAreaField
              label="Reason for the bidders (optional)"
              rows={2}
              maxLength={CANCEL_REASON_MAX}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <ConfirmButtons
              busy={busy}
              label="End auction now"
              onCancel={() => setConfirming(null)}
              onConfirm={() => run({ kind: 'end', reason: reason.trim() }, 'Auction ended')}
            />
          </ConfirmBox>
        )}
        {confirming === 'cancel' && (
          <ConfirmBox tone="red" text="The listing is archived. Bidders are told with your reason and their holds are released; the seller is e-mailed.">
            <TextAreaField
              label="Reason"
              rows={2}
              maxLength={CANCEL_REASON_MAX}
              value={reason}
              error={reasonError ?? undefined}
              onChange={(e) => {
                setReason(e.target.value);
                setReasonError(null);
              }}
            />
            <ConfirmButtons
              busy={busy}
              danger
              label="Cancel listing"
              onCancel={() => setConfirming(null)}
              onConfirm={() =>
                reason.trim()
                  ? run({ kind: 'cancel', reason: reason.trim() }, 'Listing cancelled')
                  : setReasonError('Please give a reason: the bidders and the seller are told.')
              }
            />
          </ConfirmBox>
        )}
        {confirming === 'delete' && (
          <ConfirmBox tone="red" text="The listing, its photos, comments and watchers are deleted for good. This cannot be undone.">
            <ConfirmButtons
              busy={busy}
              danger
              label="Delete listing"
              onCancel={() => setConfirming(null)}
              onConfirm={() =>
                remove.mutate(undefined, {
                  onSuccess: () => {
                    toast.success('Listing deleted');
                    onDeleted();
                  },
                  onError: (err) => toast.error(errorMessage(err, 'Failed to delete the listing')),
                })
              }
            />
          </ConfirmBox>
        )}
      </div>

      <AuctionEditForm
        key={JSON.stringify(formValues(a))}
        auction={a}
        categories={categories}
        busy={busy}
        onSave={(patch) => run({ kind: 'edit', patch }, 'Changes saved')}
      />
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}

function Notice({ tone, title, children }: { tone: 'red'; title: string; children: ReactNode }) {
  return (
    <div className={tone === 'red' ? 'rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800' : ''}>
      <p className="font-semibold">{title}</p>
      {children && <p className="mt-0.5">{children}</p>}
    </div>
  );
}

function ConfirmBox({ tone, text, children }: { tone: 'red' | 'amber'; text: string; children: ReactNode }) {
  return (
    <div
      className={
        tone === 'red' ? 'space-y-3 rounded-lg border border-red-200 bg-red-50/60 p-3' : 'space-y-3 rounded-lg border border-amber-200 bg-amber-50/60 p-3'
      }
    >
      <p className={tone === 'red' ? 'text-sm text-red-800' : 'text-sm text-amber-900'}>{text}</p>
      {children}
    </div>
  );
}

function ConfirmButtons({
  busy,
  danger,
  label,
  onConfirm,
  onCancel,
}: {
  busy: boolean;
  danger?: boolean;
  label: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="flex justify-end gap-2">
      <button type="button" className={buttonClass('ghost', 'sm')} onClick={onCancel}>
        Keep it
      </button>
      <Button size="sm" variant={danger ? 'danger' : 'dark'} disabled={busy} onClick={onConfirm}>
        {label}
      </Button>
    </div>
  );
}
