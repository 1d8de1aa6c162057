import { DashboardView } from '../../features/admin-dashboard/dashboard-view.tsx';

export function AdminDashboardPage() {
  return <DashboardView />;
}
