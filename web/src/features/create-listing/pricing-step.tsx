import { formatUsd } from '../../../../domain/shared/format.ts';
import { LISTING_DURATIONS } from '../../../../domain/listings/listing-input.ts';
import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHOD_TEXT, PAYMENT_METHODS } from '../../../../domain/deals/deal-rules.ts';
import { useDraftForm } from './draft-form.ts';
import { Choice, LongText, NumberField, Text } from './form-fields.tsx';
import type { ErrorOf } from './wizard-steps.ts';

/** The datetime-local value of an instant on this device's clock. */
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Step 6: prices and the schedule of an auction, or the sale price of a classified; the featured fee. */
export function PricingStep({ errorOf, featuredFeeCents }: { errorOf: ErrorOf; featuredFeeCents: number }) {
  const { data, update } = useDraftForm();
  const auction = data.listingType !== 'classified';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {auction ? (
        <>
          <NumberField
            label="Starting price"
            prefix="$"
            value={data.startingPrice}
            onChange={(v) => update({ startingPrice: v })}
            error={errorOf('startingPrice')}
          />
          <NumberField
            label="Reserve price (optional)"
            prefix="$"
            value={data.reservePrice}
            onChange={(v) => update({ reservePrice: v })}
            error={errorOf('reservePrice')}
            hint="At least the starting price. Bidders only see whether it is met."
          />
          <NumberField
            label="Buy now price (optional)"
            prefix="$"
            value={data.buyNowPrice}
            onChange={(v) => update({ buyNowPrice: v })}
            error={errorOf('buyNowPrice')}
            hint="More than the reserve."
          />
          <Text
            label="Start date and time"
            type="datetime-local"
            value={toLocalInput(data.startTime)}
            onChange={(v) => update({ startTime: v ? new Date(v).toISOString() : null, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone })}
            error={errorOf('startTime')}
            hint="Your listing goes live at this time once approved."
          />
          <Choice
            label="Duration"
            value={data.durationDays}
            options={LISTING_DURATIONS.map((d) => ({ value: d, label: `${d} days` }))}
            onChange={(v) => update({ durationDays: v })}
            error={errorOf('durationDays')}
          />
        </>
      ) : (
        <>
          <NumberField label="Sale price" prefix="$" value={data.buyNowPrice} onChange={(v) => update({ buyNowPrice: v })} error={errorOf('buyNowPrice')} />
          <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-500"
              checked={data.allowOffers ?? false}
              onChange={(e) => update({ allowOffers: e.target.checked })}
            />
            Accept offers from buyers
          </label>
        </>
      )}
      <fieldset className="sm:col-span-2" data-testid="payment-method">
        <legend className="text-sm font-medium text-slate-800">How the buyer pays</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {PAYMENT_METHODS.map((m) => {
            const checked = (data.paymentMethod ?? DEFAULT_PAYMENT_METHOD) === m;
            return (
              <label
                key={m}
                className={`flex cursor-pointer items-start gap-3 rounded-xl border p-4 text-sm ${checked ? 'border-brand-500 bg-brand-50/60 ring-1 ring-brand-500' : 'border-slate-200 bg-white'}`}
              >
                <input
                  type="radio"
                  name="paymentMethod"
                  value={m}
                  className="mt-0.5 size-4 accent-brand-500"
                  checked={checked}
                  onChange={() => update({ paymentMethod: m })}
                />
                <span>
                  <span className="block font-semibold text-slate-900">
                    {PAYMENT_METHOD_TEXT[m].label}
                    {m === DEFAULT_PAYMENT_METHOD && (
                      <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                        Recommended
                      </span>
                    )}
                  </span>
                  <span className="mt-1 block text-slate-600">{PAYMENT_METHOD_TEXT[m].text}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <LongText
        label="Additional fees (optional)"
        rows={2}
        className="sm:col-span-2"
        value={data.additionalFees}
        onChange={(v) => update({ additionalFees: v })}
        placeholder="Documentation fee, delivery, ..."
      />
      <label className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm sm:col-span-2">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-500"
          checked={data.featured ?? false}
          onChange={(e) => update({ featured: e.target.checked })}
        />
        <span>
          <span className="block font-semibold text-slate-900">Feature this listing for {formatUsd(Math.round(featuredFeeCents / 100))}</span>
          <span className="text-slate-700">
            Featured listings appear in the home page carousel with a FEATURED badge. The fee is held at checkout and charged only when we approve your listing.
          </span>
        </span>
      </label>
    </div>
  );
}
