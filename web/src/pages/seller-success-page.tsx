import { PageContainer, PageHeader } from '../ui/page.tsx';

export function SellerSuccessPage() {
  return (
    <PageContainer>
      <PageHeader title="Payment Received" subtitle="Your featured listing payment is complete." />
    </PageContainer>
  );
}
