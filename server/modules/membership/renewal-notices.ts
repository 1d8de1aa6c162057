import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema.ts';
import { noticeMail } from '../../platform/mail/templates.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { formatShortDate, formatWholeNumber } from '../../../domain/shared/format.ts';
import { RENEWAL_ATTEMPTS } from '../../../domain/membership/membership-renewal.ts';
import { announceNotifications, insertNotifications } from '../notifications/create-notification.ts';

/** What the member is told about their plan's renewal. */
export type RenewalNotice =
  | { kind: 'reminder'; userId: string; planName: string; amountCents: number; renewsAt: Date }
  | { kind: 'payment_failed'; userId: string; planName: string; amountCents: number; nextAttemptAt: Date | null }
  | { kind: 'ended'; userId: string; planName: string };

const date = (d: Date) => formatShortDate(d.getTime(), 'utc');
const dollars = (cents: number) => `$${formatWholeNumber(Math.round(cents / 100))}`;

/** The mail of a notice; the page to manage the plan is /my-auctions, the plans are on /sell. */
export function renewalMail(n: RenewalNotice, to: { email: string; name: string }, base: string): MailMessage {
  const manage = { label: 'Manage your membership', url: `${base}/my-auctions` };
  switch (n.kind) {
    case 'reminder':
      return noticeMail({
        to: to.email,
        subject: `Your ${n.planName} membership renews on ${date(n.renewsAt)}`,
        heading: 'Your membership renews soon',
        lines: [
          `Hi ${to.name}, your ${n.planName} plan renews on ${date(n.renewsAt)}${n.amountCents > 0 ? ` and ${dollars(n.amountCents)} will be charged to the card you subscribed with` : ''}.`,
          `To stop it, cancel your membership on My Auctions before then: the plan stays yours until ${date(n.renewsAt)} and does not renew.`,
        ],
        action: manage,
      });
    case 'payment_failed':
      return noticeMail({
        to: to.email,
        subject: `We could not renew your ${n.planName} membership`,
        heading: 'Your renewal payment failed',
        lines: [
          `Hi ${to.name}, the payment of ${dollars(n.amountCents)} to renew your ${n.planName} plan was declined.`,
          n.nextAttemptAt
            ? `We will try again on ${date(n.nextAttemptAt)}. If the last of ${RENEWAL_ATTEMPTS} attempts fails, the plan ends and you pay per listing again.`
            : 'If it cannot be charged, the plan ends and you pay per listing again.',
        ],
        action: manage,
      });
    case 'ended':
      return noticeMail({
        to: to.email,
        subject: `Your ${n.planName} membership has ended`,
        heading: 'Your membership has ended',
        lines: [
          `Hi ${to.name}, the renewal of your ${n.planName} plan could not be charged, so the plan has ended and you pay per listing again.`,
          'You can subscribe again at any time.',
        ],
        action: { label: 'See the plans', url: `${base}/sell#membership-plans` },
      });
  }
}

/**
 * After commit: a failed renewal and the end of a plan are told by a notification (the bell) and a
 * mail; a reminder by mail alone. A failed mail is logged and changes nothing.
 */
export async function sendRenewalNotice(deps: AppDeps, n: RenewalNotice): Promise<void> {
  if (n.kind !== 'reminder') {
    try {
      const type = n.kind === 'ended' ? 'membership_ended' : 'membership_payment_failed';
      // The mail below is this notice's mail: no alert mail besides it.
      const created = await insertNotifications(
        deps.db,
        [{ userId: n.userId, type, data: { plan_name: n.planName, link: '/my-auctions' }, email: false }],
        deps.clock.now(),
      );
      announceNotifications(deps, created);
    } catch (err) {
      deps.logger.error({ err, userId: n.userId }, 'membership notification failed');
    }
  }
  try {
    const [user] = await deps.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, n.userId)).limit(1);
    if (user) await deps.mailer.send(renewalMail(n, user, deps.config.publicUrl));
  } catch (err) {
    deps.logger.error({ err, userId: n.userId, notice: n.kind }, 'membership mail failed');
  }
}
