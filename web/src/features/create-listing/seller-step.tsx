import { cn } from '../../ui/cn.ts';
import { useDraftForm } from './draft-form.ts';
import { Text } from './form-fields.tsx';
import type { ErrorOf } from './wizard-steps.ts';

const SELLER_TYPES = [
  { v: 'other' as const, t: 'A private seller' },
  { v: 'business' as const, t: 'A business' },
];

/** Step 5: who sells, and how buyers of a classified reach them. */
export function SellerStep({ errorOf }: { errorOf: ErrorOf }) {
  const { data, update } = useDraftForm();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset className="sm:col-span-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">You sell as</legend>
        <div className="flex flex-wrap gap-2">
          {SELLER_TYPES.map((o) => (
            <label
              key={o.v}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg border px-4 py-2 text-sm',
                data.sellerType === o.v ? 'border-brand-500 bg-brand-50 font-semibold' : 'border-slate-300',
              )}
            >
              <input
                type="radio"
                name="sellerType"
                className="accent-brand-500"
                checked={data.sellerType === o.v}
                onChange={() => update({ sellerType: o.v })}
              />
              {o.t}
            </label>
          ))}
        </div>
        {errorOf('sellerType') && <p className="mt-1 text-sm text-red-600">{errorOf('sellerType')}</p>}
      </fieldset>
      {data.sellerType === 'business' ? (
        <>
          <Text label="Company name" value={data.companyName} onChange={(v) => update({ companyName: v })} error={errorOf('companyName')} />
          <Text label="Company website" value={data.companyWebsite} onChange={(v) => update({ companyWebsite: v })} inputMode="url" />
          <Text label="Contact name" value={data.contactName} onChange={(v) => update({ contactName: v })} error={errorOf('contactName')} />
          <Text label="Contact phone" value={data.contactPhone} onChange={(v) => update({ contactPhone: v })} inputMode="tel" error={errorOf('contactPhone')} />
        </>
      ) : (
        <>
          <Text label="Full name" value={data.fullName} onChange={(v) => update({ fullName: v })} error={errorOf('fullName')} />
          <Text label="Phone number" value={data.phoneNumber} onChange={(v) => update({ phoneNumber: v })} inputMode="tel" error={errorOf('phoneNumber')} />
        </>
      )}
      <p className="text-xs text-slate-500 sm:col-span-2">
        Signed-in buyers of a classified see these contact details; auction bidders reach you through messages.
      </p>
    </div>
  );
}
