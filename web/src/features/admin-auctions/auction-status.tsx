import { Badge } from '../../ui/admin-kit.tsx';
import type { AdminAuctionRow } from './api.ts';

type Tone = 'slate' | 'green' | 'amber' | 'red' | 'blue';

/** What an operator calls the listing's state: SPEC 4's status, or why it was archived. */
export function statusOf(a: Pick<AdminAuctionRow, 'status' | 'cancelledAt' | 'rejectedAt' | 'withdrawnAt'>): { label: string; tone: Tone } {
  if (a.cancelledAt) return { label: 'Cancelled', tone: 'red' };
  if (a.rejectedAt) return { label: 'Rejected', tone: 'red' };
  if (a.withdrawnAt) return { label: 'Withdrawn', tone: 'slate' };
  switch (a.status) {
    case 'active':
      return { label: 'Live', tone: 'green' };
    case 'scheduled':
      return { label: 'Scheduled', tone: 'blue' };
    case 'pending_approval':
      return { label: 'Pending approval', tone: 'amber' };
    case 'sold':
      return { label: 'Sold', tone: 'blue' };
    case 'ended':
      return { label: 'Ended', tone: 'slate' };
    default:
      return { label: 'Archived', tone: 'slate' };
  }
}

export function AuctionStatusBadge({ auction }: { auction: Parameters<typeof statusOf>[0] }) {
  const s = statusOf(auction);
  return <Badge tone={s.tone}>{s.label}</Badge>;
}
