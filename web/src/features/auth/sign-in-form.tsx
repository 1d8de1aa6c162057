import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { resendConfirmation, signInWithPassword } from '../../lib/auth/auth-api.ts';
import { FormAlert } from './form-alert.tsx';
import { AUTH_FORM_ACTIONS, AUTH_FORM_TEXTS } from '../../../../domain/auth-form.ts';

interface SignInFormProps {
  onSignedIn: () => Promise<void>;
  onForgot: () => void;
  /** The password was right and the account asks for its second factor (issue 27 item 1). */
  onTwoFactor: () => void;
  /** Sign in with an e-mailed code instead (issue 27 item 2). */
  onEmailCode: () => void;
  /** Where to go after signing in when the form posts without scripts (a path on this site). */
  next?: string;
  /** The refusal a post without scripts came back with (issue 25 item 3). */
  initialError?: string | null;
}

/**
 * Sign in. With scripts the form calls the API; before they arrive it is a plain POST form to the server
 * (AUTH_FORM_ACTIONS.signin), which signs in and redirects, or comes back to /auth with the refusal.
 */
export function SignInForm({ onSignedIn, onForgot, onTwoFactor, onEmailCode, next = '/', initialError = null }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(initialError);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [resent, setResent] = useState(false);

  const signIn = useMutation({
    mutationFn: async () => {
      const answer = await signInWithPassword(email.trim(), password);
      if (answer?.twoFactorRedirect) onTwoFactor();
      else await onSignedIn();
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
      setError(AUTH_FORM_TEXTS.missingSignIn);
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
    <form method="post" action={AUTH_FORM_ACTIONS.signin} onSubmit={submit} className="space-y-4" noValidate>
      <input type="hidden" name="next" value={next} />
      <TextField label="E-mail" name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <TextField
        label="Password"
        name="password"
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
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button type="button" onClick={onForgot} className="font-medium text-brand-700 hover:underline">
          Forgot your password?
        </button>
        <button type="button" onClick={onEmailCode} className="font-medium text-brand-700 hover:underline">
          E-mail me a code
        </button>
      </div>
    </form>
  );
}
