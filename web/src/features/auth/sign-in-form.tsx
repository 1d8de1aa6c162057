import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { usePageForm } from '../../ui/page-form.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { resendConfirmation, signInWithPassword } from '../../lib/auth/auth-api.ts';
import { Notice } from '../../ui/notice.tsx';
import { AUTH_FORM_ACTIONS, AUTH_FORM_TEXTS } from '../../../../domain/identity/auth-form.ts';

interface SignInFormProps {
  onSignedIn: () => Promise<void>;
  onForgot: () => void;
  /** The password was right and the account asks for its second factor. */
  onTwoFactor: () => void;
  /** Sign in with an e-mailed code instead. */
  onEmailCode: () => void;
  /** Where to go after signing in when the form posts without scripts (a path on this site). */
  next?: string;
  /** The refusal a post without scripts came back with. */
  initialError?: string | null;
}

type Values = { email: string; password: string };

/**
 * Sign in. With scripts the form calls the API; before they arrive it is a plain POST form to the server
 * (AUTH_FORM_ACTIONS.signin), which signs in and redirects, or comes back to /auth with the refusal. What was
 * typed before the scripts ran is the form's (usePageForm).
 */
export function SignInForm({ onSignedIn, onForgot, onTwoFactor, onEmailCode, next = '/', initialError = null }: SignInFormProps) {
  const { register, handleSubmit } = usePageForm<Values>();
  const [error, setError] = useState<string | null>(initialError);
  /** The address that is not confirmed yet, when the sign-in was refused for it. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [resent, setResent] = useState(false);

  const signIn = useMutation({
    mutationFn: async ({ email, password }: Values) => {
      const answer = await signInWithPassword(email, password);
      if (answer?.twoFactorRedirect) onTwoFactor();
      else await onSignedIn();
    },
    onError: (err, { email }) => {
      if (err instanceof ApiError && err.code === 'EMAIL_NOT_VERIFIED') setUnconfirmed(email);
      else setError(errorMessage(err));
    },
  });

  const submit = handleSubmit(({ email, password }) => {
    setError(null);
    setUnconfirmed(null);
    if (!email.trim() || !password) {
      setError(AUTH_FORM_TEXTS.missingSignIn);
      return;
    }
    signIn.mutate({ email: email.trim(), password });
  });

  async function resend(email: string) {
    try {
      await resendConfirmation(email);
      setResent(true);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <form method="post" action={AUTH_FORM_ACTIONS.signin} onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      <input type="hidden" name="next" value={next} />
      <TextField label="E-mail" type="email" autoComplete="email" required {...register('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" required {...register('password')} />
      {error && <Notice tone="error">{error}</Notice>}
      {unconfirmed && (
        <Notice tone="error">
          Please confirm your e-mail address first: follow the link we sent to {unconfirmed}.{' '}
          {resent ? (
            <strong>We sent a new link.</strong>
          ) : (
            <button type="button" onClick={() => void resend(unconfirmed)} className="font-semibold underline">
              Resend the confirmation e-mail
            </button>
          )}
        </Notice>
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
