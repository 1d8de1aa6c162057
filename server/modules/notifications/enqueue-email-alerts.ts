import { and, eq, gt, inArray } from 'drizzle-orm';
import { emailAlerts, notificationPreferences } from '../../db/schema.ts';
import { emailDefault, notificationText, OUTBID_MAIL_INTERVAL_MS, type NotificationData } from '../../../domain/notification-kinds.ts';
import type { DbOrTx } from './create-notification.ts';
import { displayNames } from './display-names.ts';

interface Created {
  id: string;
  userId: string;
  fromUserId: string | null;
  type: string;
  data: Record<string, unknown>;
}

/**
 * Queues the e-mail alert of each new notification its recipient wants (per-type preference, else
 * the type's default); the mail job sends them batched. At most one outbid mail per auction per 10 minutes.
 */
export async function enqueueEmailAlerts(db: DbOrTx, created: readonly Created[], now: Date): Promise<number> {
  if (created.length === 0) return 0;
  const userIds = [...new Set(created.map((c) => c.userId))];
  const prefs = await db
    .select({ userId: notificationPreferences.userId, type: notificationPreferences.notificationType, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, userIds));
  const chosen = new Map(prefs.map((p) => [`${p.userId}:${p.type}`, p.email]));
  const wanted = created.filter((c) => chosen.get(`${c.userId}:${c.type}`) ?? emailDefault(c.type));
  if (wanted.length === 0) return 0;
  const names = await displayNames(db, wanted.map((c) => c.fromUserId));
  let queued = 0;
  for (const c of wanted) {
    const data = c.data as NotificationData;
    const auctionId = data.auction_id ?? null;
    if (c.type === 'outbid' && auctionId) {
      const recent = await db
        .select({ id: emailAlerts.id })
        .from(emailAlerts)
        .where(
          and(
            eq(emailAlerts.userId, c.userId),
            eq(emailAlerts.notificationType, 'outbid'),
            eq(emailAlerts.auctionId, auctionId),
            gt(emailAlerts.createdAt, new Date(now.getTime() - OUTBID_MAIL_INTERVAL_MS)),
          ),
        )
        .limit(1);
      if (recent.length > 0) continue;
    }
    await db.insert(emailAlerts).values({
      userId: c.userId,
      notificationType: c.type,
      auctionId,
      text: notificationText(c.type, data, c.fromUserId ? (names.get(c.fromUserId) ?? '') : ''),
      link: data.link ?? data.auction_path ?? null,
      createdAt: now,
    });
    queued++;
  }
  return queued;
}
