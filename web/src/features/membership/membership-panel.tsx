import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BadgeCheck, CalendarX, CircleAlert, CircleX, RefreshCw } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { formatShortDate, formatWholeNumber } from '../../../../domain/shared/format.ts';
import { renewalText, type MembershipState } from '../../../../domain/membership/membership-renewal.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { DialogShell } from '../../ui/dialog-shell.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import {
  cancelMembershipCheckout,
  MEMBERSHIP_KEY,
  useCancelMembership,
  useMembership,
  useResumeMembership,
  verifyMembershipCheckout,
  type CheckoutOutcome,
  type Membership,
} from './api.ts';

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
        setParams(
          (p) => {
            for (const k of ['membership_success', 'membership_cancelled', 'session_id', 'subscription_id']) p.delete(k);
            return p;
          },
          { replace: true },
        );
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
      <div
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={used}
      >
        <div className={`h-full rounded-full ${pct >= 100 ? 'bg-red-500' : 'bg-brand-500'}`} style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

/** What came of the membership checkout the member is back from. */
function CheckoutNotice({ outcome }: { outcome: CheckoutOutcome | 'pending' }) {
  if (outcome === 'pending')
    return (
      <Notice tone="neutral" role="status">
        Confirming your membership payment…
      </Notice>
    );
  if (outcome.status === 'active')
    return (
      <Notice tone="success" icon={<BadgeCheck aria-hidden />}>
        Payment received: your {outcome.planName} membership is active.
      </Notice>
    );
  if (outcome.status === 'cancelled')
    return (
      <Notice tone="warning" role="status" icon={<CircleX aria-hidden />}>
        Checkout cancelled: the {outcome.planName} plan was not started and nothing was charged.
      </Notice>
    );
  return (
    <Notice tone="error" icon={<CircleAlert aria-hidden />}>
      {outcome.reason}. Your membership did not change.
    </Notice>
  );
}

const STATE_BADGE: Record<MembershipState, { label: string; className: string }> = {
  active: { label: 'Active', className: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20' },
  ending: { label: 'Cancelled', className: 'bg-amber-50 text-amber-800 ring-amber-600/20' },
  renewing: { label: 'Renewing', className: 'bg-sky-50 text-sky-700 ring-sky-600/20' },
  past_due: { label: 'Payment failed', className: 'bg-red-50 text-red-700 ring-red-600/20' },
};

/** What happens at the period's end, and the cancel or resume that changes it. */
function Renewal({ m }: { m: Membership }) {
  const cancel = useCancelMembership();
  const resume = useResumeMembership();
  const [confirming, setConfirming] = useState(false);
  const end = formatShortDate(Date.parse(m.currentPeriodEnd));
  const text = renewalText({
    state: m.state,
    monthlyPrice: m.monthlyPrice,
    currentPeriodEnd: new Date(m.currentPeriodEnd),
    nextAttemptAt: m.nextRenewalAttemptAt ? new Date(m.nextRenewalAttemptAt) : null,
  });
  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: (after) => {
        setConfirming(false);
        toast.success(after ? `Membership cancelled: it ends on ${end}` : 'Membership cancelled');
      },
      onError: (err) => toast.error(errorMessage(err, 'Failed to cancel the membership')),
    });
  const onResume = () =>
    resume.mutate(undefined, {
      onSuccess: () => toast.success(`Membership resumed: it renews on ${end}`),
      onError: (err) => toast.error(errorMessage(err, 'Failed to resume the membership')),
    });
  const running = m.state === 'active';
  return (
    <>
      <p
        data-testid="membership-renewal"
        className={`mt-2 flex items-start gap-1.5 text-sm ${m.state === 'past_due' ? 'text-red-700' : m.state === 'ending' ? 'text-amber-900' : 'text-slate-700'}`}
      >
        {m.state === 'past_due' ? (
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        ) : m.state === 'ending' ? (
          <CalendarX className="mt-0.5 size-4 shrink-0" aria-hidden />
        ) : (
          <RefreshCw className="mt-0.5 size-4 shrink-0" aria-hidden />
        )}
        <span>{text}</span>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to="/sell#membership-plans" className={buttonClass('secondary', 'sm')}>
          Change plan
        </Link>
        {m.state === 'ending' ? (
          <Button size="sm" onClick={onResume} disabled={resume.isPending}>
            Resume membership
          </Button>
        ) : (
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            Cancel membership
          </Button>
        )}
      </div>
      <DialogShell
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel your membership?"
        description={
          running
            ? `Your ${m.planName} plan stays active until ${end} and will not renew after that. You can resume it until then.`
            : `Your ${m.planName} plan ends now and its renewal will not be charged.`
        }
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep my plan
          </Button>
          <Button variant="danger" onClick={onCancel} disabled={cancel.isPending}>
            Cancel membership
          </Button>
        </div>
      </DialogShell>
    </>
  );
}

function Active({ m }: { m: Membership }) {
  const badge = STATE_BADGE[m.state];
  const paid = m.state === 'active' || m.state === 'ending';
  return (
    <div className="grid gap-5 md:grid-cols-[1fr_1.4fr] md:items-center">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-lg font-bold text-slate-900">{m.planName}</p>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${badge.className}`}>{badge.label}</span>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          ${formatWholeNumber(m.monthlyPrice)}/month · this period {formatShortDate(Date.parse(m.currentPeriodStart))} to{' '}
          {formatShortDate(Date.parse(m.currentPeriodEnd))}
        </p>
        <Renewal m={m} />
      </div>
      <div className="space-y-3">
        <Meter label={paid ? 'Listings used this period' : 'Listings used next period'} used={m.listingsUsed} total={m.listingsIncluded} />
        {paid && <Meter label="Featured credits used" used={m.featuredCredits - m.featuredCreditsLeft} total={m.featuredCredits} />}
      </div>
    </div>
  );
}

/** The seller's plan and its usage this period, on /my-auctions; where the plan's checkout returns. */
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
          <CheckoutNotice outcome={outcome} />
        </div>
      )}
      <div className="mt-3">
        {membership.isPending ? (
          <div className="space-y-2" role="status" aria-label="Loading membership">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-64" />
          </div>
        ) : membership.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(membership.error, 'Failed to load your membership')}
          </p>
        ) : membership.data ? (
          <Active m={membership.data} />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600">
              No membership: you pay per listing. A plan includes listings and featured credits every month and renews until you cancel it.
            </p>
            <Link to="/sell#membership-plans" className={buttonClass('secondary', 'sm')}>
              See plans
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
