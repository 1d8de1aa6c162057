import { count, eq } from 'drizzle-orm';
import { memberStrikes } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/tx.ts';
import { AppError } from '../../http/errors.ts';
import { BIDDING_SUSPENDED_MESSAGE, isBiddingSuspended } from '../../../domain/deal-rules.ts';

export async function strikeCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(memberStrikes).where(eq(memberStrikes.userId, userId));
  return Number(row?.n ?? 0);
}

export const biddingSuspended = () => new AppError(403, 'BIDDING_SUSPENDED', BIDDING_SUSPENDED_MESSAGE);

/**
 * Issue 26 item 6: two strikes suspend a member's bidding. The engine's bid, offer and buy now ask this
 * before they act (an engine entry point other modules' writes go through).
 */
export async function assertMayBuy(db: DbOrTx, userId: string): Promise<void> {
  if (isBiddingSuspended(await strikeCount(db, userId))) throw biddingSuspended();
}
