import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { dealEvents, deals } from '../../db/schema.ts';
import { rowsOf } from '../../db/tx.ts';
import { applyDealMove, dueReminder, nextDueOf } from '../../../domain/deals/deal-rules.ts';
import { afterMove, recordDealOutbox, writeMove } from './apply-move.ts';
import { dealsWithPendingMoney, executeDealPayments } from './deal-money.ts';
import { lockDeal, snapshotOf, type DealRow } from './deal-rows.ts';

/**
 * The deals' deadlines, enforced on every instance at once: each due deal is claimed with
 * FOR UPDATE SKIP LOCKED in its own transaction (so two instances never act on one deal twice, and a move of
 * the buyer or seller waits for it or goes first), then released (3 days after the handover) or reminded
 * (24 hours before a deadline, once per reminder). Returns how many deals it acted on.
 */
export async function runDealDeadlines(deps: AppDeps, limit = 50): Promise<number> {
  let acted = 0;
  for (let i = 0; i < limit; i++) {
    const now = deps.clock.now();
    const outcome = await deps.db.transaction(async (tx) => {
      const [due] = rowsOf<{ id: string }>(
        await tx.execute(sql`select id from deals where next_due_at <= ${now.toISOString()}::timestamptz order by next_due_at limit 1 for update skip locked`),
      );
      if (!due) return { done: true as const };
      const row = (await lockDeal(tx, due.id))!;
      const snapshot = snapshotOf(row);
      if (applyDealMove(snapshot, { move: 'release', actor: 'system', now }).ok) {
        return { done: false as const, moved: await writeMove(deps, tx, row, { dealId: row.id, move: 'release', userId: null }) };
      }
      const reminder = dueReminder(snapshot);
      if (reminder && !row.remindersSent.includes(reminder.key) && now >= reminder.at) {
        const sent = [...row.remindersSent, reminder.key];
        // A reminder whose deadline has already passed (the job was down) is not sent late: it is only marked.
        if (now < reminder.deadline) {
          await tx.insert(dealEvents).values({
            dealId: row.id,
            move: 'reminder',
            actor: 'system',
            details: { key: reminder.key, deadline: reminder.deadline.toISOString() },
            createdAt: now,
          });
          await recordDealOutbox(tx, row, { move: `reminder:${reminder.key}`, actor: 'system', to: [row.buyerId] }, now);
        }
        await tx
          .update(deals)
          .set({ remindersSent: sent, nextDueAt: nextDueOf(snapshot, sent) })
          .where(eq(deals.id, row.id));
        return { done: false as const, reminded: row };
      }
      // Nothing due after all (a move came first): look again when something will be.
      await tx
        .update(deals)
        .set({ nextDueAt: nextDueOf(snapshot, row.remindersSent) })
        .where(eq(deals.id, row.id));
      return { done: false as const };
    });
    if (outcome.done) break;
    if ('moved' in outcome && outcome.moved) await afterMove(deps, outcome.moved as DealRow);
    if ('moved' in outcome || 'reminded' in outcome) acted++;
  }
  return acted;
}

/** Money moves the provider refused or never heard of (a crash after commit): asked again, idempotently. */
export async function retryDealPayments(deps: AppDeps): Promise<number> {
  const ids = await dealsWithPendingMoney(deps, new Date(deps.clock.now().getTime() - 30_000));
  for (const id of ids) await executeDealPayments(deps, id);
  return ids.length;
}
