import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, CircleAlert, CircleX } from 'lucide-react';
import { buttonClass } from '../../ui/button.tsx';
import { isCreditSession } from '../../../../domain/membership/membership-plans.ts';
import { featuredReturnText } from './return-text.ts';
import { cancelFeaturedCheckout, verifyFeaturedCheckout, type FeaturedOutcome as Outcome } from './api.ts';

/**
 * /seller-success: where the featured-listing checkout returns (SPEC 7, 9). Paid: the fee is held
 * until approval, and the page says so (return-text.ts). Cancelled or failed: the listing stays, unfeatured, and the page says so.
 */
export function FeaturedCheckoutReturn() {
  const [params] = useSearchParams();
  const sessionId = params.get('featured_success') === 'true' ? params.get('session_id') : null;
  const paymentId = params.get('featured_cancelled') === 'true' ? params.get('payment_id') : null;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const request = sessionId ? verifyFeaturedCheckout(sessionId) : paymentId ? cancelFeaturedCheckout(paymentId) : null;
    if (!request) return setOutcome({ status: 'failed', reason: 'No payment to confirm.' });
    request.then(setOutcome, (e: unknown) => setOutcome({ status: 'failed', reason: e instanceof Error ? e.message : 'Failed to verify the payment' }));
  }, [sessionId, paymentId]);

  if (!outcome) {
    return (
      <Panel
        icon={<span className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-500" aria-hidden />}
        title="Confirming your payment..."
        tone="neutral"
      >
        <p>This takes a moment.</p>
      </Panel>
    );
  }
  if (outcome.status === 'held' || outcome.status === 'captured') {
    const text = featuredReturnText({ status: outcome.status, title: outcome.title, byCredit: sessionId !== null && isCreditSession(sessionId) });
    return (
      <Panel icon={<CheckCircle2 className="size-10 text-emerald-600" aria-hidden />} title={text.heading} tone="good">
        <p>{text.lines[0]}</p>
        <p className="mt-2">{text.lines[1]}</p>
      </Panel>
    );
  }
  if (outcome.status === 'cancelled') {
    return (
      <Panel icon={<CircleX className="size-10 text-amber-600" aria-hidden />} title="Payment cancelled" tone="warn">
        <p>Your listing "{outcome.title}" was submitted without the featured option. It stays in the approval queue, unfeatured, and nothing was charged.</p>
      </Panel>
    );
  }
  const reason = 'reason' in outcome ? outcome.reason : 'The payment was not completed';
  return (
    <Panel icon={<CircleAlert className="size-10 text-red-600" aria-hidden />} title="Payment not completed" tone="bad">
      <p>{reason}. Your listing stays unfeatured, and nothing was charged.</p>
    </Panel>
  );
}

function Panel({
  icon,
  title,
  tone,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  tone: 'neutral' | 'good' | 'warn' | 'bad';
  children: React.ReactNode;
}) {
  const ring = { neutral: 'border-slate-200', good: 'border-emerald-200', warn: 'border-amber-200', bad: 'border-red-200' }[tone];
  return (
    <div role="status" className={`mx-auto max-w-xl rounded-2xl border bg-white p-8 text-center shadow-sm ${ring}`}>
      <div className="flex justify-center">{icon}</div>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-3 text-slate-600">{children}</div>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        <Link to="/my-auctions" className={buttonClass('primary', 'md')}>
          Go to My Auctions
        </Link>
        <Link to="/auctions" className={buttonClass('secondary', 'md')}>
          Browse auctions
        </Link>
      </div>
    </div>
  );
}
