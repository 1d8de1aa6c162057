import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { requestPasswordReset } from '../../lib/auth/auth-api.ts';
import { Notice } from '../../ui/notice.tsx';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const request = useMutation({ mutationFn: (address: string) => requestPasswordReset(address), onError: (err) => setError(errorMessage(err)) });

  function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!email.trim()) {
      setError('Please enter your e-mail address.');
      return;
    }
    request.mutate(email.trim());
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <h2 className="text-lg font-semibold">Reset your password</h2>
      {request.isSuccess ? (
        <Notice tone="success">If an account exists for {email.trim()}, we sent a link to choose a new password.</Notice>
      ) : (
        <>
          <p className="text-sm text-slate-600">Enter your e-mail address and we will send you a link to choose a new password.</p>
          <TextField label="E-mail" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          {error && <Notice tone="error">{error}</Notice>}
          <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </>
      )}
      <button type="button" onClick={onBack} className="w-full text-center text-sm font-medium text-brand-700 hover:underline">
        Back to sign in
      </button>
    </form>
  );
}
