import { CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../lib/auth/auth-context.tsx';
import { buttonClass } from '../ui/button.tsx';

export function EmailConfirmedPage() {
  const { refresh, user } = useAuth();
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
        <Link to="/auctions" className={buttonClass('primary', 'lg')}>
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
