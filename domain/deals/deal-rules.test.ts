import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyDealMove,
  availableMoves,
  DEAL_ACTORS,
  DEAL_MESSAGES,
  DEAL_MOVES,
  DEAL_STATES,
  dueReminder,
  heldCents,
  isBiddingSuspended,
  isTerminal,
  MOVE_ACTORS,
  newDeal,
  nextJobAt,
  nextStep,
  notYourMoveMessage,
  type DealActor,
  type DealMove,
  type DealSnapshot,
  type DealState,
  type PaymentMethod,
  type Resolution,
} from './deal-rules.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = new Date('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const PRICE = 2_000_000;

/** A deal in each state, as the moves would have left it (handed over one hour after the sale). */
function dealIn(state: DealState, method: PaymentMethod, extra: Partial<DealSnapshot> = {}): DealSnapshot {
  const base = newDeal({ method, priceCents: PRICE, createdAt: T0 });
  const paid = method === 'held' ? { chargedCents: PRICE } : {};
  const handed = { handedOverAt: at(HOUR) };
  const released = method === 'held' ? { transferredCents: PRICE } : {};
  const byState: Record<DealState, Partial<DealSnapshot>> = {
    awaiting_payment: {},
    paid_held: { ...paid },
    payment_confirmed: {},
    handed_over: { ...paid, ...handed },
    received: { ...paid, ...handed, ...released },
    disputed: { ...paid, ...handed },
    completed: { ...paid, ...handed, ...released, titleSentAt: at(HOUR), titleReceivedAt: at(2 * HOUR) },
    cancelled: {},
    refunded: { ...paid, ...handed, ...(method === 'held' ? { refundedCents: PRICE } : {}) },
    settled: { ...paid, ...handed, transferredCents: PRICE / 2, refundedCents: PRICE / 2 },
  };
  return { ...base, state, ...byState[state], ...extra };
}

/** The states each method can be in. */
const STATES_OF: Record<PaymentMethod, DealState[]> = {
  held: DEAL_STATES.filter((s) => s !== 'payment_confirmed'),
  direct: DEAL_STATES.filter((s) => s !== 'paid_held' && s !== 'settled'),
};

/**
 * The moves allowed (to their actor, with the deadline reached where one applies) in each state: every
 * other (state, move) pair is refused. resolve is tried with a release.
 */
const ALLOWED: Record<PaymentMethod, Partial<Record<DealState, DealMove[]>>> = {
  held: {
    awaiting_payment: ['pay', 'cancel_non_payment', 'back_out'],
    paid_held: ['hand_over', 'send_title', 'back_out'],
    handed_over: ['send_title', 'confirm_received', 'release'],
    received: ['send_title'],
    disputed: ['send_title', 'resolve'],
    cancelled: ['pay'],
  },
  direct: {
    awaiting_payment: ['confirm_payment', 'cancel_non_payment', 'back_out'],
    payment_confirmed: ['hand_over', 'send_title', 'back_out'],
    handed_over: ['send_title', 'confirm_received', 'release'],
    received: ['send_title'],
    disputed: ['send_title', 'resolve'],
  },
};

describe('applyDealMove: every state x move x actor', () => {
  for (const method of ['held', 'direct'] as const) {
    for (const state of STATES_OF[method]) {
      for (const move of DEAL_MOVES) {
        for (const actor of DEAL_ACTORS) {
          it(`${method} ${state}: ${move} by ${actor}`, () => {
            const deal = dealIn(state, method);
            // Late enough for every deadline that allows a move (payment due, release due), except the dispute window.
            const now = move === 'open_dispute' ? at(2 * HOUR) : at(10 * DAY);
            const resolution: Resolution | undefined = move === 'resolve' ? { outcome: 'release' } : undefined;
            const result = applyDealMove(deal, { move, actor, now, resolution });
            const expectedOk =
              MOVE_ACTORS[move].includes(actor) && ((ALLOWED[method][state] ?? []).includes(move) || (move === 'open_dispute' && state === 'handed_over'));
            expect(result.ok, JSON.stringify(result)).toBe(expectedOk);
            if (!MOVE_ACTORS[move].includes(actor) && !result.ok) expect(result.code).toBe('NOT_YOUR_MOVE');
            if (!result.ok) expect(result.message.length).toBeGreaterThan(10);
          });
        }
      }
    }
  }
});

