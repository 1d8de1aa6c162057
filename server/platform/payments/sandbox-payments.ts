import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { paymentHolds, sandboxCheckoutSessions, sandboxConnectedAccounts, sandboxMoneyMoves } from '../../db/schema.ts';
import { holdExpiry } from '../../../domain/bidding/bidder-authorization.ts';
import { dealMoneyKey, dealTransferGroup, MoneyMoveError, purposeOf, type CheckoutPurpose, type DealMoneyStep, type PaymentsProvider } from './payments.ts';

/** The sandbox's purpose of a deal's held payment; it never counts as any other checkout. */
export const DEAL_PAYMENT_PURPOSE = 'deal_payment';

/**
 * The payment a move takes money from, locked: a deal's paid checkout, or (a refund only: the buyer fee returned,
 * decision 031) a captured bid hold of the ledger, which is the sandbox's record of the fee taken.
 */
async function paymentOf(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  kind: 'transfer' | 'refund',
  reference: string,
): Promise<{ amountCents: number } | null> {
  const [session] = await tx.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, reference)).for('update');
  if (session) return session.purpose === DEAL_PAYMENT_PURPOSE && session.status === 'authorized' ? { amountCents: session.amountCents } : null;
  if (kind !== 'refund' || !reference.startsWith(SANDBOX_HOLD_PREFIX)) return null;
  const [hold] = await tx
    .select()
    .from(paymentHolds)
    .where(and(eq(paymentHolds.providerReference, reference), eq(paymentHolds.status, 'captured')))
    .for('update');
  return hold ? { amountCents: hold.amountCents } : null;
}

const SANDBOX_HOLD_PREFIX = 'sandbox_hold_';

/**
 * A transfer or a refund of a deal's charge, as Stripe does them: a retry under the same key answers the
 * first move, and the charge's row is locked while the rest of it is counted, so two moves together never
 * take out more than came in (the buyer's payment is either paid out or refunded, never both).
 */
async function moveMoney(
  db: Db,
  kind: 'transfer' | 'refund',
  r: DealMoneyStep & { paymentReference: string; amountCents: number; destination: string | null },
): Promise<{ reference: string }> {
  const key = dealMoneyKey(r);
  return db.transaction(async (tx) => {
    const charge = await paymentOf(tx, kind, r.paymentReference);
    const [done] = await tx.select().from(sandboxMoneyMoves).where(eq(sandboxMoneyMoves.idempotencyKey, key));
    if (done) {
      if (done.kind !== kind || done.amountCents !== r.amountCents)
        throw new MoneyMoveError('Keys for idempotent requests can only be used with the same parameters they were first used with.');
      return { reference: done.id };
    }
    if (!charge) throw new MoneyMoveError(`No paid deal payment ${r.paymentReference}`);
    if (!Number.isInteger(r.amountCents) || r.amountCents <= 0) throw new MoneyMoveError('The amount must be a positive whole number of cents.');
    if (kind === 'transfer') {
      const [account] = r.destination ? await tx.select().from(sandboxConnectedAccounts).where(eq(sandboxConnectedAccounts.id, r.destination)) : [];
      if (!account?.payoutsEnabled) throw new MoneyMoveError('The seller’s payout account cannot receive transfers yet.');
    }
    const [moved] = await tx
      .select({ total: sql<number>`coalesce(sum(${sandboxMoneyMoves.amountCents}), 0)::bigint` })
      .from(sandboxMoneyMoves)
      .where(eq(sandboxMoneyMoves.paymentReference, r.paymentReference));
    const left = charge.amountCents - Number(moved?.total ?? 0);
    if (r.amountCents > left) throw new MoneyMoveError(`Only ${left} cents of this payment are left to ${kind === 'transfer' ? 'transfer' : 'refund'}.`);
    const id = `${kind === 'transfer' ? 'tr' : 're'}_sandbox_${randomBytes(12).toString('hex')}`;
    await tx.insert(sandboxMoneyMoves).values({
      id,
      idempotencyKey: key,
      kind,
      paymentReference: r.paymentReference,
      transferGroup: dealTransferGroup(r.dealId),
      destination: r.destination,
      amountCents: r.amountCents,
    });
    return { reference: id };
  });
}
import { createSandboxSubscriptions } from './sandbox-subscriptions.ts';

/**
 * The default provider: its own hosted checkout page, clearly marked test mode, at
 * /sandbox/checkout/{id}; it redirects back exactly as the real flow does. Holds live in the
 * ledger alone, so nothing is sent anywhere after commit.
 */
