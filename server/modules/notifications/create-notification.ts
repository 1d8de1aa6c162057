import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/tx.ts';
import { auctions, notifications } from '../../db/schema.ts';
import { userChannel } from '../../platform/realtime/realtime.ts';
import { auctionPath } from '../../../domain/listings/auction-path.ts';
import type { NewNotification, NotificationData } from '../../../domain/community/notification-kinds.ts';
import { enqueueEmailAlerts } from './enqueue-email-alerts.ts';
import { forgetUserReads } from '../../http/user-reads.ts';

/** A database handle or an open transaction: other modules may notify inside their own transaction. */

export interface CreatedNotification {
  id: string;
  userId: string;
}

/**
 * Inserts notifications (and queues their e-mail alerts) with the caller's handle. Nobody is told of
 * their own act; a source key already used for that recipient is skipped. Call
 * `announceNotifications` with the answer once the transaction has committed.
 */
export async function insertNotifications(db: DbOrTx, items: readonly NewNotification[], now: Date): Promise<CreatedNotification[]> {
  const rows = items
    .filter((n) => n.userId !== n.fromUserId)
    .map((n) => ({
      userId: n.userId,
      fromUserId: n.fromUserId ?? null,
      notificationType: n.type,
      notificationData: (n.data ?? {}) as Record<string, unknown>,
      sourceKey: n.sourceKey ?? null,
      createdAt: now,
    }));
  if (rows.length === 0) return [];
  const created = await db.insert(notifications).values(rows).onConflictDoNothing().returning({
    id: notifications.id,
    userId: notifications.userId,
    fromUserId: notifications.fromUserId,
    type: notifications.notificationType,
    data: notifications.notificationData,
    sourceKey: notifications.sourceKey,
  });
  const emailChoice = new Map(items.filter((n) => n.email !== undefined).map((n) => [`${n.userId}:${n.sourceKey ?? ''}`, n.email!]));
  await enqueueEmailAlerts(
    db,
    created.map((c) => ({ ...c, email: emailChoice.get(`${c.userId}:${c.sourceKey ?? ''}`) })),
    now,
  );
  return created.map(({ id, userId }) => ({ id, userId }));
}

/** After commit: each recipient's open pages hear of it (the bell and the dialog refresh). */
export function announceNotifications(deps: Pick<AppDeps, 'realtime' | 'logger'>, created: readonly CreatedNotification[]): void {
  forgetUserReads(deps, ...created.map((n) => n.userId));
  for (const n of created) {
    void deps.realtime
      .publish({ channel: userChannel(n.userId), type: 'notification.created', data: { id: n.id } })
      .catch((err: unknown) => deps.logger.error({ err }, 'notification publish failed'));
  }
}

/**
 * The use case other modules call for their own events (offers, listing approval, messages, follows):
 * one notification, its e-mail alert by the recipient's preference, and the live update.
 */
export async function createNotification(deps: Pick<AppDeps, 'db' | 'realtime' | 'logger' | 'clock'>, input: NewNotification): Promise<boolean> {
  const created = await insertNotifications(deps.db, [input], deps.clock.now());
  announceNotifications(deps, created);
  return created.length > 0;
}

/** SPEC 3: notification_data of a listing (auction_year, auction_make, auction_model), with its trim, id, title and path. */
export async function auctionNotificationData(db: DbOrTx, auctionId: string): Promise<(NotificationData & { sellerId: string }) | null> {
  const [a] = await db
    .select({
      id: auctions.id,
      slug: auctions.slug,
      title: auctions.title,
      year: auctions.year,
      make: auctions.make,
      model: auctions.model,
      trim: auctions.trim,
      sellerId: auctions.sellerId,
    })
    .from(auctions)
    .where(eq(auctions.id, auctionId))
    .limit(1);
  if (!a) return null;
  return {
    auction_year: a.year,
    auction_make: a.make,
    auction_model: a.model,
    ...(a.trim ? { auction_trim: a.trim } : {}),
    auction_id: a.id,
    auction_title: a.title,
    auction_path: auctionPath(a),
    sellerId: a.sellerId,
  };
}
