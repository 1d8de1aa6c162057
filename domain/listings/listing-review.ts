/**
 * Decision 017: what awaits an admin's approval. A new listing is pending_approval; a
 * renewal is scheduled with renewal_requested_at and no renewal_approved_at (SPEC 4 Renewal).
 * A rejected or withdrawn listing is archived with its own timestamp, never a new status.
 */
export interface ReviewState {
  status: string;
  originalAuctionId: string | null;
  renewalRequestedAt: Date | string | null;
  renewalApprovedAt: Date | string | null;
  rejectedAt: Date | string | null;
  withdrawnAt: Date | string | null;
}

export type ApprovalKind = 'listing' | 'renewal';

export function awaitingApproval(a: ReviewState): ApprovalKind | null {
  if (a.rejectedAt || a.withdrawnAt) return null;
  if (a.status === 'pending_approval') return a.originalAuctionId && a.renewalRequestedAt ? 'renewal' : 'listing';
  if (a.status === 'scheduled' && a.originalAuctionId && a.renewalRequestedAt && !a.renewalApprovedAt) return 'renewal';
  return null;
}

export const REJECTION_REASON_MAX = 1000;

export const REVIEW_MESSAGES = {
  notAwaiting: 'This listing is not awaiting approval.',
  reasonRequired: 'Please give the seller a reason for the rejection.',
  reasonTooLong: `The reason must be at most ${REJECTION_REASON_MAX} characters.`,
  cannotWithdraw: 'Only a listing awaiting approval can be withdrawn.',
  notOwnerWithdraw: 'Only the seller can withdraw this listing.',
  notOwnerStats: "Only the seller can see this listing's numbers.",
  endPassed: 'This listing has already passed its end time. Ask the seller to renew it instead.',
} as const;

/** The seller's listing groups on /my-auctions, in the page's order. */
export const SELLER_GROUPS = ['drafts', 'awaiting_approval', 'scheduled', 'live', 'ended', 'sold', 'classifieds'] as const;
export type SellerGroup = (typeof SELLER_GROUPS)[number];

export interface GroupableListing extends ReviewState {
  listingType: string;
  endTime: Date | string | null;
}

/**
 * Which group a listing shows in on /my-auctions: 'closed' for the ones taken off the site (rejected,
 * withdrawn, cancelled or otherwise archived: an archived listing is not 'Ended', where a
 * seller looks for what to renew).
 */
export function sellerGroupOf(a: GroupableListing, nowMs: number): Exclude<SellerGroup, 'drafts'> | 'closed' {
  if (a.rejectedAt || a.withdrawnAt || a.status === 'archived') return 'closed';
  if (awaitingApproval(a)) return 'awaiting_approval';
  if (a.listingType === 'classified') return a.status === 'sold' ? 'sold' : a.status === 'ended' ? 'ended' : 'classifieds';
  if (a.status === 'sold') return 'sold';
  if (a.status === 'scheduled') return 'scheduled';
  const end = a.endTime === null ? null : new Date(a.endTime).getTime();
  if (a.status === 'active' && (end === null || end > nowMs)) return 'live';
  return 'ended';
}

export interface ClosedListing extends ReviewState {
  cancelledAt: Date | string | null;
  cancellationReason: string | null;
}

/**
 * Why a listing taken off the site by our team (cancelled, or archived) cannot be renewed,
 * shown in its /my-auctions row; null for every other listing (a rejected or withdrawn one has its own line).
 */
export function closedListingNote(a: ClosedListing): string | null {
  if (a.status !== 'archived' || a.rejectedAt || a.withdrawnAt) return null;
  if (a.cancelledAt) {
    const reason = a.cancellationReason?.trim();
    return `Cancelled by our team, so it cannot be renewed.${reason ? ` Reason: ${reason}` : ''}`;
  }
  return 'Archived: buyers no longer see this listing, so it cannot be renewed.';
}
