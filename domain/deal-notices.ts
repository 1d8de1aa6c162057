// Issue 26 item 9: what the notice (and its e-mail) says after each step of a deal, to whoever hears of it.
// Plain and never blaming; each names what happens next, and a resolution who got how much and why.
import { decisionOf, decisionText } from './deal-decision.ts';
import { STRIKES_MEANING } from './member-strikes.ts';

/** Who a notice is for, and an admin's decision when the step is one (its timeline details). */
export interface DealNoticeContext {
  role?: 'buyer' | 'seller';
  decision?: unknown;
  /** strike_lifted: the admin's reason. */
  reason?: string;
}

// The member at fault hears of their strike with the cancellation; the other party only of the cancellation.
const strikeNote = `This counts as a strike on your account. ${STRIKES_MEANING}`;

/** The notice of a deal step ('reminder:<key>' for the deadline job's reminders). */
export function dealNoticeText(step: string | undefined, vehicle: string, context: DealNoticeContext = {}): string {
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
      return `The buyer received ${vehicle} as described`;
    case 'receive_title':
      return `The buyer received the title of ${vehicle}`;
    case 'open_dispute':
      return `The buyer opened a dispute about ${vehicle}. An admin will look at it; the payment stays held`;
    case 'release':
      return `The payment for ${vehicle} is released to the seller`;
    case 'cancel_non_payment':
      if (context.role === 'seller') return `The purchase of ${vehicle} was cancelled because the payment did not arrive within 3 days`;
      return `The purchase of ${vehicle} was cancelled because the payment did not arrive within 3 days. ${strikeNote}`;
    case 'back_out':
      if (context.role === 'seller') return `You cancelled the sale of ${vehicle}. Any payment is refunded in full. ${strikeNote}`;
      return `The seller cancelled the sale of ${vehicle}. Any payment is refunded in full`;
    case 'strike_lifted':
      return context.reason ? `An admin lifted the strike from your deal for ${vehicle}: ${context.reason}` : `An admin lifted the strike from your deal for ${vehicle}`;
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
