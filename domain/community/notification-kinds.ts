// Notifications (SPEC 2 dialog, SPEC 3 Notification, SPEC 9 types) and their e-mail alerts.
import { NOTIFICATION_TYPES, type NotificationType } from '../shared/auction-types.ts';
import { formatUsd } from '../shared/format.ts';
import { dealNoticeText } from '../deals/deal-notices.ts';
import {
  buyerSaleNoticeText,
  buyerSaleSubject,
  noticeDeadline,
  SALE_KINDS,
  sellerSaleNoticeText,
  sellerSaleSubject,
  type SaleNotice,
} from '../deals/sale-notices.ts';

export { NOTIFICATION_TYPES, type NotificationType };

/** SPEC 9: the dialog lists the 20 newest active notifications; its badge is capped at 99+. */
export const NOTIFICATIONS_LIST_LIMIT = 20;
export const NOTIFICATION_BADGE_CAP = 99;

/** SPEC 2: '{n} new', capped at 99+. */
export function newBadgeText(count: number): string {
  return `${badgeCount(count)} new`;
}

/** A count for a badge: '99+' above the cap. */
export function badgeCount(count: number): string {
  return count > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(Math.max(0, Math.floor(count)));
}

/**
 * SPEC 3: notification_data holds auction_year, auction_make, auction_model; we add what the link
 * and the sentence need (auction_id, auction_path, amount, subject, ...).
 */
export interface NotificationData {
  auction_year?: number | null;
  auction_make?: string | null;
  auction_model?: string | null;
  /** The listing's trim, so that a notice names the vehicle as its page does ('2019 Ducati Panigale V4 S'). */
  auction_trim?: string | null;
  auction_id?: string;
  auction_path?: string;
  auction_title?: string;
  amount?: number;
  subject?: string;
  search_name?: string;
  link?: string;
  /** listing_approved / listing_rejected: the admin's reason of a rejection, and whether it was a renewal; a cancelled or early-ended listing: why. */
  reason?: string;
  renewal?: boolean;
  /** membership_payment_failed / membership_ended: the plan's name. */
  plan_name?: string;
  /** auction_won / auction_sold: the sale was a Buy Now purchase. */
  buy_now?: boolean;
  /** deal_update: the deal and the step it took. */
  deal_id?: string;
  deal_step?: string;
  /** deal_update: whether the recipient is the deal's buyer or seller, and an admin's decision of a dispute (its timeline details). */
  deal_role?: 'buyer' | 'seller';
  deal_decision?: Record<string, unknown>;
  /**
   * auction_won / auction_sold: how it sold, the buyer fee taken at the sale (cents), when the price is
   * due (ISO) and how it is paid, so that the notice and its mail say what is due, how much and by when.
   */
  sale_kind?: string;
  buyer_fee_cents?: number;
  pay_by?: string;
  payment_method?: string;
  /** offer_received of a second-chance offer: the seller offers the vehicle, until when (ISO). */
  second_chance?: boolean;
  expires_at?: string;
  /** deal_update: the money the step moved (cents: movedCents, and buyerFeeCents / feeReturnCents for the buyer fee). */
  deal_money?: Record<string, unknown>;
}

/** SPEC 3: the vehicle of a notification, "year make model", with the trim when it has one (the title when those are missing). */
export function notificationVehicle(data: NotificationData): string {
  const parts = [data.auction_year, data.auction_make, data.auction_model, data.auction_trim].filter(
    (p) => p !== null && p !== undefined && String(p).trim() !== '',
  );
  if (parts.length > 0) return parts.join(' ');
  return data.auction_title ?? '';
}

