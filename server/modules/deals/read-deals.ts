import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctions, dealEvents, dealPayments, deals, profiles, users } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/tx.ts';
import { displayNames } from '../../db/display-names.ts';
import { auctionPath } from '../../../domain/listings/auction-path.ts';
import { availableMoves, disputeUntil, heldCents, nextStep, paymentDueAt, releaseAt, type DealActor } from '../../../domain/deals/deal-rules.ts';
import { dealAmounts, type DealContact, type DealNextStep, type DealSummary, type DealTimelineEntry, type DealView } from '../../../domain/deals/deal-view.ts';
import { actorOf } from './apply-move.ts';
import { dealNotFound, isUuid, readDeal, snapshotOf, type DealRow } from './deal-rows.ts';
import { RETURN_STEP } from './deal-money.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function nextStepView(row: DealRow): DealNextStep {
  const s = nextStep(snapshotOf(row));
  return { actor: s.actor, kind: s.kind, by: iso(s.by) };
}

import { buyerFeeTakenCents } from './buyer-fee.ts';
import { FEE_REFUND_STEP } from '../../../domain/deals/deal-fee.ts';

export async function auctionTitleOf(db: DbOrTx, auctionId: string): Promise<string> {
  const [a] = await db.select({ title: auctions.title }).from(auctions).where(eq(auctions.id, auctionId)).limit(1);
  return a?.title ?? 'Vehicle';
}

/** GET /api/deals?role=buyer|seller: the member's purchases or sales, newest first. */
export async function listDeals(deps: AppDeps, userId: string, role: 'buyer' | 'seller'): Promise<DealSummary[]> {
  const mine = role === 'buyer' ? eq(deals.buyerId, userId) : eq(deals.sellerId, userId);
  const rows = await deps.db
    .select({ deal: deals, title: auctions.title, imageUrl: auctions.imageUrl })
    .from(deals)
    .innerJoin(auctions, eq(auctions.id, deals.auctionId))
    .where(mine)
    .orderBy(desc(deals.createdAt), desc(deals.id))
    .limit(200);
  const names = await displayNames(
    deps.db,
    rows.map((r) => (role === 'buyer' ? r.deal.sellerId : r.deal.buyerId)),
  );
  return rows.map(({ deal, title, imageUrl }) => ({
    id: deal.id,
    auctionId: deal.auctionId,
    title,
    imageUrl,
    state: deal.state as DealSummary['state'],
    paymentMethod: deal.paymentMethod as DealSummary['paymentMethod'],
    price: deal.price,
    counterpartName: names.get(role === 'buyer' ? deal.sellerId : deal.buyerId) ?? 'Member',
    nextStep: nextStepView(deal),
    createdAt: deal.createdAt.toISOString(),
  }));
}

/**
 * GET /api/deals/:id, for its buyer, its seller or an admin (anyone else: 404, as if it did not exist).
 * Contacts are shared here only: the seller's listing contact fields, the buyer's name,
 * e-mail and profile phone.
 */
export async function getDealView(deps: AppDeps, dealId: string, viewer: { userId: string; isAdmin: boolean }): Promise<DealView> {
  if (!isUuid(dealId)) throw dealNotFound();
  const row = await readDeal(deps.db, dealId);
  if (!row) throw dealNotFound();
  const role = actorOf(row, viewer.userId, viewer.isAdmin) as Exclude<DealActor, 'system'>;
  return dealViewOf(deps, row, role);
}

