/** The audit log's filters as the admin sets them (empty: not filtered); sent as GET /api/admin/audit-log's query. */
export interface AuditFilters {
  action: string;
  entity: string;
  actor: string;
  from: string;
  to: string;
}
