import { desc, eq, notInArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctions, deals } from '../../db/schema.ts';
import { displayNames } from '../../db/display-names.ts';
import { badRequest } from '../../http/errors.ts';
import { TERMINAL_STATES, nextStep, type DealState } from '../../../domain/deals/deal-rules.ts';
import {
  compareAdminDeals,
  isOverdue,
  resolutionFor,
  type AdminDealDetail,
  type AdminDealFilter,
  type AdminDealRow,
  type AdminResolveBody,
} from '../../../domain/admin/admin-deals.ts';
import { recordAudit } from '../admin-audit/record-audit.ts';
import { listConversationMessages } from '../messages/conversations.ts';
import { buyerFeeTakenCents, dealNotFound, type DealRow, dealViewOf, isUuid, readDeal, resolveDispute, snapshotOf } from '../deals/index.ts';

const LIST_LIMIT = 500;
const dueOf = (row: DealRow) => nextStep(snapshotOf(row)).by;

/** GET /api/admin/deals: the deals in a state (or all), overdue first, then open disputes, then the newest. */
export async function listAdminDeals(deps: AppDeps, filter: AdminDealFilter): Promise<{ deals: AdminDealRow[]; openDisputes: number; overdue: number }> {
  const now = deps.clock.now();
  const rows = await deps.db
    .select({ deal: deals, title: auctions.title })
    .from(deals)
    .innerJoin(auctions, eq(auctions.id, deals.auctionId))
    .where(filter === 'all' ? undefined : eq(deals.state, filter))
    .orderBy(desc(deals.createdAt))
    .limit(LIST_LIMIT);
  const names = await displayNames(
    deps.db,
    rows.flatMap((r) => [r.deal.buyerId, r.deal.sellerId]),
  );
  const list = rows
    .map(({ deal, title }): AdminDealRow => {
      const due = dueOf(deal);
      return {
        id: deal.id,
        title,
        state: deal.state as DealState,
        paymentMethod: deal.paymentMethod as AdminDealRow['paymentMethod'],
        price: deal.price,
        buyerName: names.get(deal.buyerId) ?? 'Member',
        sellerName: names.get(deal.sellerId) ?? 'Member',
        createdAt: deal.createdAt.toISOString(),
        dueAt: due ? due.toISOString() : null,
        overdue: isOverdue(due, now),
        disputedAt: deal.disputedAt ? deal.disputedAt.toISOString() : null,
      };
    })
    .sort(compareAdminDeals);
  return { deals: list, ...(await dealsNeedingAdmin(deps)) };
}

/** The dashboard's 'Needs you': open disputes, and deals whose next step is past its deadline. */
export async function dealsNeedingAdmin(deps: AppDeps): Promise<{ openDisputes: number; overdue: number }> {
  const now = deps.clock.now();
  const open = await deps.db
    .select()
    .from(deals)
    .where(notInArray(deals.state, [...TERMINAL_STATES]));
  return {
    openDisputes: open.filter((d) => d.state === 'disputed').length,
    overdue: open.filter((d) => isOverdue(dueOf(d), now)).length,
  };
}

/** GET /api/admin/deals/:id: the deal as its parties see it, and the messages between them about the vehicle (read-only). */
export async function adminDealDetail(deps: AppDeps, dealId: string): Promise<AdminDealDetail> {
  if (!isUuid(dealId)) throw dealNotFound();
  const row = await readDeal(deps.db, dealId);
  if (!row) throw dealNotFound();
  const deal = await dealViewOf(deps, row, 'admin');
  const { items } = await listConversationMessages(deps.db, row.buyerId, row.sellerId, row.auctionId, null);
  return {
    deal,
    buyerFeeTakenCents: await buyerFeeTakenCents(deps.db, row),
    overdue: isOverdue(dueOf(row), deps.clock.now()),
    messages: items.reverse().map((m) => ({ id: m.id, from: m.fromUserId === row.buyerId ? 'buyer' : 'seller', content: m.content, createdAt: m.createdAt })),
  };
}

/**
 * POST /api/admin/deals/:id/resolve: the deals module's resolveDispute (the row locked, the move checked,
 * the money moved through the payments interface once per step), with its audit entry in the same transaction.
 * The outcome is the admin's explicit choice and needs a written reason (kept on the timeline and in the audit
 * entry, shown to both parties); a split of $0 or of the whole price is refused in favour of the refund or release.
 */
export async function resolveDealDispute(deps: AppDeps, input: { dealId: string; adminId: string; body: AdminResolveBody }): Promise<AdminDealDetail> {
  if (!isUuid(input.dealId)) throw dealNotFound();
  const current = await readDeal(deps.db, input.dealId);
  if (!current) throw dealNotFound();
  // No outcome is assumed and no money moves without the admin's reason: a refusal changes nothing.
  const choice = resolutionFor(input.body, current.price);
  if (!choice.ok) throw badRequest(choice.message, choice.code);
  await resolveDispute(
    deps,
    { dealId: input.dealId, adminId: input.adminId, resolution: choice.resolution, reason: choice.reason },
    async (tx, before, after) => {
      await recordAudit(
        tx,
        {
          actorId: input.adminId,
          action: 'deal.resolve',
          entity: 'deal',
          entityId: input.dealId,
          before: { state: before.state, price: before.price },
          after: { state: after.state, resolution: choice.resolution, reason: choice.reason },
        },
        deps.clock.now(),
      );
    },
  );
  return adminDealDetail(deps, input.dealId);
}
