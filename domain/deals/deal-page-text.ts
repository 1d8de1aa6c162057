// The deal page's words — each state's name, each timeline line, what happens next for
// whoever is looking, who must act and by when, and each button with its confirmation. Plain, short, never blaming.
// Pure: dates arrive formatted by the caller (the web app formats in the viewer's zone).
import type { DealMove } from './deal-rules.ts';
import type { DealTimelineEntry, DealView } from './deal-view.ts';
import { formatCountdown } from '../bidding/countdown.ts';
import { formatUsdCents } from '../bidding/buyer-total.ts';
import { formatUsd } from '../shared/format.ts';
import { decisionOf, decisionText } from './deal-decision.ts';
import { feeOutcomeText } from './deal-fee.ts';
import { BUYER_FEE_LABEL } from '../bidding/buyer-total.ts';

export type DealViewerRole = DealView['viewerRole'];

export const DEAL_STATE_LABELS: Record<DealView['state'], string> = {
  awaiting_payment: 'Awaiting payment',
  paid_held: 'Paid, held by VehicleBid',
  payment_confirmed: 'Payment confirmed',
  handed_over: 'Handed over',
  received: 'Received',
  disputed: 'Disputed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  settled: 'Settled',
};

export type DealTone = 'waiting' | 'progress' | 'done' | 'stopped' | 'problem';
export const DEAL_STATE_TONES: Record<DealView['state'], DealTone> = {
  awaiting_payment: 'waiting',
  paid_held: 'progress',
  payment_confirmed: 'progress',
  handed_over: 'progress',
  received: 'progress',
  disputed: 'problem',
  completed: 'done',
  cancelled: 'stopped',
  refunded: 'stopped',
  settled: 'done',
};

const cents = (c: number | null | undefined) => (c ? formatUsdCents(c) : null);

/** Under the amounts: a payment the deal did not take (a second checkout), refunded to the buyer in full. */
export function returnedPaymentText(r: DealView['returnedPayments'][number], date: string): string {
  return `A second payment of ${formatUsdCents(r.amountCents)} on ${date} ${r.refunded ? 'was refunded' : 'is being refunded'} to the buyer in full.`;
}

/** One line of the timeline: what happened, and its detail (carrier, tracking, reason, money). */
export function timelineLine(e: DealTimelineEntry, method: DealView['paymentMethod']): { title: string; detail: string | null } {
  const d = e.details ?? {};
  const money = cents(e.amountCents);
  switch (e.move) {
    case 'sold':
      return { title: 'Sold', detail: money ? `Price ${money}` : null };
    case 'pay': {
      const held = money ? `${money} held by VehicleBid until the handover` : 'Held by VehicleBid until the handover';
      // An admin's charge of an accepted offer says why it was made.
      return { title: 'Paid', detail: d.reason ? `${held} · Charged by VehicleBid: ${d.reason}` : held };
    }
    case 'confirm_payment':
      return { title: 'Payment confirmed by the seller', detail: null };
    case 'hand_over':
      return { title: 'Handed over', detail: joinDetail([d.carrier && `Carrier: ${d.carrier}`, d.tracking && `Tracking: ${d.tracking}`]) };
    case 'send_title':
      return { title: 'Title sent', detail: joinDetail([d.tracking && `Tracking: ${d.tracking}`]) };
    case 'confirm_received':
      return { title: 'Received as described', detail: method === 'held' && money ? `${money} released to the seller` : null };
    case 'receive_title':
      return { title: 'Title received', detail: null };
    case 'open_dispute':
      return { title: 'Dispute opened', detail: d.reason ?? null };
    case 'release':
      return { title: 'Money released to the seller', detail: money ? `${money}, 3 days after the handover` : null };
    case 'cancel_non_payment':
      return { title: 'Cancelled for non-payment', detail: feeLine(d) };
    case 'back_out':
      return { title: 'Cancelled by the seller', detail: joinDetail([money && `${money} refunded to the buyer`, feeLine(d)]) };
    case 'resolve':
      return { title: 'Dispute resolved', detail: resolutionDetail(d) };
    case 'reminder':
      return { title: 'Reminder sent', detail: null };
  }
}

