import { MailCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { ResendConfirmation } from '../features/auth/resend-confirmation.tsx';

export function CheckEmailPage() {
  const email = (useLocation().state as { email?: string } | null)?.email ?? '';
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <div className="mx-auto mb-6 flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <MailCheck className="size-8" aria-hidden />
      </div>
      <h1 className="text-3xl font-bold tracking-tight">Check your e-mail</h1>
      <p className="mt-4 text-slate-600">
        We sent a confirmation link to {email ? <strong className="text-slate-900">{email}</strong> : 'your e-mail address'}. Follow it to confirm your address
        and finish creating your account.
      </p>
      <p className="mt-2 text-sm text-slate-500">Nothing there after a few minutes? Look in your spam folder, or send it again.</p>
      <div className="mt-8 flex flex-col items-center gap-4">
        <ResendConfirmation initialEmail={email} />
        <Link to="/auth" className="text-sm font-medium text-brand-700 hover:underline">
          Back to sign in
        </Link>
      </div>
    </div>
  );
}
