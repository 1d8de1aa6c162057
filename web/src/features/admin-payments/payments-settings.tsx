import { errorMessage } from '../../lib/api-client.ts';
import { ErrorState, Panel, TableSkeleton } from '../../ui/admin-kit.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { usePaymentsOverview } from './api.ts';
import { KeysPanel, ProviderPanel, WebhookPanel } from './payment-provider.tsx';
import { WebhookEventsPanel } from './webhook-events.tsx';

/** /admin/stripe: the provider in force, its secrets (set or not, never shown), the webhook address and its events. */
export function PaymentsSettings() {
  const overview = usePaymentsOverview();
  if (overview.isPending) {
    return (
      <div className="space-y-6">
        <div className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-44 rounded-xl" />
          <Skeleton className="h-44 rounded-xl" />
        </div>
        <Panel>
          <TableSkeleton rows={4} cols={5} />
        </Panel>
      </div>
    );
  }
  if (overview.isError) {
    return (
      <Panel>
        <ErrorState message={errorMessage(overview.error, 'Failed to load the payment settings')} onRetry={() => void overview.refetch()} />
      </Panel>
    );
  }
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <ProviderPanel overview={overview.data} />
        <KeysPanel overview={overview.data} />
      </div>
      <WebhookPanel overview={overview.data} />
      <WebhookEventsPanel overview={overview.data} refreshing={overview.isFetching} onRefresh={() => void overview.refetch()} />
    </div>
  );
}
