import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { adminAuditLog, users } from '../../db/schema.ts';
import type { AuditLogEntry } from '../../../domain/admin/admin-rows.ts';

export interface AuditLogQuery {
  action?: string;
  entity?: string;
  entityId?: string;
  /** Part of the actor's name or e-mail. */
  actor?: string;
  from?: Date;
  to?: Date;
  /** The last entry of the previous page: `{createdAt ISO}_{id}`. */
  cursor?: string;
  limit: number;
}

export type { AuditLogEntry };

/** The audit log, newest first, filtered; pages by keyset (created_at, id) so deep pages cost the same. */
export async function listAuditLog(db: Db, q: AuditLogQuery): Promise<{ entries: AuditLogEntry[]; nextCursor: string | null }> {
  const where: SQL[] = [];
  if (q.action) where.push(eq(adminAuditLog.action, q.action));
  if (q.entity) where.push(eq(adminAuditLog.entity, q.entity));
  if (q.entityId) where.push(eq(adminAuditLog.entityId, q.entityId));
  if (q.from) where.push(gte(adminAuditLog.createdAt, q.from));
  if (q.to) where.push(lt(adminAuditLog.createdAt, q.to));
  if (q.actor) {
    const pattern = `%${q.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  const cursor = parseCursor(q.cursor);
  if (cursor) {
    where.push(sql`(${adminAuditLog.createdAt}, ${adminAuditLog.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`);
  }
  const rows = await db
    .select({
      id: adminAuditLog.id,
      actorId: adminAuditLog.actorId,
      actorName: users.name,
      actorEmail: users.email,
      action: adminAuditLog.action,
      entity: adminAuditLog.entity,
      entityId: adminAuditLog.entityId,
      before: adminAuditLog.before,
      after: adminAuditLog.after,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.actorId))
    .where(and(...where))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return {
    entries: page.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    nextCursor: rows.length > q.limit && last ? `${last.createdAt.toISOString()}_${last.id}` : null,
  };
}

/** The actions and entities that occur, for the filter menus. */
export async function auditLogFacets(db: Db): Promise<{ actions: string[]; entities: string[] }> {
  const actions = await db.selectDistinct({ v: adminAuditLog.action }).from(adminAuditLog).orderBy(adminAuditLog.action);
  const entities = await db.selectDistinct({ v: adminAuditLog.entity }).from(adminAuditLog).orderBy(adminAuditLog.entity);
  return { actions: actions.map((r) => r.v), entities: entities.map((r) => r.v) };
}

function parseCursor(c: string | undefined): { at: Date; id: string } | null {
  if (!c) return null;
  const i = c.lastIndexOf('_');
  const at = new Date(c.slice(0, i));
  const id = c.slice(i + 1);
  if (i < 0 || Number.isNaN(at.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return { at, id };
}
