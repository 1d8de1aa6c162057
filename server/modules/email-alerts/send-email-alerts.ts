import { and, asc, eq, gt, inArray, isNull, isNotNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { emailAlerts, notificationPreferences, users } from '../../db/schema.ts';
import { rowsOf } from '../../db/tx.ts';
import { displayNames } from '../../db/display-names.ts';
import type { NotificationType } from '../../../domain/community/notification-kinds.ts';
import { alertMail, transactionalMail } from './alert-mail.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/**
 * A user's alerts are batched when they come fast. The first one goes at once; those that
 * follow within this time of the last mail wait and go together in the next one.
 */
export const ALERT_MAIL_GAP_MS = 2 * 60 * 1000;
/** At most this many alerts in one mail (the rest go in the next). */
export const ALERT_MAIL_MAX_ITEMS = 25;

/** The links of an alert mail for one user and the types it covers. */
export function alertLinks(deps: Pick<AppDeps, 'config'>, userId: string, types: NotificationType[]) {
  const base = deps.config.publicUrl;
  const token = encodeURIComponent(unsubscribeToken(deps.config.authSecret, { userId, types }));
  return {
    unsubscribeUrl: `${base}/unsubscribe?token=${token}`,
    oneClickUrl: `${base}/api/email/unsubscribe?token=${token}`,
    preferencesUrl: `${base}/profile#email-alerts`,
    homeUrl: `${base}/`,
  };
}

/**
 * The mail job: for each user with pending alerts and no alert mail in the last ALERT_MAIL_GAP_MS, one
 * mail with all of them. Rows are locked (SKIP LOCKED) while the mail goes out, so instances running the
 * job at once never send the same alert twice; a failed send rolls back and is tried at the next run.
 * Alerts of a type the user has since turned off are dropped.
 */
export async function sendEmailAlerts(deps: AppDeps, limit = 50): Promise<number> {
  let sent = await sendTransactionalMails(deps, limit);
  const since = new Date(deps.clock.now().getTime() - ALERT_MAIL_GAP_MS).toISOString();
  const due = rowsOf<{ user_id: string }>(
    await deps.db.execute(sql`
      select distinct a.user_id from email_alerts a
      where a.sent_at is null and not a.transactional
        and not exists (select 1 from email_alerts s where s.user_id = a.user_id and not s.transactional and s.sent_at > ${since}::timestamptz)
      limit ${limit}`),
  );
  for (const { user_id: userId } of due) {
    try {
      if (await sendUserAlerts(deps, userId)) sent++;
    } catch (err) {
      deps.logger.error({ err, userId }, 'alert mail failed; the next run retries');
    }
  }
  return sent;
}

async function sendUserAlerts(deps: AppDeps, userId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const pending = await tx
      .select({ id: emailAlerts.id, type: emailAlerts.notificationType, text: emailAlerts.text, link: emailAlerts.link })
      .from(emailAlerts)
      .where(and(eq(emailAlerts.userId, userId), isNull(emailAlerts.sentAt), eq(emailAlerts.transactional, false)))
      .orderBy(asc(emailAlerts.createdAt), asc(emailAlerts.id))
      .limit(ALERT_MAIL_MAX_ITEMS)
      .for('update', { skipLocked: true });
    if (pending.length === 0) return false;
    // Another instance may have just mailed this user: then these wait for the gap too.
    const [recent] = await tx
      .select({ id: emailAlerts.id })
      .from(emailAlerts)
      .where(
        and(
          eq(emailAlerts.userId, userId),
          eq(emailAlerts.transactional, false),
          isNotNull(emailAlerts.sentAt),
          gt(emailAlerts.sentAt, new Date(now.getTime() - ALERT_MAIL_GAP_MS)),
        ),
      )
      .limit(1);
    if (recent) return false;
    const off = new Set(
      (
        await tx
          .select({ type: notificationPreferences.notificationType })
          .from(notificationPreferences)
          .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.email, false)))
      ).map((p) => p.type),
    );
    const dropped = pending.filter((p) => off.has(p.type)).map((p) => p.id);
    if (dropped.length > 0) await tx.delete(emailAlerts).where(inArray(emailAlerts.id, dropped));
    const wanted = pending.filter((p) => !off.has(p.type));
    if (wanted.length === 0) return false;
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    if (!user) return false;
    const name = (await displayNames(tx, [userId])).get(userId) ?? '';
    const base = deps.config.publicUrl;
    const types = [...new Set(wanted.map((p) => p.type as NotificationType))];
    await deps.mailer.send(
      alertMail({
        to: user.email,
        name,
        alerts: wanted.map((p) => ({ text: p.text, url: p.link ? (p.link.startsWith('/') ? `${base}${p.link}` : null) : null })),
        ...alertLinks(deps, userId, types),
      }),
    );
    await tx
      .update(emailAlerts)
      .set({ sentAt: now })
      .where(
        inArray(
          emailAlerts.id,
          wanted.map((p) => p.id),
        ),
      );
    return true;
  });
}

/**
 * The mails a sale or a deal requires, each on its own and at once (the notification worker calls this
 * as soon as it has made them; the mail job picks up any left), never batched with alerts, never behind an unsubscribe
 * link, whatever the alert settings. Each row is locked (SKIP LOCKED) while its mail goes out, so instances running
 * this at once send it once; a failed send rolls back and is tried at the next run. Answers the number sent.
 */
export async function sendTransactionalMails(deps: AppDeps, limit = 50): Promise<number> {
  const due = await deps.db
    .select({ id: emailAlerts.id })
    .from(emailAlerts)
    .where(and(isNull(emailAlerts.sentAt), eq(emailAlerts.transactional, true)))
    .orderBy(asc(emailAlerts.createdAt), asc(emailAlerts.id))
    .limit(limit);
  let sent = 0;
  for (const { id } of due) {
    try {
      const done = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            userId: emailAlerts.userId,
            type: emailAlerts.notificationType,
            subject: emailAlerts.subject,
            text: emailAlerts.text,
            link: emailAlerts.link,
          })
          .from(emailAlerts)
          .where(and(eq(emailAlerts.id, id), isNull(emailAlerts.sentAt)))
          .for('update', { skipLocked: true });
        if (!row) return false;
        const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId)).limit(1);
        if (!user) return false;
        const name = (await displayNames(tx, [row.userId])).get(row.userId) ?? '';
        const base = deps.config.publicUrl;
        await deps.mailer.send(
          transactionalMail({
            to: user.email,
            name,
            type: row.type,
            subject: row.subject ?? row.text,
            text: row.text,
            url: row.link?.startsWith('/') ? `${base}${row.link}` : null,
            homeUrl: `${base}/`,
          }),
        );
        await tx.update(emailAlerts).set({ sentAt: deps.clock.now() }).where(eq(emailAlerts.id, id));
        return true;
      });
      if (done) sent++;
    } catch (err) {
      deps.logger.error({ err, alertId: id }, 'transactional mail failed; the next run retries');
    }
  }
  return sent;
}
