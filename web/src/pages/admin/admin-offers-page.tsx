import { AdminOfferPayments } from '../../features/offers/admin-offer-payments.tsx';

/** /admin/offers: the accepted offers and how their deals are being paid (SPEC 1, 6, decision 033); the layout writes the title. */
export function AdminOffersPage() {
  return <AdminOfferPayments />;
}
