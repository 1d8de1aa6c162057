import type { DbOrTx } from '../../db/tx.ts';
import { adminAuditLog } from '../../db/schema.ts';

/** A change to record (what recordAudit takes); the log answers it as domain/admin/admin-rows.ts AuditLogEntry. */
export interface AuditChange {
  /** The admin who made the change (null for a change the system made on an admin's behalf). */
  actorId: string | null;
  /** What was done, as `<area>.<verb>`: 'user.suspend', 'setting.update', 'hero.activate', ... */
  action: string;
  /** The kind of thing changed: 'user', 'setting', 'auction', 'hero_image', 'category', ... */
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one audit log entry (DESIGN "Background work": who, when, what, before and after). Call it
 * inside the transaction that makes the change, so that a change is never without its entry and an
 * entry never without its change. Any module may call it (offers, listing approval, ...).
 */
export async function recordAudit(tx: DbOrTx, e: AuditChange, at?: Date): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorId: e.actorId,
    action: e.action,
    entity: e.entity,
    entityId: e.entityId ?? null,
    before: e.before === undefined ? null : toJson(e.before),
    after: e.after === undefined ? null : toJson(e.after),
    ...(at && { createdAt: at }),
  });
}

// Dates become ISO strings and undefined fields vanish, as they would in any JSON answer.
function toJson(v: unknown): unknown {
  return v === null ? null : JSON.parse(JSON.stringify(v));
}
