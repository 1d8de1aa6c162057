import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { signUpWithPassword } from '../../lib/auth/auth-api.ts';
import { FormAlert } from './form-alert.tsx';
import { PasswordChecklist } from './password-checklist.tsx';

/** `next`: where the member was going; the confirmation link offers to continue there. */
export function SignUpForm({ onSignedUp, next = '/' }: { onSignedUp: (email: string) => void; next?: string }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

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
      setError('Display name must be 2 to 40 characters.');
      return;
    }
    if (!email.trim()) {
      setError('Please enter your e-mail address.');
      return;
    }
    signUp.mutate({ name: name.trim(), email: email.trim(), password });
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <TextField label="Display name" autoComplete="nickname" value={name} onChange={(e) => setName(e.target.value)} maxLength={40} required />
      <TextField label="E-mail" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <div>
        <TextField
          label="Password"
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
