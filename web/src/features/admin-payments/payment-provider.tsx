import { useState } from 'react';
import { Check, CircleCheck, CircleX, Copy, CreditCard, FlaskConical, LoaderCircle, PlugZap, TriangleAlert, X } from 'lucide-react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { Badge, Panel, formatAdminTime } from '../../ui/admin-kit.tsx';
import { useTestConnection, type ConnectionTestResult, type PaymentsOverview, type SecretStatus } from './api.ts';

const PROVIDERS = {
  sandbox: {
    name: 'Sandbox',
    icon: FlaskConical,
    line: 'The built-in test checkout: bidders authorize on this site’s own test page and no money moves.',
  },
  stripe: {
    name: 'Stripe',
    icon: CreditCard,
    line: 'Stripe Checkout takes the $250 bidder authorization; bid holds, fees and offer payments go to the saved card.',
  },
} as const;

/** Which provider is in force (PAYMENTS_PROVIDER), its mode, and the connection test. */
export function ProviderPanel({ overview }: { overview: PaymentsOverview }) {
  const p = PROVIDERS[overview.provider];
  const test = useTestConnection();
  const [result, setResult] = useState<ConnectionTestResult | null>(null);
  const run = () =>
    test.mutate(undefined, {
      onSuccess: (r) => {
        setResult(r);
        if (r.ok) toast.success('Connection OK', { description: r.message });
        else toast.error('Connection failed', { description: r.message });
      },
      onError: (err) => toast.error(errorMessage(err, 'Failed to test the connection')),
    });
  return (
    <Panel
      title="Payment provider"
      actions={
        <Button variant="dark" size="sm" onClick={run} disabled={test.isPending}>
          {test.isPending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <PlugZap className="size-4" aria-hidden />}
          Test connection
        </Button>
      }
    >
      <div className="flex items-start gap-4 p-4 sm:p-5">
        <div className="grid size-12 shrink-0 place-items-center rounded-xl bg-slate-900 text-white">
          <p.icon className="size-6" aria-hidden />
        </div>
        <div className="min-w-0 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-xl font-bold tracking-tight text-slate-900" data-testid="payments-provider">
              {p.name}
            </p>
            {overview.provider === 'sandbox' ? (
              <Badge tone="blue">No money moves</Badge>
            ) : overview.mode === 'live' ? (
              <Badge tone="green">Live mode</Badge>
            ) : overview.mode === 'test' ? (
              <Badge tone="amber">Test mode</Badge>
            ) : null}
            {overview.isTestSite && <Badge tone="amber">Test site</Badge>}
          </div>
          <p className="text-sm text-slate-600">{p.line}</p>
          <p className="text-xs text-slate-500">
            Set by <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-slate-700">PAYMENTS_PROVIDER={overview.provider}</code>
          </p>
        </div>
      </div>
      {result && <TestResult result={result} />}
    </Panel>
  );
}

function TestResult({ result }: { result: ConnectionTestResult }) {
  const Icon = result.ok ? CircleCheck : CircleX;
  return (
    <div
      role="status"
      data-testid="connection-result"
      className={cn(
        'mx-4 mb-4 flex items-start gap-3 rounded-lg px-3 py-2.5 text-sm sm:mx-5 sm:mb-5',
        result.ok ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p className="font-semibold">{result.ok ? 'Connection OK' : 'Connection failed'}</p>
        <p className="break-words">{result.message}</p>
        <p className="mt-0.5 text-xs opacity-80">Tested {formatAdminTime(result.testedAt)}</p>
      </div>
    </div>
  );
}

/** Whether each secret is set in the server's environment; the server sends at most its documented prefix. */
export function KeysPanel({ overview }: { overview: PaymentsOverview }) {
  const needed = overview.provider === 'stripe';
  return (
    <Panel title="Keys and secrets">
      <ul className="divide-y divide-slate-100">
        <SecretRow name="STRIPE_SECRET_KEY" label="Secret API key" status={overview.secretKey} needed={needed} />
        <SecretRow name="STRIPE_WEBHOOK_SECRET" label="Webhook signing secret" status={overview.webhookSecret} needed={needed} />
      </ul>
      <p className="border-t border-slate-100 px-4 py-3 text-xs text-slate-500 sm:px-5">
        {needed ? 'Read from the server’s environment at start; change them in the deployment and restart.' : 'Not needed with the sandbox.'} Secrets are never
        sent to the browser.
      </p>
    </Panel>
  );
}

function SecretRow({ name, label, status, needed }: { name: string; label: string; status: SecretStatus; needed: boolean }) {
  return (
    <li className="flex items-center justify-between gap-3 px-4 py-3 sm:px-5">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-900">{label}</p>
        <p className="truncate font-mono text-xs text-slate-500">
          {name}
          {status.hint && <span className="text-slate-700"> · {status.hint}</span>}
        </p>
      </div>
      <div className="shrink-0">
        {status.set ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700 ring-1 ring-emerald-600/20 ring-inset">
            <Check className="size-3.5" aria-hidden /> Set
          </span>
        ) : (
          <span
            className={cn(
              'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
              needed ? 'bg-red-50 text-red-700 ring-red-600/20' : 'bg-slate-100 text-slate-600 ring-transparent',
            )}
          >
            <X className="size-3.5" aria-hidden /> Not set
          </span>
        )}
      </div>
    </li>
  );
}

/** Stripe cannot call a loopback or private address. */
const unreachable = (url: string) => /^https?:\/\/(localhost|127\.|0\.0\.0\.0|\[::1\])/i.test(url);

/** The address to paste into Stripe's dashboard, with a copy button. */
export function WebhookPanel({ overview }: { overview: PaymentsOverview }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(overview.webhookUrl);
      setCopied(true);
      toast.success('Webhook URL copied');
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error('Could not copy. Select the address and copy it.');
    }
  };
  return (
    <Panel title="Webhook endpoint">
      <div className="space-y-3 p-4 sm:p-5">
        <p className="text-sm font-medium text-slate-800">Endpoint URL</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          {/* Wraps on a phone rather than hiding its end; one click selects all of it. */}
          <code
            data-testid="webhook-url"
            className="block min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900 select-all"
          >
            {overview.webhookUrl}
          </code>
          <Button variant="secondary" onClick={() => void copy()} aria-label="Copy webhook URL" className="shrink-0">
            {copied ? <Check className="size-4 text-emerald-600" aria-hidden /> : <Copy className="size-4" aria-hidden />}
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </div>
        <p className="text-sm text-slate-600">
          In the Stripe Dashboard, open <span className="font-medium text-slate-800">Developers → Webhooks</span>, add an endpoint with this URL and the event{' '}
          <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-xs text-slate-700">checkout.session.completed</code>, then set{' '}
          <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-xs text-slate-700">STRIPE_WEBHOOK_SECRET</code> to its signing secret.
        </p>
        {unreachable(overview.webhookUrl) && (
          <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              This is a local address Stripe cannot reach. Set <code className="font-mono text-xs">PUBLIC_URL</code> to the site’s public address.
            </span>
          </p>
        )}
      </div>
    </Panel>
  );
}