type MessageKey = keyof typeof DEAL_MESSAGES;
const PRE: DealState[] = ['awaiting_payment'];
const PAID: DealState[] = ['paid_held', 'payment_confirmed'];
const AFTER_HANDOVER: DealState[] = ['handed_over', 'received', 'disputed'];
const ENDED: DealState[] = ['completed', 'cancelled', 'refunded', 'settled'];
/** Each move's refusal, by state, when its own actor asks at the table's time: 'ok' where it is allowed. */
const REFUSALS: Record<PaymentMethod, Record<DealMove, [DealState[], MessageKey | 'ok'][]>> = {
  held: {
    pay: [
      [PRE, 'ok'],
      [[...PAID, ...AFTER_HANDOVER], 'alreadyPaid'],
      [['cancelled'], 'ok'],
      [['completed', 'refunded', 'settled'], 'finished'],
    ],
    confirm_payment: [[[...PRE, ...PAID, ...AFTER_HANDOVER, ...ENDED], 'directOnly']],
    hand_over: [
      [PRE, 'handOverFirst'],
      [PAID, 'ok'],
      [AFTER_HANDOVER, 'alreadyHandedOver'],
      [ENDED, 'finished'],
    ],
    send_title: [
      [PRE, 'titleBeforePayment'],
      [[...PAID, ...AFTER_HANDOVER], 'ok'],
      [ENDED, 'finished'],
    ],
    receive_title: [
      [[...PRE, ...PAID, ...AFTER_HANDOVER], 'titleNotSent'],
      [ENDED, 'finished'],
    ],
    confirm_received: [
      [[...PRE, ...PAID], 'notHandedOver'],
      [['handed_over'], 'ok'],
      [['received'], 'alreadyReceived'],
      [['disputed'], 'receiptInDispute'],
      [ENDED, 'finished'],
    ],
    open_dispute: [
      [[...PRE, ...PAID], 'disputeBeforeHandover'],
      [['handed_over'], 'ok'],
      [['received'], 'disputeAfterReceipt'],
      [['disputed'], 'disputeAlreadyOpen'],
      [ENDED, 'finished'],
    ],
    release: [
      [[...PRE, ...PAID], 'releaseBeforeHandover'],
      [['handed_over'], 'ok'],
      [['received'], 'alreadyReceived'],
      [['disputed'], 'heldInDispute'],
      [ENDED, 'finished'],
    ],
    cancel_non_payment: [
      [PRE, 'ok'],
      [[...PAID, ...AFTER_HANDOVER], 'alreadyPaid'],
      [ENDED, 'finished'],
    ],
    back_out: [
      [[...PRE, ...PAID], 'ok'],
      [AFTER_HANDOVER, 'backOutTooLate'],
      [ENDED, 'finished'],
    ],
    resolve: [
      [['disputed'], 'ok'],
      [[...PRE, ...PAID, 'handed_over', 'received', ...ENDED], 'notDisputed'],
    ],
  },
  direct: {} as Record<DealMove, [DealState[], MessageKey | 'ok'][]>,
};
// A directly paid deal differs only where the money is concerned: it is never paid through the site.
REFUSALS.direct = {
  ...REFUSALS.held,
  pay: [[[...PRE, ...PAID, ...AFTER_HANDOVER, ...ENDED], 'heldOnly']],
  confirm_payment: [
    [PRE, 'ok'],
    [[...PAID, ...AFTER_HANDOVER], 'alreadyPaid'],
    [ENDED, 'finished'],
  ],
};

