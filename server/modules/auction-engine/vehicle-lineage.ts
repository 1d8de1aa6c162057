import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../http/errors.ts';
import { saleConflict, VEHICLE_SALE_MESSAGES, type SaleConflict, type SaleWay, type VehicleListing } from '../../../domain/deals/vehicle-sale.ts';
import { rowsOf, type Tx } from '../../db/tx.ts';
import { leadingBid } from './read-bids.ts';

const CODES: Record<SaleConflict, string> = {
  sold: 'VEHICLE_SOLD',
  listed_again: 'VEHICLE_LISTED_AGAIN',
  negotiation_pending: 'NEGOTIATION_PENDING',
  second_chance_open: 'SECOND_CHANCE_OPEN',
};

export const saleConflictError = (c: SaleConflict) => new AppError(409, CODES[c], VEHICLE_SALE_MESSAGES[c]);

/** The first listing of the vehicle: the end of the original_auction_id chain (a cycle cannot loop: UNION). */
export async function rootOf(tx: Db | Tx, auctionId: string): Promise<string> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      with recursive up(id, original_auction_id, depth) as (
        select id, original_auction_id, 0 from auctions where id = ${auctionId}
        union
        select a.id, a.original_auction_id, up.depth + 1 from auctions a join up on a.id = up.original_auction_id where up.depth < 100
      )
      select id from up order by depth desc limit 1`),
  );
  return rows[0]?.id ?? auctionId;
}

interface LineageRow {
  id: string;
  status: string;
  winner_id: string | null;
  rejected_at: string | Date | null;
  withdrawn_at: string | Date | null;
  negotiation_window_ends: string | Date | null;
  open_second_chance: boolean;
}

const dateOf = (v: string | Date | null) => (v === null ? null : new Date(v));

/**
 * Every listing of the vehicle that `auctionId` belongs to, read under a transaction
 * lock on the whole vehicle (an advisory lock keyed by its first listing), so that two listings of
 * one vehicle (an original and its renewal) decide their sales one after the other. The caller
 * already holds its own listing's row lock; nothing here waits on another listing's row, so the
 * order row lock -> vehicle lock cannot deadlock.
 */
export async function lockVehicle(tx: Tx, auctionId: string, now: Date): Promise<VehicleListing[]> {
  const root = await rootOf(tx, auctionId);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`vehicle:${root}`}, 0))`);
  return listingsOf(tx, root, now);
}

/** The vehicle's listings as they are now, without a lock: for showing what a seller may do (the write re-checks under the lock). */
export async function readVehicle(db: Db | Tx, auctionId: string, now: Date): Promise<VehicleListing[]> {
  return listingsOf(db, await rootOf(db, auctionId), now);
}

async function listingsOf(tx: Db | Tx, root: string, now: Date): Promise<VehicleListing[]> {
  const rows = rowsOf<LineageRow>(
    await tx.execute(sql`
      with recursive down(id, depth) as (
        select ${root}::uuid, 0
        union
        select a.id, down.depth + 1 from auctions a join down on a.original_auction_id = down.id where down.depth < 100
      )
      select a.id, a.status, a.winner_id, a.rejected_at, a.withdrawn_at, a.negotiation_window_ends,
        exists (select 1 from offers o where o.auction_id = a.id and o.kind = 'second_chance' and o.status = 'pending'
                and o.expires_at > ${now.toISOString()}::timestamptz) as open_second_chance
      from auctions a where a.id in (select id from down)`),
  );
  const listings: VehicleListing[] = [];
  for (const r of rows) {
    const windowEnds = dateOf(r.negotiation_window_ends);
    let pending = 0;
    // Only the highest bidder's offers and the seller's counters to them can be accepted in a window (SPEC 4).
    if (r.status === 'ended' && windowEnds && windowEnds > now) {
      const leader = await leadingBid(tx, r.id);
      if (leader) {
        const counted = rowsOf<{ n: number }>(
          await tx.execute(
            sql`select count(*)::int as n from offers where auction_id = ${r.id} and kind = 'offer' and status = 'pending' and buyer_id = ${leader.bidderId}`,
          ),
        );
        pending = Number(counted[0]?.n ?? 0);
      }
    }
    listings.push({
      id: r.id,
      status: r.status,
      winnerId: r.winner_id,
      rejectedAt: dateOf(r.rejected_at),
      withdrawnAt: dateOf(r.withdrawn_at),
      negotiationWindowEnds: windowEnds,
      pendingNegotiationOffers: pending,
      openSecondChance: r.open_second_chance === true || (r.open_second_chance as unknown) === 't',
    });
  }
  return listings;
}

/** The conflict that forbids `way` on this listing now (under the vehicle's lock), or null. */
export async function vehicleSaleConflict(tx: Tx, auctionId: string, way: SaleWay, now: Date): Promise<SaleConflict | null> {
  return saleConflict(way, auctionId, await lockVehicle(tx, auctionId, now), now.getTime());
}

/** Throws the 409 that names the conflict, for the paths a member or admin asked for. */
export async function assertVehicleMay(tx: Tx, auctionId: string, way: SaleWay, now: Date): Promise<void> {
  const conflict = await vehicleSaleConflict(tx, auctionId, way, now);
  if (conflict) throw saleConflictError(conflict);
}
