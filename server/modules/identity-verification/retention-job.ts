import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { identityVerifications } from '../../db/schema.ts';
import { IDENTITY_FILE_RETENTION_MS } from '../../../domain/identity/identity-verification.ts';
import { identityFiles } from './identity-files.ts';

/**
 * Deletes the photos of requests decided 30 days ago or more (decision 024). Each batch is claimed with
 * FOR UPDATE SKIP LOCKED, so instances running the job at once take different rows; the objects are
 * deleted, then the keys cleared and the time written in the same transaction. A failed delete rolls the
 * batch back and the next run tries again (deleting a missing object is no error). Returns how many
 * requests' files were deleted.
 */
export async function deleteExpiredIdentityFiles(deps: AppDeps, batch = 20): Promise<number> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - IDENTITY_FILE_RETENTION_MS);
  const files = identityFiles(deps);
  let total = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: identityVerifications.id, idPhotoKey: identityVerifications.idPhotoKey, selfieKey: identityVerifications.selfieKey })
        .from(identityVerifications)
        .where(and(isNotNull(identityVerifications.decidedAt), lte(identityVerifications.decidedAt, cutoff), isNull(identityVerifications.filesDeletedAt)))
        .orderBy(asc(identityVerifications.decidedAt))
        .limit(batch)
        .for('update', { skipLocked: true });
      for (const row of due) {
        await Promise.all([row.idPhotoKey, row.selfieKey].filter((k): k is string => k !== null).map((k) => files.delete(k)));
        await tx.update(identityVerifications).set({ idPhotoKey: null, selfieKey: null, filesDeletedAt: now }).where(eq(identityVerifications.id, row.id));
      }
      return due.length;
    });
    total += done;
    if (done < batch) return total;
  }
}
