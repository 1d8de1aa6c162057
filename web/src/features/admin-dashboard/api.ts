import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { DashboardData } from '../../../../domain/admin/admin-dashboard.ts';
import { dashboardSchema } from '../../../../domain/admin/admin-dashboard-wire.ts';

export type { DashboardData };

/** The dashboard's figures in this device's calendar days; refreshed every minute while open. */
export function useDashboard() {
  const tzOffset = new Date().getTimezoneOffset();
  return useQuery({
    queryKey: ['admin', 'dashboard', tzOffset],
    queryFn: () => api(`/api/admin/dashboard?tzOffset=${tzOffset}`, { schema: dashboardSchema }),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}
