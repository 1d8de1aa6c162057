import { createContext, useContext, useId, type FormHTMLAttributes, type ReactNode } from 'react';
import {
  FormProvider,
  get,
  useForm,
  useFormContext,
  useFormState,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import type { z } from 'zod';
import { errorMessage } from '../lib/api-client.ts';
import { Button, type ButtonProps } from './button.tsx';
import { Notice } from './notice.tsx';

/**
 * The form kit: react-hook-form checked by the domain's zod schema (the same one the server's route parses with),
 * a Form that submits, tracks the pending submit and shows what the server refused, and field bindings that put
 * each field's own error under it (field.tsx, amount-input.tsx).
 */

/** The server's refusal of the last submit, kept as react-hook-form's root error so the next submit clears it. */
const SERVER_ERROR = 'root.server';

/** The id of the form's FormError, which the form names in aria-describedby. */
const FormErrorId = createContext<string | undefined>(undefined);

/** A form whose values are checked by `schema` on submit, then each field again as it changes. */
export function useSchemaForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: schemaResolver(schema) });
}

/** The resolver of a schema, for forms made another way (usePageForm: the server-rendered ones). */
export function schemaResolver<S extends z.ZodType<unknown, FieldValues>>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  return zodResolver(schema);
}

/** Shows `message` as the form's server error (a check made outside the schema, such as a date against the clock). */
export function setFormError<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, message: string): void {
  form.setError(SERVER_ERROR, { message });
}

interface FormProps<T extends FieldValues, O> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  form: UseFormReturn<T, unknown, O>;
  /** Runs with the checked values; the form is pending until it settles. What it throws is the form's error. */
  onSubmit: (values: O) => unknown;
  /**
   * The text a thrown error shows above the form's buttons (FormError), or null when the handler has told the
   * member itself (a toast the spec words). The error's own message by default.
   */
  errorText?: (err: unknown) => string | null;
  children: ReactNode;
}

/**
 * A form on the kit: no browser bubbles (the schema's words answer), the checked values to `onSubmit`, its
 * pending state to SubmitButton, and a refusal to FormError, which the form names as its description.
 */
export function Form<T extends FieldValues, O>({ form, onSubmit, errorText = (err) => errorMessage(err), children, ...rest }: FormProps<T, O>) {
  const errorId = useId();
  const serverError: unknown = get(form.formState.errors, SERVER_ERROR);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (err) {
      const text = errorText(err);
      if (text) form.setError(SERVER_ERROR, { message: text });
    }
  });
  return (
    <FormProvider {...form}>
      <FormErrorId.Provider value={errorId}>
        <form noValidate aria-describedby={serverError ? errorId : undefined} {...rest} onSubmit={(e) => void submit(e)}>
          {children}
        </form>
      </FormErrorId.Provider>
    </FormProvider>
  );
}

/** The form's server error, where the form wants it (usually above its buttons). */
export function FormError({ className }: { className?: string }) {
  const { errors } = useFormState();
  const id = useContext(FormErrorId);
  const message = (get(errors, SERVER_ERROR) as { message?: string } | undefined)?.message;
  if (!message) return null;
  return (
    <Notice tone="error" id={id} className={className}>
      {message}
    </Notice>
  );
}

interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** The label while the submit is pending ('Saving...'); the usual label with a spinner by default. */
  pendingLabel?: ReactNode;
  /** A leading icon, replaced by the spinner while pending. */
  icon?: ReactNode;
  /** Pending for longer than the submit itself (work it started that goes on, such as a bid resumed after an authorization). */
  pending?: boolean;
}

/** The form's submit: disabled and spinning while its submit is pending. */
export function SubmitButton({ pendingLabel, icon, pending, disabled, children, size, ...props }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  const busy = isSubmitting || !!pending;
  return (
    <Button type="submit" size={size} disabled={disabled || busy} aria-busy={busy || undefined} {...props}>
      {busy ? (
        (pendingLabel ?? (
          <>
            <LoaderCircle className={size === 'lg' ? 'size-5 animate-spin' : 'size-4 animate-spin'} aria-hidden />
            {children}
          </>
        ))
      ) : (
        <>
          {icon}
          {children}
        </>
      )}
    </Button>
  );
}

/**
 * Binds a field of field.tsx to the form: its registration and its error, so each field reads
 * `<TextField label="Bio" {...field('bio')} />`.
 */
export function useFieldBinding<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>) {
  const { errors } = form.formState;
  return (name: Path<T>) => ({ ...form.register(name), error: (get(errors, name) as { message?: string } | undefined)?.message });
}

/** The same binding from inside a Form (a part of a larger form in its own component). */
export function useFormField<T extends FieldValues>(name: Path<T>) {
  const { register, formState } = useFormContext<T>();
  return { ...register(name), error: (get(formState.errors, name) as { message?: string } | undefined)?.message };
}
