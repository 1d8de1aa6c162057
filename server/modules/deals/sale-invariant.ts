import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { rowsOf } from '../../db/tx.ts';

/** A sale and its deal that disagree: what it is, its id, and how many deals it has. */
export interface SaleDealMismatch {
  kind: 'sold listing' | 'accepted offer' | 'deal';
  id: string;
  deals: number;
}

/**
 * DESIGN "Every sale makes one deal": every sold listing has exactly one deal that stands (not
 * cancelled); every accepted offer has exactly one deal, cancelled exactly when the offer's sale is marked cancelled;
 * every deal that stands belongs to a listing sold to its buyer. One query; the list of what breaks it (empty when all
 * holds). The test harness runs it on every database it closes (server/test/test-database.ts); a test checks the demo data.
 */
export async function saleDealMismatches(db: Db): Promise<SaleDealMismatch[]> {
  const rows = rowsOf<SaleDealMismatch>(
    await db.execute(sql`
      select 'sold listing' as kind, a.id::text as id, count(d.id)::int as deals
        from auctions a left join deals d on d.auction_id = a.id and d.state <> 'cancelled'
        where a.status = 'sold' group by a.id having count(d.id) <> 1
      union all
      select 'accepted offer', o.id::text, count(d.id)::int
        from offers o left join deals d on d.offer_id = o.id
        where o.status = 'accepted'
        group by o.id
        having count(d.id) <> 1 or bool_or((d.state = 'cancelled') <> (o.sale_cancelled_at is not null))
      union all
      select 'deal', d.id::text, 1
        from deals d join auctions a on a.id = d.auction_id
        where d.state <> 'cancelled' and (a.status <> 'sold' or a.winner_id is distinct from d.buyer_id)
      limit 20`),
  );
  return rows.map((r) => ({ kind: r.kind, id: r.id, deals: Number(r.deals) }));
}
