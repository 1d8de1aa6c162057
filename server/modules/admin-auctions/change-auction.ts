import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctionPhotos, auctions, bids, categories, proxyBids, users } from '../../db/schema.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { noticeMail } from '../../platform/mail/templates.ts';
import { auctionPath } from '../../../domain/listings/auction-path.ts';
import { isReserveMet } from '../../../domain/bidding/bidding-rules.ts';
import {
  ADMIN_AUCTION_MESSAGES,
  CANCEL_REASON_MAX,
  adminEditProblem,
  canCancel,
  canDelete,
  canEndEarly,
  type AdminAuctionEdit,
} from '../../../domain/admin/admin-auctions.ts';
import type { NotificationType } from '../../../domain/community/notification-kinds.ts';
import { recordAudit } from '../admin-audit/record-audit.ts';
import { auctionUpdatedData, cancelLocked, countBids, endAuctionNow, noEffects, withAuctionLock } from '../auction-engine/index.ts';
import { type Tx } from '../../db/tx.ts';
import { auctionNotFound } from '../../http/errors.ts';
import { releaseFeaturedFee } from '../featured-listing/featured-payment.ts';
import { forgetIfUnused, objectKeysOf } from '../create-listing/store-upload.ts';
import { announceNotifications, auctionNotificationData, insertNotifications, type CreatedNotification } from '../notifications/create-notification.ts';

const conflict = (message: string, code: string) => new AppError(409, code, message);
type Row = typeof auctions.$inferSelect;

async function fullRow(tx: Tx, id: string): Promise<Row> {
  const [a] = await tx.select().from(auctions).where(eq(auctions.id, id));
  if (!a) throw auctionNotFound();
  return a;
}

/** Feature or unfeature a listing (the home page's featured row reads the flag). */
export async function setFeatured(deps: AppDeps, adminId: string, auctionId: string, featured: boolean): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [a] = await tx.select({ featured: auctions.featured }).from(auctions).where(eq(auctions.id, auctionId)).for('update');
    if (!a) throw auctionNotFound();
    if (a.featured === featured) return;
    const now = deps.clock.now();
    await tx.update(auctions).set({ featured, updatedAt: now }).where(eq(auctions.id, auctionId));
    await recordAudit(
      tx,
      {
        actorId: adminId,
        action: featured ? 'auction.feature' : 'auction.unfeature',
        entity: 'auction',
        entityId: auctionId,
        before: { featured: a.featured },
        after: { featured },
      },
      now,
    );
  });
}

/**
 * An admin edits any field of a listing. Prices and times follow the auction's rules
 * (domain/admin/admin-auctions.ts); viewers of a running auction see a new end or reserve at once.
 */
export async function editAuction(deps: AppDeps, adminId: string, auctionId: string, edit: AdminAuctionEdit): Promise<void> {
  await withAuctionLock(deps, auctionId, async (tx, locked) => {
    if (!locked) throw auctionNotFound();
    const a = await fullRow(tx, auctionId);
    const now = deps.clock.now();
    const bidCount = await countBids(tx, auctionId);
    const problem = adminEditProblem(a, edit, { hasBids: bidCount > 0, now });
    if (problem) throw badRequest(problem, 'INVALID_EDIT');
    if (edit.category !== undefined && edit.category !== a.category) {
      const [c] = await tx.select({ slug: categories.slug }).from(categories).where(eq(categories.slug, edit.category)).limit(1);
      if (!c) throw badRequest(ADMIN_AUCTION_MESSAGES.unknownCategory, 'INVALID_EDIT');
    }
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(edit) as [keyof AdminAuctionEdit, unknown][]) {
      const old = a[k as keyof Row];
      if (sameValue(old, v)) continue;
      before[k] = old;
      after[k] = v;
    }
    const effects = noEffects(auctionId);
    if (Object.keys(after).length === 0) return { result: undefined, effects };
    await tx
      .update(auctions)
      .set({ ...(after as Partial<Row>), updatedAt: now })
      .where(eq(auctions.id, auctionId));
    await recordAudit(tx, { actorId: adminId, action: 'auction.edit', entity: 'auction', entityId: auctionId, before, after }, now);
    const live = ['endTime', 'reservePrice', 'buyNowPrice', 'startingPrice', 'startTime'].some((k) => k in after);
    if (live && (a.status === 'active' || a.status === 'scheduled')) {
      const next = { ...a, ...(after as Partial<Row>) };
      const state = {
        auctionId,
        currentBid: next.currentBid,
        endTime: next.endTime?.toISOString() ?? null,
        reserveMet: isReserveMet(next.reservePrice, next.currentBid),
        bidCount,
        status: next.status,
      };
      effects.events.push({ type: 'auction.updated', live: true, data: auctionUpdatedData(state, null) });
    }
    return { result: undefined, effects };
  });
}

