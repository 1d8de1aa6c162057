import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema.ts';
import { noticeMail } from '../../platform/mail/templates.ts';

export interface ReviewedListing {
  id: string;
  title: string;
  sellerId: string;
  path: string;
  kind: 'listing' | 'renewal';
  startTime: Date | null;
}

/** The seller is told either way; a failed mail is logged and changes nothing. */
export async function mailReviewOutcome(deps: AppDeps, l: ReviewedListing, outcome: { approved: true } | { approved: false; reason: string }): Promise<void> {
  try {
    const [seller] = await deps.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, l.sellerId)).limit(1);
    if (!seller) return;
    const what = l.kind === 'renewal' ? 'renewal of' : 'listing';
    const base = deps.config.publicUrl;
    const message = outcome.approved
      ? noticeMail({
          to: seller.email,
          subject: `Approved: ${l.title}`,
          heading: 'Your listing is approved',
          lines: [
            `Hi ${seller.name}, your ${what} "${l.title}" has been approved.`,
            l.startTime && l.startTime.getTime() > deps.clock.now().getTime()
              ? `It goes live on ${l.startTime.toUTCString()}; until then buyers can watch it and place presale bids.`
              : 'It is live now.',
          ],
          action: { label: 'View your listing', url: `${base}${l.path}` },
        })
      : noticeMail({
          to: seller.email,
          subject: `Not approved: ${l.title}`,
          heading: 'Your listing was not approved',
          lines: [
            `Hi ${seller.name}, your ${what} "${l.title}" was not approved.`,
            `Reason: ${outcome.reason}`,
            'Any featured listing fee held for it has been released.',
          ],
          action: { label: 'Go to My Auctions', url: `${base}/my-auctions` },
        });
    await deps.mailer.send(message);
  } catch (err) {
    deps.logger.error({ err, auctionId: l.id }, 'review mail failed');
  }
}
