import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BadgeCheck, CircleAlert, CircleX } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { formatShortDate, formatWholeNumber } from '../../../../domain/format.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { DialogShell } from '../../ui/dialog-shell.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { cancelMembershipCheckout, MEMBERSHIP_KEY, useCancelMembership, useMembership, verifyMembershipCheckout, type CheckoutOutcome, type Membership } from './api.ts';

/** The return of the membership checkout (?membership_success / ?membership_cancelled), confirmed once. */
function useCheckoutReturn(): CheckoutOutcome | 'pending' | null {
  const [params, setParams] = useSearchParams();
  const qc = useQueryClient();
  const sessionId = params.get('membership_success') === 'true' ? params.get('session_id') : null;
  const subscriptionId = params.get('membership_cancelled') === 'true' ? params.get('subscription_id') : null;
  const [outcome, setOutcome] = useState<CheckoutOutcome | 'pending' | null>(sessionId || subscriptionId ? 'pending' : null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || (!sessionId && !subscriptionId)) return;
    started.current = true;
    const request = sessionId ? verifyMembershipCheckout(sessionId) : cancelMembershipCheckout(subscriptionId!);
    request
      .then(setOutcome, (e: unknown) => setOutcome({ status: 'failed', reason: errorMessage(e, 'Failed to verify the payment') }))
      .finally(() => {
        void qc.invalidateQueries({ queryKey: MEMBERSHIP_KEY });
        // A reload must not confirm it again: the address forgets the checkout.
        setParams((p) => {
          for (const k of ['membership_success', 'membership_cancelled', 'session_id', 'subscription_id']) p.delete(k);
          return p;
        }, { replace: true });
      });
  }, [sessionId, subscriptionId, qc, setParams]);
  return outcome;
}

function Meter({ label, used, total }: { label: string; used: number; total: number }) {
  const pct = total === 0 ? 100 : Math.min(100, Math.round((used / total) * 100));
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-slate-600">{label}</span>
        <span className="font-semibold text-slate-900">
          {formatWholeNumber(used)} of {formatWholeNumber(total)}
        </span>
      </div>
      <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={total} aria-valuenow={used}>
        <div className={`h-full rounded-full ${pct >= 100 ? 'bg-red-500' : 'bg-brand-500'}`} style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

function Notice({ outcome }: { outcome: CheckoutOutcome | 'pending' }) {
  if (outcome === 'pending') return <p role="status" className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">Confirming your membership payment…</p>;
  if (outcome.status === 'active')
    return (
      <p role="status" className="flex items-start gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
        <BadgeCheck className="mt-0.5 size-4 shrink-0" aria-hidden /> Payment received: your {outcome.planName} membership is active.
      </p>
    );
  if (outcome.status === 'cancelled')
    return (
      <p role="status" className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <CircleX className="mt-0.5 size-4 shrink-0" aria-hidden /> Checkout cancelled: the {outcome.planName} plan was not started and nothing was charged.
      </p>
    );
  return (
    <p role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden /> {outcome.reason}. Your membership did not change.
    </p>
  );
}

function Active({ m }: { m: Membership }) {
  const cancel = useCancelMembership();
  const [confirming, setConfirming] = useState(false);
  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Membership cancelled');
      },
      onError: (err) => toast.error(errorMessage(err, 'Failed to cancel the membership')),
    });
  return (
    <div className="grid gap-5 md:grid-cols-[1fr_1.4fr] md:items-center">
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-lg font-bold text-slate-900">{m.planName}</p>
          <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-600/20 ring-inset">Active</span>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          ${formatWholeNumber(m.monthlyPrice)}/month · this period {formatShortDate(Date.parse(m.currentPeriodStart))} to {formatShortDate(Date.parse(m.currentPeriodEnd))}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to="/sell#membership-plans" className={buttonClass('secondary', 'sm')}>
            Change plan
          </Link>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            Cancel membership
          </Button>
        </div>
        <DialogShell open={confirming} onOpenChange={setConfirming} title="Cancel your membership?" description={`Your ${m.planName} plan ends now and you go back to paying per listing. Nothing is refunded for the rest of this month.`}>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep my plan
            </Button>
            <Button variant="danger" onClick={onCancel} disabled={cancel.isPending}>
              Cancel membership
            </Button>
          </div>
        </DialogShell>
      </div>
      <div className="space-y-3">
        <Meter label="Listings used this period" used={m.listingsUsed} total={m.listingsIncluded} />
        <Meter label="Featured credits used" used={m.featuredCredits - m.featuredCreditsLeft} total={m.featuredCredits} />
      </div>
    </div>
  );
}

/** Issue 14: the seller's plan and its usage this period, on /my-auctions; where the plan's checkout returns. */
export function MembershipPanel() {
  const membership = useMembership();
  const outcome = useCheckoutReturn();
  return (
    <section aria-labelledby="membership-heading" data-testid="membership-panel" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="membership-heading" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        Membership
      </h2>
      {outcome && (
        <div className="mt-3">
          <Notice outcome={outcome} />
        </div>
      )}
      <div className="mt-3">
        {membership.isPending ? (
          <div className="space-y-2" role="status" aria-label="Loading membership">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-64" />
          </div>
        ) : membership.isError ? (
          <p role="alert" className="text-sm text-red-700">{errorMessage(membership.error, 'Failed to load your membership')}</p>
        ) : membership.data ? (
          <Active m={membership.data} />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600">No membership: you pay per listing. A plan includes listings and featured credits every month.</p>
            <Link to="/sell#membership-plans" className={buttonClass('secondary', 'sm')}>
              See plans
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
