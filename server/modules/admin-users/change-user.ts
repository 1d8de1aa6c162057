import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { profiles, sessions, userRoles, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { sessionCacheOf } from '../../http/guards.ts';
import { recordAudit } from '../admin-audit/record-audit.ts';
import { SUSPENSION_REASON_MAX, SUSPENSION_TEXTS } from '../../../domain/membership/member-suspension.ts';

type Deps = Pick<AppDeps, 'db' | 'auth' | 'clock'>;

async function ensureUser(deps: Deps, tx: Parameters<Parameters<AppDeps['db']['transaction']>[0]>[0], id: string) {
  // Locks the account row: two admins changing one account take turns.
  const [u] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, id)).for('update').limit(1);
  if (!u) throw notFound('User not found');
  await tx.insert(profiles).values({ userId: id, displayName: u.name }).onConflictDoNothing();
  const [p] = await tx
    .select({ status: profiles.status, isVerified: profiles.isVerified, suspensionReason: profiles.suspensionReason })
    .from(profiles)
    .where(eq(profiles.userId, id));
  return p!;
}

/** Grants or removes the admin role. An admin cannot remove their own role, and the last admin stays. */
export async function setAdminRole(deps: Deps, actorId: string, userId: string, grant: boolean): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await ensureUser(deps, tx, userId);
    // Serialises role changes: two admins removing each other cannot leave the site with none.
    await tx.execute(sql`select pg_advisory_xact_lock(7246014)`);
    const [had] = await tx
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')));
    if (grant === Boolean(had)) return;
    if (grant) {
      await tx.insert(userRoles).values({ userId, role: 'admin' });
    } else {
      if (userId === actorId) throw badRequest('You cannot remove your own admin role.', 'OWN_ADMIN_ROLE');
      const [n] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(userRoles)
        .where(eq(userRoles.role, 'admin'));
      if (Number(n?.n) <= 1) throw badRequest('The site must keep at least one admin.', 'LAST_ADMIN');
      await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')));
    }
    await recordAudit(
      tx,
      {
        actorId,
        action: grant ? 'user.grant_admin' : 'user.remove_admin',
        entity: 'user',
        entityId: userId,
        before: { admin: !grant },
        after: { admin: grant },
      },
      deps.clock.now(),
    );
  });
}

/** Marks a seller as verified (the Verified badge) or not. */
export async function setVerified(deps: Deps, actorId: string, userId: string, isVerified: boolean): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const p = await ensureUser(deps, tx, userId);
    if (p.isVerified === isVerified) return;
    await tx.update(profiles).set({ isVerified }).where(eq(profiles.userId, userId));
    await recordAudit(
      tx,
      {
        actorId,
        action: isVerified ? 'user.verify' : 'user.unverify',
        entity: 'user',
        entityId: userId,
        before: { isVerified: p.isVerified },
        after: { isVerified },
      },
      deps.clock.now(),
    );
  });
}

export interface StatusChange {
  status: 'active' | 'suspended';
  /** Required to suspend (the member is told it by e-mail); optional to reinstate. */
  reason?: string | undefined;
  /** Required to suspend: whether their bids on live auctions are cancelled (done after, decision 025). */
  cancelBids?: boolean | undefined;
}

/**
 * Suspends or reinstates an account (profiles.status). Suspending needs a written reason, kept with the
 * status and in the audit log, and the admin's choice for the member's bids; it ends every session of the
 * account at once; from then on requireUser refuses it everywhere and it cannot sign in again (decision 012).
 * Answers whether the status changed (a second suspension changes nothing and keeps the first reason).
 */
export async function setStatus(deps: Deps, actorId: string, userId: string, change: StatusChange): Promise<boolean> {
  const { status } = change;
  const reason = change.reason?.trim() || undefined;
  if (status === 'suspended') {
    if (userId === actorId) throw badRequest('You cannot suspend your own account.', 'OWN_ACCOUNT');
    if (!reason) throw badRequest(SUSPENSION_TEXTS.reasonRequired, 'REASON_REQUIRED');
    if (change.cancelBids === undefined) throw badRequest(SUSPENSION_TEXTS.choiceRequired, 'BIDS_CHOICE_REQUIRED');
  }
  if (reason && reason.length > SUSPENSION_REASON_MAX) throw badRequest(SUSPENSION_TEXTS.reasonTooLong, 'REASON_TOO_LONG');
  let changed = false;
  await deps.db.transaction(async (tx) => {
    const p = await ensureUser(deps, tx, userId);
    if (p.status === status) return;
    changed = true;
    const now = deps.clock.now();
    if (status === 'suspended') {
      await tx.update(profiles).set({ status, suspensionReason: reason, suspendedAt: now }).where(eq(profiles.userId, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await recordAudit(
        tx,
        {
          actorId,
          action: 'user.suspend',
          entity: 'user',
          entityId: userId,
          before: { status: p.status },
          after: { status, reason, cancelBids: change.cancelBids },
        },
        now,
      );
    } else {
      await tx.update(profiles).set({ status, suspensionReason: null, suspendedAt: null }).where(eq(profiles.userId, userId));
      await recordAudit(
        tx,
        {
          actorId,
          action: 'user.reinstate',
          entity: 'user',
          entityId: userId,
          before: { status: p.status, reason: p.suspensionReason },
          after: { status, ...(reason && { reason }) },
        },
        now,
      );
    }
  });
  // This instance forgets its remembered sessions now; the others within their memory's lifetime.
  if (changed) sessionCacheOf(deps).clear();
  return changed;
}