/** What a notification says, given its type, data and the sender's display name. */
export function notificationText(type: string, data: NotificationData, sender: string): string {
  const vehicle = notificationVehicle(data) || 'a listing';
  const who = sender || 'Someone';
  const amount = typeof data.amount === 'number' ? formatUsd(data.amount) : null;
  switch (type as NotificationType) {
    case 'new_listing_from_followed_user':
      return `${who} listed ${vehicle}`;
    case 'new_follower':
      return `${who} started following you`;
    case 'auction_start':
      return `The auction for ${vehicle} has started`;
    case 'auction_ending_soon':
      return `The auction for ${vehicle} ends within the hour`;
    case 'outbid':
      return amount ? `You have been outbid on ${vehicle}: the high bid is now ${amount}` : `You have been outbid on ${vehicle}`;
    case 'auction_won': {
      const sale = saleNoticeOf(data, vehicle, who);
      if (sale) return buyerSaleNoticeText(sale);
      if (data.buy_now) return amount ? `You bought ${vehicle} for ${amount} with Buy It Now` : `You bought ${vehicle} with Buy It Now`;
      return amount ? `You won ${vehicle} for ${amount}` : `You won ${vehicle}`;
    }
    case 'auction_sold': {
      const sale = saleNoticeOf(data, vehicle, who);
      if (sale) return sellerSaleNoticeText(sale);
      const how = data.buy_now ? ' with Buy It Now' : '';
      return amount ? `Your ${vehicle} sold for ${amount}${how}` : `Your ${vehicle} sold${how}`;
    }
    case 'new_message':
      return data.subject ? `${who} sent you a message: ${data.subject}` : `${who} sent you a message`;
    case 'offer_received':
      // A second-chance offer is the seller offering the vehicle to the bidder, not an offer to buy.
      if (data.second_chance && amount) {
        const until = data.expires_at ? ` Accept it by ${noticeDeadline(data.expires_at)} to buy it.` : '';
        return `${who} offers you ${vehicle} for ${amount}, your highest bid.${until}`;
      }
      return amount ? `${who} offered ${amount} for ${vehicle}` : `${who} made an offer on ${vehicle}`;
    case 'counter_offer':
      return amount ? `${who} countered with ${amount} for ${vehicle}` : `${who} sent a counter-offer on ${vehicle}`;
    case 'offer_accepted':
      return `${who} accepted your offer on ${vehicle}`;
    case 'offer_declined':
      return `${who} declined your offer on ${vehicle}`;
    case 'listing_approved':
      return data.renewal ? `Your renewal of ${vehicle} was approved` : `Your listing ${vehicle} was approved`;
    case 'listing_rejected': {
      const what = data.renewal ? `Your renewal of ${vehicle}` : `Your listing ${vehicle}`;
      return data.reason ? `${what} was not approved: ${data.reason}` : `${what} was not approved`;
    }
    case 'new_comment':
      return `${who} commented on ${vehicle}`;
    case 'saved_search_match':
      return data.search_name ? `New listing for your saved search "${data.search_name}": ${vehicle}` : `New listing for your saved search: ${vehicle}`;
    case 'auction_cancelled':
      return data.reason ? `The auction for ${vehicle} was cancelled: ${data.reason}` : `The auction for ${vehicle} was cancelled`;
    case 'auction_ended_early':
      return data.reason ? `The auction for ${vehicle} was ended early: ${data.reason}` : `The auction for ${vehicle} was ended early`;
    case 'membership_payment_failed':
      return `The payment to renew your ${data.plan_name ? `${data.plan_name} ` : ''}membership failed; we will try again`;
    case 'membership_ended':
      return `Your ${data.plan_name ? `${data.plan_name} ` : ''}membership has ended: its renewal could not be charged`;
    case 'deal_update':
      return dealNoticeText(data.deal_step, notificationVehicle(data) || 'the vehicle', {
        role: data.deal_role,
        decision: data.deal_decision,
        money: data.deal_money,
        reason: data.reason,
      });
    case 'identity_verified':
      return 'Your identity is verified: the Verified badge now shows beside your name';
    case 'identity_refused':
      return data.reason ? `Your identity verification was not approved: ${data.reason}` : 'Your identity verification was not approved';
    default:
      return vehicle === 'a listing' ? `${who} sent you a notification` : `${who}: ${vehicle}`;
  }
}

/** A sale notice's facts, when the notification carries them (older notices do not). */
function saleNoticeOf(data: NotificationData, vehicle: string, counterpart: string): SaleNotice | null {
  if (typeof data.amount !== 'number' || typeof data.pay_by !== 'string' || Number.isNaN(Date.parse(data.pay_by))) return null;
  const saleKind = (SALE_KINDS as readonly string[]).includes(data.sale_kind ?? '')
    ? (data.sale_kind as SaleNotice['saleKind'])
    : data.buy_now
      ? 'buy_now'
      : 'auction';
  return {
    vehicle,
    counterpart,
    saleKind,
    price: data.amount,
    buyerFeeCents: typeof data.buyer_fee_cents === 'number' ? data.buyer_fee_cents : 0,
    payBy: data.pay_by,
    paymentMethod: data.payment_method === 'direct' ? 'direct' : 'held',
  };
}

