import { SignalsView } from '../../features/admin-analytics/signals-view.tsx';

export function AdminSignalsPage() {
  return <SignalsView />;
}
