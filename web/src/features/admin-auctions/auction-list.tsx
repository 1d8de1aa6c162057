import { useState } from 'react';
import { Link } from 'react-router';
import { Search, Star } from 'lucide-react';
import { formatUsd } from '../../../../domain/shared/format.ts';
import { ADMIN_AUCTION_FILTERS, ADMIN_AUCTION_FILTER_LABELS } from '../../../../domain/admin/admin-auctions.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useSearchParamSetter } from '../../lib/use-search-param-setter.ts';
import { Button } from '../../ui/button.tsx';
import { controlClass } from '../../ui/field.tsx';
import { EmptyState, ErrorState, Panel, Table, TableSkeleton, cellClass, formatAdminTime } from '../../ui/admin-kit.tsx';
import { SmartImage } from '../../ui/smart-image.tsx';
import { cn } from '../../ui/cn.ts';
import { useAdminAuctions, type AdminAuctionRow } from './api.ts';
import type { AuctionFilters, CategoryOption } from './auction-filters.ts';
import { AuctionStatusBadge } from './auction-status.tsx';
import { AuctionManager } from './auction-manager.tsx';

const KEYS = ['search', 'status', 'type', 'category', 'seller', 'featured'] as const;
const selectClass = cn(controlClass, 'py-1.5');

/** Every listing, searched and filtered; open one to feature, edit, end, cancel or delete it. `categories`: every category, for the filter and the edit form. */
export function AuctionList({ categories }: { categories: CategoryOption[] }) {
  const [params, set] = useSearchParamSetter();
  const filters = Object.fromEntries(KEYS.map((k) => [k, params.get(k) ?? ''])) as unknown as AuctionFilters;
  const selected = params.get('auction');
  const [search, setSearch] = useState(filters.search);
  const [seller, setSeller] = useState(filters.seller);
  const list = useAdminAuctions(filters);
  const rows = list.data?.pages.flatMap((p) => p.auctions) ?? [];
  const filtered = KEYS.some((k) => filters[k]);
  return (
    <section aria-labelledby="all-listings-title" className="space-y-4">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="all-listings-title" className="text-xl font-bold text-slate-900">
          All listings
        </h2>
      </div>
      <Panel>
        <form
          role="search"
          aria-label="Filter listings"
          className="space-y-2 border-b border-slate-100 p-4"
          onSubmit={(e) => {
            e.preventDefault();
            set({ search: search.trim() || null, seller: seller.trim() || null });
          }}
        >
          <div className="flex flex-col gap-2 sm:flex-row">
            <div className="relative min-w-0 flex-1">
              <Search className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-slate-400" aria-hidden />
              <input
                aria-label="Search listings"
                type="search"
                placeholder="Title, make, model, VIN or id"
                className={cn(controlClass, 'py-1.5 pl-8')}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
            <input
              aria-label="Seller"
              type="search"
              placeholder="Seller name or e-mail"
              className={cn(controlClass, 'py-1.5 sm:max-w-56')}
              value={seller}
              onChange={(e) => setSeller(e.target.value)}
            />
            <div className="flex gap-2">
              <Button type="submit" variant="dark" size="sm" className="h-[34px] flex-1 sm:flex-none">
                Search
              </Button>
              {filtered && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-[34px]"
                  onClick={() => {
                    setSearch('');
                    setSeller('');
                    set(Object.fromEntries(KEYS.map((k) => [k, null])));
                  }}
                >
                  Clear
                </Button>
              )}
            </div>
          </div>
          <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
            <select aria-label="Status" className={selectClass} value={filters.status} onChange={(e) => set({ status: e.target.value })}>
              <option value="">Any status</option>
              {ADMIN_AUCTION_FILTERS.map((s) => (
                <option key={s} value={s}>
                  {ADMIN_AUCTION_FILTER_LABELS[s]}
                </option>
              ))}
            </select>
            <select aria-label="Type" className={selectClass} value={filters.type} onChange={(e) => set({ type: e.target.value })}>
              <option value="">Any type</option>
              <option value="auction">Auctions</option>
              <option value="classified">Classifieds</option>
            </select>
            <select aria-label="Category" className={selectClass} value={filters.category} onChange={(e) => set({ category: e.target.value })}>
              <option value="">Every category</option>
              {categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.title}
                </option>
              ))}
            </select>
            <select aria-label="Featured" className={selectClass} value={filters.featured} onChange={(e) => set({ featured: e.target.value })}>
              <option value="">Featured or not</option>
              <option value="true">Featured</option>
              <option value="false">Not featured</option>
            </select>
          </div>
        </form>
        {list.isPending ? (
          <TableSkeleton cols={5} />
        ) : list.isError ? (
          <ErrorState message={errorMessage(list.error, 'Failed to load listings')} onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState title="No listings found" line={filtered ? 'Nothing matches these filters.' : 'Listings appear here as sellers create them.'} />
        ) : (
          <>
            <Table label="Listings" head={['Listing', 'Seller', 'Status', 'Price', '']}>
              {rows.map((a) => (
                <AuctionRow key={a.id} auction={a} selected={a.id === selected} onOpen={() => set({ auction: a.id })} />
              ))}
            </Table>
            {list.hasNextPage && (
              <div className="border-t border-slate-100 p-4 text-center">
                <Button variant="secondary" size="sm" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                  {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
                </Button>
              </div>
            )}
          </>
        )}
      </Panel>
      {selected && <AuctionManager id={selected} categories={categories} onClose={() => set({ auction: null })} />}
    </section>
  );
}

