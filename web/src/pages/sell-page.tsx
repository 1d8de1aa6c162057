import { PageContainer, PageHeader } from '../ui/page.tsx';

export function SellPage() {
  return (
    <PageContainer>
      <PageHeader title="Sell Your Vehicle" subtitle="Reach serious buyers with a timed auction or a classified listing." />
    </PageContainer>
  );
}
