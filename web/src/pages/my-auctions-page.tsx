import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { MY_AUCTIONS_KEY } from '../features/my-auctions/api.ts';
import { MyAuctions } from '../features/my-auctions/my-auctions.tsx';
import { MyListingOffers } from '../features/offers/my-listing-offers.tsx';
import { MembershipPanel } from '../features/membership/membership-panel.tsx';
import { buttonClass } from '../ui/button.tsx';
import { PageContainer, PageHeader } from '../ui/page.tsx';

export function MyAuctionsPage() {
  const qc = useQueryClient();
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
      <MyAuctions offersSlot={(l) => <MyListingOffers auctionId={l.id} onAccepted={onAccepted} />} />
    </PageContainer>
  );
}
