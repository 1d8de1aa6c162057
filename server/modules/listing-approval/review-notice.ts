import type { AppDeps } from '../../app-deps.ts';
import { auctionNotificationData, createNotification } from '../notifications/create-notification.ts';
import type { ReviewedListing } from './review-mail.ts';

/**
 * The seller is told of the decision in the bell too (listing_approved / listing_rejected,
 * SPEC 9). An approval links to the listing, a rejection to /my-auctions with the reason. One notice
 * per listing and outcome (its source key); a failure is logged and changes nothing.
 */
export async function notifyReviewOutcome(deps: AppDeps, l: ReviewedListing, outcome: { approved: true } | { approved: false; reason: string }): Promise<void> {
  try {
    const about = await auctionNotificationData(deps.db, l.id);
    if (!about) return;
    const { sellerId, ...data } = about;
    const renewal = l.kind === 'renewal';
    await createNotification(deps, {
      userId: sellerId,
      // Sent by the site, not by the admin: an admin approving their own listing is told too.
      fromUserId: null,
      type: outcome.approved ? 'listing_approved' : 'listing_rejected',
      data: outcome.approved ? { ...data, renewal } : { ...data, renewal, reason: outcome.reason, link: '/my-auctions' },
      sourceKey: `review:${l.id}:${outcome.approved ? 'approved' : 'rejected'}`,
    });
  } catch (err) {
    deps.logger.error({ err, auctionId: l.id }, 'review notification failed');
  }
}
