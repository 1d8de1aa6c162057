import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { dealEvents, dealPayments, deals } from '../../db/schema.ts';
import { recordEvents } from '../auction-engine/index.ts';
import { giveStrike } from '../strikes/index.ts';
import type { Tx } from '../../db/tx.ts';
import { AppError } from '../../http/errors.ts';
import { userChannel } from '../../platform/realtime/realtime.ts';
import {
  applyDealMove,
  isTerminal,
  type DealActor,
  type DealMove,
  type DealRefusalCode,
  type Movement,
  dealTimelineDetails,
  nextDueOf,
  type Resolution,
} from '../../../domain/deals/deal-rules.ts';
import { dealNotFound, lockDeal, snapshotOf, type DealRow } from './deal-rows.ts';
import { executeDealPayments } from './deal-money.ts';
import { buyerFeeTakenCents } from './buyer-fee.ts';
import { buyerFeeReturnCents, FEE_REFUND_STEP } from '../../../domain/deals/deal-fee.ts';

/** What a move carries besides itself (carrier and tracking, a dispute, a resolution, the charge's reference). */
export interface MoveDetails {
  carrier?: string | null;
  tracking?: string | null;
  reason?: string;
  photoIds?: string[];
  resolution?: Resolution;
  /** pay: the provider's reference of the charge. */
  chargeReference?: string;
}

export interface MoveInput {
  dealId: string;
  move: DealMove;
  /** Who asks: a member (buyer, seller, or an admin), or null for the system (the webhook, the deadline job). */
  userId: string | null;
  isAdmin?: boolean;
  details?: MoveDetails;
}

const STATUS: Record<DealRefusalCode, number> = {
  NOT_YOUR_MOVE: 403,
  NOT_NOW: 409,
  DEADLINE_NOT_REACHED: 409,
  DEADLINE_PASSED: 409,
  INVALID_RESOLUTION: 400,
};

/** The party a member is in this deal; a member who is neither (and no admin) is told the deal does not exist. */
export function actorOf(row: Pick<DealRow, 'buyerId' | 'sellerId'>, userId: string | null, isAdmin: boolean): DealActor {
  if (userId === null) return 'system';
  if (userId === row.buyerId) return 'buyer';
  if (userId === row.sellerId) return 'seller';
  if (isAdmin) return 'admin';
  throw dealNotFound();
}

/** Who hears of a move: the other party; both after a move of the system or an admin. */
function recipientsOf(row: DealRow, actor: DealActor): string[] {
  if (actor === 'buyer') return [row.sellerId];
  if (actor === 'seller') return [row.buyerId];
  return [row.buyerId, row.sellerId];
}

/**
 * Applies one move of a deal (DESIGN "The deal after the sale"): one transaction that locks the deal's row,
 * asks the domain rule, writes the new state, the timeline entry, the money movements (one row per deal and
 * step: a move that was already made is refused by the rule, and the key refuses it again), a strike, and
 * the outbox event for the notifications. The provider is asked to move money only after commit.
 */
export async function applyMove(deps: AppDeps, input: MoveInput): Promise<DealRow> {
  const row = await deps.db.transaction(async (tx) => {
    const locked = await lockDeal(tx, input.dealId);
    if (!locked) throw dealNotFound();
    return writeMove(deps, tx, locked, input);
  });
  await afterMove(deps, row);
  return row;
}

