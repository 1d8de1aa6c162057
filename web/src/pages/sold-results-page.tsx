import { SoldResultsView } from '../features/listings/sold-results.tsx';
import { PageContainer, PageHeader } from '../ui/page.tsx';

export function SoldResultsPage() {
  return (
    <PageContainer>
      <PageHeader title="Sold Results" subtitle="The archive of concluded auctions and their final prices." />
      <SoldResultsView />
    </PageContainer>
  );
}
