import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { TriangleAlert, X } from 'lucide-react';
import { formatUsd } from '../../../../domain/shared/format.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { Button } from '../../ui/button.tsx';
import { Badge, ErrorState, Panel, TableSkeleton, formatAdminTime } from '../../ui/admin-kit.tsx';
import { useAdminUser, useChangeUser, type AdminUserDetail } from './api.ts';
import type { UserChange } from './user-change.ts';
import { SuspendDialog } from './suspend-dialog.tsx';

export function UserDetail({ id, onClose, extra }: { id: string; onClose: () => void; extra?: ReactNode }) {
  const detail = useAdminUser(id);
  const change = useChangeUser(id);
  const { user: me } = useAuth();
  // /admin/signals links here with ?suspend=bids, the suspension dialog open (no choice made).
  const [params] = useSearchParams();
  const [suspending, setSuspending] = useState(params.get('suspend') === 'bids');

  const run = (c: UserChange, done: string) =>
    change.mutate(c, {
      onSuccess: () => toast.success(done),
      onError: (err) => toast.error(errorMessage(err, 'Failed to update the user')),
    });
  // The dialog states the counts as they are now: the member may have bid since the panel loaded.
  const openSuspend = () => {
    setSuspending(true);
    void detail.refetch();
  };

  const close = (
    <Button variant="ghost" size="sm" onClick={onClose} aria-label="Close">
      <X className="size-4" aria-hidden />
    </Button>
  );
  if (detail.isPending)
    return (
      <Panel title="Member" actions={close} className="self-start">
        <TableSkeleton rows={4} cols={2} />
      </Panel>
    );
  if (detail.isError)
    return (
      <Panel title="Member" actions={close} className="self-start">
        <ErrorState message={errorMessage(detail.error, 'Failed to load the user')} onRetry={() => void detail.refetch()} />
      </Panel>
    );
  const { user: u, counts, liveBidding, recentListings, recentBids } = detail.data;
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
        {u.status === 'suspended' && <SuspensionNote user={u} leading={liveBidding.leading} />}
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
          <Button
            size="sm"
            variant="secondary"
            disabled={change.isPending}
            onClick={() => run({ kind: 'verified', isVerified: !u.isVerified }, u.isVerified ? 'Verification removed' : 'Seller verified')}
          >
            {u.isVerified ? 'Remove verification' : 'Verify seller'}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={change.isPending || (self && u.isAdmin)}
            onClick={() => run({ kind: 'admin', isAdmin: !u.isAdmin }, u.isAdmin ? 'Admin role removed' : 'Admin role granted')}
          >
            {u.isAdmin ? 'Remove admin' : 'Make admin'}
          </Button>
          {u.status === 'suspended' ? (
            <Button size="sm" variant="dark" disabled={change.isPending} onClick={() => run({ kind: 'status', status: 'active' }, 'User reinstated')}>
              Reinstate
            </Button>
          ) : (
            <Button size="sm" variant="danger" disabled={change.isPending || self} onClick={openSuspend}>
              Suspend
            </Button>
          )}
        </div>
        {extra}
        {!self && <SuspendDialog detail={detail.data} open={suspending && u.status !== 'suspended'} onOpenChange={setSuspending} />}
        <Recent title="Latest listings" empty="No listings.">
          {recentListings.map((l) => (
            <li key={l.id} className="flex justify-between gap-3">
              <Link className="truncate text-slate-800 hover:underline" to={`/auction/${l.slug ?? l.id}`}>
                {l.title}
              </Link>
              <span className="shrink-0 text-slate-500">{l.status}</span>
            </li>
          ))}
        </Recent>
        <Recent title="Latest bids" empty="No bids.">
          {recentBids.map((b) => (
            <li key={b.id} className="flex justify-between gap-3">
              <Link className="truncate text-slate-800 hover:underline" to={`/auction/${b.slug ?? b.auctionId}`}>
                {b.title}
              </Link>
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

/** Why the member is suspended and since when; a warning when they still lead live auctions (their bids were kept). */
function SuspensionNote({ user: u, leading }: { user: AdminUserDetail['user']; leading: AdminUserDetail['liveBidding']['leading'] }) {
  return (
    <div className="space-y-2 rounded-lg border border-red-200 bg-red-50/70 p-3 text-sm" data-testid="suspension-note">
      <div>
        <p className="text-xs font-semibold tracking-wide text-red-800 uppercase">Reason for the suspension</p>
        <p className="mt-1 break-words whitespace-pre-line text-red-950">{u.suspensionReason ?? 'No reason was recorded.'}</p>
        {u.suspendedAt && (
          <p className="mt-1 text-xs text-red-800/80">
            Since <time dateTime={u.suspendedAt}>{formatAdminTime(u.suspendedAt)}</time>
          </p>
        )}
      </div>
      {leading.length > 0 && (
        <div className="flex gap-2 rounded-md bg-amber-50 px-2.5 py-2 text-amber-900 ring-1 ring-amber-200">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
          <p>
            They still lead {leading.length} live {leading.length === 1 ? 'auction' : 'auctions'}:{' '}
            {leading.map((l, i) => (
              <span key={l.auctionId}>
                {i > 0 && ', '}
                <Link className="font-medium underline underline-offset-2" to={`/auction/${l.slug ?? l.auctionId}`}>
                  {l.title}
                </Link>
              </span>
            ))}
          </p>
        </div>
      )}
    </div>
  );
}