function AuctionRow({ auction: a, selected, onOpen }: { auction: AdminAuctionRow; selected: boolean; onOpen: () => void }) {
  const price = a.listingType === 'classified' ? (a.buyNowPrice ?? 0) : a.currentBid || a.startingPrice;
  return (
    <tr data-testid="admin-auction-row" className={selected ? 'bg-brand-50/60' : 'hover:bg-slate-50'}>
      <td className={cellClass}>
        <div className="flex items-center gap-3">
          <div className="h-11 w-14 shrink-0 overflow-hidden rounded-md bg-slate-100">
            <SmartImage src={a.imageUrl} alt="" sizes="56px" className="size-full object-cover" />
          </div>
          <div className="min-w-0">
            <div className="flex items-center gap-1.5">
              {a.featured && <Star className="size-3.5 shrink-0 fill-brand-500 text-brand-500" aria-label="Featured" />}
              <Link to={a.path} className="line-clamp-2 min-w-[9rem] font-medium text-slate-900 hover:underline">
                {a.title}
              </Link>
            </div>
            <div className="text-xs text-slate-500 capitalize">
              {a.listingType} · {a.category}
            </div>
          </div>
        </div>
      </td>
      <td className={cellClass}>
        <div className="max-w-[11rem] truncate text-slate-800">{a.seller.name}</div>
        <div className="max-w-[11rem] truncate text-xs text-slate-500">{a.seller.email}</div>
      </td>
      <td className={cellClass}>
        <AuctionStatusBadge auction={a} />
        {a.endTime && (
          <div className="mt-1 text-xs whitespace-nowrap text-slate-500">
            {a.status === 'active' || a.status === 'scheduled' || a.status === 'pending_approval' ? 'Ends' : 'Ended'} {formatAdminTime(a.endTime)}
          </div>
        )}
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>
        <div className="font-medium text-slate-900">{formatUsd(price)}</div>
        {a.listingType === 'auction' && <div className="text-xs text-slate-500">{a.bidCount === 1 ? '1 bid' : `${a.bidCount} bids`}</div>}
      </td>
      <td className={`${cellClass} text-right`}>
        <Button variant="secondary" size="sm" onClick={onOpen} aria-label={`Manage ${a.title}`}>
          Manage
        </Button>
      </td>
    </tr>
  );
}