/** What a cancellation did with the buyer fee (decision 031), as the timeline keeps it. */
function feeLine(d: NonNullable<DealTimelineEntry['details']>): string | null {
  return d.buyerFeeCents ? feeOutcomeText({ feeTakenCents: d.buyerFeeCents, feeReturnCents: d.feeReturnCents ?? 0, viewer: 'admin' }) : null;
}

/** The timeline's last step of a completed deal: when it completed, and the invitation to leave feedback. */
export function completedLine(deal: Pick<DealView, 'viewerRole'>): { title: string; detail: string } {
  const other = deal.viewerRole === 'buyer' ? 'the seller' : deal.viewerRole === 'seller' ? 'the buyer' : null;
  return {
    title: 'Completed',
    detail: other ? `The deal is complete. Rate ${other} under Feedback.` : 'The deal is complete. Both parties may now leave feedback.',
  };
}

function joinDetail(parts: (string | null | undefined | false | '')[]): string | null {
  const kept = parts.filter((p): p is string => !!p);
  return kept.length ? kept.join(' · ') : null;
}

/** Who got how much, what became of the buyer fee, and the admin's reason (both parties read the timeline). */
function resolutionDetail(details: NonNullable<DealTimelineEntry['details']>): string | null {
  const d = decisionOf(details);
  return d ? decisionText(d, 'admin') : null;
}

export interface NextStepText {
  /** Who must act, in words: 'You', 'The buyer', 'The seller', 'VehicleBid'. */
  who: string | null;
  text: string;
  /** The deadline's countdown ('2d 23h 59m 59s left', 'Overdue'), when the step has one. */
  countdown: string | null;
}

/** What happens next, for the viewer: who must act, what, and by when. */
export function nextStepText(deal: DealView, nowMs: number, formatDate: (iso: string) => string): NextStepText {
  const step = deal.nextStep;
  const me = deal.viewerRole;
  const by = step.by ? formatDate(step.by) : '';
  const countdown = step.by ? countdownText(Date.parse(step.by), nowMs) : null;
  const who =
    step.actor === null ? null : step.actor === me ? 'You' : step.actor === 'buyer' ? 'The buyer' : step.actor === 'seller' ? 'The seller' : 'VehicleBid';
  const price = formatUsd(deal.amounts.price);
  switch (step.kind) {
    case 'pay':
      return {
        who,
        countdown,
        text:
          me === 'buyer'
            ? `Pay ${price} by ${by}. VehicleBid holds the money until you have the vehicle.`
            : `The buyer pays ${price} by ${by}. VehicleBid holds it until the handover.`,
      };
    case 'confirm_payment':
      return {
        who,
        countdown,
        text:
          me === 'seller'
            ? `Confirm here once the buyer’s ${price} has arrived. The buyer pays by ${by}.`
            : `Pay the seller ${price} directly by ${by}, using the contacts below. The seller confirms it here.`,
      };
    case 'hand_over':
      return {
        who,
        countdown,
        text: me === 'seller' ? 'Hand the vehicle over or ship it, then mark it handed over.' : 'The seller hands the vehicle over or ships it next.',
      };
    case 'confirm_received': {
      const dispute = deal.disputeUntil ? formatDate(deal.disputeUntil) : by;
      return {
        who,
        countdown,
        text:
          me === 'buyer'
            ? `Check the vehicle. Confirm it arrived as described, or open a dispute by ${dispute}. Otherwise the money is released to the seller on ${by}.`
            : `The buyer checks the vehicle. The money is released to the seller on ${by} unless they confirm sooner or open a dispute.`,
      };
    }
    case 'send_title':
      return { who, countdown, text: me === 'seller' ? 'Send the title to the buyer, then mark it sent.' : 'The seller sends the title next.' };
    case 'receive_title':
      return {
        who,
        countdown,
        text:
          me === 'buyer'
            ? 'Confirm here when the title arrives. The deal completes then.'
            : 'The buyer confirms when the title arrives. The deal completes then.',
      };
    case 'resolve_dispute':
      return {
        who,
        countdown,
        text:
          me === 'admin'
            ? 'Review the dispute and resolve it in Admin: Deals.'
            : 'VehicleBid is reviewing the dispute and will contact you both. The money stays held until then.',
      };
    case 'none':
      return { who: null, countdown: null, text: FINISHED_TEXT[deal.state] ?? 'Nothing more to do.' };
  }
}

