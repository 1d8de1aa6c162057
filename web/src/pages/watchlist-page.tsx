import { PageContainer, PageHeader } from '../ui/page.tsx';

export function WatchlistPage() {
  return (
    <PageContainer>
      <PageHeader title="Watchlist" subtitle="The listings you are watching." />
    </PageContainer>
  );
}
