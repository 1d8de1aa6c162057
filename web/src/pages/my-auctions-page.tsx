import { Link } from 'react-router';
import * as Tabs from '@radix-ui/react-tabs';
import { Plus } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { MY_AUCTIONS_KEY } from '../features/my-auctions/api.ts';
import { MyAuctions } from '../features/my-auctions/my-auctions.tsx';
import { MyListingOffers } from '../features/offers/my-listing-offers.tsx';
import { MembershipPanel } from '../features/membership/membership-panel.tsx';
import { DealList } from '../features/deals/deal-list.tsx';
import { useSearchParamSetter } from '../lib/use-search-param-setter.ts';
import { buttonClass } from '../ui/button.tsx';
import { PageContainer, PageHeader } from '../ui/page.tsx';

const tabClass =
  'rounded-md px-4 py-2 text-sm font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

export function MyAuctionsPage() {
  const qc = useQueryClient();
  const [params, setParams] = useSearchParamSetter();
  const tab = params.get('tab') === 'sold' ? 'sold' : 'listings';
  // An accepted offer sells the listing: its row moves to Sold.
  const onAccepted = () => void qc.invalidateQueries({ queryKey: MY_AUCTIONS_KEY });
  return (
    <PageContainer>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeader title="My Auctions" subtitle="The vehicles you have listed, their bids and their status." />
        <Link to="/create-auction" className={buttonClass('primary', 'md')}>
          <Plus className="size-4" aria-hidden /> List a vehicle
        </Link>
      </div>
      <div className="mt-4 mb-6 md:mt-0">
        <MembershipPanel />
      </div>
      {/* The seller's deals, each leading to its deal page. */}
      <Tabs.Root value={tab} onValueChange={(v) => setParams({ tab: v === 'sold' ? 'sold' : null })}>
        <Tabs.List aria-label="My Auctions" className="mb-6 inline-flex gap-1 rounded-lg bg-slate-100 p-1">
          <Tabs.Trigger value="listings" className={tabClass}>
            Listings
          </Tabs.Trigger>
          <Tabs.Trigger value="sold" className={tabClass}>
            Sold
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="listings">
          <MyAuctions offersSlot={(l) => <MyListingOffers auctionId={l.id} onAccepted={onAccepted} />} />
        </Tabs.Content>
        <Tabs.Content value="sold">
          <DealList role="seller" />
        </Tabs.Content>
      </Tabs.Root>
    </PageContainer>
  );
}