export function createSandboxPayments(db: Db): PaymentsProvider {
  const provider: Omit<PaymentsProvider, 'subscriptions'> = {
    kind: 'sandbox',
    remoteHolds: false,
    async createCheckout(r) {
      const sessionId = `cs_sandbox_${randomBytes(16).toString('hex')}`;
      await db.insert(sandboxCheckoutSessions).values({
        id: sessionId,
        userId: r.userId,
        auctionId: r.auctionId,
        amountCents: r.amountCents,
        description: r.description,
        returnPath: r.returnPath,
        purpose: purposeOf(r),
        successPath: purposeOf(r) !== 'bidder_authorization' ? r.returnPath : null,
        cancelPath: purposeOf(r) !== 'bidder_authorization' ? (r.cancelPath ?? r.returnPath) : null,
      });
      return { sessionId, url: `/sandbox/checkout/${sessionId}` };
    },
    async verifyCheckout(sessionId) {
      const [s] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId)).limit(1);
      if (!s) return { paid: false, purpose: 'bidder_authorization', userId: null, auctionId: null, reference: null, holdExpiresAt: null };
      const paid = s.status === 'authorized';
      // Like a card hold at Stripe, the sandbox's authorization hold lapses 7 days after it was placed.
      const holdExpiresAt = paid && s.purpose === 'bidder_authorization' ? holdExpiry(null, s.updatedAt) : null;
      return { paid, purpose: s.purpose as CheckoutPurpose, userId: s.userId, auctionId: s.auctionId, reference: s.id, holdExpiresAt };
    },
    async placeHold(r) {
      return { reference: `${SANDBOX_HOLD_PREFIX}${r.holdId}` };
    },
    async releaseHold() {},
    async captureHold() {},
    // No money moves in the sandbox: every charge succeeds, under a reference of its own.
    async chargeOffer(r) {
      const reference = `sandbox_charge_${r.paymentId}_${r.attempt}`;
      // A deal's held payment charged by an admin is a paid deal checkout in the sandbox's ledger, as one the buyer
      // completed, so the seller's transfer and any refund are taken from it.
      if (r.dealId) {
        await db
          .insert(sandboxCheckoutSessions)
          .values({
            id: reference,
            userId: r.userId,
            auctionId: r.auctionId,
            dealId: r.dealId,
            amountCents: r.amountCents,
            description: r.description,
            returnPath: '/admin/offers',
            purpose: DEAL_PAYMENT_PURPOSE,
            status: 'authorized',
          })
          .onConflictDoNothing();
      }
      return { reference };
    },
    // The deal's held payment is a sandbox checkout of its own purpose, tied to the deal.
    async createDealCheckout(r) {
      const sessionId = `cs_sandbox_${randomBytes(16).toString('hex')}`;
      await db.insert(sandboxCheckoutSessions).values({
        id: sessionId,
        userId: r.userId,
        auctionId: r.auctionId,
        dealId: r.dealId,
        amountCents: r.amountCents,
        description: r.description,
        returnPath: r.successPath,
        purpose: DEAL_PAYMENT_PURPOSE,
        successPath: r.successPath,
        cancelPath: r.cancelPath,
      });
      return { sessionId, url: `/sandbox/checkout/${sessionId}` };
    },
    async verifyDealCheckout(sessionId) {
      const [s] = await db
        .select()
        .from(sandboxCheckoutSessions)
        .where(and(eq(sandboxCheckoutSessions.id, sessionId), eq(sandboxCheckoutSessions.purpose, DEAL_PAYMENT_PURPOSE)))
        .limit(1);
      if (!s) return { paid: false, dealId: null, userId: null, amountCents: 0, reference: null };
      return { paid: s.status === 'authorized', dealId: s.dealId, userId: s.userId, amountCents: s.amountCents, reference: s.id };
    },
    transferToSeller: (r) => moveMoney(db, 'transfer', { ...r, destination: r.destinationAccount }),
    refundBuyer: (r) => moveMoney(db, 'refund', { ...r, destination: null }),
    // Connect Express emulated: an account enabled once the seller completes the sandbox onboarding page.
    async createPayoutAccount(r) {
      const accountId = `acct_sandbox_${randomBytes(8).toString('hex')}`;
      await db.insert(sandboxConnectedAccounts).values({ id: accountId, email: r.email });
      return { accountId };
    },
    async createOnboardingLink(r) {
      await db
        .update(sandboxConnectedAccounts)
        .set({ returnPath: r.returnPath, refreshPath: r.refreshPath, updatedAt: new Date() })
        .where(eq(sandboxConnectedAccounts.id, r.accountId));
      return { url: `/sandbox/connect/${encodeURIComponent(r.accountId)}` };
    },
    async payoutAccountStatus(accountId) {
      const a = await findSandboxAccount(db, accountId);
      return { detailsSubmitted: a?.detailsSubmitted ?? false, chargesEnabled: a?.chargesEnabled ?? false, payoutsEnabled: a?.payoutsEnabled ?? false };
    },
    // Nothing to connect to: the sandbox is part of this server.
    async testConnection() {
      return { ok: true, message: 'The built-in sandbox is in force: checkouts are this site’s own test pages and no money moves.' };
    },
  };
  return { ...provider, subscriptions: createSandboxSubscriptions(provider) };
}

/** The sandbox checkout's own state change, made by its hosted page's buttons `at` the server's time (when its hold starts). */
export async function completeSandboxCheckout(db: Db, sessionId: string, outcome: 'authorized' | 'cancelled', at: Date = new Date()) {
  const [s] = await db.update(sandboxCheckoutSessions).set({ status: outcome, updatedAt: at }).where(eq(sandboxCheckoutSessions.id, sessionId)).returning();
  return s ?? null;
}

export async function findSandboxCheckout(db: Db, sessionId: string) {
  const [s] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId)).limit(1);
  return s ?? null;
}

export async function findSandboxAccount(db: Db, accountId: string) {
  const [a] = await db.select().from(sandboxConnectedAccounts).where(eq(sandboxConnectedAccounts.id, accountId)).limit(1);
  return a ?? null;
}

/** The sandbox onboarding page's button: the seller's details are 'submitted' and the account can take charges and payouts. */
export async function completeSandboxOnboarding(db: Db, accountId: string) {
  const [a] = await db
    .update(sandboxConnectedAccounts)
    .set({ detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true, updatedAt: new Date() })
    .where(eq(sandboxConnectedAccounts.id, accountId))
    .returning();
  return a ?? null;
}

/** The sandbox's money moves of a deal's payment (tests and the admin's view of what moved). */
export async function sandboxMovesOf(db: Db, paymentReference: string) {
  return db.select().from(sandboxMoneyMoves).where(eq(sandboxMoneyMoves.paymentReference, paymentReference));
}