describe("every refusal says its true reason (issue 39 item 7): state x move, by the move's own actor", () => {
  const actorFor = (move: DealMove): DealActor => MOVE_ACTORS[move][0]!;
  for (const method of ['held', 'direct'] as const) {
    for (const state of STATES_OF[method]) {
      for (const move of DEAL_MOVES) {
        const row = REFUSALS[method][move].find(([states]) => states.includes(state));
        it(`${method} ${state}: ${move} -> ${row?.[1] ?? '?'}`, () => {
          expect(row, 'the table names every state').toBeDefined();
          const now = move === 'open_dispute' ? at(2 * HOUR) : at(10 * DAY);
          const resolution: Resolution | undefined = move === 'resolve' ? { outcome: 'release' } : undefined;
          const result = applyDealMove(dealIn(state, method), { move, actor: actorFor(move), now, resolution });
          if (row![1] === 'ok') expect(result.ok, JSON.stringify(result)).toBe(true);
          else expect(result).toEqual({ ok: false, code: 'NOT_NOW', message: DEAL_MESSAGES[row![1]] });
        });
      }
    }
  }

  it('confirming receipt on a disputed deal says it is in dispute, never that the vehicle is not handed over', () => {
    const result = applyDealMove(dealIn('disputed', 'held'), { move: 'confirm_received', actor: 'buyer', now: at(2 * HOUR) });
    expect(result).toEqual({
      ok: false,
      code: 'NOT_NOW',
      message:
        'This deal is in dispute, so receipt can no longer be confirmed here: an admin decides how it ends. Contact support if you and the seller have settled it.',
    });
  });

  it('a deadline not reached or passed says so', () => {
    const cancelEarly = applyDealMove(dealIn('awaiting_payment', 'held'), { move: 'cancel_non_payment', actor: 'seller', now: at(HOUR) });
    expect(cancelEarly).toEqual({ ok: false, code: 'DEADLINE_NOT_REACHED', message: DEAL_MESSAGES.paymentNotOverdue });
    const disputeLate = applyDealMove(dealIn('handed_over', 'held'), { move: 'open_dispute', actor: 'buyer', now: at(10 * DAY) });
    expect(disputeLate).toEqual({ ok: false, code: 'DEADLINE_PASSED', message: DEAL_MESSAGES.disputeWindowClosed });
    const releaseEarly = applyDealMove(dealIn('handed_over', 'held'), { move: 'release', actor: 'system', now: at(2 * HOUR) });
    expect(releaseEarly).toEqual({ ok: false, code: 'DEADLINE_NOT_REACHED', message: DEAL_MESSAGES.releaseNotDue });
  });

  it("a move not the asker's names whose it is: the other party's for a member, the buyer's or seller's for an admin", () => {
    for (const move of DEAL_MOVES) {
      for (const actor of DEAL_ACTORS.filter((a) => !MOVE_ACTORS[move].includes(a))) {
        const result = applyDealMove(dealIn('handed_over', 'held'), { move, actor, now: at(2 * HOUR), resolution: { outcome: 'release' } });
        expect(result).toEqual({ ok: false, code: 'NOT_YOUR_MOVE', message: notYourMoveMessage(move, actor) });
      }
    }
    expect(notYourMoveMessage('confirm_received', 'seller')).toBe(DEAL_MESSAGES.notYourMove);
    expect(notYourMoveMessage('confirm_received', 'admin')).toBe('This step is the buyer’s to take; an admin only resolves disputes.');
    expect(notYourMoveMessage('hand_over', 'admin')).toBe('This step is the seller’s to take; an admin only resolves disputes.');
    expect(notYourMoveMessage('resolve', 'seller')).toBe('Only an admin can resolve a dispute.');
    expect(notYourMoveMessage('pay', 'seller')).toBe('A deal is paid through the buyer’s checkout on the deal page.');
  });
});

describe('title moves', () => {
  it('receive_title needs the title sent, once', () => {
    const d = dealIn('handed_over', 'held');
    expect(applyDealMove(d, { move: 'receive_title', actor: 'buyer', now: at(2 * HOUR) })).toMatchObject({ ok: false, code: 'NOT_NOW' });
    const sent = dealIn('handed_over', 'held', { titleSentAt: at(HOUR) });
    const r = applyDealMove(sent, { move: 'receive_title', actor: 'buyer', now: at(2 * HOUR) });
    expect(r).toMatchObject({ ok: true, deal: { state: 'handed_over', titleReceivedAt: at(2 * HOUR) } });
    if (r.ok) expect(applyDealMove(r.deal, { move: 'receive_title', actor: 'buyer', now: at(3 * HOUR) }).ok).toBe(false);
    expect(applyDealMove(sent, { move: 'send_title', actor: 'seller', now: at(2 * HOUR) }).ok).toBe(false);
  });
  it('the title is not sent before payment', () => {
    expect(applyDealMove(dealIn('awaiting_payment', 'held'), { move: 'send_title', actor: 'seller', now: T0 })).toMatchObject({ ok: false, code: 'NOT_NOW' });
  });
  it('a received deal completes when the title arrives, and a deal with the title completes when received', () => {
    const received = dealIn('received', 'held', { titleSentAt: at(HOUR) });
    expect(applyDealMove(received, { move: 'receive_title', actor: 'buyer', now: at(5 * HOUR) })).toMatchObject({ ok: true, deal: { state: 'completed' } });
    const titled = dealIn('handed_over', 'held', { titleSentAt: at(HOUR), titleReceivedAt: at(2 * HOUR) });
    expect(applyDealMove(titled, { move: 'confirm_received', actor: 'buyer', now: at(5 * HOUR) })).toMatchObject({
      ok: true,
      deal: { state: 'completed', transferredCents: PRICE },
      movements: [{ kind: 'transfer', amountCents: PRICE }],
    });
  });
});

