import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { usePageForm, usePageFormText } from '../../ui/page-form.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { resetPassword } from '../../lib/auth/auth-api.ts';
import { Notice } from '../../ui/notice.tsx';
import { PasswordChecklist } from './password-checklist.tsx';

/**
 * The recovery link's page (/auth?mode=reset) is rendered on the server, so the new password may be typed before
 * the scripts run: the page form kit keeps it. The form needs its scripts; sent without them it posts, so the
 * password never goes into an address.
 */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const form = usePageForm<{ password: string }>();
  const { register, handleSubmit } = form;
  const password = usePageFormText(form, 'password');
  const [error, setError] = useState<string | null>(null);

  const reset = useMutation({
    mutationFn: (newPassword: string) => resetPassword(token, newPassword),
    onSuccess: onDone,
    onError: (err) => setError(errorMessage(err)),
  });

  const submit = handleSubmit((values) => {
    setError(null);
    reset.mutate(values.password);
  });

  return (
    <form method="post" onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      <h2 className="text-lg font-semibold">Choose a new password</h2>
      <div>
        <TextField label="New password" type="password" autoComplete="new-password" {...register('password')} />
        <PasswordChecklist password={password} />
      </div>
      {error && <Notice tone="error">{error}</Notice>}
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Save New Password'}
      </Button>
    </form>
  );
}
