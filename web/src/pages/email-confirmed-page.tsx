import { CheckCircle2, CircleAlert, MailQuestionMark } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { sameOriginPath } from '../../../domain/identity/return-path.ts';
import { LoadingState } from '../features/auth/loading-state.tsx';
import { ResendConfirmation } from '../features/auth/resend-confirmation.tsx';
import { useAuth } from '../lib/auth/auth-context.tsx';
import { buttonClass } from '../ui/button.tsx';

/**
 * Where the confirmation link lands (SPEC 2). It says 'confirmed' only to the member the link signed in:
 * a link the server refused (`error`, e.g. expired) says so and offers a new one, and
 * a visitor who opens the page without a link is told what the page is for.
 */
export function EmailConfirmedPage() {
  const { refresh, user, loading } = useAuth();
  const [params] = useSearchParams();
  const error = params.get('error');
  // Where the new member was going before signing up (e.g. /sell's 'List Your Vehicle'): only a path on this site.
  const next = sameOriginPath(params.get('next'));
  // Following the link signed this browser in: tell this tab and the others.
  useEffect(() => {
    if (!error) void refresh('SIGNED_IN');
  }, [refresh, error]);

  if (error) {
    const expired = error.toUpperCase() === 'TOKEN_EXPIRED';
    return (
      <Notice
        icon={<CircleAlert className="size-8" aria-hidden />}
        tone="bad"
        title={expired ? 'This confirmation link has expired' : 'This confirmation link is not valid'}
      >
        <p className="mt-4 text-slate-600">
          {expired
            ? 'Confirmation links work for 24 hours. Send yourself a new one and follow it to confirm your address.'
            : 'It may have been copied only in part, or a newer link replaced it. Send yourself a new one and follow it to confirm your address.'}
        </p>
        <div className="mt-8 flex flex-col items-center gap-4">
          <ResendConfirmation initialEmail="" />
          <Link to="/auth" className="text-sm font-medium text-brand-700 hover:underline">
            Already confirmed? Sign in
          </Link>
        </div>
      </Notice>
    );
  }
  if (loading) return <LoadingState />;
  if (!user) {
    return (
      <Notice icon={<MailQuestionMark className="size-8" aria-hidden />} tone="neutral" title="No confirmation to show">
        <p className="mt-4 text-slate-600">
          This page opens when you follow the confirmation link we e-mail you after you sign up. Already confirmed your address? Sign in to continue.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/auth" className={buttonClass('primary', 'lg')}>
            Sign In
          </Link>
          <Link to="/auctions" className={buttonClass('secondary', 'lg')}>
            Browse Auctions
          </Link>
        </div>
      </Notice>
    );
  }
  return (
    <Notice icon={<CheckCircle2 className="size-8" aria-hidden />} tone="good" title="Your e-mail address is confirmed">
      <p className="mt-4 text-slate-600">
        {`Welcome, ${user.name}! `}Your account is ready. Browse live auctions, or complete the $250 bidder authorization when you place your first bid.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {next !== '/' && (
          <Link to={next} className={buttonClass('primary', 'lg')}>
            Continue where you left off
          </Link>
        )}
        <Link to="/auctions" className={buttonClass(next !== '/' ? 'secondary' : 'primary', 'lg')}>
          Browse Auctions
        </Link>
      </div>
    </Notice>
  );
}

const TONES = { good: 'bg-emerald-100 text-emerald-700', bad: 'bg-red-100 text-red-700', neutral: 'bg-brand-100 text-brand-700' } as const;

function Notice({ icon, tone, title, children }: { icon: ReactNode; tone: keyof typeof TONES; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <div className={`mx-auto mb-6 flex size-16 items-center justify-center rounded-full ${TONES[tone]}`}>{icon}</div>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </div>
  );
}
