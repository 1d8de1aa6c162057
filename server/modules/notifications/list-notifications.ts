import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { notifications } from '../../db/schema.ts';
import { NOTIFICATION_BADGE_CAP, NOTIFICATIONS_LIST_LIMIT, notificationText, type NotificationData } from '../../../domain/community/notification-kinds.ts';
import { displayNames } from '../../db/display-names.ts';

/**
 * SPEC 7: the user's active notifications, newest first, limit 20; with the count of active ones for the
 * badge, counted up to one past its cap (SPEC 9: '99+'), so a long-neglected bell costs no more to open.
 */
export async function listNotifications(db: Db, userId: string) {
  const mine = and(eq(notifications.userId, userId), eq(notifications.isActive, true));
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        fromUserId: notifications.fromUserId,
        type: notifications.notificationType,
        data: notifications.notificationData,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_LIST_LIMIT),
    db.select({ n: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1`.as('one') })
        .from(notifications)
        .where(mine)
        .limit(NOTIFICATION_BADGE_CAP + 1)
        .as('capped'),
    ),
  ]);
  const names = await displayNames(
    db,
    rows.map((r) => r.fromUserId),
  );
  return {
    newCount: Number(count?.n ?? 0),
    items: rows.map((r) => {
      const data = r.data as NotificationData;
      const senderName = r.fromUserId ? (names.get(r.fromUserId) ?? null) : null;
      return {
        id: r.id,
        type: r.type,
        fromUserId: r.fromUserId,
        senderName,
        data: {
          auction_year: data.auction_year ?? null,
          auction_make: data.auction_make ?? null,
          auction_model: data.auction_model ?? null,
        },
        text: notificationText(r.type, data, senderName ?? ''),
        link: data.link ?? data.auction_path ?? null,
        createdAt: r.createdAt.toISOString(),
      };
    }),
  };
}

/** SPEC 4: dismissed means is_active false; only the recipient may dismiss. Answers whether one was dismissed. */
export async function dismissNotification(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ isActive: false })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}
