import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { X } from 'lucide-react';
import { formatUsd } from '../../../../domain/format.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { Button } from '../../ui/button.tsx';
import { TextAreaField } from '../../ui/field.tsx';
import { Badge, ErrorState, Panel, TableSkeleton } from '../../ui/admin-kit.tsx';
import { useAdminUser, useChangeUser, type CancelledBids, type UserChange } from './api.ts';

export function UserDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = useAdminUser(id);
  const change = useChangeUser(id);
  const { user: me } = useAuth();
  // Issue 27 item 6: /admin/signals links here with ?suspend=bids, the suspension form open with its bids to cancel.
  const [params] = useSearchParams();
  const fromSignals = params.get('suspend') === 'bids';
  const [suspending, setSuspending] = useState(fromSignals);
  const [reason, setReason] = useState('');
  const [cancelBids, setCancelBids] = useState(fromSignals);

  const run = (c: UserChange, done: string) =>
    change.mutate(c, {
      onSuccess: (res) => {
        toast.success(done, res.cancelled ? { description: cancelledLine(res.cancelled) } : undefined);
        setSuspending(false);
        setReason('');
        setCancelBids(false);
      },
      onError: (err) => toast.error(errorMessage(err, 'Failed to update the user')),
    });

  const close = (
    <Button variant="ghost" size="sm" onClick={onClose} aria-label="Close">
      <X className="size-4" aria-hidden />
    </Button>
  );
  if (detail.isPending) return <Panel title="Member" actions={close} className="self-start"><TableSkeleton rows={4} cols={2} /></Panel>;
  if (detail.isError) return <Panel title="Member" actions={close} className="self-start"><ErrorState message={errorMessage(detail.error, 'Failed to load the user')} onRetry={() => void detail.refetch()} /></Panel>;
  const { user: u, counts, recentListings, recentBids } = detail.data;
  const self = me?.id === u.id;
  return (
    <Panel title={u.displayName ?? u.name} actions={close} className="self-start">
      <div className="space-y-5 p-4 sm:p-5" data-testid="user-detail">
        <div>
          <p className="text-sm text-slate-600">{u.email}</p>
          <div className="mt-2 flex flex-wrap gap-1">
            {u.status === 'suspended' ? <Badge tone="red">Suspended</Badge> : <Badge tone="green">Active</Badge>}
            {u.isVerified && <Badge tone="blue">Verified</Badge>}
            {u.isAdmin && <Badge tone="amber">Admin</Badge>}
            {!u.emailVerified && <Badge>E-mail not confirmed</Badge>}
          </div>
        </div>
        <dl className="grid grid-cols-3 gap-2 text-center sm:grid-cols-5 xl:grid-cols-3">
          {(
            [
              ['Listings', counts.listings],
              ['Bids', counts.bids],
              ['Authorizations', counts.authorizations],
              ['Holds', counts.holds],
              ['Messages', counts.messages],
            ] as const
          ).map(([label, n]) => (
            <div key={label} className="rounded-lg bg-slate-50 px-1 py-2">
              <dd className="text-lg font-bold text-slate-900">{n}</dd>
              <dt className="truncate text-[11px] text-slate-500">{label}</dt>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" disabled={change.isPending} onClick={() => run({ kind: 'verified', isVerified: !u.isVerified }, u.isVerified ? 'Verification removed' : 'Seller verified')}>
            {u.isVerified ? 'Remove verification' : 'Verify seller'}
          </Button>
          <Button size="sm" variant="secondary" disabled={change.isPending || (self && u.isAdmin)} onClick={() => run({ kind: 'admin', isAdmin: !u.isAdmin }, u.isAdmin ? 'Admin role removed' : 'Admin role granted')}>
            {u.isAdmin ? 'Remove admin' : 'Make admin'}
          </Button>
          {u.status === 'suspended' ? (
            <Button size="sm" variant="dark" disabled={change.isPending} onClick={() => run({ kind: 'status', status: 'active' }, 'User reinstated')}>
              Reinstate
            </Button>
          ) : (
            <Button size="sm" variant="danger" disabled={change.isPending || self} onClick={() => setSuspending(true)}>
              Suspend
            </Button>
          )}
        </div>
        {suspending && (
          <form
            className="space-y-3 rounded-lg border border-red-200 bg-red-50/50 p-3"
            onSubmit={(e) => {
              e.preventDefault();
              run({ kind: 'status', status: 'suspended', reason: reason.trim() || undefined, cancelBids }, cancelBids ? 'User suspended, bids cancelled' : 'User suspended');
            }}
          >
            <p className="text-sm text-red-800">Their sessions end at once; they cannot sign in, bid, offer, comment or message until reinstated.</p>
            <TextAreaField label="Reason (kept in the audit log)" rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
            <label className="flex items-start gap-2 text-sm text-slate-800">
              <input type="checkbox" className="mt-0.5 size-4 rounded border-slate-300 accent-red-700" checked={cancelBids} onChange={(e) => setCancelBids(e.target.checked)} />
              <span>
                <span className="font-medium">Cancel their bids on live auctions</span>
                <span className="block text-xs text-slate-600">Their bids and proxy bids are removed and each auction’s high bid is recomputed from the other bids, live for every viewer. Their pending offers end.</span>
              </span>
            </label>
            <div className="flex gap-2">
              <Button type="submit" size="sm" variant="danger" disabled={change.isPending}>
                Confirm suspension
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setSuspending(false)}>
                Cancel
              </Button>
            </div>
          </form>
        )}
        <Recent title="Latest listings" empty="No listings.">
          {recentListings.map((l) => (
            <li key={l.id} className="flex justify-between gap-3">
              <Link className="truncate text-slate-800 hover:underline" to={`/auction/${l.slug ?? l.id}`}>{l.title}</Link>
              <span className="shrink-0 text-slate-500">{l.status}</span>
            </li>
          ))}
        </Recent>
        <Recent title="Latest bids" empty="No bids.">
          {recentBids.map((b) => (
            <li key={b.id} className="flex justify-between gap-3">
              <Link className="truncate text-slate-800 hover:underline" to={`/auction/${b.slug ?? b.auctionId}`}>{b.title}</Link>
              <span className="shrink-0 font-medium text-slate-700">{formatUsd(b.amount)}</span>
            </li>
          ))}
        </Recent>
      </div>
    </Panel>
  );
}

function Recent({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <div>
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children.length === 0 ? <p className="text-sm text-slate-500">{empty}</p> : <ul className="space-y-1.5 text-sm">{children}</ul>}
    </div>
  );
}

/** The toast's second line after bids were cancelled: how many auctions changed, and offers ended. */
function cancelledLine(c: CancelledBids): string {
  const n = c.auctions.length;
  const auctions = n === 0 ? 'No live auction had their bids' : `Recomputed ${n} ${n === 1 ? 'auction' : 'auctions'}`;
  return c.offers > 0 ? `${auctions}; ${c.offers} pending ${c.offers === 1 ? 'offer' : 'offers'} ended.` : `${auctions}.`;
}
