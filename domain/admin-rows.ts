// Shapes of the admin API's answers: zod schemas the server's routes answer with, and their types the
// admin pages read. Times are ISO strings.
import { z } from 'zod';

/** A user in the admin user list (GET /api/admin/users). */
export const adminUserRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  displayName: z.string().nullable(),
  status: z.string(),
  isVerified: z.boolean(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/** An entry of the admin audit log (GET /api/admin/audit-log). */
export const auditLogEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
