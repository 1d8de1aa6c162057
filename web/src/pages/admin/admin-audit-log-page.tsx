import { AuditLogView } from '../../features/admin-audit/audit-log-view.tsx';

export function AdminAuditLogPage() {
  return <AuditLogView />;
}
