import { ApprovalQueue } from '../../features/listing-approval/approval-queue.tsx';
import { PageHeader } from '../../ui/page.tsx';
import { ADMIN_SECTIONS } from './admin-layout.tsx';

/** /admin/auctions: the approval queue first (issue 11). */
export function AdminAuctionsPage() {
  const s = ADMIN_SECTIONS.find((x) => x.path === 'auctions')!;
  return (
    <div className="min-w-0">
      <PageHeader title={s.label} subtitle={s.line} />
      <ApprovalQueue />
    </div>
  );
}
