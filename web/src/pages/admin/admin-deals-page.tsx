import { AdminDealsView } from '../../features/admin-deals/admin-deals-view.tsx';
import { AdminStrikes } from '../../features/strikes/strike-list.tsx';

/** /admin/deals: every deal after a sale, its disputes resolved here; the layout writes the title. */
export function AdminDealsPage() {
  return <AdminDealsView dealExtra={(dealId) => <AdminStrikes key={dealId} by={{ dealId }} />} />;
}
