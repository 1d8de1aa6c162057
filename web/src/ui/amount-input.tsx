import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { formatBidInput } from '../../../domain/bidding/bid-input.ts';
import { cn } from './cn.ts';
import { useAdoptedValue } from './followed-value.ts';

interface AmountInputProps {
  label: string;
  value: string;
  onChange: (formatted: string) => void;
  hint?: ReactNode;
  disabled?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  size?: 'md' | 'lg';
  name?: string;
  /** The field's error, shown under it in place of the hint. */
  error?: string;
}

/** SPEC 5: a dollar field that keeps digits only, shown with thousands separators as one types. */
export function AmountInput({ label, value, onChange, hint, disabled, placeholder, autoFocus, size = 'md', name, error }: AmountInputProps) {
  const id = useId();
  // The detail page's bid box is server-rendered: digits typed before the scripts ran become the amount.
  const input = useAdoptedValue<HTMLInputElement>(value, (typed) => onChange(formatBidInput(typed)));
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <span
          className={cn('pointer-events-none absolute inset-y-0 left-3 flex items-center font-semibold text-slate-500', size === 'lg' ? 'text-lg' : 'text-sm')}
        >
          $
        </span>
        <input
          ref={input}
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          // Autofocus is only asked for inside a freshly opened dialog, where it is where the user is.
          autoFocus={autoFocus}
          disabled={disabled}
          value={value}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          onChange={(e) => onChange(formatBidInput(e.target.value))}
          className={cn(
            'block w-full rounded-lg border border-slate-300 bg-white pr-3 pl-7 aria-invalid:border-red-500 font-semibold text-slate-900 tabular-nums shadow-sm placeholder:font-normal placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none disabled:bg-slate-100',
            size === 'lg' ? 'h-12 text-lg' : 'h-10 text-sm',
          )}
        />
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

type AmountFieldProps<T extends FieldValues, O> = Omit<AmountInputProps, 'value' | 'onChange' | 'name' | 'error'> & {
  control: Control<T, unknown, O>;
  /** A text field of the form: the amount as typed, with its separators (the schema reads the dollars). */
  name: FieldPathByValue<T, string | undefined>;
  /** The element's name when the form posts without scripts; the form's field name by default. */
  htmlName?: string;
};

/** AmountInput as a field of a kit form (form.tsx): its value, its changes and its error are the form's. */
export function AmountField<T extends FieldValues, O>({ control, name, htmlName, ...input }: AmountFieldProps<T, O>) {
  const { field, fieldState } = useController<T, FieldPathByValue<T, string | undefined>, O>({ control, name });
  // Digits typed before the scripts are adopted in the hydration's layout effects, before this field and the
  // form's watchers subscribe (their own layout effects, parents after children): the form holds the amount but
  // nothing shows it. Told again once every layout effect has run, the field, its total and its button follow it.
  const mounted = useRef(false);
  const adopted = useRef<string | null>(null);
  useEffect(() => {
    mounted.current = true;
    if (adopted.current !== null) field.onChange(adopted.current);
    adopted.current = null;
  }, [field]);
  const change = (formatted: string) => {
    if (!mounted.current) adopted.current = formatted;
    field.onChange(formatted);
  };
  const value: unknown = field.value;
  return (
    <AmountInput {...input} name={htmlName ?? field.name} value={typeof value === 'string' ? value : ''} onChange={change} error={fieldState.error?.message} />
  );
}
