import { PageContainer, PageHeader } from '../ui/page.tsx';

export function CreateAuctionPage() {
  return (
    <PageContainer>
      <PageHeader title="List Your Vehicle" subtitle="Describe your vehicle, add photos and choose how to sell it." />
    </PageContainer>
  );
}