describe('deadlines', () => {
  it('the seller may cancel for non-payment only once the 3 days are over, and the buyer gets a strike', () => {
    const d = dealIn('awaiting_payment', 'held');
    expect(applyDealMove(d, { move: 'cancel_non_payment', actor: 'seller', now: at(3 * DAY - 1) })).toMatchObject({ ok: false, code: 'DEADLINE_NOT_REACHED' });
    expect(applyDealMove(d, { move: 'cancel_non_payment', actor: 'seller', now: at(3 * DAY) })).toMatchObject({
      ok: true,
      deal: { state: 'cancelled' },
      movements: [],
      strike: 'buyer',
    });
  });
  it('a dispute may be opened within 72 hours of the handover, not after', () => {
    const d = dealIn('handed_over', 'held');
    expect(applyDealMove(d, { move: 'open_dispute', actor: 'buyer', now: at(HOUR + 72 * HOUR) })).toMatchObject({ ok: true, deal: { state: 'disputed' } });
    expect(applyDealMove(d, { move: 'open_dispute', actor: 'buyer', now: at(HOUR + 72 * HOUR + 1) })).toMatchObject({ ok: false, code: 'DEADLINE_PASSED' });
  });
  it('the money is released 3 days after the handover, never while a dispute may still be opened', () => {
    const d = dealIn('handed_over', 'held');
    expect(applyDealMove(d, { move: 'release', actor: 'system', now: at(HOUR + 3 * DAY) })).toMatchObject({ ok: false, code: 'DEADLINE_NOT_REACHED' });
    expect(nextJobAt(d)).toEqual(at(HOUR + 3 * DAY + 1));
    expect(applyDealMove(d, { move: 'release', actor: 'system', now: nextJobAt(d)! })).toMatchObject({
      ok: true,
      deal: { state: 'received' },
      movements: [{ kind: 'transfer', amountCents: PRICE }],
    });
    expect(nextJobAt(dealIn('paid_held', 'held'))).toBeNull();
  });
  it('reminders come 24 hours before the payment deadline and before the release', () => {
    expect(dueReminder(dealIn('awaiting_payment', 'held'))).toEqual({ key: 'payment_due', to: 'buyer', at: at(2 * DAY), deadline: at(3 * DAY) });
    expect(dueReminder(dealIn('handed_over', 'held'))).toEqual({
      key: 'confirm_or_dispute',
      to: 'buyer',
      at: at(HOUR + 2 * DAY),
      deadline: at(HOUR + 3 * DAY),
    });
    expect(dueReminder(dealIn('awaiting_payment', 'direct'))).toBeNull();
    expect(dueReminder(dealIn('received', 'held'))).toBeNull();
  });
});

