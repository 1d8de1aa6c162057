/** Shapes of the admin API's answers, read by the server that writes them and the admin pages. */

/** A user in the admin user list (GET /api/admin/users). */
export interface AdminUserRow {
  id: string;
  email: string;
  name: string;
  displayName: string | null;
  status: string;
  isVerified: boolean;
  isAdmin: boolean;
  emailVerified: boolean;
  createdAt: string;
}

/** An entry of the admin audit log (GET /api/admin/audit-log). */
export interface AuditLogEntry {
  id: string;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}
