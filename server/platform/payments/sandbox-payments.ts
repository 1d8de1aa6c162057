import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { sandboxCheckoutSessions } from '../../db/schema.ts';
import { purposeOf, type CheckoutPurpose, type PaymentsProvider } from './payments.ts';

/**
 * The default provider (issue 5): its own hosted checkout page, clearly marked test mode, at
 * /sandbox/checkout/{id}; it redirects back exactly as the real flow does. Holds live in the
 * ledger alone, so nothing is sent anywhere after commit.
 */
export function createSandboxPayments(db: Db): PaymentsProvider {
  return {
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
      if (!s) return { paid: false, purpose: 'bidder_authorization', userId: null, auctionId: null, reference: null };
      return { paid: s.status === 'authorized', purpose: s.purpose as CheckoutPurpose, userId: s.userId, auctionId: s.auctionId, reference: s.id };
    },
    async placeHold(r) {
      return { reference: `sandbox_hold_${r.holdId}` };
    },
    async releaseHold() {},
    async captureHold() {},
    // No money moves in the sandbox: every charge succeeds, under a reference of its own.
    async chargeOffer(r) {
      return { reference: `sandbox_charge_${r.paymentId}_${r.attempt}` };
    },
    // Nothing to connect to: the sandbox is part of this server.
    async testConnection() {
      return { ok: true, message: 'The built-in sandbox is in force: checkouts are this site’s own test pages and no money moves.' };
    },
  };
}

/** The sandbox checkout's own state change, made by its hosted page's buttons. */
export async function completeSandboxCheckout(db: Db, sessionId: string, outcome: 'authorized' | 'cancelled') {
  const [s] = await db
    .update(sandboxCheckoutSessions)
    .set({ status: outcome, updatedAt: new Date() })
    .where(eq(sandboxCheckoutSessions.id, sessionId))
    .returning();
  return s ?? null;
}

export async function findSandboxCheckout(db: Db, sessionId: string) {
  const [s] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId)).limit(1);
  return s ?? null;
}
