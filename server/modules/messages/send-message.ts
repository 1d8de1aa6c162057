import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctions, messages, profiles, users } from '../../db/schema.ts';
import { AppError, badRequest, notFound, auctionNotFound } from '../../http/errors.ts';
import { userChannel } from '../../platform/realtime/realtime.ts';
import { MESSAGE_TEXTS, trimmedMessage } from '../../../domain/community/message-input.ts';
import type { MessageInput } from '../../../domain/community/message-schema.ts';
import { readAuthorization } from '../authorization/check-authorization.ts';
import { lapsedRefusal } from '../../../domain/bidding/bidder-authorization.ts';
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
    if (auction.sellerId === toUserId) {
      const authorization = await readAuthorization(deps.db, fromUserId, auction.id, deps.clock.now());
      if (authorization.status !== 'active')
        throw new AppError(403, 'AUTHORIZATION_REQUIRED', authorization.status === 'lapsed' ? lapsedRefusal('message') : MESSAGE_TEXTS.authorizeFirst);
    }
  }
  const row = await storeMessage(deps, { fromUserId, toUserId, auctionId, subject: text.subject, content: text.content });
  const vehicle = auctionId ? await auctionNotificationData(deps.db, auctionId) : null;
  const { sellerId: _seller, ...data } = vehicle ?? { sellerId: null };
  await createNotification(deps, {
    userId: toUserId,
    fromUserId,
    type: 'new_message',
    data: { ...data, subject: text.subject, link: '/messages' },
    sourceKey: `message:${row.id}`,
  }).catch((err: unknown) => deps.logger.error({ err }, 'message notification failed'));
  announceMessage(deps, row.id, toUserId, fromUserId);
  return { id: row.id, toUserId, auctionId, subject: text.subject, createdAt: row.createdAt.toISOString() };
}

/** A message as it is stored: between two members, about a listing or not. */
export interface ComposedMessage {
  fromUserId: string;
  toUserId: string;
  auctionId: string | null;
  subject: string;
  content: string;
}

/**
 * A message another module writes on a member's behalf (SPEC 7: the buyer's 'New Offer: {title}' to the
 * seller), stored exactly as composed and announced live like any other. The compose's checks do not
 * apply: the caller has already checked who may write (an offer's own authorization, limits and input),
 * and it tells the recipient in its own terms (offer_received), so no new_message notification is added.
 */
export async function sendComposedMessage(deps: AppDeps, message: ComposedMessage): Promise<{ id: string }> {
  const row = await storeMessage(deps, message);
  announceMessage(deps, row.id, message.toUserId, message.fromUserId);
  return { id: row.id };
}

async function storeMessage(deps: AppDeps, m: ComposedMessage) {
  const [row] = await deps.db
    .insert(messages)
    .values({ fromUserId: m.fromUserId, toUserId: m.toUserId, auctionId: m.auctionId, subject: m.subject, content: m.content, createdAt: deps.clock.now() })
    .returning({ id: messages.id, createdAt: messages.createdAt });
  return row!;
}

/** Both sides' lists change: forgotten on this instance at once; their open pages (and other instances) hear it. */
function announceMessage(deps: AppDeps, id: string, toUserId: string, fromUserId: string): void {
  forgetUserReads(deps, toUserId, fromUserId);
  for (const userId of [toUserId, fromUserId]) {
    void deps.realtime
      .publish({ channel: userChannel(userId), type: 'message.created', data: { id } })
      .catch((err: unknown) => deps.logger.error({ err }, 'message publish failed'));
  }
}
