import { useSearchParams } from 'react-router';
import { cardBidAction } from '../features/bidding/bid-button.tsx';
import { ListingBrowser } from '../features/listings/listing-browser.tsx';
import { SaveSearchButton } from '../features/saved-searches/save-search-button.tsx';
import { PageContainer, PageHeader } from '../ui/page.tsx';

/** SPEC 2 /auctions: active auctions; honours ?search=. */
export function AuctionsPage() {
  const search = useSearchParams()[0].get('search')?.trim();
  return (
    <PageContainer>
      <PageHeader
        title={search ? `Results for “${search}”` : 'Live Auctions'}
        subtitle={search ? 'Active auctions matching your search.' : 'Every active auction, ending soonest first.'}
      />
      <ListingBrowser
        kind="auctions"
        bidAction={cardBidAction}
        actions={<SaveSearchButton label="Live Auctions" />}
        emptyTitle="No auctions found"
        emptyText="No live auction matches your search and filters. Try fewer filters or another search."
      />
    </PageContainer>
  );
}