const sameValue = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b);

function checkReason(raw: string | undefined, required: boolean): string | null {
  const reason = raw?.trim() ?? '';
  if (!reason) {
    if (required) throw badRequest(ADMIN_AUCTION_MESSAGES.reasonRequired, 'REASON_REQUIRED');
    return null;
  }
  if (reason.length > CANCEL_REASON_MAX) throw badRequest(ADMIN_AUCTION_MESSAGES.reasonTooLong, 'REASON_TOO_LONG');
  return reason;
}

/** Everyone who bid on the listing or holds an active automatic bid on it. */
async function biddersOf(tx: Tx, auctionId: string): Promise<string[]> {
  const rows = await tx.execute(sql`
    select bidder_id as id from ${bids} where auction_id = ${auctionId}
    union select user_id from ${proxyBids} where auction_id = ${auctionId} and is_active`);
  return (rows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

async function tellBidders(
  tx: Tx,
  deps: AppDeps,
  auctionId: string,
  type: NotificationType,
  reason: string | null,
  except: string | null,
): Promise<CreatedNotification[]> {
  const vehicle = await auctionNotificationData(tx, auctionId);
  if (!vehicle) return [];
  const { sellerId: _seller, ...data } = vehicle;
  const recipients = (await biddersOf(tx, auctionId)).filter((id) => id !== except);
  return insertNotifications(
    tx,
    recipients.map((userId) => ({ userId, type, data: { ...data, ...(reason && { reason }) }, sourceKey: `admin:${type}:${auctionId}` })),
    deps.clock.now(),
  );
}

/**
 * An admin ends a running auction now. It closes as at its end (decision 012): sold to the
 * leader if the reserve is met, else ended with the negotiation window; the holds are settled in the
 * ledger in the same transaction; the winner is told as at any close and every other bidder is told
 * that it was ended early.
 */
export async function endAuctionEarly(deps: AppDeps, adminId: string, auctionId: string, rawReason?: string): Promise<{ status: 'sold' | 'ended' }> {
  const reason = checkReason(rawReason, false);
  let told: CreatedNotification[] = [];
  const status = await endAuctionNow(deps, auctionId, {
    allow(locked) {
      if (!locked) throw auctionNotFound();
      if (!canEndEarly(locked)) throw conflict(ADMIN_AUCTION_MESSAGES.endOnlyRunning, 'NOT_RUNNING');
    },
    after: async (tx, { auction: locked, outcome, now, effects }) => {
      told = await tellBidders(tx, deps, auctionId, 'auction_ended_early', reason, outcome.winnerId);
      effects.events.push({ type: 'auction.ended_early', live: false, data: { by: adminId, reason } });
      await recordAudit(
        tx,
        {
          actorId: adminId,
          action: 'auction.end_early',
          entity: 'auction',
          entityId: auctionId,
          before: { status: locked.status, endTime: locked.endTime },
          after: { status: outcome.status, endTime: now, winnerId: outcome.winnerId, ...(reason && { reason }) },
        },
        now,
      );
      return outcome.status;
    },
  });
  announceNotifications(deps, told);
  return { status };
}

/**
 * An admin cancels a listing that has not closed, with a reason. It is archived with
 * cancelled_at (decision 012); the held bid hold is released through the ledger, automatic bids
 * stop, every bidder is told with the reason, the seller by e-mail, and a held featured fee is released.
 */
export async function cancelAuction(deps: AppDeps, adminId: string, auctionId: string, rawReason: string | undefined): Promise<void> {
  const reason = checkReason(rawReason, true)!;
  let told: CreatedNotification[] = [];
  const a = await withAuctionLock(deps, auctionId, async (tx, locked) => {
    if (!locked) throw auctionNotFound();
    if (!canCancel(locked)) throw conflict(ADMIN_AUCTION_MESSAGES.cancelClosed, 'ALREADY_CLOSED');
    const now = deps.clock.now();
    const effects = noEffects(auctionId);
    told = await tellBidders(tx, deps, auctionId, 'auction_cancelled', reason, null);
    await cancelLocked(deps, tx, locked, { reason, now, effects });
    effects.events.push({ type: 'auction.cancelled', live: false, data: { by: adminId, reason } });
    await recordAudit(
      tx,
      {
        actorId: adminId,
        action: 'auction.cancel',
        entity: 'auction',
        entityId: auctionId,
        before: { status: locked.status },
        after: { status: 'archived', reason },
      },
      now,
    );
    return { result: await fullRow(tx, auctionId), effects };
  });
  announceNotifications(deps, told);
  await releaseFeaturedFee(deps, auctionId);
  await mailSeller(deps, a, reason);
}

async function mailSeller(deps: AppDeps, a: Row, reason: string): Promise<void> {
  try {
    const [seller] = await deps.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, a.sellerId)).limit(1);
    if (!seller) return;
    await deps.mailer.send(
      noticeMail({
        to: seller.email,
        subject: `Cancelled: ${a.title}`,
        heading: 'Your listing was cancelled',
        lines: [
          `Hi ${seller.name}, your listing "${a.title}" was cancelled by our team.`,
          `Reason: ${reason}`,
          'Bidders have been told and their holds released. Reply to this e-mail if you have a question.',
        ],
        action: { label: 'Go to My Auctions', url: `${deps.config.publicUrl}/my-auctions` },
      }),
    );
  } catch (err) {
    deps.logger.error({ err, auctionId: a.id }, 'cancellation mail failed');
  }
}

