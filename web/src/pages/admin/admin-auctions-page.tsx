import { ApprovalQueue } from '../../features/listing-approval/approval-queue.tsx';

/** /admin/auctions: the queue of listings and renewals awaiting approval first (issue 11). */
export function AdminAuctionsPage() {
  return <ApprovalQueue />;
}
