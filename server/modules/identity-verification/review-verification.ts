import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/connect.ts';
import { identityVerifications, profiles, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { recordAudit } from '../admin-audit/record-audit.ts';
import {
  refusalReasonInput,
  VERIFICATION_TEXTS,
  type IdentityFile,
  type VerificationRequest,
  type VerificationStatus,
} from '../../../domain/identity/identity-verification.ts';
import { identityFiles } from './identity-files.ts';
import { tellDecision } from './verification-notice.ts';

const REQUEST_NOT_FOUND = 'Verification request not found';

const fileUrl = (id: string, file: IdentityFile) => `/api/admin/verifications/${id}/files/${file}`;

const columns = {
  id: identityVerifications.id,
  userId: identityVerifications.userId,
  name: sql<string>`coalesce(${profiles.displayName}, ${users.name})`,
  email: users.email,
  status: identityVerifications.status,
  submittedAt: identityVerifications.submittedAt,
  decidedAt: identityVerifications.decidedAt,
  reason: identityVerifications.reason,
  idPhotoKey: identityVerifications.idPhotoKey,
  selfieKey: identityVerifications.selfieKey,
};

interface Row {
  id: string;
  userId: string;
  name: string;
  email: string;
  status: string;
  submittedAt: Date;
  decidedAt: Date | null;
  reason: string | null;
  idPhotoKey: string | null;
  selfieKey: string | null;
}

function toView(r: Row): VerificationRequest {
  return {
    id: r.id,
    userId: r.userId,
    name: r.name,
    email: r.email,
    status: r.status as VerificationStatus,
    submittedAt: r.submittedAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    reason: r.reason,
    idPhotoUrl: r.idPhotoKey ? fileUrl(r.id, 'idPhoto') : null,
    selfieUrl: r.selfieKey ? fileUrl(r.id, 'selfie') : null,
  };
}

const base = (db: Db) =>
  db
    .select(columns)
    .from(identityVerifications)
    .innerJoin(users, eq(users.id, identityVerifications.userId))
    .leftJoin(profiles, eq(profiles.userId, identityVerifications.userId));

/** The admin's review list: requests awaiting a decision, oldest first; or the last 50 decided, newest first. */
export async function listVerificationRequests(db: Db, status: 'pending' | 'decided'): Promise<VerificationRequest[]> {
  const rows =
    status === 'pending'
      ? await base(db).where(eq(identityVerifications.status, 'pending')).orderBy(asc(identityVerifications.submittedAt)).limit(100)
      : await base(db).where(isNotNull(identityVerifications.decidedAt)).orderBy(desc(identityVerifications.decidedAt)).limit(50);
  return rows.map(toView);
}

/** One of a request's photos for an admin, or null once deleted (or never there). */
export async function readIdentityFile(deps: AppDeps, id: string, file: IdentityFile) {
  const [row] = await deps.db
    .select({ idPhotoKey: identityVerifications.idPhotoKey, selfieKey: identityVerifications.selfieKey })
    .from(identityVerifications)
    .where(eq(identityVerifications.id, id))
    .limit(1);
  const key = file === 'idPhoto' ? row?.idPhotoKey : row?.selfieKey;
  if (!key) return null;
  return identityFiles(deps).get(key);
}

/**
 * An admin approves (the member's profile is marked verified: the Verified badge) or refuses with a reason.
 * Under the request's row lock: a request is decided once, with its audit entry in the same transaction.
 * The member is told by a notification and an e-mail after the commit.
 */
export async function decideVerification(
  deps: AppDeps,
  actorId: string,
  id: string,
  input: { decision: 'approve' | 'refuse'; reason?: string | null },
): Promise<VerificationRequest> {
  let reason: string | null = null;
  if (input.decision === 'refuse') {
    const parsed = refusalReasonInput.safeParse(input.reason ?? '');
    if (!parsed.success) throw new AppError(400, 'INVALID_INPUT', parsed.error.issues[0]!.message);
    reason = parsed.data;
  }
  const now = deps.clock.now();
  const decided = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(identityVerifications).where(eq(identityVerifications.id, id)).for('update');
    if (!row) throw notFound(REQUEST_NOT_FOUND);
    if (row.status !== 'pending') throw new AppError(409, 'ALREADY_DECIDED', VERIFICATION_TEXTS.notPending);
    const status = input.decision === 'approve' ? 'approved' : 'refused';
    await tx.update(identityVerifications).set({ status, decidedAt: now, decidedBy: actorId, reason }).where(eq(identityVerifications.id, id));
    if (status === 'approved') {
      await tx
        .insert(profiles)
        .values({ userId: row.userId, isVerified: true })
        .onConflictDoUpdate({ target: profiles.userId, set: { isVerified: true } });
    }
    await recordAudit(
      tx,
      {
        actorId,
        action: status === 'approved' ? 'user.identity_approve' : 'user.identity_refuse',
        entity: 'user',
        entityId: row.userId,
        before: { request: id, status: 'pending' },
        after: { request: id, status, reason },
      },
      now,
    );
    return { userId: row.userId, status };
  });
  await tellDecision(deps, { requestId: id, userId: decided.userId, approved: decided.status === 'approved', reason });
  const [view] = await base(deps.db).where(and(eq(identityVerifications.id, id)));
  return toView(view!);
}
