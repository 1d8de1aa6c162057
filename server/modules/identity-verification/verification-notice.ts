import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema.ts';
import { noticeMail } from '../../platform/mail/templates.ts';
import { createNotification } from '../notifications/create-notification.ts';

/**
 * The member is told of the decision: in the bell (identity_verified / identity_refused,
 * once per request) and by e-mail, whatever their alert choices, as it is about their account. A failure is
 * logged and changes nothing: the decision stands.
 */
export async function tellDecision(deps: AppDeps, o: { requestId: string; userId: string; approved: boolean; reason: string | null }): Promise<void> {
  try {
    await createNotification(deps, {
      userId: o.userId,
      fromUserId: null,
      type: o.approved ? 'identity_verified' : 'identity_refused',
      data: o.approved ? { link: '/profile' } : { link: '/profile', ...(o.reason && { reason: o.reason }) },
      sourceKey: `identity:${o.requestId}`,
      email: false,
    });
  } catch (err) {
    deps.logger.error({ err, requestId: o.requestId }, 'verification notification failed');
  }
  try {
    const [member] = await deps.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, o.userId)).limit(1);
    if (!member) return;
    const action = { label: 'Open your profile', url: `${deps.config.publicUrl}/profile` };
    await deps.mailer.send(
      o.approved
        ? noticeMail({
            to: member.email,
            subject: 'Your identity is verified',
            heading: 'Your identity is verified',
            lines: [
              `Hi ${member.name}, an admin checked your photos and verified your identity.`,
              'The Verified badge now shows beside your name on your bids, comments, listings and messages.',
              'Your photos will be deleted 30 days from today.',
            ],
            action,
          })
        : noticeMail({
            to: member.email,
            subject: 'Your identity verification was not approved',
            heading: 'Your identity verification was not approved',
            lines: [
              `Hi ${member.name}, an admin could not verify your identity from the photos you sent.`,
              `Reason: ${o.reason ?? ''}`,
              'You may send new photos from your profile. The photos you sent will be deleted 30 days from today.',
            ],
            action,
          }),
    );
  } catch (err) {
    deps.logger.error({ err, requestId: o.requestId }, 'verification mail failed');
  }
}
