import { Link } from 'react-router';
import { Check, Star } from 'lucide-react';
import { toast } from 'sonner';
import { formatShortDate, formatWholeNumber } from '../../../../domain/shared/format.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useMembership, useMembershipPlans, useResumeMembership, useSubscribe, type PublicPlan } from './api.ts';

/** Where /auth sends a signed-out visitor back to: the plans on /sell. */
export const PLANS_ANCHOR = 'membership-plans';

const count = (n: number, one: string, many: string) => `${formatWholeNumber(n)} ${n === 1 ? one : many}`;

/**
 * The active membership plans as pricing cards. Rendered on the server with /sell (its
 * query is the page's own); a signed-in seller subscribes through the payments adapter's checkout,
 * a visitor signs in first and comes back here.
 */
export function MembershipPlanCards() {
  const plans = useMembershipPlans();
  const { user } = useAuth();
  const membership = useMembership(Boolean(user));
  const subscribe = useSubscribe();
  const resume = useResumeMembership();

  if (plans.isPending) {
    return (
      <div role="status" aria-label="Loading plans" className="grid gap-5 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6">
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-9 w-1/2" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
      </div>
    );
  }
  if (plans.isError)
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
        {errorMessage(plans.error, 'Failed to load the membership plans')}
      </p>
    );
  if (plans.data.length === 0)
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">
        No membership plans are offered right now. Listing stays pay-per-listing.
      </p>
    );

  const current = membership.data?.planId ?? null;
  const state = membership.data?.state ?? null;
  const onSubscribe = (p: PublicPlan) =>
    subscribe.mutate(p.id, { onError: (err) => toast.error(errorMessage(err, 'Failed to start the membership payment. Please try again.')) });
  const onResume = () =>
    resume.mutate(undefined, {
      onSuccess: (m) => toast.success(m ? `Membership resumed: it renews on ${formatShortDate(Date.parse(m.currentPeriodEnd))}` : 'Membership resumed'),
      onError: (err) => toast.error(errorMessage(err, 'Failed to resume the membership')),
    });

  return (
    <ul
      className={cn(
        'grid gap-5',
        plans.data.length === 2 ? 'md:mx-auto md:max-w-3xl md:grid-cols-2' : plans.data.length === 1 ? 'md:mx-auto md:max-w-sm' : 'md:grid-cols-3',
      )}
    >
      {plans.data.map((p) => {
        const mine = current === p.id;
        return (
          <li
            key={p.id}
            data-testid={`plan-${p.name}`}
            className={cn('flex flex-col rounded-2xl border bg-white p-6 shadow-sm', mine ? 'border-brand-500 ring-2 ring-brand-500/30' : 'border-slate-200')}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-lg font-bold text-slate-900">{p.name}</h3>
              {mine && <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">Your plan</span>}
            </div>
            <p className="mt-3 flex items-baseline gap-1">
              <span className="text-4xl font-extrabold tracking-tight text-slate-900">
                {p.monthlyPrice === 0 ? 'Free' : `$${formatWholeNumber(p.monthlyPrice)}`}
              </span>
              {p.monthlyPrice > 0 && <span className="text-sm font-medium text-slate-500">/month</span>}
            </p>
            {p.description && <p className="mt-3 text-sm leading-6 text-slate-600">{p.description}</p>}
            <ul className="mt-5 flex-1 space-y-2.5 text-sm text-slate-700">
              <li className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
                <span>
                  <strong className="font-semibold text-slate-900">{count(p.listingsIncluded, 'listing', 'listings')}</strong> a month
                </span>
              </li>
              <li className="flex gap-2">
                <Star className={cn('mt-0.5 size-4 shrink-0', p.featuredCredits > 0 ? 'text-brand-600' : 'text-slate-300')} aria-hidden />
                <span>
                  {p.featuredCredits > 0 ? (
                    <>
                      <strong className="font-semibold text-slate-900">{count(p.featuredCredits, 'featured credit', 'featured credits')}</strong> a month
                    </>
                  ) : (
                    'No featured credits'
                  )}
                </span>
              </li>
              <li className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
                <span>Renews every month; cancel anytime and it stops at the end of the month paid for</span>
              </li>
            </ul>
            <div className="mt-6">
              {!user ? (
                <Link
                  to="/auth"
                  state={{ from: `/sell#${PLANS_ANCHOR}`, defaultTab: 'signup' }}
                  className={buttonClass('primary', 'md', 'w-full')}
                  aria-label={`Subscribe to ${p.name}`}
                >
                  Subscribe
                </Link>
              ) : mine && state === 'ending' ? (
                // A cancelled plan is taken back here rather than bought again.
                <Button className="w-full" disabled={resume.isPending} onClick={onResume} aria-label={`Resume plan: ${p.name}`}>
                  Resume plan
                </Button>
              ) : mine && state !== 'past_due' ? (
                <Button variant="secondary" className="w-full" disabled>
                  Current plan
                </Button>
              ) : (
                <Button
                  className="w-full"
                  disabled={subscribe.isPending}
                  onClick={() => onSubscribe(p)}
                  aria-label={mine ? `Pay with another card: ${p.name}` : `Subscribe to ${p.name}`}
                >
                  {subscribe.isPending && subscribe.variables === p.id
                    ? 'Opening checkout…'
                    : mine
                      ? 'Pay with another card'
                      : current
                        ? 'Switch to this plan'
                        : 'Subscribe'}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
