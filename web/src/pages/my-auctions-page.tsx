import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { MyAuctions } from '../features/my-auctions/my-auctions.tsx';
import { buttonClass } from '../ui/button.tsx';
import { PageContainer, PageHeader } from '../ui/page.tsx';

export function MyAuctionsPage() {
  return (
    <PageContainer>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeader title="My Auctions" subtitle="The vehicles you have listed, their bids and their status." />
        <Link to="/create-auction" className={buttonClass('primary', 'md')}>
          <Plus className="size-4" aria-hidden /> List a vehicle
        </Link>
      </div>
      <MyAuctions />
    </PageContainer>
  );
}
