import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Check, CircleAlert, Loader2 } from 'lucide-react';
import { CLASSIFIED_DAYS, LISTING_DURATIONS, listingProblems, type ListingDraftData, type ListingProblem, type MediaItem } from '../../../../domain/listing-input.ts';
import { categoryUsesVin, decodeVin, requiresVin, VIN_FIRST_MODEL_YEAR } from '../../../../domain/vin.ts';
import { getMakes, getModels, VEHICLE_CATALOGUE } from '../../../../domain/vehicle-catalogue.ts';
import { formatUsd } from '../../../../domain/format.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { featuredCheckout, saveDraft, submitDraft, type Draft } from './api.ts';
import { Choice, LongText, NumberField, Text, YesNo } from './form-fields.tsx';
import { MediaManager } from './media-manager.tsx';

const STEPS = [
  { id: 'vehicle', title: 'Vehicle', fields: ['listingType', 'category', 'year', 'make', 'model', 'vin', 'mileage', 'location'] },
  { id: 'title', title: 'Title & lien', fields: ['titleStatus', 'lienholderName', 'titleHolderName'] },
  { id: 'description', title: 'Description', fields: ['title', 'description', 'flawsDescription', 'modificationsList', 'marketValueMax'] },
  { id: 'media', title: 'Photos & video', fields: ['media'] },
  { id: 'seller', title: 'Seller & contact', fields: ['sellerType', 'fullName', 'phoneNumber', 'companyName', 'contactName', 'contactPhone'] },
  { id: 'pricing', title: 'Pricing & schedule', fields: ['startingPrice', 'reservePrice', 'buyNowPrice', 'startTime', 'durationDays'] },
  { id: 'review', title: 'Review', fields: [] },
] as const;

const AUTOSAVE_MS = 800;
type SaveState = 'saved' | 'saving' | 'unsaved' | 'failed';

const stepOf = (field: string) => STEPS.findIndex((s) => (s.fields as readonly string[]).includes(field.split('.')[0]!));