describe('money', () => {
  it('pay charges the price and holds it', () => {
    expect(applyDealMove(dealIn('awaiting_payment', 'held'), { move: 'pay', actor: 'system', now: T0 })).toMatchObject({
      ok: true,
      deal: { state: 'paid_held', chargedCents: PRICE },
      movements: [{ kind: 'charge', amountCents: PRICE }],
    });
  });
  it('a payment that completes after a cancel is refunded at once and changes nothing else', () => {
    const r = applyDealMove(dealIn('cancelled', 'held'), { move: 'pay', actor: 'system', now: at(4 * DAY) });
    expect(r).toMatchObject({ ok: true, deal: { state: 'cancelled' }, movements: [{ kind: 'charge' }, { kind: 'refund', amountCents: PRICE }] });
    if (r.ok) expect(heldCents(r.deal)).toBe(0);
  });
  it('a second payment is refused', () => {
    expect(applyDealMove(dealIn('paid_held', 'held'), { move: 'pay', actor: 'system', now: T0 }).ok).toBe(false);
    expect(applyDealMove(dealIn('cancelled', 'held', { chargedCents: PRICE, refundedCents: PRICE }), { move: 'pay', actor: 'system', now: T0 }).ok).toBe(false);
  });
  it('the seller backing out refunds the held price in full and takes a strike', () => {
    expect(applyDealMove(dealIn('paid_held', 'held'), { move: 'back_out', actor: 'seller', now: T0 })).toMatchObject({
      ok: true,
      deal: { state: 'cancelled', refundedCents: PRICE },
      movements: [{ kind: 'refund', amountCents: PRICE }],
      strike: 'seller',
    });
    expect(applyDealMove(dealIn('awaiting_payment', 'held'), { move: 'back_out', actor: 'seller', now: T0 })).toMatchObject({
      ok: true,
      movements: [],
      strike: 'seller',
    });
  });
  it('an admin resolves a dispute: release, refund or split', () => {
    const d = dealIn('disputed', 'held');
    const now = at(2 * DAY);
    expect(applyDealMove(d, { move: 'resolve', actor: 'admin', now, resolution: { outcome: 'release' } })).toMatchObject({
      ok: true,
      deal: { state: 'received' },
      movements: [{ kind: 'transfer', amountCents: PRICE }],
    });
    expect(applyDealMove(d, { move: 'resolve', actor: 'admin', now, resolution: { outcome: 'refund' } })).toMatchObject({
      ok: true,
      deal: { state: 'refunded' },
      movements: [{ kind: 'refund', amountCents: PRICE }],
    });
    expect(applyDealMove(d, { move: 'resolve', actor: 'admin', now, resolution: { outcome: 'split', sellerCents: 1_500_000 } })).toMatchObject({
      ok: true,
      deal: { state: 'settled' },
      movements: [
        { kind: 'transfer', amountCents: 1_500_000 },
        { kind: 'refund', amountCents: 500_000 },
      ],
    });
    for (const sellerCents of [0, -1, PRICE, PRICE + 1, 1.5]) {
      expect(applyDealMove(d, { move: 'resolve', actor: 'admin', now, resolution: { outcome: 'split', sellerCents } })).toMatchObject({
        ok: false,
        code: 'INVALID_RESOLUTION',
      });
    }
    expect(applyDealMove(d, { move: 'resolve', actor: 'admin', now })).toMatchObject({ ok: false, code: 'INVALID_RESOLUTION' });
    expect(
      applyDealMove(dealIn('disputed', 'direct'), { move: 'resolve', actor: 'admin', now, resolution: { outcome: 'split', sellerCents: 1 } }),
    ).toMatchObject({
      ok: false,
      code: 'INVALID_RESOLUTION',
    });
    expect(applyDealMove(dealIn('disputed', 'direct'), { move: 'resolve', actor: 'admin', now, resolution: { outcome: 'refund' } })).toMatchObject({
      ok: true,
      movements: [],
    });
  });
  it('direct payment moves no money on the site', () => {
    const d = dealIn('handed_over', 'direct');
    expect(applyDealMove(d, { move: 'confirm_received', actor: 'buyer', now: at(2 * HOUR) })).toMatchObject({ ok: true, movements: [] });
  });
});

