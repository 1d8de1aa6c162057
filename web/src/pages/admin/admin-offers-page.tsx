import { AdminOfferPayments } from '../../features/offers/admin-offer-payments.tsx';
import { PageHeader } from '../../ui/page.tsx';

/** /admin/offers: accepted offers awaiting payment (SPEC 1, 6: the admin processes them). */
export function AdminOffersPage() {
  return (
    <div className="min-w-0">
      <PageHeader title="Offer Payments" subtitle="Accepted offers awaiting payment. Processing charges the buyer through the payment provider." />
      <div className="mt-6">
        <AdminOfferPayments />
      </div>
    </div>
  );
}
