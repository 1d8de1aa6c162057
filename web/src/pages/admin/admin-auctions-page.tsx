import { useSearchParams } from 'react-router';
import { ApprovalQueue } from '../../features/listing-approval/approval-queue.tsx';
import { useApprovalQueue } from '../../features/listing-approval/api.ts';
import { AuctionList } from '../../features/admin-auctions/auction-list.tsx';
import { useAdminCategories } from '../../features/admin-site/api.ts';
import { AdminTabs } from '../../ui/admin-kit.tsx';

/**
 * /admin/auctions: the queue of listings and renewals awaiting approval, and every listing
 * to search and act on, as two tabs; the tab lives in the address (?view=all).
 */
export function AdminAuctionsPage() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'all' ? 'all' : 'approvals';
  const categories = useAdminCategories();
  const queue = useApprovalQueue();
  return (
    <div className="space-y-6">
      <AdminTabs
        label="Auctions"
        value={view}
        onChange={(v) => setParams(v === 'all' ? { view: 'all' } : {}, { replace: true })}
        tabs={[
          { id: 'approvals', label: 'Awaiting approval', count: queue.data?.length },
          { id: 'all', label: 'All listings' },
        ]}
      />
      <div role="tabpanel">{view === 'all' ? <AuctionList categories={categories.data?.categories ?? []} /> : <ApprovalQueue />}</div>
    </div>
  );
}
