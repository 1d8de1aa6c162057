import { PAYMENT_METHOD_TEXT } from '../../../../domain/deal-rules.ts';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ADMIN_DEAL_FILTERS, resolutionFor, resolutionSummary, type AdminDealFilter } from '../../../../domain/admin-deals.ts';
import { DEAL_STATE_LABELS, DEAL_STATE_TONES, timelineLine, type DealTone } from '../../../../domain/deal-page-text.ts';
import { formatUsd } from '../../../../domain/format.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { Badge, cellClass, EmptyState, ErrorState, formatAdminTime, Panel, SideSheet, Table, TableSkeleton } from '../../ui/admin-kit.tsx';
import { Button } from '../../ui/button.tsx';
import { useAdminDeal, useAdminDeals, useResolveDispute, type AdminDealDetail } from './api.ts';

const TONE: Record<DealTone, 'slate' | 'green' | 'amber' | 'red' | 'blue'> = { waiting: 'amber', progress: 'blue', done: 'green', stopped: 'slate', problem: 'red' };

function DealStateBadge({ state }: { state: keyof typeof DEAL_STATE_LABELS }) {
  return <Badge tone={TONE[DEAL_STATE_TONES[state]]}>{DEAL_STATE_LABELS[state]}</Badge>;
}

const isFilter = (v: string | null): v is AdminDealFilter => v !== null && (ADMIN_DEAL_FILTERS as readonly string[]).includes(v);
const photoSrc = (id: string) => (id.startsWith('/') || /^https?:\/\//.test(id) ? id : `/media/uploads/${encodeURIComponent(id)}`);

/** Issue 26 item 7: every deal, overdue first, then open disputes; a deal's detail opens beside the list. */
export function AdminDealsView() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state: AdminDealFilter = isFilter(raw) ? raw : 'all';
  const open = params.get('deal');
  const q = useAdminDeals(state);
  const set = (key: string, value: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value === null) next.delete(key);
      else next.set(key, value);
      return next;
    });

  return (
    <div className="space-y-4" data-testid="admin-deals">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          State
          <select value={state} onChange={(e) => set('state', e.target.value === 'all' ? null : e.target.value)} className="h-11 min-w-52 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900">
            {ADMIN_DEAL_FILTERS.map((f) => (
              <option key={f} value={f}>
                {f === 'all' ? 'All deals' : DEAL_STATE_LABELS[f]}
              </option>
            ))}
          </select>
        </label>
        {q.data && (
          <p className="flex flex-wrap gap-2 text-sm" data-testid="deal-counts">
            <Badge tone={q.data.openDisputes > 0 ? 'red' : 'slate'}>Open disputes: {q.data.openDisputes}</Badge>
            <Badge tone={q.data.overdue > 0 ? 'amber' : 'slate'}>Overdue: {q.data.overdue}</Badge>
          </p>
        )}
      </div>
      <Panel>
        {q.isPending ? (
          <TableSkeleton rows={5} cols={6} />
        ) : q.isError ? (
          <ErrorState message={errorMessage(q.error, 'Failed to load the deals')} onRetry={() => void q.refetch()} />
        ) : q.data.deals.length === 0 ? (
          <EmptyState title="No deals here" line={state === 'all' ? 'A deal starts when a vehicle sells.' : `No deal is ${DEAL_STATE_LABELS[state].toLowerCase()} now.`} />
        ) : (
          <Table label="Deals" head={['Vehicle', 'State', 'Price', 'Buyer', 'Seller', 'Next deadline']} minWidth="min-w-[760px]">
            {q.data.deals.map((d) => (
              <tr key={d.id} data-testid="admin-deal-row" className={d.overdue ? 'bg-amber-50/40' : undefined}>
                <td className={cellClass}>
                  <button type="button" onClick={() => set('deal', d.id)} className="text-left font-semibold text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
                    {d.title}
                  </button>
                  <p className="text-xs text-slate-500">Sold {formatAdminTime(d.createdAt)} · {PAYMENT_METHOD_TEXT[d.paymentMethod === 'direct' ? 'direct' : 'held'].label}</p>
                </td>
                <td className={cellClass}>
                  <div className="flex flex-wrap gap-1.5">
                    <DealStateBadge state={d.state} />
                    {d.overdue && <Badge tone="amber">Overdue</Badge>}
                  </div>
                </td>
                <td className={`${cellClass} tabular-nums`}>{formatUsd(d.price)}</td>
                <td className={cellClass}>{d.buyerName}</td>
                <td className={cellClass}>{d.sellerName}</td>
                <td className={`${cellClass} whitespace-nowrap`}>{d.dueAt ? formatAdminTime(d.dueAt) : '—'}</td>
              </tr>
            ))}
          </Table>
        )}
      </Panel>
      <SideSheet open={open !== null} onClose={() => set('deal', null)} title="Deal">
        {open !== null && <DealDetail id={open} />}
      </SideSheet>
    </div>
  );
}

