import { useId, type ReactNode } from 'react';
import { controlAttributes, controlClass, FieldShell } from '../../ui/field.tsx';

interface Common {
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

export function Text(
  p: Common & {
    value: string | undefined;
    onChange: (v: string) => void;
    placeholder?: string;
    list?: string;
    inputMode?: 'numeric' | 'tel' | 'url' | 'text';
    type?: string;
  },
) {
  const id = useId();
  return (
    <FieldShell id={id} {...p}>
      <input
        {...controlAttributes(id, p.error)}
        type={p.type ?? 'text'}
        className={controlClass}
        value={p.value ?? ''}
        placeholder={p.placeholder}
        list={p.list}
        inputMode={p.inputMode}
        onChange={(e) => p.onChange(e.target.value)}
      />
    </FieldShell>
  );
}

export function NumberField(p: Common & { value: number | null | undefined; onChange: (v: number | null) => void; prefix?: string }) {
  const id = useId();
  return (
    <FieldShell id={id} {...p}>
      <div className="relative">
        {p.prefix && <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500">{p.prefix}</span>}
        <input
          {...controlAttributes(id, p.error)}
          inputMode="numeric"
          className={`${controlClass} ${p.prefix ? 'pl-7' : ''}`}
          value={p.value ?? ''}
          onChange={(e) => {
            // 15 digits at most: always a safe integer, far above any limit the form checks.
            const digits = e.target.value.replace(/[^0-9]/g, '').slice(0, 15);
            p.onChange(digits === '' ? null : Number(digits));
          }}
        />
      </div>
    </FieldShell>
  );
}

export function LongText(p: Common & { value: string | undefined; onChange: (v: string) => void; rows?: number; placeholder?: string }) {
  const id = useId();
  return (
    <FieldShell id={id} {...p}>
      <textarea
        {...controlAttributes(id, p.error)}
        rows={p.rows ?? 5}
        className={controlClass}
        value={p.value ?? ''}
        placeholder={p.placeholder}
        onChange={(e) => p.onChange(e.target.value)}
      />
    </FieldShell>
  );
}

export function Choice<T extends string | number>(
  p: Common & { value: T | undefined; options: readonly { value: T; label: string }[]; onChange: (v: T) => void },
) {
  const id = useId();
  return (
    <FieldShell id={id} {...p}>
      <select
        id={id}
        className={controlClass}
        value={p.value === undefined ? '' : String(p.value)}
        aria-invalid={p.error ? true : undefined}
        onChange={(e) => {
          const found = p.options.find((o) => String(o.value) === e.target.value);
          if (found) p.onChange(found.value);
        }}
      >
        <option value="" disabled>
          Choose…
        </option>
        {p.options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A yes/no question as two radio buttons. */
export function YesNo(p: { label: string; value: 'yes' | 'no' | undefined; onChange: (v: 'yes' | 'no') => void }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{p.label}</legend>
      <div className="flex gap-2">
        {(['yes', 'no'] as const).map((v) => (
          <label
            key={v}
            className={`flex cursor-pointer items-center gap-2 rounded-lg border px-4 py-2 text-sm ${p.value === v ? 'border-brand-500 bg-brand-50 font-semibold' : 'border-slate-300 bg-white'}`}
          >
            <input type="radio" name={name} value={v} checked={p.value === v} onChange={() => p.onChange(v)} className="accent-brand-500" />
            {v === 'yes' ? 'Yes' : 'No'}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
