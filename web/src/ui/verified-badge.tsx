import { BadgeCheck } from 'lucide-react';

/**
 * The mark of a member whose identity an admin verified, shown beside their name wherever
 * it appears (bids, comments, seller information, messages). Small: a check and the word 'Verified'.
 */
export function VerifiedBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-0.5 rounded-full bg-sky-50 px-1.5 py-0.5 text-xs font-semibold text-sky-800 ring-1 ring-sky-200 ring-inset ${className}`}
      data-testid="verified-badge"
      title="Identity verified by VehicleBid"
    >
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      Verified
    </span>
  );
}
