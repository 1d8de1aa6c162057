import { and, eq, isNotNull, lt, ne, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { bidderAuthorizations } from '../../db/schema.ts';
import { holdExpiry } from '../../../domain/bidding/bidder-authorization.ts';

export const VERIFICATION_FAILED = 'Authorization payment verification failed';

/**
 * SPEC 7 verify-authorization-payment: asks the provider whether the checkout was paid (held) and,
 * for the user who started it, records the authorization with the time its hold lapses.
 * A hold that has already lapsed authorizes nothing: the member pays a new one. Also used by
 * the provider's webhook, which has no signed-in user (userId undefined).
 */
export async function verifyAuthorization(deps: AppDeps, input: { sessionId: string; userId?: string }): Promise<boolean> {
  let v;
  try {
    v = await deps.payments.verifyCheckout(input.sessionId);
  } catch (err) {
    deps.logger.warn({ err }, 'authorization verification failed');
    return false;
  }
  // A featured-listing payment ($25) is not a bidder authorization.
  if (!v.paid || v.purpose !== 'bidder_authorization' || !v.userId || !v.auctionId) return false;
  if (input.userId !== undefined && v.userId !== input.userId) return false;
  const now = deps.clock.now();
  const expiresAt = holdExpiry(v.holdExpiresAt, now);
  if (expiresAt.getTime() <= now.getTime()) return false;
  const reference = v.reference ?? input.sessionId;
  const row = and(eq(bidderAuthorizations.userId, v.userId), eq(bidderAuthorizations.auctionId, v.auctionId));
  const updated = await deps.db
    .update(bidderAuthorizations)
    .set({ status: 'authorized', providerReference: reference, expiresAt, updatedAt: now })
    // Not yet authorized, or a renewal: a hold lasting longer than the recorded one (a manual record never lapses).
    .where(
      and(
        row,
        or(ne(bidderAuthorizations.status, 'authorized'), and(isNotNull(bidderAuthorizations.expiresAt), lt(bidderAuthorizations.expiresAt, expiresAt))),
      ),
    )
    .returning({ id: bidderAuthorizations.id });
  if (updated.length === 0) {
    // Already recorded (a retried verification, or the webhook came first), or no row yet.
    await deps.db
      .insert(bidderAuthorizations)
      .values({ userId: v.userId, auctionId: v.auctionId, status: 'authorized', providerReference: reference, expiresAt, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
  }
  return true;
}
