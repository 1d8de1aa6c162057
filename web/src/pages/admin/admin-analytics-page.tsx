import { AnalyticsView } from '../../features/admin-analytics/analytics-view.tsx';

export function AdminAnalyticsPage() {
  return <AnalyticsView />;
}
