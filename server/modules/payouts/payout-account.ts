import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { payoutAccounts } from '../../db/schema.ts';
import type { PayoutAccountStatus } from '../../platform/payments/payments.ts';

/** A seller's payouts, as the profile shows them: none yet, started but not able to receive money, or enabled. */
export type PayoutState = 'none' | 'pending' | 'enabled';

export interface PayoutView {
  state: PayoutState;
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
}

const NONE: PayoutView = { state: 'none', detailsSubmitted: false, chargesEnabled: false, payoutsEnabled: false };
const viewOf = (a: PayoutAccountStatus): PayoutView => ({ state: a.payoutsEnabled ? 'enabled' : 'pending', ...a });

/** The seller's connected account (the transfer's destination on release), or null before onboarding. */
export async function payoutAccountOf(deps: Pick<AppDeps, 'db'>, userId: string) {
  const [row] = await deps.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId)).limit(1);
  return row ?? null;
}

/**
 * Connect onboarding: the seller's Express account (made once, kept) and a fresh link to
 * its hosted onboarding, which comes back to the profile. A link is single-use and short-lived, so each
 * press makes a new one; the refresh address (an expired link) is the profile too, where the seller presses again.
 */
export async function startOnboarding(deps: AppDeps, input: { userId: string; email: string }): Promise<{ url: string }> {
  let account = await payoutAccountOf(deps, input.userId);
  if (!account || account.provider !== deps.payments.kind) {
    const { accountId } = await deps.payments.createPayoutAccount(input);
    // Two presses at once make one row: the provider answers the same account to the same key, and the row is the user's.
    await deps.db
      .insert(payoutAccounts)
      .values({ userId: input.userId, provider: deps.payments.kind, accountId })
      .onConflictDoUpdate({
        target: payoutAccounts.userId,
        set: { provider: deps.payments.kind, accountId, detailsSubmitted: false, chargesEnabled: false, payoutsEnabled: false, updatedAt: deps.clock.now() },
      });
    account = (await payoutAccountOf(deps, input.userId))!;
  }
  const returnPath = '/profile?payouts=return';
  const refreshPath = '/profile?payouts=refresh';
  const base = deps.config.publicUrl;
  return deps.payments.createOnboardingLink({
    accountId: account.accountId,
    returnPath,
    refreshPath,
    returnUrl: new URL(returnPath, base).toString(),
    refreshUrl: new URL(refreshPath, base).toString(),
  });
}

/** The seller's payouts, read back from the provider while they are not yet enabled (the return from onboarding says nothing by itself). */
export async function payoutStatus(deps: AppDeps, userId: string): Promise<PayoutView> {
  const account = await payoutAccountOf(deps, userId);
  if (!account || account.provider !== deps.payments.kind) return NONE;
  if (account.payoutsEnabled) return viewOf(account);
  const status = await deps.payments.payoutAccountStatus(account.accountId);
  await recordAccountStatus(deps, { accountId: account.accountId, ...status });
  return viewOf(status);
}

/** The provider's word on an account (its account.updated webhook, or a read): kept on the seller's row. */
export async function recordAccountStatus(deps: Pick<AppDeps, 'db' | 'clock'>, a: { accountId: string } & PayoutAccountStatus): Promise<boolean> {
  const rows = await deps.db
    .update(payoutAccounts)
    .set({ detailsSubmitted: a.detailsSubmitted, chargesEnabled: a.chargesEnabled, payoutsEnabled: a.payoutsEnabled, updatedAt: deps.clock.now() })
    .where(eq(payoutAccounts.accountId, a.accountId))
    .returning({ userId: payoutAccounts.userId });
  return rows.length > 0;
}
