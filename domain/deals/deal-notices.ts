// What the notice (and its e-mail) says after each step of a deal, to whoever hears of it.
// Plain and never blaming; each names what happens next, and a resolution who got how much and why.
import { decisionOf, decisionText } from './deal-decision.ts';
import { STRIKES_MEANING } from '../membership/member-strikes.ts';
import { feeOutcomeText } from './deal-fee.ts';
import { formatUsdCents } from '../bidding/buyer-total.ts';

/** Who a notice is for, and an admin's decision when the step is one (its timeline details). */
export interface DealNoticeContext {
  role?: 'buyer' | 'seller';
  decision?: unknown;
  /** strike_lifted: the admin's reason. */
  reason?: string;
  /** The money the step moved (its outbox event's): the price's cents moved, the buyer fee taken and returned. */
  money?: unknown;
}

interface StepMoney {
  movedCents: number;
  buyerFeeCents: number;
  feeReturnCents: number;
}
const wholeCents = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 0);
function moneyOf(v: unknown): StepMoney {
  const m = v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  return { movedCents: wholeCents(m.movedCents), buyerFeeCents: wholeCents(m.buyerFeeCents), feeReturnCents: wholeCents(m.feeReturnCents) };
}

// The member at fault hears of their strike with the cancellation; the other party only of the cancellation.
const strikeNote = `This counts as a strike on your account. ${STRIKES_MEANING}`;

/** The notice of a deal step ('reminder:<key>' for the deadline job's reminders). */
export function dealNoticeText(step: string | undefined, vehicle: string, context: DealNoticeContext = {}): string {
  const money = moneyOf(context.money);
  const moved = money.movedCents > 0 ? formatUsdCents(money.movedCents) : null;
  const fee = (viewer: 'buyer' | 'seller') => feeOutcomeText({ feeTakenCents: money.buyerFeeCents, feeReturnCents: money.feeReturnCents, viewer });
  const sentences = (...parts: (string | null)[]) => parts.filter((p): p is string => !!p).join(' ');
  switch (step) {
    case 'pay':
      return `The payment for ${vehicle} is received and held by the site. Next: the seller hands the vehicle over`;
    case 'confirm_payment':
      return `The seller confirmed your payment for ${vehicle}. Next: the handover`;
    case 'hand_over':
      return `${vehicle} is marked handed over. Confirm it arrived as described, or open a dispute within 72 hours`;
    case 'send_title':
      return `The title of ${vehicle} is on its way. Confirm on the deal page when it arrives`;
    case 'confirm_received':
      // The buyer's confirmation releases the held price: the seller hears how much is theirs.
      return moved ? `The buyer received ${vehicle} as described. ${moved} has been released to you` : `The buyer received ${vehicle} as described`;
    case 'receive_title':
      return `The buyer received the title of ${vehicle}`;
    case 'open_dispute':
      return `The buyer opened a dispute about ${vehicle}. An admin will look at it; the payment stays held`;
    case 'release':
      if (!moved) return `The payment for ${vehicle} is released to the seller`;
      return context.role === 'seller'
        ? `${moved} for ${vehicle} has been released to you, 3 days after the handover`
        : `The payment of ${moved} for ${vehicle} has been released to the seller, 3 days after the handover`;
    case 'cancel_non_payment':
      if (context.role === 'seller') return `The purchase of ${vehicle} was cancelled because the payment did not arrive within 3 days`;
      return sentences(`The purchase of ${vehicle} was cancelled because the payment did not arrive within 3 days.`, fee('buyer'), strikeNote);
    case 'back_out':
      if (context.role === 'seller') {
        return sentences(
          `You cancelled the sale of ${vehicle}.`,
          moved ? `${moved} is refunded to the buyer in full.` : 'The buyer had not paid, so no payment is refunded.',
          fee('seller'),
          strikeNote,
        );
      }
      return sentences(
        `The seller cancelled the sale of ${vehicle}.`,
        moved ? `${moved} is refunded to you in full.` : 'You had not paid, so no payment is refunded.',
        fee('buyer'),
      );
    case 'strike_lifted':
      return context.reason
        ? `An admin lifted the strike from your deal for ${vehicle}: ${context.reason}`
        : `An admin lifted the strike from your deal for ${vehicle}`;
    case 'resolve': {
      const decision = decisionOf(context.decision);
      if (!decision || !context.role) return `The dispute about ${vehicle} is resolved. See the deal page for the outcome`;
      return `The dispute about ${vehicle} is resolved. ${decisionText(decision, context.role)}`;
    }
    case 'reminder:payment_due':
      return `Reminder: the payment for ${vehicle} is due within 24 hours`;
    case 'reminder:confirm_or_dispute':
      return `Reminder: confirm ${vehicle} arrived as described, or open a dispute, within 24 hours`;
    default:
      return `Your deal for ${vehicle} has changed`;
  }
}
