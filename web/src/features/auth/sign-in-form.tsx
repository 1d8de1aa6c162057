import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { resendConfirmation, signInWithPassword } from '../../lib/auth/auth-api.ts';
import { FormAlert } from './form-alert.tsx';

export function SignInForm({ onSignedIn, onForgot }: { onSignedIn: () => Promise<void>; onForgot: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [resent, setResent] = useState(false);

  const signIn = useMutation({
    mutationFn: async () => {
      await signInWithPassword(email.trim(), password);
      await onSignedIn();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.code === 'EMAIL_NOT_VERIFIED') setUnconfirmed(true);
      else setError(errorMessage(err));
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setUnconfirmed(false);
    if (!email.trim() || !password) {
      setError('Please enter your e-mail and password.');
      return;
    }
    signIn.mutate();
  }

  async function resend() {
    try {
      await resendConfirmation(email.trim());
      setResent(true);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <TextField label="E-mail" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      {error && <FormAlert>{error}</FormAlert>}
      {unconfirmed && (
        <FormAlert>
          Please confirm your e-mail address first: follow the link we sent to {email.trim()}.{' '}
          {resent ? (
            <strong>We sent a new link.</strong>
          ) : (
            <button type="button" onClick={resend} className="font-semibold underline">
              Resend the confirmation e-mail
            </button>
          )}
        </FormAlert>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <button type="button" onClick={onForgot} className="w-full text-center text-sm font-medium text-brand-700 hover:underline">
        Forgot your password?
      </button>
    </form>
  );
}
