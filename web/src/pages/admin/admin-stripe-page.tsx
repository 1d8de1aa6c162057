import { PaymentsSettings } from '../../features/admin-payments/payments-settings.tsx';

/** /admin/stripe: the payment provider's configuration and webhook events; the layout writes the title. */
export function AdminStripePage() {
  return <PaymentsSettings />;
}
