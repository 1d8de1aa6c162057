import { PAYMENT_METHOD_TEXT } from '../../../../domain/deals/deal-rules.ts';
import { useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { LoaderCircle, Scale } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  ADMIN_DEAL_FILTERS,
  RESOLUTION_LABELS,
  resolutionFeeSentence,
  resolutionButton,
  resolutionFor,
  resolutionSentence,
  resolveFormSchema,
  splitProblem,
  type AdminDealFilter,
  type ResolutionChoice,
  type ResolutionParties,
  type ResolveForm as ResolveFormValues,
} from '../../../../domain/admin/admin-deals.ts';
import { MONEY_REASON_MAX, MONEY_REASON_MIN } from '../../../../domain/admin/admin-money.ts';
import { DEAL_STATE_LABELS, DEAL_STATE_TONES, timelineLine, type DealTone } from '../../../../domain/deals/deal-page-text.ts';
import { formatUsd } from '../../../../domain/shared/format.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { Badge, cellClass, EmptyState, ErrorState, formatAdminTime, Panel, SideSheet, Table, TableSkeleton } from '../../ui/admin-kit.tsx';
import { Button } from '../../ui/button.tsx';
import { DialogShell } from '../../ui/dialog-shell.tsx';
import { TextAreaField } from '../../ui/field.tsx';
import { Form, SubmitButton, useFieldBinding, useSchemaForm } from '../../ui/form.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useAdminDeal, useAdminDeals, useResolveDispute, type AdminDealDetail } from './api.ts';

const TONE: Record<DealTone, 'slate' | 'green' | 'amber' | 'red' | 'blue'> = {
  waiting: 'amber',
  progress: 'blue',
  done: 'green',
  stopped: 'slate',
  problem: 'red',
};

function DealStateBadge({ state }: { state: keyof typeof DEAL_STATE_LABELS }) {
  return <Badge tone={TONE[DEAL_STATE_TONES[state]]}>{DEAL_STATE_LABELS[state]}</Badge>;
}