/**
 * DESIGN "The deal after the sale": the notices a sale or a deal requires (what to pay and by when,
 * each step, deadlines, disputes, outcomes) are mailed as transactional mails: each on its own, at once, whatever the
 * member's alert settings, with no unsubscribe link. Every other type is an alert: batched, by preference.
 */
export const TRANSACTIONAL_NOTIFICATION_TYPES: readonly NotificationType[] = ['auction_won', 'auction_sold', 'deal_update'];
export const isTransactionalNotification = (type: string): boolean => (TRANSACTIONAL_NOTIFICATION_TYPES as readonly string[]).includes(type);

/** The subject of a transactional notice's mail: for a sale, what to pay by when; else the notice's first sentence. */
export function notificationSubject(type: string, data: NotificationData, sender: string): string {
  const vehicle = notificationVehicle(data) || 'a listing';
  const sale = type === 'auction_won' || type === 'auction_sold' ? saleNoticeOf(data, vehicle, sender || 'Someone') : null;
  if (sale) return type === 'auction_won' ? buyerSaleSubject(sale) : sellerSaleSubject(sale);
  const text = notificationText(type, data, sender);
  const first = /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
  return first.length > 140 ? `${first.slice(0, 139)}…` : first;
}

/** The types a user can choose e-mail for in /profile, with their labels and defaults. */
export const EMAIL_ALERT_TYPES: readonly { type: NotificationType; label: string; defaultOn: boolean }[] = [
  { type: 'outbid', label: 'I am outbid', defaultOn: true },
  // A sale's notices (auction_won, auction_sold) and a deal's are transactional: always mailed, never a choice here.
  { type: 'auction_ending_soon', label: 'A watched auction is ending soon', defaultOn: true },
  { type: 'auction_cancelled', label: 'An auction I bid on is cancelled', defaultOn: true },
  { type: 'auction_ended_early', label: 'An auction I bid on is ended early', defaultOn: true },
  { type: 'auction_start', label: 'A watched auction starts', defaultOn: false },
  { type: 'new_message', label: 'I receive a message', defaultOn: false },
  { type: 'new_follower', label: 'Someone follows me', defaultOn: false },
  { type: 'new_listing_from_followed_user', label: 'Someone I follow lists a vehicle', defaultOn: false },
  { type: 'offer_received', label: 'I receive an offer or counter-offer', defaultOn: false },
  { type: 'new_comment', label: 'Someone comments on my listing', defaultOn: false },
  // The switch of all saved-search mails; each saved search also has its own (off until chosen).
  { type: 'saved_search_match', label: 'A new listing matches a saved search with e-mail on', defaultOn: true },
];

export function emailDefault(type: string): boolean {
  return EMAIL_ALERT_TYPES.find((t) => t.type === type)?.defaultOn ?? false;
}

/** At most one outbid mail per auction per 10 minutes. */
export const OUTBID_MAIL_INTERVAL_MS = 10 * 60 * 1000;

/** Texts of the e-mail alert settings in /profile and of the unsubscribe page. */
export const EMAIL_ALERT_TEXTS = {
  invalidLink: 'This unsubscribe link is not valid. Sign in and choose your e-mails in your profile.',
  unsubscribed: 'You have been unsubscribed',
  resubscribed: 'You are subscribed again',
  saved: 'E-mail preferences saved',
  saveFailed: 'Failed to save e-mail preferences',
  loadFailed: 'Failed to load e-mail preferences',
} as const;

/** The label of an alert type in /profile and on the unsubscribe page. */
export function emailAlertLabel(type: string): string {
  return EMAIL_ALERT_TYPES.find((t) => t.type === type)?.label ?? type;
}

/** A notification to make (server): who, of what, about what; shared by the notification worker and the saved searches. */
export interface NewNotification {
  userId: string;
  /** Who caused it; never notified of their own act. */
  fromUserId?: string | null;
  type: NotificationType;
  data?: NotificationData;
  /** What made it ('event:{id}', 'message:{id}', ...): a retry with the same key makes nothing new. */
  sourceKey?: string;
  /**
   * Whether this one wants an e-mail alert (a saved search's own e-mail switch); absent: the recipient's
   * preference for the type, else its default. A type the recipient turned off is never mailed.
   */
  email?: boolean;
}