/**
 * An admin deletes a listing that nobody has bid on (a sold one never). Its photos,
 * comments and watchers go with it; its stored files are deleted unless used elsewhere.
 */
export async function deleteAuction(deps: AppDeps, adminId: string, auctionId: string): Promise<void> {
  const [pre] = await deps.db.select({ status: auctions.status }).from(auctions).where(eq(auctions.id, auctionId)).limit(1);
  if (!pre) throw auctionNotFound();
  const check = async (tx: Tx, status: string) => {
    const n = await countBids(tx, auctionId);
    if (status === 'sold') throw conflict(ADMIN_AUCTION_MESSAGES.deleteSold, 'HAS_BIDS');
    if (!canDelete({ status, bidCount: n })) throw conflict(ADMIN_AUCTION_MESSAGES.deleteWithBids, 'HAS_BIDS');
  };
  await deps.db.transaction(async (tx) => check(tx, pre.status));
  // A listing awaiting approval may hold a featured fee: it is given back before the row goes.
  await releaseFeaturedFee(deps, auctionId);
  const urls = await withAuctionLock(deps, auctionId, async (tx, locked) => {
    if (!locked) throw auctionNotFound();
    await check(tx, locked.status);
    const a = await fullRow(tx, auctionId);
    const photos = await tx.select({ url: auctionPhotos.imageUrl }).from(auctionPhotos).where(eq(auctionPhotos.auctionId, auctionId));
    const now = deps.clock.now();
    await recordAudit(
      tx,
      {
        actorId: adminId,
        action: 'auction.delete',
        entity: 'auction',
        entityId: auctionId,
        before: { title: a.title, status: a.status, listingType: a.listingType, category: a.category, sellerId: a.sellerId, path: auctionPath(a) },
      },
      now,
    );
    await tx.delete(auctions).where(eq(auctions.id, auctionId));
    return { result: [...new Set([...photos.map((p) => p.url), ...(a.images ?? [])])], effects: noEffects(auctionId) };
  });
  for (const url of urls) await forgetIfUnused(deps, url, objectKeysOf(url));
}