function DealDetail({ id }: { id: string }) {
  const q = useAdminDeal(id);
  if (q.isPending) return <TableSkeleton rows={6} cols={2} />;
  if (q.isError) return <ErrorState message={errorMessage(q.error, 'Failed to load the deal')} onRetry={() => void q.refetch()} />;
  const { deal, messages, overdue } = q.data;
  const { buyer, seller } = deal.contacts;
  return (
    <div className="space-y-6 px-5 py-5" data-testid="admin-deal-detail">
      <div>
        <Link to={deal.auctionPath} className="text-lg font-semibold text-slate-900 hover:underline">
          {deal.title}
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <DealStateBadge state={deal.state} />
          {overdue && <Badge tone="amber">Overdue</Badge>}
          <span className="text-sm text-slate-600">
            {formatUsd(deal.amounts.price)} · {deal.paymentMethod === 'held' ? `held payment, ${formatUsd(deal.heldCents / 100)} held now` : 'direct payment'}
          </span>
        </div>
        <p className="mt-2 text-sm">
          <Link to={`/deals/${deal.id}`} className="font-semibold text-brand-700 hover:underline">
            Open the deal page
          </Link>
        </p>
      </div>

      <dl className="grid gap-3 sm:grid-cols-2">
        {[
          ['Buyer', buyer],
          ['Seller', seller],
        ].map(([label, c]) => {
          const p = c as typeof buyer;
          return (
            <div key={label as string} className="rounded-lg bg-slate-50 px-3 py-2.5 text-sm">
              <dt className="text-xs text-slate-500">{label as string}</dt>
              <dd className="font-semibold text-slate-900">{p.name}</dd>
              {p.email && <dd className="break-all text-slate-600">{p.email}</dd>}
              {p.phone && <dd className="text-slate-600">{p.phone}</dd>}
            </div>
          );
        })}
      </dl>

      {deal.dispute && (
        <section aria-labelledby="dispute-title" className="rounded-xl border border-red-200 bg-red-50/60 p-4">
          <h3 id="dispute-title" className="font-semibold text-red-900">
            Dispute opened {formatAdminTime(deal.dispute.openedAt)}
          </h3>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-800" data-testid="dispute-reason">
            {deal.dispute.reason}
          </p>
          {deal.dispute.photoIds.length > 0 ? (
            <ul className="mt-3 grid grid-cols-3 gap-2" aria-label="Dispute photos">
              {deal.dispute.photoIds.map((p, i) => (
                <li key={p}>
                  <a href={photoSrc(p)} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-lg border border-red-100 bg-white">
                    <img src={photoSrc(p)} alt={`Dispute photo ${i + 1}`} className="aspect-[4/3] w-full object-cover" loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-xs text-slate-500">No photos were added.</p>
          )}
        </section>
      )}

      {deal.state === 'disputed' && <ResolveForm detail={q.data} />}

      <section aria-labelledby="timeline-title">
        <h3 id="timeline-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          Timeline
        </h3>
        <ol className="mt-2 space-y-2 border-l-2 border-slate-200 pl-4" data-testid="admin-deal-timeline">
          {deal.timeline.map((e, i) => {
            const line = timelineLine(e, deal.paymentMethod);
            return (
              <li key={i} className="text-sm">
                <p className="font-semibold text-slate-900">
                  {line.title} <span className="font-normal text-slate-500">· {formatAdminTime(e.at)}</span>
                </p>
                {line.detail && <p className="text-slate-600">{line.detail}</p>}
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="messages-title">
        <h3 id="messages-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          Messages between the parties
        </h3>
        {messages.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">They have not written to each other on the site.</p>
        ) : (
          <ul className="mt-2 space-y-2" data-testid="admin-deal-messages">
            {messages.map((m) => (
              <li key={m.id} className={m.from === 'buyer' ? 'mr-8 rounded-lg bg-slate-100 px-3 py-2 text-sm' : 'ml-8 rounded-lg bg-sky-50 px-3 py-2 text-sm'}>
                <p className="text-xs text-slate-500">
                  {m.from === 'buyer' ? `Buyer · ${buyer.name}` : `Seller · ${seller.name}`} · {formatAdminTime(m.createdAt)}
                </p>
                <p className="whitespace-pre-line text-slate-800">{m.content}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ResolveForm({ detail }: { detail: AdminDealDetail }) {
  const { deal } = detail;
  const price = deal.amounts.price;
  const resolve = useResolveDispute(deal.id);
  const [outcome, setOutcome] = useState<'release' | 'refund' | 'split'>('release');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const choice = resolutionFor({ outcome, sellerAmount: amount.trim() }, price);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!choice.ok) return setError(choice.message);
    setError(null);
    resolve.mutate(choice.resolution, {
      onSuccess: () => toast.success('Dispute resolved', { description: resolutionSummary(choice.resolution, price) }),
      onError: (err) => setError(errorMessage(err, 'The dispute could not be resolved. Please try again.')),
    });
  }

  const options = [
    { id: 'release', label: 'Release to the seller', line: `${formatUsd(price)} goes to the seller.` },
    { id: 'refund', label: 'Refund the buyer', line: `${formatUsd(price)} goes back to the buyer.` },
    { id: 'split', label: 'Part of each', line: 'Choose the seller’s part; the rest goes back to the buyer.' },
  ] as const;
  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-slate-200 p-4" aria-labelledby="resolve-title" data-testid="resolve-form" noValidate>
      <h3 id="resolve-title" className="font-semibold text-slate-900">
        Resolve the dispute
      </h3>
      <fieldset className="space-y-2">
        <legend className="sr-only">Outcome</legend>
        {options.map((o) => (
          <label key={o.id} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/40">
            <input type="radio" name="outcome" value={o.id} checked={outcome === o.id} onChange={() => {
                setOutcome(o.id);
                setError(null);
              }} className="mt-1 size-4 accent-brand-600" />
            <span className="text-sm">
              <span className="block font-semibold text-slate-900">{o.label}</span>
              <span className="text-slate-600">{o.line}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {outcome === 'split' && (
        <label className="block text-sm font-medium text-slate-700">
          Seller’s part (whole dollars, $0 to {formatUsd(price)})
          <span className="mt-1 flex items-center rounded-lg border border-slate-300 bg-white focus-within:outline-2 focus-within:outline-brand-600">
            <span className="pl-3 text-slate-500">$</span>
            <input inputMode="numeric" value={amount} onChange={(e) => {
                setAmount(e.target.value);
                setError(null);
              }} aria-invalid={error !== null} className="h-11 w-full rounded-lg px-2 text-slate-900 outline-none" name="sellerAmount" />
          </span>
        </label>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {choice.ok && <p className="text-sm text-slate-700">{resolutionSummary(choice.resolution, price)}</p>}
      <Button type="submit" disabled={resolve.isPending} className="w-full sm:w-auto">
        {resolve.isPending ? 'Resolving…' : 'Resolve dispute'}
      </Button>
    </form>
  );
}