const FINISHED_TEXT: Partial<Record<DealView['state'], string>> = {
  completed: 'This deal is complete. Thank you! Leave feedback for each other below.',
  cancelled: 'This deal was cancelled. The Amounts say what was refunded.',
  refunded: 'The dispute was resolved with a refund to the buyer.',
  settled: 'The dispute was resolved with part of the price to each side.',
};

export interface AmountRow {
  label: string;
  value: string;
  /** How or when it is paid or was moved. */
  note: string | null;
}

/**
 * The deal page's Amounts, itemised for the viewer: the price and how it is paid, the buyer fee
 * and what it was taken from, the total; then where the money went (released, refunded, the fee returned).
 */
export function amountRows(deal: Pick<DealView, 'amounts' | 'paymentMethod' | 'viewerRole' | 'money'>): AmountRow[] {
  const buyer = deal.viewerRole === 'buyer';
  const fee = deal.amounts.buyerFeeCents;
  const rows: AmountRow[] = [
    {
      label: 'Price',
      value: formatUsd(deal.amounts.price),
      note: deal.paymentMethod === 'held' ? 'Paid to VehicleBid at the deal’s checkout' : 'Paid to the seller directly',
    },
    fee > 0
      ? { label: BUYER_FEE_LABEL, value: formatUsdCents(fee), note: `Taken from ${buyer ? 'your' : 'the buyer’s'} bidding authorization at the sale` }
      : { label: 'Buyer fee', value: '$0', note: 'None on a classified listing' },
    { label: 'Total', value: formatUsdCents(deal.amounts.totalCents), note: null },
  ];
  const m = deal.money;
  if (m.releasedCents > 0)
    rows.push({
      label: buyer ? 'Released to the seller' : deal.viewerRole === 'seller' ? 'Released to you' : 'Released to the seller',
      value: formatUsdCents(m.releasedCents),
      note: null,
    });
  if (m.refundedCents > 0) rows.push({ label: buyer ? 'Refunded to you' : 'Refunded to the buyer', value: formatUsdCents(m.refundedCents), note: null });
  if (m.feeReturnedCents > 0)
    rows.push({ label: buyer ? 'Buyer fee returned to you' : 'Buyer fee returned to the buyer', value: formatUsdCents(m.feeReturnedCents), note: null });
  return rows;
}

/** The note under the Amounts: what happened to the money (past tense once it moved), or what will happen while it waits. */
export function amountsNote(deal: Pick<DealView, 'amounts' | 'paymentMethod' | 'viewerRole' | 'money' | 'heldCents' | 'state'>): string {
  const m = deal.money;
  const buyer = deal.viewerRole === 'buyer';
  const seller = deal.viewerRole === 'seller';
  const parts: string[] = [];
  const tense = m.pending ? 'is being' : 'was';
  if (m.releasedCents > 0) parts.push(`${formatUsdCents(m.releasedCents)} ${tense} released to ${seller ? 'you' : 'the seller'}.`);
  if (m.refundedCents > 0) parts.push(`${formatUsdCents(m.refundedCents)} ${tense} refunded to ${buyer ? 'you' : 'the buyer'}.`);
  if (deal.heldCents > 0) parts.push(`VehicleBid holds ${formatUsdCents(deal.heldCents)} until the buyer confirms the handover.`);
  const ended = ['cancelled', 'refunded', 'settled'].includes(deal.state) || m.releasedCents > 0 || m.refundedCents > 0;
  if (!ended && deal.heldCents === 0) {
    parts.push(
      deal.paymentMethod === 'held'
        ? 'The buyer pays the price to VehicleBid at checkout; VehicleBid keeps it until the handover.'
        : 'The buyer pays the price to the seller directly; the seller confirms it here.',
    );
  }
  if (deal.state === 'cancelled' && m.refundedCents === 0) parts.push('No payment was made, so nothing was refunded.');
  const fee = deal.amounts.buyerFeeCents;
  if (fee > 0) {
    const outcome = ['cancelled', 'refunded', 'settled'].includes(deal.state)
      ? feeOutcomeText({ feeTakenCents: fee, feeReturnCents: m.feeReturnedCents, viewer: deal.viewerRole, done: !m.pending })
      : null;
    parts.push(outcome ?? `The buyer fee of ${formatUsdCents(fee)} was taken from ${buyer ? 'your' : 'the buyer’s'} bidding authorization at the sale.`);
  }
  return parts.join(' ');
}

