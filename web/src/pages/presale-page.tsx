import { cardBidAction } from '../features/bidding/bid-button.tsx';
import { ListingBrowser } from '../features/listings/listing-browser.tsx';
import { PageContainer, PageHeader } from '../ui/page.tsx';

export function PresalePage() {
  return (
    <PageContainer>
      <PageHeader title="Upcoming Auctions" subtitle="Preview approved auctions before they go live and place presale bids that activate at the start." />
      <ListingBrowser
        kind="presale"
        bidAction={cardBidAction}
        emptyTitle="No upcoming auctions"
        emptyText="No scheduled auction matches your search and filters. New auctions are approved every week."
      />
    </PageContainer>
  );
}
