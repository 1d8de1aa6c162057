import { AdminOfferPayments } from '../../features/offers/admin-offer-payments.tsx';

/** /admin/offers: accepted offers awaiting payment (SPEC 1, 6: the admin processes them); the layout writes the title. */
export function AdminOffersPage() {
  return <AdminOfferPayments />;
}