/** '2d 23h 59m 59s left', or 'Overdue' once the deadline has passed. */
export function countdownText(targetMs: number, nowMs: number): string {
  const t = formatCountdown(targetMs, nowMs);
  return t === 'Ended' ? 'Overdue' : `${t} left`;
}

export interface MoveCopy {
  button: string;
  title: string;
  body: string;
  confirm: string;
  danger?: boolean;
}

/** The viewer's buttons and their confirmations (the moves the server says they may make now). */
export function moveCopy(move: DealMove, deal: DealView): MoveCopy | null {
  const price = formatUsd(deal.amounts.price);
  switch (move) {
    case 'confirm_payment':
      return {
        button: 'Confirm payment received',
        title: 'Confirm the payment',
        body: `Confirm only once ${price} from the buyer is in your account.`,
        confirm: 'Payment received',
      };
    case 'hand_over':
      return {
        button: 'Mark handed over',
        title: 'Mark the vehicle handed over',
        body: 'Add the carrier and tracking number if you shipped it. The buyer then has 72 hours to check it.',
        confirm: 'Mark handed over',
      };
    case 'send_title':
      return { button: 'Mark title sent', title: 'Mark the title sent', body: 'Add a tracking number if you posted it.', confirm: 'Mark title sent' };
    case 'confirm_received':
      return {
        button: 'Received as described',
        title: 'Received as described?',
        body:
          deal.paymentMethod === 'held'
            ? `This releases ${price} to the seller. You cannot open a dispute afterwards.`
            : 'This confirms the vehicle matches its listing. You cannot open a dispute afterwards.',
        confirm: 'Yes, received as described',
      };
    case 'receive_title':
      return { button: 'Title received', title: 'Title received?', body: 'Confirm that the vehicle’s title is in your hands.', confirm: 'Yes, title received' };
    case 'open_dispute':
      return {
        button: 'Open a dispute',
        title: 'Open a dispute',
        body: 'Tell us what is different from the listing and add photos. The money stays held while VehicleBid reviews it.',
        confirm: 'Open dispute',
        danger: true,
      };
    case 'cancel_non_payment':
      return {
        button: 'Cancel for non-payment',
        title: 'Cancel for non-payment?',
        body: 'The 3 days to pay are over. The deal is cancelled and the buyer gets a strike. You can then offer the vehicle to the next bidder.',
        confirm: 'Cancel the deal',
        danger: true,
      };
    case 'back_out':
      return {
        button: 'Back out of the sale',
        title: 'Back out of the sale?',
        body: `The deal is cancelled, the buyer gets back everything they paid${deal.heldCents > 0 ? ` (${formatUsdCents(deal.heldCents)})` : ''}, and your account gets a strike.`,
        confirm: 'Back out',
        danger: true,
      };
    case 'pay':
      return {
        button: `Pay ${price}`,
        title: 'Pay for the vehicle',
        body: `You pay ${price} by secure checkout. VehicleBid holds it until you confirm the handover.`,
        confirm: `Pay ${price}`,
      };
    default:
      return null;
  }
}
