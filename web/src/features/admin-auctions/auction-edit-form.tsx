import { useForm, type UseFormRegister } from 'react-hook-form';
import { controlClass } from '../../ui/field.tsx';
import { Button } from '../../ui/button.tsx';
import { Form, SubmitButton } from '../../ui/form.tsx';
import { cn } from '../../ui/cn.ts';
import type { AdminAuctionDetail } from './api.ts';
import type { CategoryOption } from './auction-filters.ts';

type Kind = 'text' | 'textarea' | 'int' | 'money' | 'datetime' | 'bool' | 'category';
interface FieldDef {
  key: keyof AdminAuctionDetail & string;
  label: string;
  kind: Kind;
  wide?: boolean;
}

const GROUPS: { title: string; fields: FieldDef[] }[] = [
  {
    title: 'Listing',
    fields: [
      { key: 'title', label: 'Title', kind: 'text', wide: true },
      { key: 'category', label: 'Category', kind: 'category' },
      { key: 'location', label: 'Location', kind: 'text' },
      { key: 'description', label: 'Description', kind: 'textarea', wide: true },
    ],
  },
  {
    title: 'Prices and times',
    fields: [
      { key: 'startingPrice', label: 'Starting price ($)', kind: 'money' },
      { key: 'reservePrice', label: 'Reserve ($)', kind: 'money' },
      { key: 'buyNowPrice', label: 'Buy now / sale price ($)', kind: 'money' },
      { key: 'allowOffers', label: 'Accepts offers', kind: 'bool' },
      { key: 'startTime', label: 'Starts', kind: 'datetime' },
      { key: 'endTime', label: 'Ends', kind: 'datetime' },
    ],
  },
  {
    title: 'Vehicle',
    fields: [
      { key: 'year', label: 'Year', kind: 'int' },
      { key: 'make', label: 'Make', kind: 'text' },
      { key: 'model', label: 'Model', kind: 'text' },
      { key: 'trim', label: 'Trim', kind: 'text' },
      { key: 'mileage', label: 'Mileage', kind: 'int' },
      { key: 'vin', label: 'VIN / serial', kind: 'text' },
      { key: 'engine', label: 'Engine', kind: 'text' },
      { key: 'transmission', label: 'Transmission', kind: 'text' },
      { key: 'drivetrain', label: 'Drivetrain', kind: 'text' },
      { key: 'condition', label: 'Condition', kind: 'text' },
      { key: 'exteriorColor', label: 'Exterior color', kind: 'text' },
      { key: 'interiorColor', label: 'Interior color', kind: 'text' },
      { key: 'titleStatus', label: 'Title status', kind: 'text' },
    ],
  },
  {
    title: 'Details',
    fields: [
      { key: 'optionsAndHighlights', label: 'Options and highlights', kind: 'textarea', wide: true },
      { key: 'flawsDescription', label: 'Flaws', kind: 'textarea', wide: true },
      { key: 'modificationsList', label: 'Modifications', kind: 'textarea', wide: true },
      { key: 'additionalFees', label: 'Additional fees', kind: 'textarea', wide: true },
    ],
  },
];
const FIELDS = GROUPS.flatMap((g) => g.fields);

/** The datetime-local value of an instant on this device's clock. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

type Values = Record<string, string | boolean>;

/** The form's values of a listing: text for every field, a boolean for the switches. */
export function formValues(a: AdminAuctionDetail): Values {
  const v: Values = {};
  for (const f of FIELDS) {
    const raw = a[f.key];
    if (f.kind === 'bool') v[f.key] = Boolean(raw);
    else if (f.kind === 'datetime') v[f.key] = toLocalInput(raw as string | null);
    else v[f.key] = raw === null || raw === undefined ? '' : String(raw);
  }
  return v;
}

/** The fields that changed, in the API's types ('' clears an optional field). */
function patchOf(initial: Values, current: Values): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const f of FIELDS) {
    const now = current[f.key]!;
    if (now === initial[f.key]) continue;
    if (f.kind === 'bool') patch[f.key] = now;
    else if (f.kind === 'int' || f.kind === 'money') patch[f.key] = now === '' ? null : Number(now);
    else if (f.kind === 'datetime') patch[f.key] = now === '' ? null : new Date(now as string).toISOString();
    else patch[f.key] = now;
  }
  return patch;
}

/** Every editable field of the listing, grouped; saving sends only what changed. */
export function AuctionEditForm({
  auction,
  categories,
  busy,
  onSave,
}: {
  auction: AdminAuctionDetail;
  categories: CategoryOption[];
  busy: boolean;
  onSave: (patch: Record<string, unknown>) => void;
}) {
  const initial = formValues(auction);
  // The manager remounts the form (its key) whenever the listing's values change, so `initial` holds for its life.
  const form = useForm<Values>({ defaultValues: initial });
  const values = form.watch();
  const patch = patchOf(initial, values);
  const dirty = Object.keys(patch).length > 0;

  return (
    // The server checks each field (the admin's edit route); the form sends only what changed.
    <Form form={form} noValidate={false} aria-label="Edit listing" className="space-y-5 border-t border-slate-200 pt-5" onSubmit={() => dirty && onSave(patch)}>
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Edit listing</h3>
      {GROUPS.map((g) => (
        <fieldset key={g.title} className="space-y-3">
          <legend className="mb-2 text-sm font-semibold text-slate-900">{g.title}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {g.fields.map((f) => (
              <label
                key={f.key}
                className={cn(
                  'block text-sm font-medium text-slate-700',
                  f.wide && 'sm:col-span-2',
                  f.kind === 'bool' && 'flex items-center gap-2 self-end pb-2',
                )}
              >
                {f.kind === 'bool' ? (
                  <>
                    <input type="checkbox" className="size-4 rounded border-slate-300 accent-slate-900" {...form.register(f.key)} />
                    {f.label}
                  </>
                ) : (
                  <>
                    {f.label}
                    <Control field={f} value={values[f.key] as string} register={form.register} categories={categories} />
                  </>
                )}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <div className="sticky bottom-0 -mx-5 flex items-center justify-end gap-2 border-t border-slate-200 bg-white/95 px-5 py-3 backdrop-blur">
        {dirty && (
          <span className="mr-auto text-xs text-slate-500">
            {Object.keys(patch).length} unsaved {Object.keys(patch).length === 1 ? 'change' : 'changes'}
          </span>
        )}
        <Button variant="ghost" size="sm" disabled={!dirty || busy} onClick={() => form.reset(initial)}>
          Discard
        </Button>
        <SubmitButton variant="dark" size="sm" disabled={!dirty} pending={busy}>
          Save changes
        </SubmitButton>
      </div>
    </Form>
  );
}

/** `value`: the field's current value, for a category the list does not hold (shown as it is). */
function Control({
  field: f,
  value,
  register,
  categories,
}: {
  field: FieldDef;
  value: string;
  register: UseFormRegister<Values>;
  categories: CategoryOption[];
}) {
  const cls = cn(controlClass, 'mt-1 font-normal');
  const field = register(f.key);
  switch (f.kind) {
    case 'textarea':
      return <textarea className={cls} rows={3} {...field} />;
    case 'category':
      return (
        <select className={cls} {...field}>
          {!categories.some((c) => c.slug === value) && <option value={value}>{value}</option>}
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.title}
            </option>
          ))}
        </select>
      );
    case 'int':
    case 'money':
      return <input className={cls} type="number" inputMode="numeric" min={0} step={1} {...field} />;
    case 'datetime':
      return <input className={cls} type="datetime-local" {...field} />;
    default:
      return <input className={cls} type="text" {...field} />;
  }
}
