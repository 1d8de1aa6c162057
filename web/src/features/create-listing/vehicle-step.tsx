import { CLASSIFIED_DAYS } from '../../../../domain/listings/listing-input.ts';
import { categoryUsesVin, decodeVin, requiresVin, VIN_FIRST_MODEL_YEAR } from '../../../../domain/listings/vin.ts';
import { getMakes, getModels, VEHICLE_CATALOGUE } from '../../../../domain/listings/vehicle-catalogue.ts';
import { cn } from '../../ui/cn.ts';
import { useDraftForm } from './draft-form.ts';
import { Choice, NumberField, Text } from './form-fields.tsx';
import type { ErrorOf } from './wizard-steps.ts';

const LISTING_TYPES = [
  { v: 'auction' as const, t: 'Auction', d: 'Timed bidding with an optional reserve and buy now price.' },
  { v: 'classified' as const, t: 'Classified', d: `A fixed sale price; buyers contact you directly. Listed for ${CLASSIFIED_DAYS} days.` },
];

/** Step 1: how to sell, and the vehicle (a VIN fills in the model year and the make). */
export function VehicleStep({ errorOf }: { errorOf: ErrorOf }) {
  const { data, update } = useDraftForm();
  const category = data.category ?? '';
  const vinDecoded = data.vin && category && categoryUsesVin(category) ? decodeVin(data.vin, new Date().getFullYear() + 1) : null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset className="sm:col-span-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">How do you want to sell?</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {LISTING_TYPES.map((o) => (
            <label
              key={o.v}
              className={cn(
                'cursor-pointer rounded-xl border p-4',
                data.listingType === o.v ? 'border-brand-500 bg-brand-50 ring-2 ring-brand-500/30' : 'border-slate-300',
              )}
            >
              <input type="radio" name="listingType" className="sr-only" checked={data.listingType === o.v} onChange={() => update({ listingType: o.v })} />
              <span className="block font-semibold text-slate-900">{o.t}</span>
              <span className="text-sm text-slate-600">{o.d}</span>
            </label>
          ))}
        </div>
        {errorOf('listingType') && <p className="mt-1 text-sm text-red-600">{errorOf('listingType')}</p>}
      </fieldset>
      <Choice
        label="Category"
        value={data.category}
        options={VEHICLE_CATALOGUE.map((c) => ({ value: c.slug, label: c.name }))}
        onChange={(v) => update({ category: v })}
        error={errorOf('category')}
      />
      {categoryUsesVin(category) || !category ? (
        <Text
          label={data.year != null && data.year < VIN_FIRST_MODEL_YEAR ? 'VIN or chassis number' : 'VIN'}
          value={data.vin}
          onChange={(v) => {
            const vin = v.toUpperCase();
            const decoded = category && categoryUsesVin(category) ? decodeVin(vin, new Date().getFullYear() + 1) : null;
            update({
              vin,
              ...(decoded?.modelYear && data.year == null ? { year: decoded.modelYear } : {}),
              ...(decoded?.manufacturer && !data.make ? { make: decoded.manufacturer } : {}),
            });
          }}
          error={errorOf('vin')}
          hint={
            vinDecoded
              ? `Decoded: ${[vinDecoded.modelYear, vinDecoded.manufacturer].filter(Boolean).join(' ') || 'valid VIN'}`
              : requiresVin(category, data.year)
                ? '17 characters, never I, O or Q. We fill in the year and make from it.'
                : 'Vehicles before 1981 carry a shorter serial number.'
          }
        />
      ) : (
        <Text
          label={category === 'boats' ? 'Hull number (HIN)' : 'Serial number'}
          value={data.vin}
          onChange={(v) => update({ vin: v })}
          error={errorOf('vin')}
          hint="Type N/A if there is none."
        />
      )}
      <NumberField label="Model year" value={data.year} onChange={(v) => update({ year: v })} error={errorOf('year')} />
      <Text
        label="Make"
        value={data.make}
        onChange={(v) => update({ make: v })}
        list="make-options"
        error={errorOf('make')}
        hint="Pick from the list or type your own."
      />
      <datalist id="make-options">
        {getMakes(category).map((m) => (
          <option key={m} value={m} />
        ))}
      </datalist>
      <Text label="Model" value={data.model} onChange={(v) => update({ model: v })} list="model-options" error={errorOf('model')} />
      <datalist id="model-options">
        {getModels(category, data.make ?? '').map((m) => (
          <option key={m} value={m} />
        ))}
      </datalist>
      <Text label="Trim" value={data.trim} onChange={(v) => update({ trim: v })} />
      <NumberField
        label={category === 'boats' || category === 'heavy-equipment' ? 'Hours or miles' : 'Mileage'}
        value={data.mileage}
        onChange={(v) => update({ mileage: v })}
        error={errorOf('mileage')}
      />
      <Text label="Engine" value={data.engine} onChange={(v) => update({ engine: v })} placeholder="3.0L inline-6" />
      <Text label="Transmission" value={data.transmission} onChange={(v) => update({ transmission: v })} placeholder="6-speed manual" />
      <Text label="Drivetrain" value={data.drivetrain} onChange={(v) => update({ drivetrain: v })} placeholder="Rear-wheel drive" />
      <Text label="Exterior color" value={data.exteriorColor} onChange={(v) => update({ exteriorColor: v })} />
      <Text label="Interior color" value={data.interiorColor} onChange={(v) => update({ interiorColor: v })} />
      <Choice
        label="Condition"
        value={data.condition}
        options={['Excellent', 'Very good', 'Good', 'Fair', 'Project'].map((c) => ({ value: c, label: c }))}
        onChange={(v) => update({ condition: v })}
      />
      <Text label="Location" value={data.location} onChange={(v) => update({ location: v })} placeholder="City, State" error={errorOf('location')} />
    </div>
  );
}
