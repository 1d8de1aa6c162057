import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctions, messages, profiles, users } from '../../db/schema.ts';
import { AppError, badRequest, notFound, auctionNotFound } from '../../http/errors.ts';
import { userChannel } from '../../platform/realtime/realtime.ts';
import { MESSAGE_TEXTS, trimmedMessage } from '../../../domain/message-input.ts';
import type { MessageInput } from '../../../domain/message-schema.ts';
import { hasBidderAuthorization } from '../authorization/check-authorization.ts';
import { auctionNotificationData, createNotification } from '../notifications/create-notification.ts';
import { forgetUserReads } from '../../http/user-reads.ts';

/** SPEC 7: profiles by partial case-insensitive display_name, limit 1 (the first hit). */
async function findByDisplayName(deps: AppDeps, name: string): Promise<string | null> {
  const pattern = `%${name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [row] = await deps.db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(sql`lower(${profiles.displayName}) like ${pattern}`)
    .orderBy(sql`lower(${profiles.displayName}) = ${name.toLowerCase()} desc`, profiles.createdAt)
    .limit(1);
  return row?.id ?? null;
}

/**
 * SPEC 5 and 8: a new message. The recipient is given or found by display name; subject and text are
 * required after trimming; nobody messages themselves; only authorized bidders message a seller about
 * their listing. The recipient is notified and both sides' open pages hear of it.
 */
export async function sendMessage(deps: AppDeps, fromUserId: string, input: MessageInput) {
  const text = trimmedMessage(input.subject, input.content);
  if (!text) throw badRequest(MESSAGE_TEXTS.required, 'MESSAGE_REQUIRED');
  let toUserId = input.to_user_id ?? null;
  if (!toUserId) {
    const name = input.recipient_name?.trim();
    if (!name) throw badRequest(MESSAGE_TEXTS.noRecipient, 'RECIPIENT_REQUIRED');
    toUserId = await findByDisplayName(deps, name);
    if (!toUserId) throw notFound(MESSAGE_TEXTS.userNotFound);
  } else {
    const [exists] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, toUserId)).limit(1);
    if (!exists) throw notFound(MESSAGE_TEXTS.userNotFound);
  }
  if (toUserId === fromUserId) throw badRequest(MESSAGE_TEXTS.notYourself, 'MESSAGE_SELF');
  let auctionId: string | null = null;
  if (input.auction_id) {
    const [auction] = await deps.db.select({ id: auctions.id, sellerId: auctions.sellerId }).from(auctions).where(eq(auctions.id, input.auction_id)).limit(1);
    if (!auction) throw auctionNotFound();
    auctionId = auction.id;
    // SPEC 5/6: only authorized bidders may message a seller about an auction (to prevent spam).
    if (auction.sellerId === toUserId && !(await hasBidderAuthorization(deps.db, fromUserId, auction.id))) {
      throw new AppError(403, 'AUTHORIZATION_REQUIRED', MESSAGE_TEXTS.authorizeFirst);
    }
  }
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(messages)
    .values({ fromUserId, toUserId, auctionId, subject: text.subject, content: text.content, createdAt: now })
    .returning({ id: messages.id, createdAt: messages.createdAt });
  const vehicle = auctionId ? await auctionNotificationData(deps.db, auctionId) : null;
  const { sellerId: _seller, ...data } = vehicle ?? { sellerId: null };
  await createNotification(deps, {
    userId: toUserId,
    fromUserId,
    type: 'new_message',
    data: { ...data, subject: text.subject, link: '/messages' },
    sourceKey: `message:${row!.id}`,
  }).catch((err: unknown) => deps.logger.error({ err }, 'message notification failed'));
  forgetUserReads(deps, toUserId, fromUserId);
  for (const userId of [toUserId, fromUserId]) {
    void deps.realtime
      .publish({ channel: userChannel(userId), type: 'message.created', data: { id: row!.id } })
      .catch((err: unknown) => deps.logger.error({ err }, 'message publish failed'));
  }
  return { id: row!.id, toUserId, auctionId, subject: text.subject, createdAt: row!.createdAt.toISOString() };
}