const isFilter = (v: string | null): v is AdminDealFilter => v !== null && (ADMIN_DEAL_FILTERS as readonly string[]).includes(v);
const photoSrc = (id: string) => (id.startsWith('/') || /^https?:\/\//.test(id) ? id : `/media/uploads/${encodeURIComponent(id)}`);

/** Every deal, overdue first, then open disputes; a deal's detail opens beside the list. */
/** `dealExtra`: what the page adds to a deal's detail (the strikes it gave). */
export function AdminDealsView({ dealExtra }: { dealExtra?: (dealId: string) => ReactNode } = {}) {
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
          <select
            value={state}
            onChange={(e) => set('state', e.target.value === 'all' ? null : e.target.value)}
            className="h-11 min-w-52 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
          >
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
          <EmptyState
            title="No deals here"
            line={state === 'all' ? 'A deal starts when a vehicle sells.' : `No deal is ${DEAL_STATE_LABELS[state].toLowerCase()} now.`}
          />
        ) : (
          <Table label="Deals" head={['Vehicle', 'State', 'Price', 'Buyer', 'Seller', 'Next deadline']} minWidth="min-w-[760px]">
            {q.data.deals.map((d) => (
              <tr key={d.id} data-testid="admin-deal-row" className={d.overdue ? 'bg-amber-50/40' : undefined}>
                <td className={cellClass}>
                  <button
                    type="button"
                    onClick={() => set('deal', d.id)}
                    className="text-left font-semibold text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {d.title}
                  </button>
                  <p className="text-xs text-slate-500">
                    Sold {formatAdminTime(d.createdAt)} · {PAYMENT_METHOD_TEXT[d.paymentMethod === 'direct' ? 'direct' : 'held'].label}
                  </p>
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
        {open !== null && <DealDetail id={open} extra={dealExtra?.(open)} />}
      </SideSheet>
    </div>
  );
}

function DealDetail({ id, extra }: { id: string; extra?: ReactNode }) {
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

      {extra}

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

/**
 * Resolving a dispute moves the held money: the admin chooses the outcome (none is chosen beforehand), writes the
 * reason both parties will read, and confirms the movement named in words, both parties and both amounts, in a
 * dialog whose button is the movement itself.
 */
function ResolveForm({ detail }: { detail: AdminDealDetail }) {
  const { deal } = detail;
  const price = deal.amounts.price;
  const parties: ResolutionParties = {
    buyer: deal.contacts.buyer.name,
    seller: deal.contacts.seller.name,
    heldCents: deal.heldCents,
    paymentMethod: deal.paymentMethod,
  };
  const held = deal.paymentMethod === 'held';
  const form = useSchemaForm(resolveFormSchema(price), { defaultValues: { outcome: null, sellerAmount: '', reason: '' } });
  const { errors } = form.formState;
  const field = useFieldBinding(form);
  const [outcome, sellerAmount] = useWatch({ control: form.control, name: ['outcome', 'sellerAmount'] });
  const [confirming, setConfirming] = useState<{ resolution: ResolutionChoice; reason: string } | null>(null);
  const heldUsd = formatUsd(deal.heldCents / 100);

  // The form only reviews: the money moves from the confirmation, whose button names the movement.
  const review = (values: ResolveFormValues) => {
    if (values.outcome === null) return;
    const checked = resolutionFor({ outcome: values.outcome, sellerAmount: values.sellerAmount, reason: values.reason }, price);
    if (checked.ok) setConfirming({ resolution: checked.resolution, reason: checked.reason });
  };

  const options = (
    [
      {
        id: 'release',
        line: held
          ? `${heldUsd} goes to ${parties.seller}; nothing goes back to ${parties.buyer}.`
          : `Decide for ${parties.seller}. No money is held: it was paid directly.`,
      },
      {
        id: 'refund',
        line: held
          ? `${heldUsd} goes back to ${parties.buyer}; nothing goes to ${parties.seller}.`
          : `Decide for ${parties.buyer}. No money is held: it was paid directly.`,
      },
      { id: 'split', line: `Choose ${parties.seller}’s part; the rest goes back to ${parties.buyer}.` },
    ] as const
  ).filter((o) => held || o.id !== 'split');
  const splitPart = outcome === 'split' && splitProblem(sellerAmount, price) === null ? Number(sellerAmount) : null;

  return (
    <>
      <Form
        form={form}
        onSubmit={review}
        className="space-y-4 rounded-xl border border-slate-200 p-4"
        aria-labelledby="resolve-title"
        data-testid="resolve-form"
      >
        <h3 id="resolve-title" className="font-semibold text-slate-900">
          Resolve the dispute
        </h3>
        <fieldset className="space-y-2" aria-describedby={errors.outcome ? 'resolve-outcome-error' : undefined}>
          <legend className="mb-1 text-sm font-medium text-slate-800">Outcome</legend>
          {options.map((o) => (
            <label
              key={o.id}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/40 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input type="radio" value={o.id} className="mt-1 size-4 shrink-0 accent-brand-600" {...form.register('outcome')} />
              <span className="text-sm">
                <span className="block font-semibold text-slate-900">{RESOLUTION_LABELS[o.id]}</span>
                <span className="text-slate-600">{o.line}</span>
              </span>
            </label>
          ))}
          {errors.outcome && (
            <p id="resolve-outcome-error" className="text-sm text-red-600">
              {errors.outcome.message}
            </p>
          )}
        </fieldset>
        {outcome === 'split' && (
          <div>
            <label htmlFor="resolve-seller-amount" className="block text-sm font-medium text-slate-800">
              {parties.seller}’s part (whole dollars, more than $0 and less than {formatUsd(price)})
            </label>
            <span className="mt-1 flex items-center rounded-lg border border-slate-300 bg-white focus-within:outline-2 focus-within:outline-brand-600 has-[[aria-invalid=true]]:border-red-500">
              <span className="pl-3 text-slate-500">$</span>
              <input
                id="resolve-seller-amount"
                inputMode="numeric"
                autoComplete="off"
                aria-invalid={errors.sellerAmount ? true : undefined}
                aria-describedby={errors.sellerAmount ? 'resolve-seller-amount-error' : 'resolve-seller-amount-hint'}
                className="h-11 w-full rounded-lg px-2 text-slate-900 outline-none"
                {...form.register('sellerAmount')}
              />
            </span>
            {errors.sellerAmount ? (
              <p id="resolve-seller-amount-error" className="mt-1 text-sm text-red-600">
                {errors.sellerAmount.message}
              </p>
            ) : (
              <p id="resolve-seller-amount-hint" className="mt-1 text-xs text-slate-500">
                {splitPart !== null ? `${parties.buyer} gets ${formatUsd(price - splitPart)} back.` : `The rest goes back to ${parties.buyer}.`}
              </p>
            )}
          </div>
        )}
        <TextAreaField
          label="Reason for the decision"
          rows={3}
          maxLength={MONEY_REASON_MAX}
          hint={`The buyer and the seller both read it on their deal page and in their notice (${MONEY_REASON_MIN} to ${MONEY_REASON_MAX} characters).`}
          {...field('reason')}
        />
        <SubmitButton className="w-full sm:w-auto">Review the decision</SubmitButton>
      </Form>
      {confirming && (
        <ConfirmResolution deal={deal} parties={parties} feeCents={detail.buyerFeeTakenCents} decision={confirming} onClose={() => setConfirming(null)} />
      )}
    </>
  );
}

function ConfirmResolution({
  deal,
  parties,
  feeCents,
  decision,
  onClose,
}: {
  deal: AdminDealDetail['deal'];
  parties: ResolutionParties;
  feeCents: number;
  decision: { resolution: ResolutionChoice; reason: string };
  onClose: () => void;
}) {
  const resolve = useResolveDispute(deal.id);
  const sentence = resolutionSentence(decision.resolution, parties);
  const feeSentence = resolutionFeeSentence(decision.resolution, parties, feeCents);
  const confirm = () =>
    resolve.mutate(
      { ...decision.resolution, reason: decision.reason },
      {
        onSuccess: () => {
          toast.success('Dispute resolved', { description: sentence });
          onClose();
        },
      },
    );
  return (
    <DialogShell
      open
      onOpenChange={(o) => !o && !resolve.isPending && onClose()}
      title="Confirm the decision"
      description={<span data-testid="resolution-sentence">{sentence}</span>}
      icon={<Scale aria-hidden />}
      role="alertdialog"
      size="lg"
      data-testid="resolve-confirm"
    >
      <div className="space-y-4">
        <div className="rounded-lg bg-slate-50 px-3 py-2.5 text-sm">
          <p className="text-xs font-medium text-slate-500">
            {parties.buyer} and {parties.seller} both read
          </p>
          <p className="mt-1 break-words whitespace-pre-line text-slate-900" data-testid="resolution-reason">
            Decision by VehicleBid: {decision.reason}
          </p>
        </div>
        {feeSentence && (
          <p className="text-sm text-slate-600" data-testid="resolution-fee">
            {feeSentence}
          </p>
        )}
        <p className="text-sm text-slate-600">This cannot be undone.</p>
        {resolve.isError && <Notice tone="error">{errorMessage(resolve.error, 'The dispute could not be resolved. Please try again.')}</Notice>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={resolve.isPending}>
            Go back
          </Button>
          <Button onClick={confirm} disabled={resolve.isPending} data-testid="resolve-confirm-button">
            {resolve.isPending && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
            {resolutionButton(decision.resolution, parties)}
          </Button>
        </div>
      </div>
    </DialogShell>
  );
}
