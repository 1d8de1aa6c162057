import { ListingBrowser } from '../features/listings/listing-browser.tsx';
import { SaveSearchButton } from '../features/saved-searches/save-search-button.tsx';
import { PageContainer, PageHeader } from '../ui/page.tsx';

export function ClassifiedsPage() {
  return (
    <PageContainer>
      <PageHeader title="Classifieds" subtitle="Vehicles for sale at a fixed price: contact the seller directly or make an offer." />
      <ListingBrowser
        kind="classifieds"
        actions={<SaveSearchButton label="Classifieds" />}
        emptyTitle="No classifieds found"
        emptyText="No classified listing matches your search and filters."
      />
    </PageContainer>
  );
}
