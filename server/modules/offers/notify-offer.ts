import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctions, offers, profiles, users } from '../../db/schema.ts';
import { auctionPath } from '../../../domain/listings/auction-path.ts';
import { formatUsd } from '../../../domain/shared/money.ts';
import { newOfferMessage } from '../../../domain/offers/offers.ts';
import { PAYMENT_DAYS } from '../../../domain/deals/deal-rules.ts';
import { buyerFeeCents } from '../../../domain/bidding/holds.ts';
import { buyerFeeSentence, noticeDeadline } from '../../../domain/deals/sale-notices.ts';
import { escape, layout } from '../../platform/mail/templates.ts';
import { userChannel } from '../../platform/realtime/realtime.ts';
import type { NotificationType } from '../../../domain/community/notification-kinds.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { sendComposedMessage } from '../messages/send-message.ts';

/**
 * SPEC 7 send-offer-notification types, plus a declined offer and second-chance offers. An accepted offer
 * is a sale: the sale's notices tell the buyer what to pay by when and the seller what sold, from
 * the sale's event, as every other sale.
 */
export type OfferNotificationType = 'new_offer' | 'counter_offer' | 'declined' | 'second_chance';

const SUBJECTS: Record<OfferNotificationType, (title: string) => string> = {
  new_offer: (t) => `New offer on ${t}`,
  counter_offer: (t) => `Counter offer on ${t}`,
  declined: (t) => `Offer declined: ${t}`,
  second_chance: (t) => `Second-chance offer: ${t}`,
};

const NOTIFICATION_OF: Record<OfferNotificationType, NotificationType> = {
  new_offer: 'offer_received',
  counter_offer: 'counter_offer',
  declined: 'offer_declined',
  second_chance: 'offer_received',
};

function sentence(
  type: OfferNotificationType,
  o: { amount: number; title: string; from: string; seller: string; expiresAt: Date | null; feeCents: number },
): string {
  const amount = formatUsd(o.amount);
  switch (type) {
    case 'new_offer':
      return `${o.from} offered ${amount} for ${o.title}.`;
    case 'counter_offer':
      return `The seller of ${o.title} countered with ${amount}.`;
    case 'declined':
      return `Your offer of ${amount} for ${o.title} was declined.`;
    case 'second_chance': {
      // Who offers what to whom, until when, and what accepting costs.
      const until = o.expiresAt ? ` Accept it on the listing page by ${noticeDeadline(o.expiresAt.toISOString())} to buy it.` : '';
      return `${o.seller} offers you ${o.title} for ${amount}, your highest bid.${until} If you accept, you pay ${amount} within ${PAYMENT_DAYS} days, as the deal page will say. ${buyerFeeSentence({ price: o.amount, buyerFeeCents: o.feeCents }, 'on_accept')}`;
    }
  }
}

/**
 * SPEC 7 send-offer-notification: tells the other side of an offer with a notification (the
 * notifications module: bell, live, e-mail alert by preference) and an e-mail. A failure is logged and never blocks the offer (SPEC 8).
 */
export async function sendOfferNotification(deps: AppDeps, offerId: string, type: OfferNotificationType): Promise<void> {
  try {
    const [row] = await deps.db
      .select({
        offer: offers,
        auction: {
          id: auctions.id,
          slug: auctions.slug,
          title: auctions.title,
          year: auctions.year,
          make: auctions.make,
          model: auctions.model,
          trim: auctions.trim,
          sellerId: auctions.sellerId,
          listingType: auctions.listingType,
        },
      })
      .from(offers)
      .innerJoin(auctions, eq(auctions.id, offers.auctionId))
      .where(eq(offers.id, offerId));
    if (!row) return;
    const { offer, auction } = row;
    // Buyer offers go to the seller; the seller's counter and second-chance offers, and every answer, to the other side.
    const toSeller = type === 'new_offer' ? true : type === 'declined' ? offer.createdBySeller : false;
    const recipientId = toSeller ? auction.sellerId : offer.buyerId;
    const fromId = toSeller ? offer.buyerId : auction.sellerId;
    const [recipient] = await deps.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, recipientId));
    const [from] = await deps.db.select({ name: profiles.displayName }).from(profiles).where(eq(profiles.userId, fromId));
    if (!recipient) return;
    const secondChance = type === 'second_chance';
    await createNotification(deps, {
      userId: recipientId,
      fromUserId: fromId,
      type: NOTIFICATION_OF[type],
      data: {
        auction_year: auction.year,
        auction_make: auction.make,
        auction_model: auction.model,
        ...(auction.trim ? { auction_trim: auction.trim } : {}),
        auction_id: auction.id,
        auction_title: auction.title,
        auction_path: auctionPath(auction),
        amount: offer.amount,
        ...(secondChance ? { second_chance: true, ...(offer.expiresAt ? { expires_at: offer.expiresAt.toISOString() } : {}) } : {}),
      },
      sourceKey: `offer:${offer.id}:${type}:${offer.updatedAt.getTime()}`,
    }).catch((err: unknown) => deps.logger.error({ err, offerId }, 'offer notification row failed'));
    const url = `${deps.config.publicUrl}${auctionPath(auction)}`;
    const fromName = from?.name?.trim();
    const text = sentence(type, {
      amount: offer.amount,
      title: auction.title,
      from: fromName || 'A buyer',
      seller: fromName || 'The seller',
      expiresAt: offer.expiresAt,
      // Decision 028: the buyer fee is taken from the buyer's authorization when an auction sells; a classified takes none.
      feeCents: auction.listingType === 'auction' ? buyerFeeCents(offer.amount) : 0,
    });
    await deps.mailer.send({
      to: recipient.email,
      subject: SUBJECTS[type](auction.title),
      text: `Hi ${recipient.name},\n\n${text}${offer.message ? `\n\n"${offer.message}"` : ''}\n\n${url}`,
      html: layout(
        SUBJECTS[type](auction.title),
        `Hi ${escape(recipient.name)}, ${escape(text)}${offer.message ? `<br><br>&ldquo;${escape(offer.message)}&rdquo;` : ''}`,
        { label: 'View the listing', url },
      ),
    });
  } catch (err) {
    deps.logger.error({ err, offerId, type }, 'offer notification failed');
  }
}

/**
 * SPEC 7: the message to the seller when an offer is made, through the messages module so that the
 * seller's open inbox and unread count hear of it live; a failure does not block the offer (SPEC 8).
 */
export async function sendNewOfferMessage(
  deps: AppDeps,
  o: { auctionId: string; title: string; sellerId: string; buyerId: string; amount: number; message: string | null },
): Promise<void> {
  try {
    const m = newOfferMessage({ title: o.title, amount: formatUsd(o.amount), message: o.message });
    await sendComposedMessage(deps, { fromUserId: o.buyerId, toUserId: o.sellerId, auctionId: o.auctionId, subject: m.subject, content: m.content });
  } catch (err) {
    deps.logger.error({ err, auctionId: o.auctionId }, 'offer message failed');
  }
}

/** SPEC 4 "offers refresh live": both sides hear that an auction's offers changed and read them again. */
export function publishOffersChanged(deps: AppDeps, auctionId: string, userIds: string[]): void {
  for (const userId of new Set(userIds)) {
    void deps.realtime
      .publish({ channel: userChannel(userId), type: 'offers.changed', data: { auctionId } })
      .catch((err: unknown) => deps.logger.error({ err }, 'offer live publish failed'));
  }
}
