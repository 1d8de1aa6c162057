// The deal after the sale (DESIGN "The deal after the sale"): its states, the moves between
// them, who may make each, the deadlines, and the money each move moves. Pure: the current time is an
// argument; the server locks the deal row, asks applyDealMove, and writes what it answers.
//
// Money is in cents (the payments boundary). A deal's money moves at most once per kind — one charge of
// the price to the platform, one transfer to the seller, one refund to the buyer — which is what the
// server's deal_payments rows are unique on (deal, step), so a retried webhook or job never pays twice.

/** Chosen by the seller when listing (default held: the site keeps the price until the handover). */
export const PAYMENT_METHODS = ['held', 'direct'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'held';
/** How each method reads to a seller choosing it (the sell form) and wherever a deal names it. */
export const PAYMENT_METHOD_TEXT: Record<PaymentMethod, { label: string; text: string; buyerText: string }> = {
  held: {
    label: 'Held payment',
    text: 'The buyer pays VehicleBid at checkout within 3 days. We hold the money and pay it to you once the buyer confirms the handover, or 3 days after you hand the vehicle over.',
    buyerText: 'If you buy it, you pay VehicleBid at checkout within 3 days. We hold the money until you confirm that you received the vehicle as described.',
  },
  direct: {
    label: 'Direct payment',
    text: 'The buyer pays you directly within 3 days, and you confirm on the deal page when the money has arrived.',
    buyerText: 'If you buy it, you pay the seller directly within 3 days; the seller confirms on the deal page when the money arrives.',
  },
};

export const DEAL_STATES = [
  /** The buyer has 3 days to pay (held: by checkout; direct: to the seller, who confirms it). */
  'awaiting_payment',
  /** Held payment: the buyer paid the price; the site holds it. */
  'paid_held',
  /** Direct payment: the seller confirmed that the money arrived. */
  'payment_confirmed',
  /** The seller handed the vehicle over or shipped it; the buyer confirms, or disputes within 72 hours. */
  'handed_over',
  /** The buyer received the vehicle (or the 3 days passed): held money released to the seller; the title is awaited. */
  'received',
  /** The buyer opened a dispute: the money stays held until an admin resolves it. */
  'disputed',
  /** Money released (or confirmed) and title received. */
  'completed',
  /** Cancelled before the handover: the buyer did not pay, or the seller backed out (money refunded in full). */
  'cancelled',
  /** A dispute resolved for the buyer: the price refunded. */
  'refunded',
  /** A dispute resolved in part: part of the price to the seller, the rest back to the buyer. */
  'settled',
] as const;
export type DealState = (typeof DEAL_STATES)[number];

export const TERMINAL_STATES: readonly DealState[] = ['completed', 'cancelled', 'refunded', 'settled'];
export const isTerminal = (s: DealState): boolean => TERMINAL_STATES.includes(s);

export const DEAL_MOVES = [
  /** The buyer's checkout completed (applied by the payment webhook or the return page's verification). */
  'pay',
  /** Direct payment: the seller says the money arrived. */
  'confirm_payment',
  /** The seller handed the vehicle over or shipped it (carrier and tracking optional). */
  'hand_over',
  /** The seller sent the title (tracking optional). */
  'send_title',
  /** The buyer: 'Received as described' (held money released to the seller). */
  'confirm_received',
  /** The buyer: 'Title received'. */
  'receive_title',
  /** The buyer, within 72 hours of the handover, with a reason and photos. */
  'open_dispute',
  /** The deadline job: 3 days after the handover with no confirmation and no dispute, the money is released. */
  'release',
  /** The seller, once the 3 days to pay are over: the buyer gets a strike. */
  'cancel_non_payment',
  /** The seller backs out before the handover: the buyer's money refunded in full, the seller gets a strike. */
  'back_out',
  /** An admin resolves a dispute: release to the seller, refund the buyer, or part of each. */
  'resolve',
] as const;
export type DealMove = (typeof DEAL_MOVES)[number];

export const DEAL_ACTORS = ['buyer', 'seller', 'admin', 'system'] as const;
export type DealActor = (typeof DEAL_ACTORS)[number];

export type Resolution = { outcome: 'release' } | { outcome: 'refund' } | { outcome: 'split'; sellerCents: number };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The buyer pays within 3 days. */
export const PAYMENT_DAYS = 3;
/** Held money is released 3 days after the handover unless the buyer confirms or disputes. */
export const RELEASE_DAYS = 3;
/** A dispute may be opened within 72 hours of the handover. */
export const DISPUTE_HOURS = 72;
/** Every deadline has a reminder this long before it. */
export const REMINDER_HOURS = 24;
/** Two strikes suspend a member's bidding. */
export const STRIKES_TO_SUSPEND = 2;

export interface DealSnapshot {
  state: DealState;
  method: PaymentMethod;
  priceCents: number;
  createdAt: Date;
  handedOverAt: Date | null;
  titleSentAt: Date | null;
  titleReceivedAt: Date | null;
  /** What the deal's money movements add up to. */
  chargedCents: number;
  transferredCents: number;
  refundedCents: number;
}

export type MovementKind = 'charge' | 'transfer' | 'refund';
/** One money movement: the server's deal_payments row, unique on (deal, kind). */
export interface Movement {
  kind: MovementKind;
  amountCents: number;
}

export type StrikeOn = 'buyer' | 'seller';

export interface MoveRequest {
  move: DealMove;
  actor: DealActor;
  now: Date;
  resolution?: Resolution;
}

export type MoveResult =
  { ok: true; deal: DealSnapshot; movements: Movement[]; strike: StrikeOn | null } | { ok: false; code: DealRefusalCode; message: string };

export type DealRefusalCode = 'NOT_YOUR_MOVE' | 'NOT_NOW' | 'DEADLINE_NOT_REACHED' | 'DEADLINE_PASSED' | 'INVALID_RESOLUTION';

/** Who may make each move (the server also checks that a buyer or seller is this deal's). */
export const MOVE_ACTORS: Record<DealMove, readonly DealActor[]> = {
  pay: ['system'],
  confirm_payment: ['seller'],
  hand_over: ['seller'],
  send_title: ['seller'],
  confirm_received: ['buyer'],
  receive_title: ['buyer'],
  open_dispute: ['buyer'],
  release: ['system'],
  cancel_non_payment: ['seller'],
  back_out: ['seller'],
  resolve: ['admin'],
};

/** Money the site holds for this deal now (charged, neither transferred nor refunded). */
export const heldCents = (d: Pick<DealSnapshot, 'chargedCents' | 'transferredCents' | 'refundedCents'>): number =>
  d.chargedCents - d.transferredCents - d.refundedCents;

export const paymentDueAt = (d: Pick<DealSnapshot, 'createdAt'>): Date => new Date(d.createdAt.getTime() + PAYMENT_DAYS * DAY);
export const disputeUntil = (d: Pick<DealSnapshot, 'handedOverAt'>): Date | null =>
  d.handedOverAt ? new Date(d.handedOverAt.getTime() + DISPUTE_HOURS * HOUR) : null;
export const releaseAt = (d: Pick<DealSnapshot, 'handedOverAt'>): Date | null =>
  d.handedOverAt ? new Date(d.handedOverAt.getTime() + RELEASE_DAYS * DAY) : null;

/** A new deal, made in the sale's transaction. */
export function newDeal(input: { method: PaymentMethod; priceCents: number; createdAt: Date }): DealSnapshot {
  return {
    state: 'awaiting_payment',
    method: input.method,
    priceCents: input.priceCents,
    createdAt: input.createdAt,
    handedOverAt: null,
    titleSentAt: null,
    titleReceivedAt: null,
    chargedCents: 0,
    transferredCents: 0,
    refundedCents: 0,
  };
}

// Plain, never blaming, and each says what to do next.
export const DEAL_MESSAGES = {
  notYourMove: 'This step is for the other party. Your next step is shown on the deal page.',
  alreadyPaid: 'This deal is already paid. Your next step is shown on the deal page.',
  notAwaitingPayment: 'This deal is not waiting for payment any more. Reload the deal page to see where it stands.',
  directOnly: 'The price of this deal is paid through the site. The seller does not need to confirm it.',
  heldOnly: 'The buyer pays this seller directly; the seller confirms the payment on the deal page.',
  handOverFirst: 'The vehicle has to be paid for before it is marked handed over.',
  notHandedOver: 'The vehicle has not been marked handed over yet. You can confirm once the seller has done so.',
  disputeBeforeHandover: 'The vehicle has not been marked handed over yet. A dispute can be opened within 72 hours of the handover.',
  releaseBeforeHandover: 'The vehicle has not been marked handed over yet, so no money is due to the seller.',
  alreadyHandedOver: 'The vehicle is already marked handed over.',
  alreadyReceived: 'The vehicle is already marked received. Your next step is shown on the deal page.',
  receiptInDispute:
    'This deal is in dispute, so receipt can no longer be confirmed here: an admin decides how it ends. Contact support if you and the seller have settled it.',
  disputeAlreadyOpen: 'A dispute is already open on this deal. An admin decides it; the deal page shows where it stands.',
  disputeAfterReceipt: 'The vehicle is already marked received, so a dispute can no longer be opened. Contact support if something is wrong.',
  heldInDispute: 'This deal is in dispute: the money stays held until an admin resolves it.',
  titleAlreadySent: 'The title is already marked sent.',
  titleNotSent: 'The seller has not marked the title sent yet. You can confirm once they have.',
  titleAlreadyReceived: 'The title is already marked received.',
  titleBeforePayment: 'The title is sent once the vehicle is paid for.',
  disputeWindowClosed: 'The 72 hours to open a dispute after the handover have passed. Contact support if something is wrong.',
  releaseNotDue: 'The money is released 3 days after the handover; that time has not come yet.',
  paymentNotOverdue: 'The buyer still has time to pay. You can cancel for non-payment once the 3 days are over.',
  backOutTooLate: 'The vehicle is already handed over, so the deal can no longer be cancelled. Contact support if something is wrong.',
  notDisputed: 'Only a disputed deal can be resolved.',
  invalidSplit: 'The seller’s part must be more than $0 and less than the price.',
  splitDirect: 'A directly paid deal holds no money on the site, so it can only be closed for the seller or the buyer.',
  finished: 'This deal is finished. Nothing more can be changed.',
} as const;

const refuse = (code: DealRefusalCode, message: string): MoveResult => ({ ok: false, code, message });

/**
 * Why a move is not this actor's, in words true for whoever asks: a party is pointed to their own next
 * step; an admin is told whose step it is; a step nobody takes by hand says how it happens.
 */
export function notYourMoveMessage(move: DealMove, actor: DealActor): string {
  if (move === 'pay') return 'A deal is paid through the buyer’s checkout on the deal page.';
  if (move === 'release') return 'The held money is released by itself 3 days after the handover, unless the buyer confirms or disputes first.';
  if (move === 'resolve') return 'Only an admin can resolve a dispute.';
  if (actor === 'buyer' || actor === 'seller') return DEAL_MESSAGES.notYourMove;
  return `This step is the ${MOVE_ACTORS[move].includes('buyer') ? 'buyer' : 'seller'}’s to take; an admin only resolves disputes.`;
}

/** The refusal of a move that needs the vehicle handed over (and nothing after it), for the state the deal is in. */
function notInHandover(state: DealState, move: 'confirm_received' | 'open_dispute' | 'release'): string {
  if (isTerminal(state)) return DEAL_MESSAGES.finished;
  if (state === 'received') return move === 'open_dispute' ? DEAL_MESSAGES.disputeAfterReceipt : DEAL_MESSAGES.alreadyReceived;
  if (state === 'disputed')
    return { confirm_received: DEAL_MESSAGES.receiptInDispute, open_dispute: DEAL_MESSAGES.disputeAlreadyOpen, release: DEAL_MESSAGES.heldInDispute }[move];
  return { confirm_received: DEAL_MESSAGES.notHandedOver, open_dispute: DEAL_MESSAGES.disputeBeforeHandover, release: DEAL_MESSAGES.releaseBeforeHandover }[
    move
  ];
}

/** A deal whose money is released (or confirmed) completes when the title is received too. */
const settleTitle = (d: DealSnapshot): DealSnapshot => (d.state === 'received' && d.titleReceivedAt ? { ...d, state: 'completed' } : d);

function withMovements(deal: DealSnapshot, movements: Movement[], strike: StrikeOn | null = null): MoveResult {
  let next = deal;
  for (const m of movements) {
    if (m.kind === 'charge') next = { ...next, chargedCents: next.chargedCents + m.amountCents };
    if (m.kind === 'transfer') next = { ...next, transferredCents: next.transferredCents + m.amountCents };
    if (m.kind === 'refund') next = { ...next, refundedCents: next.refundedCents + m.amountCents };
  }
  return { ok: true, deal: settleTitle(next), movements, strike };
}

const PAID_STATES: readonly DealState[] = ['paid_held', 'payment_confirmed', 'handed_over', 'received', 'disputed'];

/**
 * Applies one move: the new snapshot, the money it moves and any strike, or why it is refused (the deal
 * unchanged). A payment that completes after the deal was cancelled is refunded at once (the race of a
 * cancel against a checkout: exactly one outcome, and no money kept).
 */
export function applyDealMove(deal: DealSnapshot, req: MoveRequest): MoveResult {
  const { move, actor, now } = req;
  if (!MOVE_ACTORS[move].includes(actor)) return refuse('NOT_YOUR_MOVE', notYourMoveMessage(move, actor));
  const t = now.getTime();
  const held = deal.method === 'held';

  switch (move) {
    case 'pay': {
      if (!held) return refuse('NOT_NOW', DEAL_MESSAGES.heldOnly);
      if (deal.chargedCents > 0) return refuse('NOT_NOW', isTerminal(deal.state) ? DEAL_MESSAGES.finished : DEAL_MESSAGES.alreadyPaid);
      const charge: Movement = { kind: 'charge', amountCents: deal.priceCents };
      // The checkout completed after the deal ended: the money goes straight back.
      if (deal.state === 'cancelled') return withMovements(deal, [charge, { kind: 'refund', amountCents: deal.priceCents }]);
      if (deal.state !== 'awaiting_payment') return refuse('NOT_NOW', DEAL_MESSAGES.notAwaitingPayment);
      return withMovements({ ...deal, state: 'paid_held' }, [charge]);
    }
    case 'confirm_payment':
      if (held) return refuse('NOT_NOW', DEAL_MESSAGES.directOnly);
      if (deal.state !== 'awaiting_payment') return refuse('NOT_NOW', isTerminal(deal.state) ? DEAL_MESSAGES.finished : DEAL_MESSAGES.alreadyPaid);
      return withMovements({ ...deal, state: 'payment_confirmed' }, []);
    case 'hand_over':
      if (deal.state === 'awaiting_payment') return refuse('NOT_NOW', DEAL_MESSAGES.handOverFirst);
      if (deal.state !== 'paid_held' && deal.state !== 'payment_confirmed')
        return refuse('NOT_NOW', isTerminal(deal.state) ? DEAL_MESSAGES.finished : DEAL_MESSAGES.alreadyHandedOver);
      return withMovements({ ...deal, state: 'handed_over', handedOverAt: now }, []);
    case 'send_title':
      if (isTerminal(deal.state)) return refuse('NOT_NOW', DEAL_MESSAGES.finished);
      if (!PAID_STATES.includes(deal.state)) return refuse('NOT_NOW', DEAL_MESSAGES.titleBeforePayment);
      if (deal.titleSentAt) return refuse('NOT_NOW', DEAL_MESSAGES.titleAlreadySent);
      return withMovements({ ...deal, titleSentAt: now }, []);
    case 'receive_title':
      if (isTerminal(deal.state)) return refuse('NOT_NOW', DEAL_MESSAGES.finished);
      if (!deal.titleSentAt) return refuse('NOT_NOW', DEAL_MESSAGES.titleNotSent);
      if (deal.titleReceivedAt) return refuse('NOT_NOW', DEAL_MESSAGES.titleAlreadyReceived);
      return withMovements({ ...deal, titleReceivedAt: now }, []);
    case 'confirm_received':
      if (deal.state !== 'handed_over') return refuse('NOT_NOW', notInHandover(deal.state, move));
      return withMovements({ ...deal, state: 'received' }, held ? [{ kind: 'transfer', amountCents: heldCents(deal) }] : []);
    case 'open_dispute': {
      if (deal.state !== 'handed_over') return refuse('NOT_NOW', notInHandover(deal.state, move));
      const until = disputeUntil(deal);
      if (!until || t > until.getTime()) return refuse('DEADLINE_PASSED', DEAL_MESSAGES.disputeWindowClosed);
      return withMovements({ ...deal, state: 'disputed' }, []);
    }
    case 'release': {
      if (deal.state !== 'handed_over') return refuse('NOT_NOW', notInHandover(deal.state, move));
      const at = releaseAt(deal);
      // Released only once the dispute window is over too, so a dispute opened at its last moment wins.
      if (!at || t < at.getTime() || t <= (disputeUntil(deal)?.getTime() ?? 0)) return refuse('DEADLINE_NOT_REACHED', DEAL_MESSAGES.releaseNotDue);
      return withMovements({ ...deal, state: 'received' }, held ? [{ kind: 'transfer', amountCents: heldCents(deal) }] : []);
    }
    case 'cancel_non_payment':
      if (deal.state !== 'awaiting_payment') return refuse('NOT_NOW', isTerminal(deal.state) ? DEAL_MESSAGES.finished : DEAL_MESSAGES.alreadyPaid);
      if (t < paymentDueAt(deal).getTime()) return refuse('DEADLINE_NOT_REACHED', DEAL_MESSAGES.paymentNotOverdue);
      return withMovements({ ...deal, state: 'cancelled' }, [], 'buyer');
    case 'back_out': {
      if (isTerminal(deal.state)) return refuse('NOT_NOW', DEAL_MESSAGES.finished);
      if (!['awaiting_payment', 'paid_held', 'payment_confirmed'].includes(deal.state)) return refuse('NOT_NOW', DEAL_MESSAGES.backOutTooLate);
      const money = heldCents(deal);
      return withMovements({ ...deal, state: 'cancelled' }, money > 0 ? [{ kind: 'refund', amountCents: money }] : [], 'seller');
    }
    case 'resolve': {
      if (deal.state !== 'disputed') return refuse('NOT_NOW', DEAL_MESSAGES.notDisputed);
      const r = req.resolution;
      if (!r) return refuse('INVALID_RESOLUTION', 'Choose how to resolve the dispute: release, refund or split.');
      const money = heldCents(deal);
      if (r.outcome === 'release') return withMovements({ ...deal, state: 'received' }, held ? [{ kind: 'transfer', amountCents: money }] : []);
      if (r.outcome === 'refund') return withMovements({ ...deal, state: 'refunded' }, held ? [{ kind: 'refund', amountCents: money }] : []);
      if (!held) return refuse('INVALID_RESOLUTION', DEAL_MESSAGES.splitDirect);
      if (!Number.isInteger(r.sellerCents) || r.sellerCents <= 0 || r.sellerCents >= money) return refuse('INVALID_RESOLUTION', DEAL_MESSAGES.invalidSplit);
      return withMovements({ ...deal, state: 'settled' }, [
        { kind: 'transfer', amountCents: r.sellerCents },
        { kind: 'refund', amountCents: money - r.sellerCents },
      ]);
    }
  }
}

/** The moves an actor could make now (what the deal page offers as buttons). */
export function availableMoves(deal: DealSnapshot, actor: DealActor, now: Date): DealMove[] {
  return DEAL_MOVES.filter((move) => {
    const resolution: Resolution | undefined = move === 'resolve' ? { outcome: 'release' } : undefined;
    return applyDealMove(deal, { move, actor, now, resolution }).ok;
  });
}

export type NextStepKind = 'pay' | 'confirm_payment' | 'hand_over' | 'confirm_received' | 'send_title' | 'receive_title' | 'resolve_dispute' | 'none';

export interface NextStep {
  /** Who must act; null when the deal is finished. */
  actor: 'buyer' | 'seller' | 'admin' | null;
  kind: NextStepKind;
  /** The deadline, when the step has one. */
  by: Date | null;
}

/** What happens next, who must act and by when (the deal page's 'Next step' and the job's reminders). */
export function nextStep(deal: DealSnapshot): NextStep {
  switch (deal.state) {
    case 'awaiting_payment':
      return deal.method === 'held'
        ? { actor: 'buyer', kind: 'pay', by: paymentDueAt(deal) }
        : { actor: 'seller', kind: 'confirm_payment', by: paymentDueAt(deal) };
    case 'paid_held':
    case 'payment_confirmed':
      return { actor: 'seller', kind: 'hand_over', by: null };
    case 'handed_over':
      return { actor: 'buyer', kind: 'confirm_received', by: releaseAt(deal) };
    case 'disputed':
      return { actor: 'admin', kind: 'resolve_dispute', by: null };
    case 'received':
      return deal.titleSentAt ? { actor: 'buyer', kind: 'receive_title', by: null } : { actor: 'seller', kind: 'send_title', by: null };
    default:
      return { actor: null, kind: 'none', by: null };
  }
}

/** The reminders the deadline job sends before each deadline: key, whom, and when. */
export type ReminderKey = 'payment_due' | 'confirm_or_dispute';
export function dueReminder(deal: DealSnapshot): { key: ReminderKey; to: 'buyer'; at: Date; deadline: Date } | null {
  const ahead = REMINDER_HOURS * HOUR;
  if (deal.state === 'awaiting_payment' && deal.method === 'held') {
    const due = paymentDueAt(deal);
    return { key: 'payment_due', to: 'buyer', at: new Date(due.getTime() - ahead), deadline: due };
  }
  if (deal.state === 'handed_over') {
    const due = releaseAt(deal)!;
    return { key: 'confirm_or_dispute', to: 'buyer', at: new Date(due.getTime() - ahead), deadline: due };
  }
  return null;
}

/** When the deadline job must look at the deal again (release due), or null. */
export function nextJobAt(deal: DealSnapshot): Date | null {
  if (deal.state !== 'handed_over') return null;
  const release = releaseAt(deal)!.getTime();
  const dispute = disputeUntil(deal)!.getTime();
  return new Date(Math.max(release, dispute + 1));
}

/** When the deadline job must look at the deal next: a reminder not yet sent, or the release. */
export function nextDueOf(snapshot: DealSnapshot, remindersSent: readonly string[]): Date | null {
  const times: number[] = [];
  const reminder = dueReminder(snapshot);
  if (reminder && !remindersSent.includes(reminder.key)) times.push(reminder.at.getTime());
  const release = nextJobAt(snapshot);
  if (release) times.push(release.getTime());
  return times.length === 0 ? null : new Date(Math.min(...times));
}

/** What a move carries besides itself, as its timeline entry keeps it. */
export interface MoveDetailsForTimeline {
  carrier?: string | null;
  tracking?: string | null;
  reason?: string;
  photoIds?: string[];
  resolution?: Resolution;
  /** resolve, back_out, cancel_non_payment: the buyer fee taken at the sale, in cents (0 when none was). */
  buyerFeeCents?: number;
  /** The part of that fee the move returns to the buyer (decision 031, `buyerFeeReturnCents`). */
  feeReturnCents?: number;
}

/** A move's timeline entry details (deal_events.details): written by the server's moves and by the demo data alike. */
export function dealTimelineDetails(move: DealMove, d: MoveDetailsForTimeline, movements: readonly Movement[]): Record<string, unknown> | null {
  if (move === 'hand_over') return { carrier: d.carrier || null, tracking: d.tracking || null };
  if (move === 'send_title') return { tracking: d.tracking || null };
  if (move === 'open_dispute') return { reason: d.reason ?? '', photoIds: d.photoIds ?? [] };
  if (move === 'resolve') {
    // The admin's reason and the buyer fee are kept with the decision: both parties' deal pages and notices say them.
    const cents = (kind: MovementKind) => movements.find((m) => m.kind === kind)?.amountCents ?? null;
    return {
      outcome: d.resolution?.outcome ?? null,
      sellerCents: cents('transfer'),
      refundCents: cents('refund'),
      reason: d.reason ?? null,
      buyerFeeCents: d.buyerFeeCents ?? null,
      feeReturnCents: d.feeReturnCents ?? 0,
    };
  }
  // A sale that fell through keeps what became of the buyer fee (decision 031) on its timeline.
  if ((move === 'back_out' || move === 'cancel_non_payment') && d.buyerFeeCents)
    return { buyerFeeCents: d.buyerFeeCents, feeReturnCents: d.feeReturnCents ?? 0 };
  // An admin's charge of an accepted offer pays the deal with the reason both parties see.
  if (move === 'pay' && d.reason) return { reason: d.reason };
  return null;
}

/** Two strikes suspend a member's bidding. */
export const isBiddingSuspended = (strikes: number): boolean => strikes >= STRIKES_TO_SUSPEND;
export const BIDDING_SUSPENDED_MESSAGE = 'Your bidding is paused because two of your purchases were not completed. Contact support to talk it through.';
