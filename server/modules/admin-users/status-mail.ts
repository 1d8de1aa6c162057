import type { AppDeps } from '../../app-deps.ts';
import { noticeMail } from '../../platform/mail/templates.ts';
import type { MemberLiveBidding } from '../../../domain/membership/member-suspension.ts';
import type { CancelledBids } from '../../../domain/membership/member-suspension.ts';

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

export type StatusMail = { status: 'suspended'; reason: string; cancelled: CancelledBids | undefined; live: MemberLiveBidding } | { status: 'active' };

/** What happened to the member's bids, in the suspension mail's words; null when they had none running. */
function bidsLine(m: Extract<StatusMail, { status: 'suspended' }>): string | null {
  if (m.cancelled) {
    const { auctions, offers } = m.cancelled;
    const ended = offers > 0 ? `your ${plural(offers, 'pending offer')} ${offers === 1 ? 'was' : 'were'} withdrawn` : '';
    if (auctions.length === 0) return ended ? `${ended[0]!.toUpperCase()}${ended.slice(1)}.` : null;
    return `Your bids on ${plural(auctions.length, 'auction')} still running were cancelled${ended ? `, and ${ended}` : ''}.`;
  }
  return m.live.auctions > 0 ? `Your bids on ${plural(m.live.auctions, 'auction')} still running stay in place.` : null;
}

/**
 * The member is told at once when an admin suspends their account, with the admin's reason and what became of
 * their bids, so they can answer it; and when it is reinstated. Transactional (no unsubscribe). A failed mail is
 * logged and changes nothing.
 */
export async function mailStatusChange(deps: AppDeps, to: { email: string; name: string }, m: StatusMail): Promise<void> {
  const base = deps.config.publicUrl;
  const message =
    m.status === 'suspended'
      ? noticeMail({
          to: to.email,
          subject: 'Your VehicleBid account is suspended',
          heading: 'Your account is suspended',
          lines: [
            `Hi ${to.name}, our team has suspended your VehicleBid account.`,
            `Reason: ${m.reason}`,
            ...[bidsLine(m)].filter((l): l is string => l !== null),
            'While it is suspended you cannot sign in, bid, make offers, comment or send messages. If you believe this is a mistake, reply to this e-mail or write to us from the contact page.',
          ],
          action: { label: 'Contact support', url: `${base}/contact` },
        })
      : noticeMail({
          to: to.email,
          subject: 'Your VehicleBid account is active again',
          heading: 'Your account is active again',
          lines: [
            `Hi ${to.name}, our team has lifted the suspension of your VehicleBid account.`,
            'You can sign in, bid, make offers, comment and send messages again.',
          ],
          action: { label: 'Sign in', url: `${base}/auth` },
        });
  try {
    await deps.mailer.send(message);
  } catch (err) {
    deps.logger.error({ err }, 'account status mail failed');
  }
}
