import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { paymentHolds } from '../../db/schema.ts';
import { holdCents } from '../../../domain/bidding/holds.ts';
import type { PaymentsProvider } from '../../platform/payments/payments.ts';
import { authorizationReference } from '../authorization/check-authorization.ts';
import { type Tx } from '../../db/tx.ts';

/**
 * SPEC 9 holds, kept in a ledger (payment_holds + payment_ledger) written in the auction's
 * transaction: the leader holds exactly one 2.5% hold; the previous one is released when the lead
 * or its amount changes; the winner's is captured as the buyer fee at close. A remote provider
 * (Stripe) is told after commit (syncHolds); for the sandbox the ledger is the provider.
 */
const syncedAs = (provider: PaymentsProvider, status: string) => (provider.remoteHolds ? null : status);

/** Releases the auction's held hold, if any. */
export async function releaseHeld(tx: Tx, auctionId: string, now: Date, provider: PaymentsProvider): Promise<void> {
  const remote = provider.remoteHolds;
  await tx.execute(sql`
    with released as (
      update payment_holds
      set status = 'released', settled_at = ${now.toISOString()}::timestamptz,
          provider_synced_status = case when ${remote} then provider_synced_status else 'released' end
      where auction_id = ${auctionId} and status = 'held'
      returning id, user_id, amount_cents)
    insert into payment_ledger (hold_id, auction_id, user_id, kind, amount_cents, created_at)
    select id, ${auctionId}::uuid, user_id, 'release', amount_cents, ${now.toISOString()}::timestamptz from released`);
}

/** Places a hold of 2.5% of `amount` for `userId` (after releaseHeld: one held hold per auction). */
export async function placeHold(
  tx: Tx,
  o: { auctionId: string; userId: string; bidId: string | null; amount: number; now: Date; provider: PaymentsProvider; capture?: boolean },
): Promise<void> {
  const id = randomUUID();
  const cents = holdCents(o.amount);
  const status = o.capture ? 'captured' : 'held';
  const reference = o.provider.remoteHolds ? null : `sandbox_hold_${id}`;
  const at = o.now.toISOString();
  await tx.execute(sql`
    with h as (
      insert into payment_holds (id, auction_id, user_id, bid_id, amount_cents, status, provider, provider_reference, provider_synced_status, created_at, settled_at)
      values (${id}, ${o.auctionId}, ${o.userId}, ${o.bidId}, ${cents}, ${status}, ${o.provider.kind}, ${reference},
              ${syncedAs(o.provider, status)}, ${at}::timestamptz, ${o.capture ? at : null}::timestamptz)
      returning id, user_id, amount_cents)
    insert into payment_ledger (hold_id, auction_id, user_id, kind, amount_cents, created_at)
    select id, ${o.auctionId}::uuid, user_id, 'hold', amount_cents, ${at}::timestamptz from h
    ${o.capture ? sql`union all select id, ${o.auctionId}::uuid, user_id, 'capture', amount_cents, ${at}::timestamptz from h` : sql``}`);
}

/** SPEC 9 at close: the winner's hold is captured as the buyer fee; every other hold is released. */
export async function settleHoldsAtClose(
  tx: Tx,
  o: { auctionId: string; winnerId: string | null; amount: number; now: Date; provider: PaymentsProvider },
): Promise<void> {
  const at = o.now.toISOString();
  if (o.winnerId) {
    const remote = o.provider.remoteHolds;
    const captured = await tx.execute(sql`
      with c as (
        update payment_holds
        set status = 'captured', settled_at = ${at}::timestamptz,
            provider_synced_status = case when ${remote} then provider_synced_status else 'captured' end
        where auction_id = ${o.auctionId} and status = 'held' and user_id = ${o.winnerId}
        returning id, user_id, amount_cents)
      insert into payment_ledger (hold_id, auction_id, user_id, kind, amount_cents, created_at)
      select id, ${o.auctionId}::uuid, user_id, 'capture', amount_cents, ${at}::timestamptz from c
      returning hold_id`);
    if ((captured as { rows: unknown[] }).rows.length > 0) return;
    // Bids placed before the ledger existed (or data imported) have no hold: take the fee now.
    await releaseHeld(tx, o.auctionId, o.now, o.provider);
    await placeHold(tx, { auctionId: o.auctionId, userId: o.winnerId, bidId: null, amount: o.amount, now: o.now, provider: o.provider, capture: true });
    return;
  }
  await releaseHeld(tx, o.auctionId, o.now, o.provider);
}

/**
 * After commit, tells a remote provider what the ledger decided, hold by hold. No lock is held
 * during the provider's calls: each call carries an idempotency key derived from the hold, so two
 * instances settling the same hold at once change nothing twice. Unsynced holds are retried by the
 * background job.
 */
export async function syncHolds(deps: AppDeps, auctionId?: string): Promise<number> {
  const provider = deps.payments;
  if (!provider.remoteHolds) return 0;
  const pending = await deps.db
    .select()
    .from(paymentHolds)
    .where(
      and(
        auctionId ? eq(paymentHolds.auctionId, auctionId) : undefined,
        or(isNull(paymentHolds.providerSyncedStatus), ne(paymentHolds.providerSyncedStatus, paymentHolds.status)),
      ),
    )
    .limit(100);
  let done = 0;
  for (const h of pending) {
    let reference = h.providerReference;
    // Placed even when already released: a concurrent settlement may have placed it (the key makes this the same call).
    if (!reference) {
      const authorization = await authorizationReference(deps.db, h.userId, h.auctionId);
      reference = (
        await provider.placeHold({
          holdId: h.id,
          userId: h.userId,
          auctionId: h.auctionId,
          amountCents: h.amountCents,
          authorizationReference: authorization ?? null,
        })
      ).reference;
    }
    if (reference && h.status === 'released') await provider.releaseHold(reference);
    if (reference && h.status === 'captured') await provider.captureHold(reference, h.amountCents);
    await deps.db
      .update(paymentHolds)
      .set({ providerReference: reference })
      .where(and(eq(paymentHolds.id, h.id), isNull(paymentHolds.providerReference)));
    // Synced only if the ledger has not moved on meanwhile; otherwise the next pass settles the new status.
    await deps.db
      .update(paymentHolds)
      .set({ providerSyncedStatus: h.status })
      .where(and(eq(paymentHolds.id, h.id), eq(paymentHolds.status, h.status)));
    done++;
  }
  return done;
}
