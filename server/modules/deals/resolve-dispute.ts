import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/tx.ts';
import type { Resolution } from '../../../domain/deals/deal-rules.ts';
import { afterMove, writeMove } from './apply-move.ts';
import { dealNotFound, lockDeal, type DealRow } from './deal-rows.ts';

/**
 * An admin resolves a disputed deal: release to the seller, refund the buyer, or part of
 * each (sellerAmount in whole dollars), with the reason both parties see (kept on the timeline with the buyer
 * fee taken at the sale and what the decision returns of it, decision 031). `audit` runs in the same transaction (the admin module's
 * audit log).
 */
export async function resolveDispute(
  deps: AppDeps,
  input: {
    dealId: string;
    adminId: string;
    reason: string;
    resolution: { outcome: 'release' } | { outcome: 'refund' } | { outcome: 'split'; sellerAmount: number };
  },
  audit?: (tx: Tx, before: DealRow, after: DealRow) => Promise<void>,
): Promise<DealRow> {
  const r = input.resolution;
  const resolution: Resolution = r.outcome === 'split' ? { outcome: 'split', sellerCents: r.sellerAmount * 100 } : { outcome: r.outcome };
  const row = await deps.db.transaction(async (tx) => {
    const before = await lockDeal(tx, input.dealId);
    if (!before) throw dealNotFound();
    // The buyer fee taken at the sale, and the part of it the decision returns (decision 031), are written by the move.
    const after = await writeMove(deps, tx, before, {
      dealId: input.dealId,
      move: 'resolve',
      userId: input.adminId,
      isAdmin: true,
      details: { resolution, reason: input.reason },
    });
    await audit?.(tx, before, after);
    return after;
  });
  await afterMove(deps, row);
  return row;
}
