import { RotateCw } from 'lucide-react';
import { Button } from '../../ui/button.tsx';
import { Badge, EmptyState, Panel, Table, cellClass, formatAdminTime } from '../../ui/admin-kit.tsx';
import type { PaymentsOverview, WebhookEvent, WebhookOutcome } from './api.ts';

const OUTCOMES: Record<WebhookOutcome, { label: string; tone: 'green' | 'slate' | 'amber' | 'red' }> = {
  processed: { label: 'Processed', tone: 'green' },
  ignored: { label: 'Ignored', tone: 'slate' },
  rejected: { label: 'Rejected', tone: 'amber' },
  failed: { label: 'Failed', tone: 'red' },
};

const OutcomeBadge = ({ outcome }: { outcome: WebhookOutcome }) => <Badge tone={OUTCOMES[outcome].tone}>{OUTCOMES[outcome].label}</Badge>;
const Mono = ({ value, nowrap }: { value: string | null; nowrap?: boolean }) =>
  value ? <span className={`font-mono text-xs text-slate-700 ${nowrap ? '' : 'break-all'}`}>{value}</span> : <span className="text-slate-500">—</span>;

/** The last webhook calls the server received (newest first), each with what came of it. */
export function WebhookEventsPanel({ overview, refreshing, onRefresh }: { overview: PaymentsOverview; refreshing: boolean; onRefresh: () => void }) {
  const { events } = overview;
  return (
    <Panel
      title={
        <>
          Recent webhook events <span className="ml-1 hidden text-sm font-normal text-slate-500 sm:inline">newest first, up to 50</span>
        </>
      }
      actions={
        <Button variant="ghost" size="sm" onClick={onRefresh} disabled={refreshing} aria-label="Refresh webhook events">
          <RotateCw className={refreshing ? 'size-4 animate-spin' : 'size-4'} aria-hidden />
          <span className="hidden sm:inline">Refresh</span>
        </Button>
      }
    >
      {events.length === 0 ? (
        <EmptyState
          title="No webhook events yet"
          line={
            overview.provider === 'sandbox'
              ? 'The sandbox needs no webhooks. With Stripe, each call to the endpoint above appears here with its outcome.'
              : 'Each call Stripe makes to the endpoint above appears here with its outcome.'
          }
        />
      ) : (
        <>
          <ul className="divide-y divide-slate-100 md:hidden">
            {events.map((e) => (
              <EventItem key={e.id} event={e} />
            ))}
          </ul>
          <div className="hidden md:block">
            <Table label="Webhook calls" head={['Time', 'Type', 'Reference', 'Outcome', 'Detail']}>
              {events.map((e) => (
                <tr key={e.id} data-testid="webhook-event">
                  <td className={`${cellClass} whitespace-nowrap text-slate-600`}>{formatAdminTime(e.createdAt)}</td>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    <Mono value={e.eventType} nowrap />
                  </td>
                  <td className={cellClass}>
                    <Mono value={e.reference} />
                  </td>
                  <td className={cellClass}>
                    <OutcomeBadge outcome={e.outcome} />
                  </td>
                  <td className={`${cellClass} text-slate-700`}>{e.detail ?? <span className="text-slate-500">—</span>}</td>
                </tr>
              ))}
            </Table>
          </div>
        </>
      )}
    </Panel>
  );
}

function EventItem({ event: e }: { event: WebhookEvent }) {
  return (
    <li className="space-y-1 px-4 py-3">
      <div className="flex items-center justify-between gap-3">
        <Mono value={e.eventType ?? 'unsigned call'} />
        <OutcomeBadge outcome={e.outcome} />
      </div>
      {e.detail && <p className="text-sm text-slate-700">{e.detail}</p>}
      <p className="text-xs text-slate-500">
        {formatAdminTime(e.createdAt)}
        {e.reference && <span className="font-mono break-all"> · {e.reference}</span>}
      </p>
    </li>
  );
}
