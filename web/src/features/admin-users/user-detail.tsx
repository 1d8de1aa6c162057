import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { X } from 'lucide-react';
import { formatUsd } from '../../../../domain/format.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { Button } from '../../ui/button.tsx';
import { TextAreaField } from '../../ui/field.tsx';
import { Badge, ErrorState, Panel, TableSkeleton } from '../../ui/admin-kit.tsx';
import { useAdminUser, useChangeUser, type UserChange } from './api.ts';

export function UserDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = useAdminUser(id);
  const change = useChangeUser(id);
  const { user: me } = useAuth();
  const [suspending, setSuspending] = useState(false);
  const [reason, setReason] = useState('');

  const run = (c: UserChange, done: string) =>
    change.mutate(c, {
      onSuccess: () => {
        toast.success(done);
        setSuspending(false);
        setReason('');
      },
      onError: (err) => toast.error(errorMessage(err, 'Failed to update the user')),
    });

  const close = (
    <Button variant="ghost" size="sm" onClick={onClose} aria-label="Close">
      <X className="size-4" aria-hidden />
    </Button>
  );
  if (detail.isPending) return <Panel title="Member" actions={close}><TableSkeleton rows={4} cols={2} /></Panel>;
  if (detail.isError) return <Panel title="Member" actions={close}><ErrorState message={errorMessage(detail.error, 'Failed to load the user')} onRetry={() => void detail.refetch()} /></Panel>;
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
        <dl className="grid grid-cols-3 gap-2 text-center sm:grid-cols-5">
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
              run({ kind: 'status', status: 'suspended', reason: reason.trim() || undefined }, 'User suspended');
            }}
          >
            <p className="text-sm text-red-800">Their sessions end at once; they cannot sign in, bid, offer, comment or message until reinstated.</p>
            <TextAreaField label="Reason (kept in the audit log)" rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
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
