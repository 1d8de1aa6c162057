import { useEffect, useRef, type ReactNode } from 'react';
import { z } from 'zod';
import { Link } from 'react-router';
import { Check, Circle, Mail, Phone, RotateCcw, Scale, ShieldCheck, User } from 'lucide-react';
import { toast } from 'sonner';
import { amountRows, amountsNote, completedLine, nextStepText, returnedPaymentText, timelineLine } from '../../../../domain/deals/deal-page-text.ts';
import { nonPaymentNote } from '../../../../domain/deals/non-payment-note.ts';
import { decisionFeeText, decisionMoneyText, decisionOf, decisionReasonText } from '../../../../domain/deals/deal-decision.ts';
import type { DealContact, DealView } from '../../../../domain/deals/deal-view.ts';
import { formatDateTime, formatUsd } from '../../../../domain/shared/format.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useDateZone } from '../../lib/date-zone.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useServerNow } from '../../lib/use-server-now.ts';
import { withSiteName } from '../../../../domain/shared/page-titles.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { SmartImage } from '../../ui/smart-image.tsx';
import { TextField } from '../../ui/field.tsx';
import { Form, FormError, SubmitButton, useFieldBinding, useSchemaForm } from '../../ui/form.tsx';
import { useDeal, useDealsLive, useSavePhone, useVerifyReturn } from './api.ts';
import { useSearchParamSetter } from '../../lib/use-search-param-setter.ts';
import { DealActions } from './deal-actions.tsx';
import { DealStateBadge } from './deal-badge.tsx';
import { FeedbackCard } from './feedback-card.tsx';

const SALE_KIND: Record<string, string> = {
  auction: 'Won at auction',
  buy_now: 'Bought with Buy It Now',
  offer: 'Accepted offer',
  counter_offer: 'Accepted counter-offer',
  second_chance: 'Accepted second-chance offer',
};

/**
 * The deal page for the buyer, the seller and admins, live for both parties. `secondChance`: what
 * the page shows its seller after a cancel for non-payment (the offers feature's one-click second-chance offer).
 */
export function DealScreen({ id, secondChance }: { id: string; secondChance?: (deal: DealView) => ReactNode }) {
  useDealsLive();
  usePaymentReturn(id);
  const { data: deal, isPending, error } = useDeal(id);
  usePageTitle(deal ? withSiteName(`Deal: ${deal.title}`) : null);
  if (isPending) {
    return (
      <div className="space-y-4" role="status" aria-label="Loading">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (error || !deal) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 403);
    return (
      <div role="alert" className="rounded-2xl border border-slate-200 bg-white p-8 text-center">
        <h1 className="text-xl font-bold text-slate-900">{missing ? 'Deal not found' : 'The deal could not be loaded'}</h1>
        <p className="mt-2 text-slate-600">
          {missing ? 'Only the buyer and the seller of a deal can open it. Check your Purchases or your sold vehicles.' : 'Reload the page to try again.'}
        </p>
        <div className="mt-5 flex justify-center gap-2">
          <Link to="/purchases" className={buttonClass('secondary')}>
            Purchases
          </Link>
          <Link to="/my-auctions?tab=sold" className={buttonClass('secondary')}>
            Sold vehicles
          </Link>
        </div>
      </div>
    );
  }
  return <DealBody deal={deal} secondChanceSlot={secondChance} />;
}

export const PAYMENT_RECEIVED = 'Payment received. VehicleBid holds it until you confirm the handover.';
export const SECOND_PAYMENT_RETURNED = 'This deal was already paid, so this payment is refunded to you in full.';
export const PAYMENT_NOT_MADE = 'No payment was made. You can pay from this page until the deadline.';

