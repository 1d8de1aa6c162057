import { PageContainer, PageHeader } from '../ui/page.tsx';

export function CreateAuctionSuccessPage() {
  return (
    <PageContainer>
      <PageHeader title="Listing Submitted" subtitle="Thank you! Our team reviews every listing before it goes live." />
    </PageContainer>
  );
}
