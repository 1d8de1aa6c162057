import { eq } from 'drizzle-orm';
import { deals } from '../../db/schema.ts';
import type { DbOrTx, Tx } from '../../db/tx.ts';
import { AppError } from '../../http/errors.ts';
import { type DealSnapshot, type DealState, type PaymentMethod } from '../../../domain/deals/deal-rules.ts';

export type DealRow = typeof deals.$inferSelect;

export const DEAL_NOT_FOUND = 'This deal was not found. Your purchases and sales are listed under My Auctions.';
export const dealNotFound = () => new AppError(404, 'DEAL_NOT_FOUND', DEAL_NOT_FOUND);

/** The deal as the domain rules see it. */
export function snapshotOf(row: DealRow): DealSnapshot {
  return {
    state: row.state as DealState,
    method: row.paymentMethod as PaymentMethod,
    priceCents: row.price * 100,
    createdAt: row.createdAt,
    handedOverAt: row.handedOverAt,
    titleSentAt: row.titleSentAt,
    titleReceivedAt: row.titleReceivedAt,
    chargedCents: Number(row.chargedCents),
    transferredCents: Number(row.transferredCents),
    refundedCents: Number(row.refundedCents),
  };
}

/** The deal's row, locked for this transaction (DESIGN: one move at a time per deal). */
export async function lockDeal(tx: Tx, dealId: string, opts: { skipLocked?: boolean } = {}): Promise<DealRow | null> {
  const q = tx.select().from(deals).where(eq(deals.id, dealId));
  const [row] = await (opts.skipLocked ? q.for('update', { skipLocked: true }) : q.for('update'));
  return row ?? null;
}

export async function readDeal(db: DbOrTx, dealId: string): Promise<DealRow | null> {
  const [row] = await db.select().from(deals).where(eq(deals.id, dealId)).limit(1);
  return row ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID.test(s);
