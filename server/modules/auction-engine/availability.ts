import type { LockedAuction } from './lock-auction.ts';

/** A scheduled renewal still awaiting admin approval takes no bids. */
export function awaitsRenewalApproval(a: Pick<LockedAuction, 'originalAuctionId' | 'renewalApprovedAt'>): boolean {
  return a.originalAuctionId !== null && a.renewalApprovedAt === null;
}

/** A scheduled auction whose start time has come (and, for a renewal, that an admin approved). */
export function isDueToStart(a: Pick<LockedAuction, 'status' | 'startTime' | 'originalAuctionId' | 'renewalApprovedAt'>, now: Date): boolean {
  return a.status === 'scheduled' && a.startTime !== null && a.startTime.getTime() <= now.getTime() && !awaitsRenewalApproval(a);
}

/** SPEC 4: sold, ended and archived are over; an active auction past its end time is too. */
export function hasEnded(a: Pick<LockedAuction, 'status' | 'endTime'>, now: Date): boolean {
  if (a.status === 'sold' || a.status === 'ended' || a.status === 'archived') return true;
  return a.status === 'active' && a.endTime !== null && a.endTime.getTime() <= now.getTime();
}
