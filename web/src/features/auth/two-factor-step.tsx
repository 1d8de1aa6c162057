import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { usePageForm } from '../../ui/page-form.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { verifyTwoFactor } from '../../lib/auth/auth-api.ts';
import { Notice } from '../../ui/notice.tsx';
import { AUTH_FORM_TEXTS, TWO_FACTOR_FORM_ACTION } from '../../../../domain/identity/auth-form.ts';

type Values = { code: string; trustDevice: boolean };

/**
 * The second sign-in step: the code from the authenticator app, or a backup code, and
 * 'Trust this device for 30 days'. Without scripts the form posts to the server, which signs in and redirects.
 * What was typed or ticked before the scripts ran is the form's (usePageForm).
 */
export function TwoFactorStep({
  onSignedIn,
  onBack,
  next = '/',
  initialError = null,
}: {
  onSignedIn: () => Promise<void>;
  onBack: () => void;
  next?: string;
  initialError?: string | null;
}) {
  const [backup, setBackup] = useState(false);
  const { register, handleSubmit, setValue } = usePageForm<Values>();
  const [error, setError] = useState<string | null>(initialError);

  const verify = useMutation({
    mutationFn: async ({ code, trustDevice }: Values) => {
      await verifyTwoFactor(code, backup, trustDevice);
      await onSignedIn();
    },
    onError: (err) => setError(errorMessage(err)),
  });

  const submit = handleSubmit(({ code, trustDevice }) => {
    setError(null);
    if (!code.trim()) {
      setError(AUTH_FORM_TEXTS.missingCode);
      return;
    }
    verify.mutate({ code: code.replace(/\s+/g, ''), trustDevice });
  });

  return (
    <form method="post" action={TWO_FACTOR_FORM_ACTION} onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Two-factor authentication</h2>
        <p className="mt-1 text-sm text-slate-600">
          {backup
            ? 'Enter one of your backup codes. Each code works once.'
            : 'This account needs a code from your authenticator app. Enter the 6-digit code it shows now.'}
        </p>
      </div>
      <input type="hidden" name="next" value={next} />
      <input type="hidden" name="method" value={backup ? 'backup' : 'totp'} />
      <TextField
        label={backup ? 'Backup code' : 'Authentication code'}
        autoComplete="one-time-code"
        inputMode={backup ? 'text' : 'numeric'}
        autoFocus
        required
        {...register('code')}
      />
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className="size-4 rounded border-slate-300 accent-brand-600" {...register('trustDevice')} />
        Trust this device for 30 days
      </label>
      {error && <Notice tone="error">{error}</Notice>}
      <Button type="submit" size="lg" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? 'Checking...' : 'Verify and sign in'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-brand-700 hover:underline"
          onClick={() => {
            setBackup(!backup);
            setValue('code', '');
            setError(null);
          }}
        >
          {backup ? 'Use the authenticator app instead' : 'Use a backup code instead'}
        </button>
        <button type="button" className="font-medium text-slate-600 hover:underline" onClick={onBack}>
          Back to sign in
        </button>
      </div>
    </form>
  );
}
