import type { ReactNode } from 'react';
import { z } from 'zod';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { Form, FormError, SubmitButton, useFieldBinding, useSchemaForm } from '../../ui/form.tsx';

const passwordForm = z.object({ password: z.string().refine((v) => v.trim() !== '', 'Please enter your password.') });
/** The app's code as typed, its spaces dropped ('123 456'). */
const codeForm = z.object({
  code: z
    .string()
    .refine((v) => v.trim() !== '', 'Please enter the code.')
    .transform((v) => v.replace(/\s+/g, '')),
});

interface StepProps {
  submitLabel: string;
  pendingLabel: string;
  onCancel?: () => void;
}

/** The password asked before two-factor is set up or turned off. */
export function PasswordStep({
  hint,
  submitLabel,
  pendingLabel,
  danger,
  onPassword,
  onCancel,
}: StepProps & { hint: string; danger?: boolean; onPassword: (password: string) => Promise<unknown> }) {
  const form = useSchemaForm(passwordForm);
  const field = useFieldBinding(form);
  return (
    <Form form={form} onSubmit={({ password }) => onPassword(password)} className="space-y-4">
      <TextField label="Password" type="password" autoComplete="current-password" className="max-w-xs" hint={hint} {...field('password')} />
      <FormError />
      <StepButtons
        submit={
          <SubmitButton variant={danger ? 'danger' : 'primary'} pendingLabel={pendingLabel}>
            {submitLabel}
          </SubmitButton>
        }
        onCancel={onCancel}
      />
    </Form>
  );
}

/** The first code from the authenticator app, under the QR code and key (`children`). */
export function CodeStep({
  children,
  submitLabel,
  pendingLabel,
  onCode,
  onCancel,
}: StepProps & { children: ReactNode; onCode: (code: string) => Promise<unknown> }) {
  const form = useSchemaForm(codeForm);
  const field = useFieldBinding(form);
  return (
    <Form form={form} onSubmit={({ code }) => onCode(code)} className="space-y-4">
      {children}
      <TextField label="Code from the app" autoComplete="one-time-code" inputMode="numeric" className="max-w-xs" {...field('code')} />
      <FormError />
      <StepButtons submit={<SubmitButton pendingLabel={pendingLabel}>{submitLabel}</SubmitButton>} onCancel={onCancel} />
    </Form>
  );
}

function StepButtons({ submit, onCancel }: { submit: ReactNode; onCancel?: () => void }) {
  if (!onCancel) return submit;
  return (
    <div className="flex flex-wrap gap-2">
      {submit}
      <Button type="button" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
