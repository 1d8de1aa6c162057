import { useParams } from 'react-router';
import { DealScreen } from '../features/deals/deal-screen.tsx';
import { DealSecondChance } from '../features/offers/deal-second-chance.tsx';
import { DealStrikes } from '../features/strikes/strike-list.tsx';
import { PageContainer } from '../ui/page.tsx';

/** /deals/:id, the deal's page for its buyer, its seller and admins (item 6: with the seller's second chance). */
export function DealPage() {
  const { id = '' } = useParams();
  return (
    <PageContainer>
      <DealScreen id={id} secondChance={(deal) => <DealSecondChance auctionId={deal.auctionId} auctionPath={deal.auctionPath} />} />
      <DealStrikes dealId={id} />
    </PageContainer>
  );
}