/** The checkout's return: verify the session once, say how it went, and drop the parameter from the address. */
function usePaymentReturn(id: string) {
  const [params, setParams] = useSearchParamSetter();
  const verify = useVerifyReturn(id);
  const session = params.get('deal_payment');
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!session || started.current === session) return;
    started.current = session;
    setParams({ deal_payment: null });
    if (session === 'cancelled') {
      toast.info(PAYMENT_NOT_MADE);
      return;
    }
    verify.mutate(session, {
      onSuccess: (done) => (done.paymentOutcome === 'returned_second' ? toast.info(SECOND_PAYMENT_RETURNED) : toast.success(PAYMENT_RECEIVED)),
      onError: (err) => toast.error(err instanceof ApiError ? err.message : 'The payment could not be confirmed yet. Reload the page in a moment.'),
    });
  }, [session, setParams, verify]);
}

function DealBody({ deal, secondChanceSlot }: { deal: DealView; secondChanceSlot?: (deal: DealView) => ReactNode }) {
  const zone = useDateZone();
  const now = useServerNow();
  const fmt = (iso: string) => formatDateTime(Date.parse(iso), zone);
  const next = nextStepText(deal, now, fmt);
  const cancelNote = nonPaymentNote(deal, now, fmt);
  const other = deal.viewerRole === 'buyer' ? 'seller' : 'buyer';
  const askPhone = deal.viewerRole === 'buyer' && !deal.contacts.buyer.phone && !['completed', 'cancelled', 'refunded', 'settled'].includes(deal.state);
  const secondChance = deal.viewerRole === 'seller' && deal.state === 'cancelled' && deal.timeline.some((e) => e.move === 'cancel_non_payment');

  return (
    <div className="space-y-6" data-testid="deal-page">
      <header className="flex gap-4">
        <div className="aspect-[4/3] w-24 shrink-0 overflow-hidden rounded-xl bg-slate-100 sm:w-36">
          <SmartImage src={deal.imageUrl} alt="" sizes="144px" priority className="size-full object-cover" />
        </div>
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {deal.viewerRole === 'buyer' ? 'Your purchase' : deal.viewerRole === 'seller' ? 'Your sale' : 'Deal'}
          </p>
          <h1 className="mt-0.5 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{deal.title}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <DealStateBadge state={deal.state} />
            <span>{SALE_KIND[deal.saleKind] ?? 'Sold'}</span>
            <span className="font-semibold text-slate-900 tabular-nums">{formatUsd(deal.amounts.price)}</span>
            <Link to={deal.auctionPath} className="font-medium text-brand-700 hover:underline">
              View listing
            </Link>
          </div>
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="next-step-title" data-testid="deal-next-step">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 id="next-step-title" className="text-lg font-bold text-slate-900">
                {next.who ? (next.who === 'You' ? 'Your next step' : `Next: ${next.who.replace(/^The /, 'the ')}`) : 'Where it stands'}
              </h2>
              {next.countdown && (
                <span
                  className="rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-900 tabular-nums ring-1 ring-amber-200"
                  data-testid="deal-countdown"
                >
                  {next.countdown}
                </span>
              )}
            </div>
            <p className="mt-2 text-slate-700" data-testid="deal-next-text">
              {next.text}
            </p>
            {cancelNote && (
              <p className="mt-2 text-sm text-slate-600" data-testid="deal-non-payment-note">
                {cancelNote}
              </p>
            )}
            <DealActions deal={deal} />
            {deal.viewerRole === 'admin' && deal.state === 'disputed' && (
              <Link to="/admin/deals" className={buttonClass('primary', 'md', 'mt-4')}>
                Open Admin: Deals
              </Link>
            )}
            {secondChance && secondChanceSlot?.(deal)}
          </section>

          <DecisionCard deal={deal} />
          {askPhone && <PhonePrompt />}
          <Timeline deal={deal} fmt={fmt} />
        </div>

        <div className="space-y-6">
          <Amounts deal={deal} fmt={fmt} />
          {deal.viewerRole === 'admin' ? (
            <>
              <ContactCard title="Buyer" contact={deal.contacts.buyer} />
              <ContactCard title="Seller" contact={deal.contacts.seller} />
            </>
          ) : (
            <ContactCard title={`The ${other}`} contact={deal.contacts[other]} memberId={other === 'seller' ? deal.sellerId : deal.buyerId} />
          )}
          <FeedbackCard deal={deal} />
        </div>
      </div>
    </div>
  );
}

