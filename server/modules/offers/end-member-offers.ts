import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { offers } from '../../db/schema.ts';
import { recordAudit } from '../admin-audit/record-audit.ts';
import { noEffects, withAuctionLock } from '../auction-engine/index.ts';
import { publishOffersChanged } from './notify-offer.ts';

/** How many offers of the member's endMemberOffers would end: those waiting for an answer. */
export async function pendingOffersOf(db: AppDeps['db'], userId: string): Promise<number> {
  return db.$count(offers, and(eq(offers.buyerId, userId), eq(offers.status, 'pending')));
}

/**
 * A suspended member's pending offers end (offers they made, and second-chance offers or
 * counter-offers waiting for their answer), each auction's under its lock, as every offer change is. The
 * offers close as 'rejected' (SPEC 3's set); each is in the audit log, and both sides' offer lists refresh.
 */
export async function endMemberOffers(deps: AppDeps, o: { actorId: string; userId: string }): Promise<number> {
  const pending = await deps.db
    .selectDistinct({ auctionId: offers.auctionId })
    .from(offers)
    .where(and(eq(offers.buyerId, o.userId), eq(offers.status, 'pending')));
  let ended = 0;
  for (const { auctionId } of pending) {
    const sellerId = await withAuctionLock(deps, auctionId, async (tx, auction) => {
      const now = deps.clock.now();
      const rows = await tx
        .update(offers)
        .set({ status: 'rejected', updatedAt: now })
        .where(and(eq(offers.auctionId, auctionId), eq(offers.buyerId, o.userId), eq(offers.status, 'pending')))
        .returning({ id: offers.id, amount: offers.amount, kind: offers.kind, createdBySeller: offers.createdBySeller });
      for (const r of rows) {
        await recordAudit(
          tx,
          {
            actorId: o.actorId,
            action: 'offer.end_for_suspension',
            entity: 'offer',
            entityId: r.id,
            before: { status: 'pending', auctionId, memberId: o.userId, amount: r.amount, kind: r.kind, createdBySeller: r.createdBySeller },
            after: { status: 'rejected' },
          },
          now,
        );
      }
      ended += rows.length;
      return { result: rows.length > 0 ? (auction?.sellerId ?? null) : null, effects: noEffects(auctionId) };
    });
    if (sellerId) publishOffersChanged(deps, auctionId, [sellerId, o.userId]);
  }
  return ended;
}
