import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { usePageForm, usePageFormText } from '../../ui/page-form.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { signUpWithPassword } from '../../lib/auth/auth-api.ts';
import { Notice } from '../../ui/notice.tsx';
import { PasswordChecklist } from './password-checklist.tsx';
import { AUTH_FORM_ACTIONS, AUTH_FORM_TEXTS } from '../../../../domain/identity/auth-form.ts';

interface SignUpFormProps {
  onSignedUp: (email: string) => void;
  /** Where the member was going; the confirmation link offers to continue there. */
  next?: string;
  /** The same, as the form posts it without scripts (from the address, so the server's page and the browser's agree). */
  formNext?: string;
  /** The refusal a post without scripts came back with. */
  initialError?: string | null;
}

type Values = { name: string; email: string; password: string };

/**
 * Sign up. With scripts the form calls the API; before they arrive it is a plain POST form to the server
 * (AUTH_FORM_ACTIONS.signup), which signs up and goes to /check-email, or comes back to /auth with the refusal.
 * What was typed before the scripts ran is the form's (usePageForm).
 */
export function SignUpForm({ onSignedUp, next = '/', formNext = '/', initialError = null }: SignUpFormProps) {
  const form = usePageForm<Values>();
  const { register, handleSubmit } = form;
  const password = usePageFormText(form, 'password');
  const [error, setError] = useState<string | null>(initialError);

  const signUp = useMutation({
    // The server checks the password's strength and answers with the reasons (SPEC 8).
    mutationFn: (v: Values) => signUpWithPassword(v.name, v.email, v.password, next),
    onSuccess: (_, v) => onSignedUp(v.email),
    onError: (err) => setError(errorMessage(err)),
  });

  const submit = handleSubmit(({ name, email, password }) => {
    setError(null);
    if (name.trim().length < 2) {
      setError(AUTH_FORM_TEXTS.invalidName);
      return;
    }
    if (!email.trim()) {
      setError(AUTH_FORM_TEXTS.missingEmail);
      return;
    }
    signUp.mutate({ name: name.trim(), email: email.trim(), password });
  });

  return (
    <form method="post" action={AUTH_FORM_ACTIONS.signup} onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      <input type="hidden" name="next" value={formNext} />
      <TextField label="Display name" autoComplete="nickname" maxLength={40} required {...register('name')} />
      <TextField label="E-mail" type="email" autoComplete="email" required {...register('email')} />
      <div>
        <TextField label="Password" type="password" autoComplete="new-password" required {...register('password')} />
        <PasswordChecklist password={password} />
      </div>
      {error && <Notice tone="error">{error}</Notice>}
      <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
      <p className="text-center text-xs text-slate-500">
        By creating an account you accept our{' '}
        <a href="/terms" className="underline">
          Terms of Service
        </a>{' '}
        and{' '}
        <a href="/privacy" className="underline">
          Privacy Policy
        </a>
        .
      </p>
    </form>
  );
}
