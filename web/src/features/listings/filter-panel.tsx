import { useId, type ReactNode } from 'react';
import { DRIVETRAIN_LABELS, DRIVETRAINS, TRANSMISSION_LABELS, TRANSMISSIONS, type ListingFilters } from '../../../../domain/listings/listing-filters.ts';
import { makesFor, modelsFor } from '../../../../domain/listings/vehicle-catalogue.ts';
import { categoryName } from '../../../../domain/listings/vehicle-categories.ts';
import { useBrowseCategories } from '../../lib/site-categories.ts';
import { useFollowedValue } from '../../ui/followed-value.ts';

const control =
  'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none';

export type FilterKey = keyof ListingFilters;

function Labeled({ label, children, id }: { label: string; children: ReactNode; id: string }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {label}
      </label>
      {children}
    </div>
  );
}

// The fields are uncontrolled and follow the address (useFollowedValue): what a person typed or chose before
// the app took the page over stays, and Enter sends it with the rest of the form (ListingBrowser).
interface Field {
  /** The URL key: the field's name in the page's GET form (it works before the scripts run). */
  name: FilterKey;
  /** The id of that form. */
  form?: string;
}

function SelectFilter({
  label,
  value,
  options,
  onChange,
  name,
  form,
}: Field & { label: string; value: string | undefined; options: Array<[string, string]>; onChange: (v: string | undefined) => void }) {
  const id = useId();
  const select = useFollowedValue<HTMLSelectElement>(value ?? '');
  return (
    <Labeled label={label} id={id}>
      <select
        ref={select}
        id={id}
        name={name}
        form={form}
        className={control}
        defaultValue={value ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="">Any</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </Labeled>
  );
}

/**
 * A text or number box that applies its value when it loses focus (one URL change per edit); Enter in it sends
 * the page's form (its default button), which applies every field.
 */
function CommitInput({
  label,
  value,
  onCommit,
  type = 'text',
  placeholder,
  name,
  form,
}: Field & { label: string; value: string | number | undefined; onCommit: (v: string | undefined) => void; type?: 'text' | 'number'; placeholder?: string }) {
  const id = useId();
  const shown = value === undefined ? '' : String(value);
  const input = useFollowedValue<HTMLInputElement>(shown);
  const commit = (text: string) => {
    const next = text.trim() || undefined;
    if (next !== (value === undefined ? undefined : String(value))) onCommit(next);
  };
  return (
    <Labeled label={label} id={id}>
      <input
        ref={input}
        id={id}
        name={name}
        form={form}
        type={type}
        inputMode={type === 'number' ? 'numeric' : undefined}
        min={type === 'number' ? 0 : undefined}
        className={control}
        defaultValue={shown}
        placeholder={placeholder}
        onBlur={(e) => commit(e.target.value)}
      />
    </Labeled>
  );
}

export interface FilterPanelProps {
  filters: ListingFilters;
  /** Filters set by the page's path (category pages): shown as fixed, not editable. */
  fixed: Partial<Record<FilterKey, string>>;
  onChange: (changes: Partial<Record<FilterKey, string | undefined>>) => void;
  onClear: () => void;
  /** The id of the page's GET form the fields belong to (see ListingBrowser). */
  form?: string;
}

/** SPEC 2 listing filters: category, make, model, year range, price range, mileage, transmission, drivetrain, location, reserve, featured. */
export function FilterPanel({ filters, fixed, onChange, onClear, form }: FilterPanelProps) {
  const featured = useFollowedValue<HTMLInputElement>(filters.featured === true);
  const category = fixed.category ?? filters.category;
  const make = fixed.make ?? filters.make;
  const makes = makesFor(category);
  const models = modelsFor(category, make);
  const categories = useBrowseCategories();
  // A hidden category is not offered; one already chosen in the address stays shown as chosen.
  const categoryOptions: Array<[string, string]> = categories.map((c) => [c.slug, c.title]);
  if (filters.category && !categories.some((c) => c.slug === filters.category))
    categoryOptions.push([filters.category, categoryName(filters.category) ?? filters.category]);
  return (
    <div data-testid="filter-panel" className="space-y-4">
      {!fixed.category && (
        <SelectFilter
          label="Category"
          name="category"
          form={form}
          value={filters.category}
          options={categoryOptions}
          onChange={(v) => onChange({ category: v, make: undefined, model: undefined })}
        />
      )}
      {!fixed.make && (makes.length > 0 || filters.make) && (
        <SelectFilter
          name="make"
          form={form}
          label="Make"
          value={filters.make}
          options={makes.map((m) => [m, m])}
          onChange={(v) => onChange({ make: v, model: undefined })}
        />
      )}
      {!fixed.model && make && (
        <SelectFilter
          name="model"
          form={form}
          label="Model"
          value={filters.model}
          options={models.map((m) => [m, m])}
          onChange={(v) => onChange({ model: v })}
        />
      )}
      <div className="grid grid-cols-2 gap-3">
        <CommitInput
          name="yearMin"
          form={form}
          label="Year from"
          type="number"
          value={filters.yearMin}
          placeholder="1950"
          onCommit={(v) => onChange({ yearMin: v })}
        />
        <CommitInput
          name="yearMax"
          form={form}
          label="Year to"
          type="number"
          value={filters.yearMax}
          placeholder="2025"
          onCommit={(v) => onChange({ yearMax: v })}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <CommitInput
          name="priceMin"
          form={form}
          label="Min price"
          type="number"
          value={filters.priceMin}
          placeholder="$0"
          onCommit={(v) => onChange({ priceMin: v })}
        />
        <CommitInput
          name="priceMax"
          form={form}
          label="Max price"
          type="number"
          value={filters.priceMax}
          placeholder="Any"
          onCommit={(v) => onChange({ priceMax: v })}
        />
      </div>
      <CommitInput
        name="mileageMax"
        form={form}
        label="Max mileage"
        type="number"
        value={filters.mileageMax}
        placeholder="Any"
        onCommit={(v) => onChange({ mileageMax: v })}
      />
      <SelectFilter
        label="Transmission"
        name="transmission"
        form={form}
        value={filters.transmission}
        options={TRANSMISSIONS.map((t) => [t, TRANSMISSION_LABELS[t]])}
        onChange={(v) => onChange({ transmission: v })}
      />
      <SelectFilter
        name="drivetrain"
        form={form}
        label="Drivetrain"
        value={filters.drivetrain}
        options={DRIVETRAINS.map((d) => [d, DRIVETRAIN_LABELS[d]])}
        onChange={(v) => onChange({ drivetrain: v })}
      />
      <CommitInput
        name="location"
        form={form}
        label="Location"
        value={filters.location}
        placeholder="City or state"
        onCommit={(v) => onChange({ location: v })}
      />
      <SelectFilter
        label="Reserve"
        name="reserve"
        form={form}
        value={filters.reserve}
        options={[
          ['reserve', 'With reserve'],
          ['no_reserve', 'No reserve'],
        ]}
        onChange={(v) => onChange({ reserve: v })}
      />
      <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
        <input
          ref={featured}
          type="checkbox"
          name="featured"
          value="true"
          form={form}
          className="size-4 rounded border-slate-300 accent-brand-500"
          defaultChecked={filters.featured === true}
          onChange={(e) => onChange({ featured: e.target.checked ? 'true' : undefined })}
        />
        Featured only
      </label>
      <button type="button" onClick={onClear} className="text-sm font-semibold text-brand-700 hover:text-brand-600">
        Clear all filters
      </button>
    </div>
  );
}
