import { PageContainer, PageHeader } from '../ui/page.tsx';

export function MyAuctionsPage() {
  return (
    <PageContainer>
      <PageHeader title="My Auctions" subtitle="The vehicles you have listed, their bids and their status." />
    </PageContainer>
  );
}
