import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctions, deals, memberStrikes } from '../../db/schema.ts';
import type { DbOrTx, Tx } from '../../db/tx.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { BIDDING_SUSPENDED_MESSAGE, isBiddingSuspended } from '../../../domain/deals/deal-rules.ts';
import type { MemberStrike, MemberStrikes } from '../../../domain/membership/member-strikes.ts';
import { recordAudit } from '../admin-audit/record-audit.ts';

/** The strikes that count toward the suspension: a lifted strike stays listed but no longer counts. */
export async function strikeCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberStrikes)
    .where(and(eq(memberStrikes.userId, userId), isNull(memberStrikes.liftedAt)));
  return Number(row?.n ?? 0);
}

export const biddingSuspended = () => new AppError(403, 'BIDDING_SUSPENDED', BIDDING_SUSPENDED_MESSAGE);

/**
 * Two strikes suspend a member's bidding (docs/product-rules.md 4.7): the engine's bid, proxy and buy now and
 * the offers ask this before they act.
 */
export async function assertMayBuy(db: DbOrTx, userId: string): Promise<void> {
  if (isBiddingSuspended(await strikeCount(db, userId))) throw biddingSuspended();
}

/**
 * A strike a deal's move gives (a buyer who never paid, a seller who backed out), in the move's transaction; one per
 * member and deal, so a move retried gives none again.
 */
export async function giveStrike(tx: Tx, strike: { userId: string; dealId: string; reason: MemberStrike['reason']; now: Date }): Promise<void> {
  await tx.insert(memberStrikes).values({ userId: strike.userId, dealId: strike.dealId, reason: strike.reason, createdAt: strike.now }).onConflictDoNothing();
}

const strikeColumns = {
  id: memberStrikes.id,
  userId: memberStrikes.userId,
  dealId: memberStrikes.dealId,
  vehicle: auctions.title,
  reason: memberStrikes.reason,
  createdAt: memberStrikes.createdAt,
  liftedAt: memberStrikes.liftedAt,
  liftReason: memberStrikes.liftReason,
};

interface StrikeRow {
  id: string;
  userId: string;
  dealId: string;
  vehicle: string;
  reason: string;
  createdAt: Date;
  liftedAt: Date | null;
  liftReason: string | null;
}

function strikeView(r: StrikeRow): MemberStrike {
  return {
    id: r.id,
    dealId: r.dealId,
    vehicle: r.vehicle,
    reason: r.reason as MemberStrike['reason'],
    createdAt: r.createdAt.toISOString(),
    liftedAt: r.liftedAt ? r.liftedAt.toISOString() : null,
    liftReason: r.liftReason,
  };
}

/** A member's strikes (or a deal's, for the admin deal view), newest first, with what still counts. */
export async function listStrikes(db: DbOrTx, by: { userId?: string; dealId?: string }): Promise<MemberStrikes> {
  const where = and(by.userId ? eq(memberStrikes.userId, by.userId) : undefined, by.dealId ? eq(memberStrikes.dealId, by.dealId) : undefined);
  const rows = await db
    .select(strikeColumns)
    .from(memberStrikes)
    .innerJoin(deals, eq(deals.id, memberStrikes.dealId))
    .innerJoin(auctions, eq(auctions.id, deals.auctionId))
    .where(where)
    .orderBy(desc(memberStrikes.createdAt));
  const counting = rows.filter((r) => !r.liftedAt).length;
  return { strikes: rows.map(strikeView), counting, suspended: by.userId ? isBiddingSuspended(counting) : false };
}

/**
 * An admin lifts a strike with a reason the member is told: the strike stays listed as lifted and no longer
 * counts toward the suspension. Audited with before and after in the same transaction; a strike already
 * lifted is refused, so the first reason stands.
 */
export async function liftStrike(deps: AppDeps, adminId: string, strikeId: string, reason: string): Promise<{ strike: MemberStrike; memberId: string }> {
  const now = deps.clock.now();
  const lifted = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select(strikeColumns)
      .from(memberStrikes)
      .innerJoin(deals, eq(deals.id, memberStrikes.dealId))
      .innerJoin(auctions, eq(auctions.id, deals.auctionId))
      .where(eq(memberStrikes.id, strikeId))
      .for('update', { of: memberStrikes });
    if (!before) throw notFound('Strike not found');
    if (before.liftedAt) throw new AppError(409, 'STRIKE_ALREADY_LIFTED', 'This strike is already lifted.');
    await tx.update(memberStrikes).set({ liftedAt: now, liftedBy: adminId, liftReason: reason }).where(eq(memberStrikes.id, strikeId));
    const after = { ...before, liftedAt: now, liftReason: reason };
    await recordAudit(
      tx,
      { actorId: adminId, action: 'strike.lift', entity: 'user', entityId: before.userId, before: strikeView(before), after: strikeView(after) },
      now,
    );
    return after;
  });
  return { strike: strikeView(lifted), memberId: lifted.userId };
}
