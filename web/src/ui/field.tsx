import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from './cn.ts';

const control =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 aria-invalid:border-red-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none disabled:bg-slate-100';

export const controlClass = control;

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A control's frame: its label above, then its hint, or its error (which the control names in aria-describedby). */
export function FieldShell({ id, label, error, hint, className, children }: FieldProps & { id: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** The attributes that tie a control to its FieldShell's label and to its error, else its hint. */
export function controlAttributes(id: string, error: string | undefined, hint?: ReactNode) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
}

export const TextField = forwardRef<HTMLInputElement, FieldProps & InputHTMLAttributes<HTMLInputElement>>(function TextField(
  { label, error, hint, className, id, ...props },
  ref,
) {
  const inputId = useFieldId(id);
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} className={className}>
      <input ref={ref} {...controlAttributes(inputId, error, hint)} className={control} {...props} />
    </FieldShell>
  );
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextAreaField(
  { label, error, hint, className, id, ...props },
  ref,
) {
  const inputId = useFieldId(id);
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} className={className}>
      <textarea ref={ref} {...controlAttributes(inputId, error, hint)} className={control} {...props} />
    </FieldShell>
  );
});

export const SelectField = forwardRef<HTMLSelectElement, FieldProps & SelectHTMLAttributes<HTMLSelectElement>>(function SelectField(
  { label, error, hint, className, id, children, ...props },
  ref,
) {
  const inputId = useFieldId(id);
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <select ref={ref} {...controlAttributes(inputId, error, hint)} className={cn(control, 'appearance-none pr-10')} {...props}>
          {children}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
      </div>
    </FieldShell>
  );
});

function useFieldId(id: string | undefined): string {
  const autoId = useId();
  return id ?? autoId;
}
