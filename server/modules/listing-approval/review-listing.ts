import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, badRequest, auctionNotFound } from '../../http/errors.ts';
import { auctions } from '../../db/schema.ts';
import { awaitingApproval, REJECTION_REASON_MAX, REVIEW_MESSAGES, type ApprovalKind } from '../../../domain/listings/listing-review.ts';
import { auctionPath } from '../../../domain/listings/auction-path.ts';
import { assertVehicleMay, noEffects, startIfDue, withAuctionLock } from '../auction-engine/index.ts';
import { recordAudit } from '../admin-audit/record-audit.ts';
import { captureFeaturedFee, releaseFeaturedFee } from '../featured-listing/featured-payment.ts';
import { mailReviewOutcome, type ReviewedListing } from './review-mail.ts';
import { notifyReviewOutcome } from './review-notice.ts';

const notAwaiting = () => new AppError(409, 'NOT_AWAITING_APPROVAL', REVIEW_MESSAGES.notAwaiting);

type Row = typeof auctions.$inferSelect;
const reviewed = (a: Row, kind: ApprovalKind): ReviewedListing => ({
  id: a.id,
  title: a.title,
  sellerId: a.sellerId,
  path: auctionPath(a),
  kind,
  startTime: a.startTime,
});

/**
 * An admin approves a listing or a renewal. A new listing becomes scheduled; a renewal
 * gets renewal_approved_at (SPEC 4). Either becomes active at its start time through the start
 * job; one whose start time has already come starts in the same transaction. The held featured
 * fee is taken (SPEC 9) and the seller is told (e-mail and notification).
 */
export async function approveListing(deps: AppDeps, input: { auctionId: string; adminId: string }): Promise<{ status: string; featured: boolean }> {
  const done = await withAuctionLock(deps, input.auctionId, async (tx, locked) => {
    if (!locked) throw auctionNotFound();
    const [a] = await tx.select().from(auctions).where(eq(auctions.id, input.auctionId));
    const kind = a ? awaitingApproval(a) : null;
    if (!a || !kind) throw notAwaiting();
    const now = deps.clock.now();
    if (a.listingType === 'auction' && a.endTime && a.endTime.getTime() <= now.getTime()) throw new AppError(409, 'END_PASSED', REVIEW_MESSAGES.endPassed);
    if (kind === 'renewal') await assertVehicleMay(tx, a.id, 'approve_renewal', now);
    const startTime = a.startTime ?? now;
    const patch =
      kind === 'renewal' ? { status: 'scheduled', renewalApprovedAt: now, startTime, updatedAt: now } : { status: 'scheduled', startTime, updatedAt: now };
    await tx.update(auctions).set(patch).where(eq(auctions.id, a.id));
    // Every admin change is in the audit log, in the change's own transaction.
    await recordAudit(
      tx,
      {
        actorId: input.adminId,
        action: kind === 'renewal' ? 'renewal.approve' : 'listing.approve',
        entity: 'auction',
        entityId: a.id,
        before: { status: a.status, title: a.title },
        after: { status: 'scheduled', startTime },
      },
      now,
    );
    const effects = noEffects(a.id);
    effects.events.push({ type: 'auction.approved', live: false, data: { by: input.adminId, kind } });
    const status = await startIfDue(
      tx,
      { ...locked, status: 'scheduled', startTime, renewalApprovedAt: kind === 'renewal' ? now : locked.renewalApprovedAt },
      now,
      effects,
    );
    return { result: { status, listing: reviewed({ ...a, startTime }, kind) }, effects };
  });
  const featured = await captureFeaturedFee(deps, input.auctionId);
  await mailReviewOutcome(deps, done.listing, { approved: true });
  await notifyReviewOutcome(deps, done.listing, { approved: true });
  return { status: done.status, featured };
}

/** An admin rejects with a reason; the listing is archived with rejected_at (decision 017). */
export async function rejectListing(deps: AppDeps, input: { auctionId: string; adminId: string; reason: string }): Promise<void> {
  const reason = input.reason.trim();
  if (!reason) throw badRequest(REVIEW_MESSAGES.reasonRequired, 'REASON_REQUIRED');
  if (reason.length > REJECTION_REASON_MAX) throw badRequest(REVIEW_MESSAGES.reasonTooLong, 'REASON_TOO_LONG');
  const listing = await withAuctionLock(deps, input.auctionId, async (tx, locked) => {
    if (!locked) throw auctionNotFound();
    const [a] = await tx.select().from(auctions).where(eq(auctions.id, input.auctionId));
    const kind = a ? awaitingApproval(a) : null;
    if (!a || !kind) throw notAwaiting();
    const now = deps.clock.now();
    await tx.update(auctions).set({ status: 'archived', rejectedAt: now, rejectionReason: reason, updatedAt: now }).where(eq(auctions.id, a.id));
    await recordAudit(
      tx,
      {
        actorId: input.adminId,
        action: kind === 'renewal' ? 'renewal.reject' : 'listing.reject',
        entity: 'auction',
        entityId: a.id,
        before: { status: a.status, title: a.title },
        after: { status: 'archived', reason },
      },
      now,
    );
    const effects = noEffects(a.id);
    effects.events.push({ type: 'auction.rejected', live: false, data: { by: input.adminId, kind, reason } });
    return { result: reviewed(a, kind), effects };
  });
  await releaseFeaturedFee(deps, input.auctionId);
  await mailReviewOutcome(deps, listing, { approved: false, reason });
  await notifyReviewOutcome(deps, listing, { approved: false, reason });
}
