import { DealList } from '../features/deals/deal-list.tsx';
import { PageContainer, PageHeader } from '../ui/page.tsx';

/** The buyer's purchases, each leading to its deal page. */
export function PurchasesPage() {
  return (
    <PageContainer narrow>
      <PageHeader title="Purchases" subtitle="The vehicles you bought, where each deal stands and what comes next." />
      <DealList role="buyer" />
    </PageContainer>
  );
}
