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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
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
    setBusy(true);
    try {
      // The server checks the password's strength and answers with the reasons (SPEC 8).
      await signUpWithPassword(name.trim(), email.trim(), password, next);
      onSignedUp(email.trim());
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
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
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Creating account...' : 'Create Account'}
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