/** The move on a locked row, in the caller's transaction. */
export async function writeMove(deps: AppDeps, tx: Tx, row: DealRow, input: MoveInput): Promise<DealRow> {
  const actor = actorOf(row, input.userId, input.isAdmin === true);
  const now = deps.clock.now();
  const d = input.details ?? {};
  const result = applyDealMove(snapshotOf(row), { move: input.move, actor, now, resolution: d.resolution });
  if (!result.ok) throw new AppError(STATUS[result.code], result.code, result.message);
  const next = result.deal;

  const changes: Partial<typeof deals.$inferInsert> = {
    state: next.state,
    handedOverAt: next.handedOverAt,
    titleSentAt: next.titleSentAt,
    titleReceivedAt: next.titleReceivedAt,
    chargedCents: next.chargedCents,
    transferredCents: next.transferredCents,
    refundedCents: next.refundedCents,
    nextDueAt: nextDueOf(next, row.remindersSent),
    updatedAt: now,
  };
  if (input.move === 'pay' || input.move === 'confirm_payment') changes.paidAt = row.paidAt ?? now;
  if (input.move === 'hand_over') Object.assign(changes, { carrier: d.carrier || null, tracking: d.tracking || null });
  if (input.move === 'send_title') changes.titleTracking = d.tracking || null;
  if (input.move === 'open_dispute') Object.assign(changes, { disputedAt: now, disputeReason: d.reason ?? '', disputePhotoIds: d.photoIds ?? [] });
  if (isTerminal(next.state) && !isTerminal(row.state as never)) changes.closedAt = now;
  const [updated] = await tx.update(deals).set(changes).where(eq(deals.id, row.id)).returning();

  // Decision 031: a sale that fails through the seller, or a dispute the buyer wins, returns the buyer fee (a split:
  // the part above 2.5% of what the seller keeps); a non-payment and a release keep it. The return is a money move of
  // its own (step fee_refund), executed after commit and retried like the others.
  const feeMoves: readonly DealMove[] = ['back_out', 'cancel_non_payment', 'resolve'];
  let fee: { buyerFeeCents: number; feeReturnCents: number } | null = null;
  if (feeMoves.includes(input.move)) {
    const taken = await buyerFeeTakenCents(tx, row);
    const sellerCents = result.movements.find((m) => m.kind === 'transfer')?.amountCents ?? null;
    fee = {
      buyerFeeCents: taken,
      feeReturnCents: buyerFeeReturnCents({ move: input.move, outcome: d.resolution?.outcome ?? null, feeTakenCents: taken, sellerCents }),
    };
  }
  const details = dealTimelineDetails(input.move, { ...d, ...fee }, result.movements);
  await tx.insert(dealEvents).values({
    dealId: row.id,
    move: input.move,
    actor,
    actorId: input.userId,
    amountCents: result.movements.reduce((sum, m) => sum + m.amountCents, 0) || null,
    details,
    createdAt: now,
  });
  await recordMovements(deps, tx, row.id, result.movements, d.chargeReference ?? null, now);
  if (fee && fee.feeReturnCents > 0) {
    await tx
      .insert(dealPayments)
      .values({ dealId: row.id, step: FEE_REFUND_STEP, amountCents: fee.feeReturnCents, status: 'pending', provider: deps.payments.kind, createdAt: now })
      .onConflictDoNothing();
  }
  // A deal cancelled before the handover undoes its sale (docs/product-rules.md 4.7): the listing and the offer
  // that made it belong to the engine and the offers, reached through the port compose.ts wires.
  if (next.state === 'cancelled' && row.state !== 'cancelled') await deps.sales.undoSale(tx, { auctionId: row.auctionId, offerId: row.offerId, now });
  if (result.strike) {
    await giveStrike(tx, {
      userId: result.strike === 'buyer' ? row.buyerId : row.sellerId,
      dealId: row.id,
      reason: result.strike === 'buyer' ? 'non_payment' : 'backed_out',
      now,
    });
  }
  // A resolution's notice says who got how much and why: the decision travels with the event.
  // Every notice of a money movement says who got how much, the buyer fee included.
  const movedCents = result.movements.filter((m) => m.kind !== 'charge').reduce((sum, m) => sum + m.amountCents, 0);
  const money = { movedCents, ...(fee ?? {}) };
  await recordDealOutbox(
    tx,
    updated!,
    { move: input.move, actor, to: recipientsOf(row, actor), money, ...(input.move === 'resolve' && details ? { decision: details } : {}) },
    now,
  );
  return updated!;
}

/** The money the move decided: the charge is done (it arrived), a transfer or refund waits for the provider. */
async function recordMovements(deps: AppDeps, tx: Tx, dealId: string, movements: Movement[], chargeReference: string | null, now: Date) {
  for (const m of movements) {
    const charge = m.kind === 'charge';
    await tx
      .insert(dealPayments)
      .values({
        dealId,
        step: m.kind,
        amountCents: m.amountCents,
        status: charge ? 'done' : 'pending',
        provider: deps.payments.kind,
        providerReference: charge ? chargeReference : null,
        createdAt: now,
        doneAt: charge ? now : null,
      })
      .onConflictDoNothing();
  }
}

/**
 * The outbox (DESIGN "Background work"): an auction_events row of type 'deal.moved' written with the move by the
 * engine's recordEvents (the engine owns the outbox), which the notification worker turns into notices and e-mails
 * after commit, exactly once (its receipts). Never a live event: viewers of the listing do not hear of the deal.
 */
export async function recordDealOutbox(
  tx: Tx,
  row: DealRow,
  e: { move: string; actor: DealActor; to: string[]; decision?: Record<string, unknown>; money?: Record<string, number> },
  now: Date,
): Promise<void> {
  const data = {
    dealId: row.id,
    move: e.move,
    actor: e.actor,
    state: row.state,
    to: e.to,
    buyerId: row.buyerId,
    sellerId: row.sellerId,
    ...(e.decision ? { decision: e.decision } : {}),
    ...(e.money ? { money: e.money } : {}),
  };
  await recordEvents(tx, row.auctionId, [{ type: 'deal.moved', data, live: false }], now);
}

/** After commit: the money the move decided goes to the provider, both parties' open pages hear of it, the worker runs. */
export async function afterMove(deps: AppDeps, row: DealRow): Promise<void> {
  await executeDealPayments(deps, row.id).catch((err: unknown) => deps.logger.error({ err, dealId: row.id }, 'deal payment failed; the deadline job retries'));
  for (const userId of [row.buyerId, row.sellerId]) {
    void deps.realtime
      .publish({ channel: userChannel(userId), type: 'deal.updated', data: { dealId: row.id, state: row.state } })
      .catch((err: unknown) => deps.logger.error({ err }, 'deal live publish failed'));
  }
  deps.domainEvents.publish([{ type: 'deal.moved', dealId: row.id, auctionId: row.auctionId, at: deps.clock.now().toISOString() }]);
}