/** An admin's decision of the dispute, for whoever reads the page: who got how much, the buyer fee, and the reason. */
function DecisionCard({ deal }: { deal: DealView }) {
  const entry = deal.timeline.findLast((e) => e.move === 'resolve');
  const decision = entry ? decisionOf(entry.details) : null;
  if (!decision) return null;
  const fee = decisionFeeText(decision, deal.viewerRole);
  const reason = decisionReasonText(decision);
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="deal-decision-title" data-testid="deal-decision">
      <h2 id="deal-decision-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Scale className="size-5 shrink-0 text-brand-700" aria-hidden />
        The dispute is decided
      </h2>
      <p className="mt-2 font-medium text-slate-900" data-testid="deal-decision-money">
        {decisionMoneyText(decision, deal.viewerRole)}
      </p>
      {fee && <p className="mt-1 text-sm text-slate-600">{fee}</p>}
      {reason && (
        <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2.5 text-sm break-words whitespace-pre-line text-slate-800" data-testid="deal-decision-reason">
          {reason}
        </p>
      )}
    </section>
  );
}

function Amounts({ deal, fmt }: { deal: DealView; fmt: (iso: string) => string }) {
  const rows = amountRows(deal);
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="deal-amounts-title">
      <h2 id="deal-amounts-title" className="text-lg font-bold text-slate-900">
        Amounts
      </h2>
      <dl className="mt-3 divide-y divide-slate-100 text-sm" data-testid="deal-amounts">
        {rows.map((r) => (
          <div key={r.label} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-600">
              {r.label}
              {r.note && <span className="block text-xs text-slate-600">{r.note}</span>}
            </dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{r.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 flex items-start gap-2 text-xs text-slate-600" data-testid="deal-amounts-note">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
        {amountsNote(deal)}
      </p>
      {deal.returnedPayments.map((r, i) => (
        <p key={`${r.at}-${i}`} className="mt-2 flex items-start gap-2 text-xs text-slate-600" data-testid="deal-returned-payment">
          <RotateCcw className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
          {returnedPaymentText(r, fmt(r.at))}
        </p>
      ))}
    </section>
  );
}

function ContactCard({ title, contact, memberId }: { title: string; contact: DealContact; memberId?: string }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-label={`${title}: contact`} data-testid="deal-contact">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm text-slate-800">
        <li className="flex items-center gap-2">
          <User className="size-4 shrink-0 text-slate-500" aria-hidden />
          {memberId ? (
            <Link to={`/members/${memberId}`} className="font-medium text-brand-700 hover:underline">
              {contact.name}
            </Link>
          ) : (
            contact.name
          )}
        </li>
        <li className="flex items-center gap-2 break-all">
          <Mail className="size-4 shrink-0 text-slate-500" aria-hidden />
          {contact.email ? (
            <a href={`mailto:${contact.email}`} className="hover:underline">
              {contact.email}
            </a>
          ) : (
            <span className="text-slate-500">No e-mail given</span>
          )}
        </li>
        <li className="flex items-center gap-2">
          <Phone className="size-4 shrink-0 text-slate-500" aria-hidden />
          {contact.phone ? (
            <a href={`tel:${contact.phone}`} className="hover:underline">
              {contact.phone}
            </a>
          ) : (
            <span className="text-slate-500">No phone given yet</span>
          )}
        </li>
      </ul>
    </section>
  );
}

/** The buyer's phone for the seller: any form with at least seven digits (the profile's own rule checks the rest). */
const phoneForm = z.object({
  phone: z
    .string()
    .trim()
    .refine((v) => v.replace(/[^0-9]/g, '').length >= 7, 'Enter a phone number the seller can call, with at least 7 digits.'),
});

function PhonePrompt() {
  const form = useSchemaForm(phoneForm);
  const field = useFieldBinding(form);
  const save = useSavePhone();
  async function submit({ phone }: z.output<typeof phoneForm>) {
    await save.mutateAsync(phone);
    toast.success('Phone number saved');
  }
  return (
    <section className="rounded-2xl border border-amber-200 bg-amber-50 p-5" aria-labelledby="phone-title" data-testid="deal-phone">
      <h2 id="phone-title" className="font-bold text-amber-950">
        Add your phone number
      </h2>
      <p className="mt-1 text-sm text-amber-950">The seller needs it to arrange the handover. It is shared with the seller of this deal only.</p>
      <Form
        form={form}
        onSubmit={submit}
        errorText={(err) => (err instanceof ApiError ? err.message : 'The phone number could not be saved. Please try again.')}
        className="mt-3"
      >
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <TextField label="Phone number" type="tel" autoComplete="tel" className="flex-1" {...field('phone')} />
          <SubmitButton className="sm:mb-0.5">Save phone</SubmitButton>
        </div>
        <FormError className="mt-2" />
      </Form>
    </section>
  );
}

/** The planned steps still ahead, greyed under what happened (a held deal; a direct one confirms instead of paying). */
function upcoming(deal: DealView): string[] {
  if (['completed', 'cancelled', 'refunded', 'settled', 'disputed'].includes(deal.state)) return [];
  const done = new Set(deal.timeline.map((e) => (e.move === 'release' ? 'confirm_received' : e.move)));
  const plan: [string, string][] = [
    [deal.paymentMethod === 'held' ? 'pay' : 'confirm_payment', deal.paymentMethod === 'held' ? 'Paid' : 'Payment confirmed by the seller'],
    ['hand_over', 'Handed over'],
    ['send_title', 'Title sent'],
    ['confirm_received', 'Received as described'],
    ['receive_title', 'Title received'],
  ];
  return [...plan.filter(([m]) => !done.has(m as never)).map(([, label]) => label), 'Completed'];
}

function Timeline({ deal, fmt }: { deal: DealView; fmt: (iso: string) => string }) {
  const ahead = upcoming(deal);
  const completed = deal.completedAt ? completedLine(deal) : null;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="timeline-title">
      <h2 id="timeline-title" className="text-lg font-bold text-slate-900">
        Timeline
      </h2>
      <ol className="mt-4 space-y-0" data-testid="deal-timeline">
        {deal.timeline.map((e, i) => {
          const line = timelineLine(e, deal.paymentMethod);
          return (
            <li key={`${e.move}-${e.at}-${i}`} className="relative flex gap-3 pb-5 last:pb-0">
              <span className="relative z-10 mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-white">
                <Check className="size-3.5" aria-hidden />
              </span>
              {(i < deal.timeline.length - 1 || ahead.length > 0 || completed) && (
                <span className="absolute top-6 bottom-0 left-3 w-px bg-slate-200" aria-hidden />
              )}
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{line.title}</p>
                <p className="text-sm text-slate-500">{fmt(e.at)}</p>
                {line.detail && <p className="mt-0.5 text-sm break-words text-slate-700">{line.detail}</p>}
              </div>
            </li>
          );
        })}
        {completed && deal.completedAt && (
          <li className="relative flex gap-3" data-testid="deal-completed">
            <span className="relative z-10 mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-white">
              <Check className="size-3.5" aria-hidden />
            </span>
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{completed.title}</p>
              <p className="text-sm text-slate-500">{fmt(deal.completedAt)}</p>
              <p className="mt-0.5 text-sm text-slate-700">{completed.detail}</p>
            </div>
          </li>
        )}
        {ahead.map((label, i) => (
          <li key={label} className="relative flex gap-3 pb-5 last:pb-0" aria-label={`${label}: not yet`}>
            <span className="relative z-10 mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-slate-300 bg-white text-slate-300">
              <Circle className="size-2 fill-current" aria-hidden />
            </span>
            {i < ahead.length - 1 && <span className="absolute top-6 bottom-0 left-3 w-px bg-slate-200" aria-hidden />}
            <p className="font-medium text-slate-600">{label}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
