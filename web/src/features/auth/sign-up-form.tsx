import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { signUpWithPassword } from '../../lib/auth/auth-api.ts';
import { FormAlert } from './form-alert.tsx';
import { PasswordChecklist } from './password-checklist.tsx';
import { AUTH_FORM_ACTIONS, AUTH_FORM_TEXTS } from '../../../../domain/auth-form.ts';

interface SignUpFormProps {
  onSignedUp: (email: string) => void;
  /** Where the member was going; the confirmation link offers to continue there. */
  next?: string;
  /** The same, as the form posts it without scripts (from the address, so the server's page and the browser's agree). */
  formNext?: string;
  /** The refusal a post without scripts came back with (issue 25 item 3). */
  initialError?: string | null;
}

/**
 * Sign up. With scripts the form calls the API; before they arrive it is a plain POST form to the server
 * (AUTH_FORM_ACTIONS.signup), which signs up and goes to /check-email, or comes back to /auth with the refusal.
 */
export function SignUpForm({ onSignedUp, next = '/', formNext = '/', initialError = null }: SignUpFormProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(initialError);

  const signUp = useMutation({
    // The server checks the password's strength and answers with the reasons (SPEC 8).
    mutationFn: (v: { name: string; email: string; password: string }) => signUpWithPassword(v.name, v.email, v.password, next),
    onSuccess: (_, v) => onSignedUp(v.email),
    onError: (err) => setError(errorMessage(err)),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
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
  }

  return (
    <form method="post" action={AUTH_FORM_ACTIONS.signup} onSubmit={submit} className="space-y-4" noValidate>
      <input type="hidden" name="next" value={formNext} />
      <TextField label="Display name" name="name" autoComplete="nickname" value={name} onChange={(e) => setName(e.target.value)} maxLength={40} required />
      <TextField label="E-mail" name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <div>
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <PasswordChecklist password={password} />
      </div>
      {error && <FormAlert>{error}</FormAlert>}
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
