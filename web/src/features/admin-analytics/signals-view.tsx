import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatWholeNumber } from '../../../../domain/shared/format.ts';
import {
  adminSuspendBidderPath,
  adminUserSearchPath,
  ONE_SELLER_MIN_BIDS,
  SIGNALS_DAYS,
  type SignalAuction,
  type SignalUser,
} from '../../../../domain/admin/admin-analytics.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { Badge, cellClass, EmptyState, ErrorState, formatAdminTime, Panel, Table, TableSkeleton } from '../../ui/admin-kit.tsx';
import { useShillSignals, type ShillSignals } from './api.ts';

/** Beyond the spec: bidding that may be the seller's own, for an admin to review. */
export function SignalsView() {
  const q = useShillSignals();
  return (
    <div className="space-y-6" data-testid="admin-signals">
      <p className="max-w-3xl text-sm text-slate-600">
        Patterns that shill bidding often leaves, over the bids of the last {q.data?.days ?? SIGNALS_DAYS} days. They are signals, not proof: a family or an
        office shares one address. Open the accounts and their bids before acting.
      </p>
      <SharedAddressPanel q={q} />
      <OneSellerPanel q={q} />
    </div>
  );
}

type Query = ReturnType<typeof useShillSignals>;

function Body({ q, cols, children }: { q: Query; cols: number; children: (data: ShillSignals) => ReactNode }) {
  if (q.isPending) return <TableSkeleton rows={3} cols={cols} />;
  if (q.isError) return <ErrorState message={errorMessage(q.error, 'Failed to load the signals')} onRetry={() => void q.refetch()} />;
  return <>{children(q.data)}</>;
}

function Count({ n, limit }: { n: number; limit: number }) {
  return <Badge tone={n > 0 ? 'amber' : 'slate'}>{n >= limit ? `${limit}+` : formatWholeNumber(n)}</Badge>;
}

function SharedAddressPanel({ q }: { q: Query }) {
  return (
    <Panel
      title={
        <span className="inline-flex items-center gap-2">
          Bidders sharing an address with the seller {q.data && <Count n={q.data.sharedAddress.length} limit={q.data.limit} />}
        </span>
      }
    >
      <p className="px-4 py-3 text-sm text-slate-500 sm:px-5">
        A bidder signed in or viewed listings from an IP address the seller of an auction they bid on also used. “Same browser”: both signed in from that
        address with the same browser (user agent), likely one device.
      </p>
      <Body q={q} cols={5}>
        {(data) =>
          data.sharedAddress.length === 0 ? (
            <EmptyState title="No shared addresses" line="No bidder used an address of the seller they bid on." />
          ) : (
            <Table label="Shared addresses" head={['Bidder', 'Seller', 'Auctions', 'Shared addresses', 'Last bid']}>
              {data.sharedAddress.map((s) => (
                <tr key={`${s.bidder.id}:${s.seller.id}`}>
                  <td className={cellClass}>
                    <Person user={s.bidder} suspend />
                  </td>
                  <td className={cellClass}>
                    <Person user={s.seller} />
                  </td>
                  <td className={cellClass}>
                    <Auctions count={s.auctionCount} auctions={s.auctions} />
                  </td>
                  <td className={cellClass}>
                    <ul className="max-w-[9rem] space-y-0.5 font-mono text-xs break-all text-slate-700">
                      {s.sharedIps.slice(0, 5).map((ip) => (
                        <li key={ip}>{ip}</li>
                      ))}
                      {s.sharedIps.length > 5 && <li className="font-sans text-slate-500">and {s.sharedIps.length - 5} more</li>}
                    </ul>
                    <p className="mt-1.5 flex items-center gap-1.5 text-xs whitespace-nowrap text-slate-500">
                      Same browser {s.sharedUserAgent ? <Badge tone="red">Yes</Badge> : <Badge>No</Badge>}
                    </p>
                  </td>
                  <td className={`${cellClass} min-w-[7.5rem] text-slate-600`}>{formatAdminTime(s.lastBidAt)}</td>
                </tr>
              ))}
            </Table>
          )
        }
      </Body>
    </Panel>
  );
}

function OneSellerPanel({ q }: { q: Query }) {
  return (
    <Panel
      title={
        <span className="inline-flex items-center gap-2">
          Bidders on one seller only {q.data && <Count n={q.data.oneSeller.length} limit={q.data.limit} />}
        </span>
      }
    >
      <p className="px-4 py-3 text-sm text-slate-500 sm:px-5">
        At least {ONE_SELLER_MIN_BIDS} bids in the period, and every bid the account ever placed was on the same seller’s listings.
      </p>
      <Body q={q} cols={5}>
        {(data) =>
          data.oneSeller.length === 0 ? (
            <EmptyState title="No one-seller bidders" line={`Nobody with ${ONE_SELLER_MIN_BIDS} or more bids bid on one seller only.`} />
          ) : (
            <Table label="Bids on one seller" head={['Bidder', 'Seller', 'Bids', 'Auctions', 'Last bid']}>
              {data.oneSeller.map((s) => (
                <tr key={s.bidder.id}>
                  <td className={cellClass}>
                    <Person user={s.bidder} suspend />
                  </td>
                  <td className={cellClass}>
                    <Person user={s.seller} />
                  </td>
                  <td className={`${cellClass} font-semibold text-slate-900 tabular-nums`}>{formatWholeNumber(s.bidCount)}</td>
                  <td className={cellClass}>
                    <Auctions count={s.auctionCount} auctions={s.auctions} />
                  </td>
                  <td className={`${cellClass} min-w-[7.5rem] text-slate-600`}>{formatAdminTime(s.lastBidAt)}</td>
                </tr>
              ))}
            </Table>
          )
        }
      </Body>
    </Panel>
  );
}

/** An account, linking to the admin users page searching for it; a bidder also to suspending them with their bids. */
function Person({ user, suspend = false }: { user: SignalUser; suspend?: boolean }) {
  return (
    <div className="max-w-[9.5rem]">
      <Link to={adminUserSearchPath(user.email)} className="group block">
        <span className="block truncate font-medium text-slate-900 group-hover:text-brand-700 group-hover:underline">{user.name || user.email}</span>
        <span className="block truncate text-xs text-slate-500">{user.email}</span>
      </Link>
      {suspend && (
        <Link to={adminSuspendBidderPath(user)} className="mt-1 inline-block text-xs font-semibold text-red-700 hover:underline">
          Suspend<span className="sr-only"> {user.name || user.email}</span> and cancel bids
        </Link>
      )}
    </div>
  );
}

function Auctions({ count, auctions }: { count: number; auctions: SignalAuction[] }) {
  return (
    <div className="max-w-[10rem]">
      <ul className="space-y-0.5">
        {auctions.map((a) => (
          <li key={a.id}>
            <Link to={a.path} className="block truncate text-brand-700 hover:underline">
              {a.title}
            </Link>
          </li>
        ))}
      </ul>
      {count > auctions.length && <p className="text-xs text-slate-500">and {formatWholeNumber(count - auctions.length)} more</p>}
    </div>
  );
}