describe('next step and moves offered', () => {
  it('names who must act and by when in each state', () => {
    expect(nextStep(dealIn('awaiting_payment', 'held'))).toEqual({ actor: 'buyer', kind: 'pay', by: at(3 * DAY) });
    expect(nextStep(dealIn('awaiting_payment', 'direct'))).toEqual({ actor: 'seller', kind: 'confirm_payment', by: at(3 * DAY) });
    expect(nextStep(dealIn('paid_held', 'held'))).toEqual({ actor: 'seller', kind: 'hand_over', by: null });
    expect(nextStep(dealIn('handed_over', 'held'))).toEqual({ actor: 'buyer', kind: 'confirm_received', by: at(HOUR + 3 * DAY) });
    expect(nextStep(dealIn('disputed', 'held'))).toEqual({ actor: 'admin', kind: 'resolve_dispute', by: null });
    expect(nextStep(dealIn('received', 'held'))).toEqual({ actor: 'seller', kind: 'send_title', by: null });
    expect(nextStep(dealIn('received', 'held', { titleSentAt: T0 }))).toEqual({ actor: 'buyer', kind: 'receive_title', by: null });
    for (const s of ['completed', 'cancelled', 'refunded', 'settled'] as const) expect(nextStep(dealIn(s, 'held')).actor).toBeNull();
  });
  it('offers each party its own moves', () => {
    expect(availableMoves(dealIn('handed_over', 'held'), 'buyer', at(2 * HOUR))).toEqual(['confirm_received', 'open_dispute']);
    expect(availableMoves(dealIn('handed_over', 'held'), 'seller', at(2 * HOUR))).toEqual(['send_title']);
    expect(availableMoves(dealIn('awaiting_payment', 'held'), 'seller', at(HOUR))).toEqual(['back_out']);
    expect(availableMoves(dealIn('disputed', 'held'), 'admin', at(HOUR))).toEqual(['resolve']);
  });
  it('two strikes suspend bidding', () => {
    expect([0, 1, 2, 3].map(isBiddingSuspended)).toEqual([false, false, true, true]);
  });
});

describe('property: the money is never paid twice, never paid out after a refund, never stuck', () => {
  const step = fc.record({
    move: fc.constantFrom(...DEAL_MOVES),
    actor: fc.constantFrom<DealActor>(...DEAL_ACTORS),
    advanceMs: fc.integer({ min: 0, max: 5 * DAY }),
    split: fc.integer({ min: -10, max: PRICE + 10 }),
    outcome: fc.constantFrom<'release' | 'refund' | 'split'>('release', 'refund', 'split'),
  });

  it('holds for any sequence of moves by anyone at any time', () => {
    fc.assert(
      fc.property(fc.constantFrom<PaymentMethod>('held', 'direct'), fc.array(step, { maxLength: 30 }), (method, steps) => {
        let deal = newDeal({ method, priceCents: PRICE, createdAt: T0 });
        let now = T0.getTime();
        const paid: Record<string, number> = { charge: 0, transfer: 0, refund: 0 };
        for (const s of steps) {
          now += s.advanceMs;
          const resolution: Resolution = s.outcome === 'split' ? { outcome: 'split', sellerCents: s.split } : { outcome: s.outcome };
          const r = applyDealMove(deal, { move: s.move, actor: s.actor, now: new Date(now), resolution });
          if (!r.ok) continue;
          for (const m of r.movements) {
            expect(m.amountCents).toBeGreaterThan(0);
            paid[m.kind] = (paid[m.kind] ?? 0) + 1;
          }
          const wasRefunded = deal.refundedCents > 0;
          if (wasRefunded) expect(r.movements.filter((m) => m.kind === 'transfer')).toEqual([]);
          deal = r.deal;
          // Each kind of movement at most once (the deal_payments key), never out of nothing.
          expect(Math.max(paid.charge!, paid.transfer!, paid.refund!)).toBeLessThanOrEqual(1);
          expect(heldCents(deal)).toBeGreaterThanOrEqual(0);
          expect(deal.transferredCents + deal.refundedCents).toBeLessThanOrEqual(deal.chargedCents);
          if (method === 'direct') expect(deal.chargedCents).toBe(0);
          // Terminal states hold nothing.
          if (isTerminal(deal.state)) expect(heldCents(deal)).toBe(0);
        }
        // Money still held can always be moved by someone: some actor has a move that lowers it, now or later.
        if (heldCents(deal) > 0) {
          const later = new Date(now + 10 * DAY);
          const movers = DEAL_ACTORS.flatMap((actor) =>
            DEAL_MOVES.map((move) => applyDealMove(deal, { move, actor, now: later, resolution: { outcome: 'refund' } })).filter(
              (r) => r.ok && heldCents(r.deal) < heldCents(deal),
            ),
          );
          expect(movers.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
