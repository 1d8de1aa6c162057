import { inArray, sql } from 'drizzle-orm';
import { emailAlerts, notificationPreferences } from '../../db/schema.ts';
import { rowsOf } from '../../db/tx.ts';
import {
  emailDefault,
  isTransactionalNotification,
  notificationSubject,
  notificationText,
  OUTBID_MAIL_INTERVAL_MS,
  type NotificationData,
} from '../../../domain/community/notification-kinds.ts';
import type { DbOrTx } from '../../db/tx.ts';
import { displayNames } from '../../db/display-names.ts';

interface Created {
  id: string;
  userId: string;
  fromUserId: string | null;
  type: string;
  data: Record<string, unknown>;
  /** The notification's own choice (NewNotification.email), if it made one. */
  email?: boolean;
}

/**
 * Queues the e-mail alert of each new notification its recipient wants (per-type preference, else
 * the type's default); the mail job sends them batched. At most one outbid mail per auction per 10 minutes.
 * A sale's or a deal's notice is queued as a transactional mail whatever the preferences:
 * the mail job sends it on its own, at once.
 */
export async function enqueueEmailAlerts(db: DbOrTx, created: readonly Created[], now: Date): Promise<number> {
  if (created.length === 0) return 0;
  const userIds = [...new Set(created.map((c) => c.userId))];
  const prefs = await db
    .select({ userId: notificationPreferences.userId, type: notificationPreferences.notificationType, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, userIds));
  const chosen = new Map(prefs.map((p) => [`${p.userId}:${p.type}`, p.email]));
  const wanted = created.filter((c) => {
    if (isTransactionalNotification(c.type)) return true;
    const preference = chosen.get(`${c.userId}:${c.type}`);
    if (preference === false || c.email === false) return false;
    return c.email ?? preference ?? emailDefault(c.type);
  });
  if (wanted.length === 0) return 0;
  const names = await displayNames(
    db,
    wanted.map((c) => c.fromUserId),
  );
  // At most one outbid mail per auction per 10 minutes: the pairs mailed lately, in one query.
  const outbidPairs = wanted.filter((c) => c.type === 'outbid' && (c.data as NotificationData).auction_id);
  const mailedLately = new Set<string>();
  if (outbidPairs.length > 0) {
    const pairs = sql.join(
      outbidPairs.map((c) => sql`(${c.userId}::uuid, ${(c.data as NotificationData).auction_id}::uuid)`),
      sql`, `,
    );
    const since = new Date(now.getTime() - OUTBID_MAIL_INTERVAL_MS).toISOString();
    const rows = rowsOf<{ user_id: string; auction_id: string }>(
      await db.execute(sql`
        select user_id, auction_id from email_alerts
        where notification_type = 'outbid' and created_at > ${since}::timestamptz and (user_id, auction_id) in (${pairs})`),
    );
    for (const r of rows) mailedLately.add(`${r.user_id}:${r.auction_id}`);
  }
  const values: (typeof emailAlerts.$inferInsert)[] = [];
  for (const c of wanted) {
    const data = c.data as NotificationData;
    const auctionId = data.auction_id ?? null;
    if (c.type === 'outbid' && auctionId) {
      const key = `${c.userId}:${auctionId}`;
      if (mailedLately.has(key)) continue;
      mailedLately.add(key);
    }
    const sender = c.fromUserId ? (names.get(c.fromUserId) ?? '') : '';
    const transactional = isTransactionalNotification(c.type);
    values.push({
      userId: c.userId,
      notificationType: c.type,
      auctionId,
      text: notificationText(c.type, data, sender),
      link: data.link ?? data.auction_path ?? null,
      transactional,
      subject: transactional ? notificationSubject(c.type, data, sender) : null,
      createdAt: now,
    });
  }
  if (values.length > 0) await db.insert(emailAlerts).values(values);
  return values.length;
}
