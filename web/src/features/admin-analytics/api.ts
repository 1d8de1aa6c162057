import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { AnalyticsData, AnalyticsPeriod, ShillSignals } from '../../../../domain/admin/admin-analytics.ts';
import { analyticsSchema, shillSignalsSchema } from '../../../../domain/admin/admin-analytics-wire.ts';

export type { AnalyticsData, ShillSignals };

/** The figures of the last `days` calendar days of this device; the previous period stays on screen while the next loads. */
export function useAnalytics(days: AnalyticsPeriod) {
  const tzOffset = new Date().getTimezoneOffset();
  return useQuery({
    queryKey: ['admin', 'analytics', days, tzOffset],
    queryFn: () => api(`/api/admin/analytics?days=${days}&tzOffset=${tzOffset}`, { schema: analyticsSchema }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useShillSignals() {
  return useQuery({
    queryKey: ['admin', 'shill-signals'],
    queryFn: () => api('/api/admin/shill-signals', { schema: shillSignalsSchema }),
    staleTime: 60_000,
  });
}
