import { CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { sameOriginPath } from '../../../domain/return-path.ts';
import { useAuth } from '../lib/auth/auth-context.tsx';
import { buttonClass } from '../ui/button.tsx';

export function EmailConfirmedPage() {
  const { refresh, user } = useAuth();
  // Where the new member was going before signing up (e.g. /sell's 'List Your Vehicle'): only a path on this site.
  const next = sameOriginPath(useSearchParams()[0].get('next'));
  // Following the link signed this browser in: tell this tab and the others.
  useEffect(() => {
    void refresh('SIGNED_IN');
  }, [refresh]);
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <div className="mx-auto mb-6 flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <CheckCircle2 className="size-8" aria-hidden />
      </div>
      <h1 className="text-3xl font-bold tracking-tight">Your e-mail address is confirmed</h1>
      <p className="mt-4 text-slate-600">
        {user ? `Welcome, ${user.name}! ` : ''}Your account is ready. Browse live auctions, or complete the $250 bidder authorization
        when you place your first bid.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {next !== '/' && user && (
          <Link to={next} className={buttonClass('primary', 'lg')}>
            Continue where you left off
          </Link>
        )}
        <Link to="/auctions" className={buttonClass(next !== '/' && user ? 'secondary' : 'primary', 'lg')}>
          Browse Auctions
        </Link>
        {!user && (
          <Link to="/auth" className={buttonClass('secondary', 'lg')}>
            Sign In
          </Link>
        )}
      </div>
    </div>
  );
}