/** The datetime-local value of an instant on this device's clock, and back. */
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function ListingWizard({ draft, featuredFeeCents }: { draft: Draft; featuredFeeCents: number }) {
  const navigate = useNavigate();
  const [data, setData] = useState<ListingDraftData>(draft.data);
  const [step, setStep] = useState(0);
  const [shown, setShown] = useState<Set<number>>(new Set());
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const latest = useRef(data);
  const dirty = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // Autosave: the whole form, a moment after the seller stops typing.
  useEffect(() => {
    latest.current = data;
    if (!dirty.current) return;
    setSaveState('unsaved');
    const timer = setTimeout(() => void flush(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- flush reads the latest data from a ref
  }, [data]);

  async function flush(): Promise<boolean> {
    if (!dirty.current) return true;
    dirty.current = false;
    setSaveState('saving');
    try {
      await saveDraft(draft.id, latest.current);
      setSaveState(dirty.current ? 'unsaved' : 'saved');
      return true;
    } catch {
      dirty.current = true;
      setSaveState('failed');
      return false;
    }
  }

  const update = (patch: Partial<ListingDraftData>) => {
    dirty.current = true;
    setData((d) => ({ ...d, ...patch }));
  };
  const updateMedia = (fn: (m: MediaItem[]) => MediaItem[]) => {
    dirty.current = true;
    setData((d) => ({ ...d, media: fn(d.media ?? []) }));
  };

  const problems = useMemo(() => listingProblems(data, new Date()), [data]);
  const errorOf = (field: string, s = step): string | undefined => (shown.has(s) ? problems.find((p) => p.field === field)?.message : undefined);
  const stepProblems = (s: number): ListingProblem[] => problems.filter((p) => stepOf(p.field) === s);

  function go(to: number) {
    setStep(to);
    requestAnimationFrame(() => heading.current?.focus());
  }
  function next() {
    setShown((s) => new Set(s).add(step));
    if (stepProblems(step).length === 0) go(step + 1);
  }

  async function submit() {
    setShown(new Set(STEPS.map((_, i) => i)));
    setSubmitError(null);
    const first = problems[0];
    if (first) {
      setSubmitError(first.message);
      return;
    }
    setSubmitting(true);
    try {
      if (!(await flush())) throw new Error('Your latest changes could not be saved. Please try again.');
      const out = await submitDraft(draft.id);
      if (out.featured) {
        try {
          const { url } = await featuredCheckout(out.auctionId);
          window.location.assign(url);
          return;
        } catch {
          navigate('/create-auction-success', { state: { path: out.path, listingType: data.listingType, featuredFailed: true } });
          return;
        }
      }
      navigate('/create-auction-success', { state: { path: out.path, listingType: data.listingType } });
    } catch (err) {
      setSubmitError((err as Error).message);
      setSubmitting(false);
    }
  }

  const category = data.category ?? '';
  const vinDecoded = data.vin && category && categoryUsesVin(category) ? decodeVin(data.vin, new Date().getFullYear() + 1) : null;
  const auction = data.listingType !== 'classified';

  return (
    <div className="grid gap-6 lg:grid-cols-[220px_1fr]">
      <nav aria-label="Steps" className="lg:sticky lg:top-24 lg:self-start">
        <ol className="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:gap-1">
          {STEPS.map((s, i) => {
            const bad = shown.has(i) && stepProblems(i).length > 0;
            return (
              <li key={s.id} className="shrink-0">
                <button
                  type="button"
                  onClick={() => go(i)}
                  aria-current={i === step ? 'step' : undefined}
                  className={cn(
                    'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm whitespace-nowrap',
                    i === step ? 'bg-slate-900 font-semibold text-white' : 'text-slate-700 hover:bg-slate-100',
                  )}
                >
                  <span className={cn('flex size-5 items-center justify-center rounded-full text-xs', i === step ? 'bg-brand-500 text-slate-950' : bad ? 'bg-red-100 text-red-700' : 'bg-slate-200')}>
                    {bad ? '!' : i + 1}
                  </span>
                  {s.title}
                </button>
              </li>
            );
          })}
        </ol>
        <p className="mt-3 hidden items-center gap-1.5 text-xs text-slate-500 lg:flex" aria-live="polite">
          <SaveBadge state={saveState} />
        </p>
      </nav>

      <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="mb-5 flex items-start justify-between gap-3">
          <div>
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              Step {step + 1} of {STEPS.length}
            </p>
            <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
              {STEPS[step]!.title}
            </h2>
          </div>
          <p className="flex items-center gap-1.5 text-xs text-slate-500 lg:hidden" aria-live="polite">
            <SaveBadge state={saveState} />
          </p>
        </div>

        {step === 0 && (
          <div className="grid gap-4 sm:grid-cols-2">
            <fieldset className="sm:col-span-2">
              <legend className="mb-1.5 text-sm font-medium text-slate-800">How do you want to sell?</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {[
                  { v: 'auction' as const, t: 'Auction', d: 'Timed bidding with an optional reserve and buy now price.' },
                  { v: 'classified' as const, t: 'Classified', d: `A fixed sale price; buyers contact you directly. Listed for ${CLASSIFIED_DAYS} days.` },
                ].map((o) => (
                  <label key={o.v} className={cn('cursor-pointer rounded-xl border p-4', data.listingType === o.v ? 'border-brand-500 bg-brand-50 ring-2 ring-brand-500/30' : 'border-slate-300')}>
                    <input type="radio" name="listingType" className="sr-only" checked={data.listingType === o.v} onChange={() => update({ listingType: o.v })} />
                    <span className="block font-semibold text-slate-900">{o.t}</span>
                    <span className="text-sm text-slate-600">{o.d}</span>
                  </label>
                ))}
              </div>
              {errorOf('listingType') && <p className="mt-1 text-sm text-red-600">{errorOf('listingType')}</p>}
            </fieldset>
            <Choice label="Category" value={data.category} options={VEHICLE_CATALOGUE.map((c) => ({ value: c.slug, label: c.name }))} onChange={(v) => update({ category: v })} error={errorOf('category')} />
            {categoryUsesVin(category) || !category ? (
              <Text
                label={data.year != null && data.year < VIN_FIRST_MODEL_YEAR ? 'VIN or chassis number' : 'VIN'}
                value={data.vin}
                onChange={(v) => {
                  const vin = v.toUpperCase();
                  const decoded = category && categoryUsesVin(category) ? decodeVin(vin, new Date().getFullYear() + 1) : null;
                  update({ vin, ...(decoded?.modelYear && data.year == null ? { year: decoded.modelYear } : {}), ...(decoded?.manufacturer && !data.make ? { make: decoded.manufacturer } : {}) });
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
              <Text label={category === 'boats' ? 'Hull number (HIN)' : 'Serial number'} value={data.vin} onChange={(v) => update({ vin: v })} error={errorOf('vin')} hint="Type N/A if there is none." />
            )}
            <NumberField label="Model year" value={data.year} onChange={(v) => update({ year: v })} error={errorOf('year')} />
            <Text label="Make" value={data.make} onChange={(v) => update({ make: v })} list="make-options" error={errorOf('make')} hint="Pick from the list or type your own." />
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
            <NumberField label={category === 'boats' || category === 'heavy-equipment' ? 'Hours or miles' : 'Mileage'} value={data.mileage} onChange={(v) => update({ mileage: v })} error={errorOf('mileage')} />
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
        )}

        {step === 1 && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Choice
              label="Title status"
              value={data.titleStatus}
              options={['Clean', 'Salvage', 'Rebuilt', 'Bill of sale only', 'Other'].map((c) => ({ value: c, label: c }))}
              onChange={(v) => update({ titleStatus: v })}
              error={errorOf('titleStatus')}
            />
            <Text label="Title state" value={data.titleState} onChange={(v) => update({ titleState: v })} placeholder="TX" />
            <Text label="Where the title is" value={data.titleLocation} onChange={(v) => update({ titleLocation: v })} placeholder="In hand" />
            <Text label="Title number" value={data.titleNumber} onChange={(v) => update({ titleNumber: v })} />
            <YesNo label="Is the title in your name?" value={data.titleInYourName} onChange={(v) => update({ titleInYourName: v })} />
            {data.titleInYourName === 'no' && <Text label="Your relationship to the title holder" value={data.relationshipToTitleHolder} onChange={(v) => update({ relationshipToTitleHolder: v })} />}
            <YesNo label="Is there a lien on the vehicle?" value={data.lienExists} onChange={(v) => update({ lienExists: v })} />
            {data.lienExists === 'yes' && (
              <>
                <Text label="Lienholder" value={data.lienholderName} onChange={(v) => update({ lienholderName: v })} error={errorOf('lienholderName')} />
                <Text label="Title holder" value={data.titleHolderName} onChange={(v) => update({ titleHolderName: v })} error={errorOf('titleHolderName')} hint="Shown to buyers on the listing." />
              </>
            )}
          </div>
        )}

        {step === 2 && (
          <div className="grid gap-4">
            <Text label="Listing title" value={data.title} onChange={(v) => update({ title: v })} placeholder={[data.year, data.make, data.model, data.trim].filter(Boolean).join(' ')} error={errorOf('title')} />
            <LongText label="Description" rows={7} value={data.description} onChange={(v) => update({ description: v })} error={errorOf('description')} hint="Leave a blank line between paragraphs." />
            <LongText label="Key options & highlights" value={data.optionsAndHighlights} onChange={(v) => update({ optionsAndHighlights: v })} hint="One per line." />
            <YesNo label="Has the vehicle been modified?" value={data.isModified} onChange={(v) => update({ isModified: v })} />
            {data.isModified === 'yes' && <LongText label="Modifications" value={data.modificationsList} onChange={(v) => update({ modificationsList: v })} error={errorOf('modificationsList')} hint="One per line." />}
            <YesNo label="Does it have flaws a buyer should know about?" value={data.hasFlaws} onChange={(v) => update({ hasFlaws: v })} />
            {data.hasFlaws === 'yes' && <LongText label="Condition & flaws" value={data.flawsDescription} onChange={(v) => update({ flawsDescription: v })} error={errorOf('flawsDescription')} />}
            <div className="grid gap-4 sm:grid-cols-2">
              <NumberField label="Estimated value from" prefix="$" value={data.marketValueMin} onChange={(v) => update({ marketValueMin: v })} />
              <NumberField label="Estimated value to" prefix="$" value={data.marketValueMax} onChange={(v) => update({ marketValueMax: v })} error={errorOf('marketValueMax')} />
            </div>
          </div>
        )}

        {step === 3 && (
          <>
            <MediaManager draftId={draft.id} initialUploads={draft.uploads} media={data.media ?? []} onChange={updateMedia} />
            {errorOf('media') && <p className="mt-3 text-sm text-red-600">{errorOf('media')}</p>}
          </>
        )}

        {step === 4 && (
          <div className="grid gap-4 sm:grid-cols-2">
            <fieldset className="sm:col-span-2">
              <legend className="mb-1.5 text-sm font-medium text-slate-800">You sell as</legend>
              <div className="flex flex-wrap gap-2">
                {[
                  { v: 'other' as const, t: 'A private seller' },
                  { v: 'business' as const, t: 'A business' },
                ].map((o) => (
                  <label key={o.v} className={cn('flex cursor-pointer items-center gap-2 rounded-lg border px-4 py-2 text-sm', data.sellerType === o.v ? 'border-brand-500 bg-brand-50 font-semibold' : 'border-slate-300')}>
                    <input type="radio" name="sellerType" className="accent-brand-500" checked={data.sellerType === o.v} onChange={() => update({ sellerType: o.v })} />
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
            <p className="text-xs text-slate-500 sm:col-span-2">Signed-in buyers of a classified see these contact details; auction bidders reach you through messages.</p>
          </div>
        )}

        {step === 5 && (
          <div className="grid gap-4 sm:grid-cols-2">
            {auction ? (
              <>
                <NumberField label="Starting price" prefix="$" value={data.startingPrice} onChange={(v) => update({ startingPrice: v })} error={errorOf('startingPrice')} />
                <NumberField label="Reserve price (optional)" prefix="$" value={data.reservePrice} onChange={(v) => update({ reservePrice: v })} error={errorOf('reservePrice')} hint="At least the starting price. Bidders only see whether it is met." />
                <NumberField label="Buy now price (optional)" prefix="$" value={data.buyNowPrice} onChange={(v) => update({ buyNowPrice: v })} error={errorOf('buyNowPrice')} hint="More than the reserve." />
                <Text
                  label="Start date and time"
                  type="datetime-local"
                  value={toLocalInput(data.startTime)}
                  onChange={(v) => update({ startTime: v ? new Date(v).toISOString() : null, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone })}
                  error={errorOf('startTime')}
                  hint="Your listing goes live at this time once approved."
                />
                <Choice label="Duration" value={data.durationDays} options={LISTING_DURATIONS.map((d) => ({ value: d, label: `${d} days` }))} onChange={(v) => update({ durationDays: v })} error={errorOf('durationDays')} />
              </>
            ) : (
              <>
                <NumberField label="Sale price" prefix="$" value={data.buyNowPrice} onChange={(v) => update({ buyNowPrice: v })} error={errorOf('buyNowPrice')} />
                <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
                  <input type="checkbox" className="size-4 accent-brand-500" checked={data.allowOffers ?? false} onChange={(e) => update({ allowOffers: e.target.checked })} />
                  Accept offers from buyers
                </label>
              </>
            )}
            <LongText label="Additional fees (optional)" rows={2} className="sm:col-span-2" value={data.additionalFees} onChange={(v) => update({ additionalFees: v })} placeholder="Documentation fee, delivery, ..." />
            <label className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm sm:col-span-2">
              <input type="checkbox" className="mt-0.5 size-4 accent-brand-500" checked={data.featured ?? false} onChange={(e) => update({ featured: e.target.checked })} />
              <span>
                <span className="block font-semibold text-slate-900">Feature this listing for {formatUsd(Math.round(featuredFeeCents / 100))}</span>
                <span className="text-slate-700">Featured listings appear in the home page carousel with a FEATURED badge. The fee is held at checkout and charged only when we approve your listing.</span>
              </span>
            </label>
          </div>
        )}

        {step === 6 && <Review data={data} problems={problems} onEdit={(f) => go(Math.max(0, stepOf(f)))} featuredFeeCents={featuredFeeCents} />}

        {submitError && (
          <p role="alert" className="mt-5 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" /> {submitError}
          </p>
        )}

        <div className="mt-6 flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <Button variant="secondary" onClick={() => go(step - 1)} disabled={step === 0}>
            Back
          </Button>
          {step < STEPS.length - 1 ? (
            <Button onClick={next}>Continue</Button>
          ) : (
            <Button onClick={() => void submit()} disabled={submitting}>
              {submitting && <Loader2 aria-hidden className="size-4 animate-spin" />}
              {data.featured ? 'Submit & Pay for Featured Listing' : 'Submit for Approval'}
            </Button>
          )}
        </div>
      </section>
    </div>
  );
}

function SaveBadge({ state }: { state: SaveState }) {
  if (state === 'saving' || state === 'unsaved') return <>Saving…</>;
  if (state === 'failed') return <span className="text-red-600">Not saved: check your connection</span>;
  return (
    <>
      <Check aria-hidden className="size-3.5 text-emerald-600" /> Draft saved
    </>
  );
}

function Review({ data, problems, onEdit, featuredFeeCents }: { data: ListingDraftData; problems: ListingProblem[]; onEdit: (field: string) => void; featuredFeeCents: number }) {
  const money = (v: number | null | undefined) => (v == null ? '—' : formatUsd(v));
  const rows: [string, string][] = [
    ['Listing type', data.listingType === 'classified' ? 'Classified' : 'Auction'],
    ['Category', VEHICLE_CATALOGUE.find((c) => c.slug === data.category)?.name ?? '—'],
    ['Vehicle', [data.year, data.make, data.model, data.trim].filter(Boolean).join(' ') || '—'],
    ['VIN / serial', data.vin || 'N/A'],
    ['Mileage', data.mileage == null ? '—' : data.mileage.toLocaleString('en-US')],
    ['Location', data.location || '—'],
    ['Title', [data.titleStatus, data.titleState].filter(Boolean).join(', ') || '—'],
    ['Photos and videos', String(data.media?.length ?? 0)],
    ['Seller', data.sellerType === 'business' ? data.companyName || '—' : data.fullName || '—'],
    ...(data.listingType === 'classified'
      ? ([['Sale price', money(data.buyNowPrice)]] as [string, string][])
      : ([
          ['Starting price', money(data.startingPrice)],
          ['Reserve', data.reservePrice == null ? 'No reserve' : money(data.reservePrice)],
          ['Buy now', data.buyNowPrice == null ? 'None' : money(data.buyNowPrice)],
          ['Starts', data.startTime ? new Date(data.startTime).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—'],
          ['Duration', data.durationDays ? `${data.durationDays} days` : '—'],
        ] as [string, string][])),
    ['Featured', data.featured ? `Yes (${formatUsd(Math.round(featuredFeeCents / 100))})` : 'No'],
  ];
  return (
    <div className="space-y-5">
      {problems.length > 0 ? (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-4">
          <p className="font-semibold text-slate-900">A few things are missing before you can submit:</p>
          <ul className="mt-2 space-y-1 text-sm">
            {problems.map((p) => (
              <li key={p.field}>
                <button type="button" className="text-left text-amber-900 underline" onClick={() => onEdit(p.field)}>
                  {p.message}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-800">Everything is in place. Submit your listing for approval.</p>
      )}
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {rows.map(([k, v]) => (
          <div key={k} className="grid grid-cols-2 gap-3 px-4 py-2.5 text-sm">
            <dt className="text-slate-500">{k}</dt>
            <dd className="font-medium text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-600">After you submit, our team reviews the listing. Once approved it is scheduled and goes live at its start time; classifieds go live at once.</p>
    </div>
  );
}