export async function dealViewOf(deps: AppDeps, row: DealRow, role: 'buyer' | 'seller' | 'admin'): Promise<DealView> {
  const [a] = await deps.db.select().from(auctions).where(eq(auctions.id, row.auctionId)).limit(1);
  const people = await deps.db
    .select({ id: users.id, name: users.name, email: users.email, displayName: profiles.displayName, phone: profiles.phone })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, [row.buyerId, row.sellerId]));
  const person = (id: string) => people.find((p) => p.id === id);
  const buyer = person(row.buyerId);
  const seller = person(row.sellerId);
  const buyerContact: DealContact = {
    name: buyer?.displayName?.trim() || buyer?.name || 'Member',
    email: buyer?.email ?? null,
    phone: buyer?.phone?.trim() || null,
  };
  // The seller's contact is what they gave on the listing (SPEC 4's contact fields), their account otherwise.
  const sellerName = a?.contactName?.trim() || a?.fullName?.trim() || a?.companyName?.trim() || seller?.displayName?.trim() || seller?.name || 'Member';
  const sellerContact: DealContact = {
    name: sellerName,
    email: seller?.email ?? null,
    phone: a?.contactPhone?.trim() || a?.phoneNumber?.trim() || seller?.phone?.trim() || null,
  };

  const events = await deps.db.select().from(dealEvents).where(eq(dealEvents.dealId, row.id)).orderBy(asc(dealEvents.id));
  const timeline: DealTimelineEntry[] = events.map((e) => ({
    move: e.move as DealTimelineEntry['move'],
    actor: e.actor as DealTimelineEntry['actor'],
    at: e.createdAt.toISOString(),
    amountCents: e.amountCents === null ? null : Number(e.amountCents),
    details: (e.details as DealTimelineEntry['details']) ?? null,
  }));
  const payments = await deps.db
    .select({ step: dealPayments.step, amountCents: dealPayments.amountCents, createdAt: dealPayments.createdAt, status: dealPayments.status })
    .from(dealPayments)
    .where(eq(dealPayments.dealId, row.id))
    .orderBy(asc(dealPayments.createdAt));
  const returned = payments.filter((p) => p.step.startsWith(RETURN_STEP));
  const dealMoves = payments.filter((p) => !p.step.startsWith(RETURN_STEP) && p.step !== 'charge');
  const feeReturn = dealMoves.find((p) => p.step === FEE_REFUND_STEP);
  const feeTaken = await buyerFeeTakenCents(deps.db, row);
  const snapshot = snapshotOf(row);
  const now = deps.clock.now();
  return {
    id: row.id,
    auctionId: row.auctionId,
    auctionPath: a ? auctionPath(a) : `/auction/${row.auctionId}`,
    title: a?.title ?? 'Vehicle',
    imageUrl: a?.imageUrl ?? null,
    saleKind: row.saleKind,
    state: row.state as DealView['state'],
    paymentMethod: row.paymentMethod as DealView['paymentMethod'],
    amounts: dealAmounts(row.price, feeTaken),
    viewerRole: role,
    buyerId: row.buyerId,
    sellerId: row.sellerId,
    contacts: { buyer: buyerContact, seller: sellerContact },
    createdAt: row.createdAt.toISOString(),
    paymentDueAt: paymentDueAt(snapshot).toISOString(),
    paidAt: iso(row.paidAt),
    handedOverAt: iso(row.handedOverAt),
    disputeUntil: iso(disputeUntil(snapshot)),
    releaseAt: iso(releaseAt(snapshot)),
    titleSentAt: iso(row.titleSentAt),
    titleReceivedAt: iso(row.titleReceivedAt),
    carrier: row.carrier,
    tracking: row.tracking,
    titleTracking: row.titleTracking,
    dispute: row.disputedAt ? { reason: row.disputeReason ?? '', photoIds: row.disputePhotoIds, openedAt: row.disputedAt.toISOString() } : null,
    heldCents: heldCents(snapshot),
    money: {
      releasedCents: Number(row.transferredCents),
      refundedCents: Number(row.refundedCents),
      feeReturnedCents: feeReturn ? Number(feeReturn.amountCents) : 0,
      pending: dealMoves.some((p) => p.status === 'pending'),
    },
    completedAt: row.state === 'completed' ? iso(row.closedAt) : null,
    nextStep: nextStepView(row),
    // 'pay' is the system's move; the buyer's button starts its checkout.
    availableMoves:
      role === 'buyer' && row.state === 'awaiting_payment' && row.paymentMethod === 'held'
        ? ['pay', ...availableMoves(snapshot, role, now)]
        : availableMoves(snapshot, role, now),
    timeline,
    returnedPayments: returned.map((r) => ({ amountCents: Number(r.amountCents), at: r.createdAt.toISOString(), refunded: r.status === 'done' })),
  };
}
