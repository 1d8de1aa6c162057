import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { sendSignInCode, signInWithCode } from '../../lib/auth/auth-api.ts';
import { Notice } from '../../ui/notice.tsx';
import { AUTH_FORM_TEXTS } from '../../../../domain/identity/auth-form.ts';
import { EMAIL_CODE_MINUTES } from '../../../../domain/identity/sign-in-codes.ts';

/** Sign in with a one-time code sent by e-mail instead of the password. */
export function EmailCodeForm({ onSignedIn, onBack }: { onSignedIn: () => Promise<void>; onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: () => sendSignInCode(email.trim()),
    onSuccess: () => setSentTo(email.trim()),
    onError: (err) => setError(errorMessage(err)),
  });
  const verify = useMutation({
    mutationFn: async () => {
      await signInWithCode(sentTo!, code.trim());
      await onSignedIn();
    },
    onError: (err) => setError(errorMessage(err)),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!sentTo) {
      if (!email.trim()) return setError(AUTH_FORM_TEXTS.missingEmail);
      return send.mutate();
    }
    if (!code.trim()) return setError(AUTH_FORM_TEXTS.missingCode);
    verify.mutate();
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Sign in with an e-mailed code</h2>
        <p className="mt-1 text-sm text-slate-600">
          {sentTo
            ? `If ${sentTo} has an account, we sent it a 6-digit code. It works once, for ${EMAIL_CODE_MINUTES} minutes.`
            : 'We send a one-time code to your e-mail address: no password needed.'}
        </p>
      </div>
      {sentTo ? (
        <TextField
          label="Code from the e-mail"
          name="otp"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoFocus
          required
        />
      ) : (
        <TextField label="E-mail" name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      )}
      {error && <Notice tone="error">{error}</Notice>}
      <Button type="submit" size="lg" className="w-full" disabled={send.isPending || verify.isPending}>
        {sentTo ? (verify.isPending ? 'Signing in...' : 'Sign In') : send.isPending ? 'Sending...' : 'E-mail me a code'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        {sentTo && (
          <button
            type="button"
            className="font-medium text-brand-700 hover:underline"
            onClick={() => {
              setSentTo(null);
              setCode('');
              setError(null);
            }}
          >
            Send a new code
          </button>
        )}
        <button type="button" className="font-medium text-slate-600 hover:underline" onClick={onBack}>
          Sign in with a password instead
        </button>
      </div>
    </form>
  );
}
