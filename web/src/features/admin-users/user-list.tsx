import { useState, type ReactNode } from 'react';
import { Search, TriangleAlert } from 'lucide-react';
import { formatShortDate } from '../../../../domain/shared/format.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useSearchParamSetter } from '../../lib/use-search-param-setter.ts';
import { Button } from '../../ui/button.tsx';
import { controlClass } from '../../ui/field.tsx';
import { Badge, EmptyState, ErrorState, Panel, Table, TableSkeleton, cellClass, formatAdminTime } from '../../ui/admin-kit.tsx';
import { cn } from '../../ui/cn.ts';
import { useAdminUsers, type AdminUser } from './api.ts';
import { UserDetail } from './user-detail.tsx';

/** Members: search, then open one to see their activity and act on the account. */
/** `memberExtra`: what the page adds to a member's panel (their strikes). */
export function UserList({ memberExtra }: { memberExtra?: (userId: string) => ReactNode } = {}) {
  const [params, setParams] = useSearchParamSetter();
  const search = params.get('search') ?? '';
  const status = params.get('status') ?? '';
  const selected = params.get('user');
  const [text, setText] = useState(search);
  const users = useAdminUsers(search, status);
  const set = (k: string, v: string | null) => setParams({ [k]: v });
  const rows = users.data?.pages.flatMap((p) => p.users) ?? [];
  return (
    // The list and the member side by side where both fit (the list's own width pushed the
    // page 78 px past the screen at 1280 and the member's panel with 'Suspend' off it); else one above the other.
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_360px]">
      <Panel
        title="Members"
        actions={
          <form
            role="search"
            className="flex w-full flex-wrap gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              set('search', text.trim() || null);
            }}
          >
            <div className="relative min-w-0 flex-1 basis-48">
              <Search className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-slate-400" aria-hidden />
              <input
                aria-label="Search users"
                type="search"
                placeholder="Name or e-mail"
                className={cn(controlClass, 'py-1.5 pl-8')}
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
            </div>
            <select
              aria-label="Show"
              className={cn(controlClass, 'min-w-0 flex-1 basis-36 py-1.5 sm:max-w-48')}
              value={status}
              onChange={(e) => set('status', e.target.value || null)}
            >
              <option value="">Everyone</option>
              <option value="active">Active</option>
              <option value="suspended">Suspended</option>
              <option value="verified">Verified sellers</option>
              <option value="admin">Admins</option>
            </select>
            <Button type="submit" variant="dark" size="sm" className="h-[34px]">
              Search
            </Button>
          </form>
        }
      >
        {users.isPending ? (
          <TableSkeleton cols={4} />
        ) : users.isError ? (
          <ErrorState message={errorMessage(users.error, 'Failed to load users')} onRetry={() => void users.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState title="No users found" line={search ? `Nobody matches “${search}”.` : 'Members appear here once they sign up.'} />
        ) : (
          <>
            <Table label="Members" head={['Member', 'Status', 'Joined', '']} minWidth="min-w-[520px]">
              {rows.map((u) => (
                <UserRow key={u.id} user={u} selected={u.id === selected} onOpen={() => set('user', u.id)} />
              ))}
            </Table>
            {users.hasNextPage && (
              <div className="border-t border-slate-100 p-4 text-center">
                <Button variant="secondary" size="sm" disabled={users.isFetchingNextPage} onClick={() => void users.fetchNextPage()}>
                  {users.isFetchingNextPage ? 'Loading...' : 'Load more'}
                </Button>
              </div>
            )}
          </>
        )}
      </Panel>
      {selected ? (
        <UserDetail id={selected} onClose={() => set('user', null)} extra={memberExtra?.(selected)} />
      ) : (
        <Panel className="hidden xl:block">
          <EmptyState title="Select a member" line="Their listings, bids and account actions show here." />
        </Panel>
      )}
    </div>
  );
}

function UserRow({ user: u, selected, onOpen }: { user: AdminUser; selected: boolean; onOpen: () => void }) {
  return (
    <tr className={selected ? 'bg-brand-50/60' : 'hover:bg-slate-50'}>
      <td className={cellClass}>
        <div className="font-medium text-slate-900">{u.displayName ?? u.name}</div>
        <div className="text-xs text-slate-500">{u.email}</div>
      </td>
      <td className={cellClass}>
        <div className="flex flex-wrap gap-1">
          {u.status === 'suspended' ? <Badge tone="red">Suspended</Badge> : <Badge tone="green">Active</Badge>}
          {u.isVerified && <Badge tone="blue">Verified</Badge>}
          {u.isAdmin && <Badge tone="amber">Admin</Badge>}
        </div>
        {u.status === 'suspended' && (
          <div className="mt-1.5 max-w-56 space-y-1 text-xs">
            <p className="line-clamp-3 break-words text-slate-600" title={u.suspensionReason ?? undefined}>
              {u.suspensionReason ?? 'No reason was recorded.'}
            </p>
            {(u.leadsLiveAuctions ?? 0) > 0 && (
              <p className="flex items-center gap-1 font-medium text-amber-800">
                <TriangleAlert className="size-3.5 shrink-0 text-amber-600" aria-hidden />
                Still leads {u.leadsLiveAuctions} live {u.leadsLiveAuctions === 1 ? 'auction' : 'auctions'}
              </p>
            )}
          </div>
        )}
      </td>
      <td className={`${cellClass} whitespace-nowrap text-slate-600`}>
        <time dateTime={u.createdAt} title={formatAdminTime(u.createdAt)}>
          {formatShortDate(Date.parse(u.createdAt))}
        </time>
      </td>
      <td className={`${cellClass} text-right`}>
        <Button variant="secondary" size="sm" onClick={onOpen} aria-label={`Open ${u.email}`}>
          Open
        </Button>
      </td>
    </tr>
  );
}
