import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Star } from 'lucide-react';
import { formatUsd } from '../../../../domain/shared/format.ts';
import { featuredFeeDollars, DEFAULT_FEATURED_LISTING_FEE_CENTS } from '../../../../domain/listings/featured-fee.ts';
import {
  checkRenewal,
  DEFAULT_RENEWAL_DURATION,
  DEFAULT_RENEWAL_START_TIME,
  earliestRenewalDate,
  parseReserve,
  RENEWAL_DURATIONS,
  RENEWAL_MESSAGES,
} from '../../../../domain/listings/renewal.ts';
import { Button } from '../../ui/button.tsx';
import { DialogShell } from '../../ui/dialog-shell.tsx';
import { Notice } from '../../ui/notice.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { serverNow } from '../../lib/server-clock.ts';
import { useFeaturedFee, useRenew, type SellerListing } from './api.ts';

const input =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none disabled:bg-slate-100 disabled:text-slate-400';

const browserZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

interface RenewalValues {
  reserveOn: boolean;
  reserve: string;
  buyNow: string;
  duration: number;
  startDate: string;
  startTime: string;
  featured: boolean;
}

const digits = (v: string) => v.replace(/[^\d.]/g, '');
const wholeOrNull = (v: string) => {
  const n = Number.parseFloat(v);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : null;
};

/** SPEC 2 Renew Auction dialog: Pricing Settings, Featured Listing, Schedule Settings, Renewal Process (SPEC 4, 5, 8). */
export function RenewDialog({ listing, open, onOpenChange }: { listing: SellerListing; open: boolean; onOpenChange: (open: boolean) => void }) {
  const zone = browserZone();
  const earliest = earliestRenewalDate(serverNow(), zone);
  const fee = useFeaturedFee();
  const renew = useRenew();
  const { register, watch, setValue, getValues } = useForm<RenewalValues>({
    defaultValues: {
      reserveOn: listing.reserve_price !== null,
      reserve: listing.reserve_price === null ? '' : String(listing.reserve_price),
      buyNow: listing.buy_now_price === null ? '' : String(listing.buy_now_price),
      duration: DEFAULT_RENEWAL_DURATION,
      startDate: earliest,
      startTime: DEFAULT_RENEWAL_START_TIME,
      featured: false,
    },
  });
  const { reserveOn, reserve, buyNow, featured } = watch();
  const [error, setError] = useState<string | null>(null);
  const feeDollars = featuredFeeDollars(fee.data ?? DEFAULT_FEATURED_LISTING_FEE_CENTS);

  // SPEC 5's rules (checkRenewal) answer first, then the server's. Read at once rather than through handleSubmit
  // (which answers a tick later): the featured checkout's tab must open within the click (below).
  const submit = () => {
    const { reserveOn, reserve, buyNow, duration, startDate, startTime, featured } = getValues();
    const body = {
      duration_days: duration,
      reserve_enabled: reserveOn,
      reserve_price: reserveOn ? parseReserve(reserve) : null,
      buy_now_price: wholeOrNull(buyNow),
      start_date: startDate,
      start_time: startTime,
      featured,
      time_zone: zone,
    };
    const check = checkRenewal(
      {
        durationDays: body.duration_days,
        reserveEnabled: body.reserve_enabled,
        reservePrice: body.reserve_price,
        buyNowPrice: body.buy_now_price,
        startDate,
        startTime,
        featured,
      },
      serverNow(),
      zone,
    );
    if (!check.ok) {
      setError(check.message);
      toast.error(check.message);
      return;
    }
    setError(null);
    // SPEC 8: the checkout opens in a new tab; opened now, while the click still counts as the user's.
    const tab = featured ? window.open('', '_blank') : null;
    renew.mutate(
      { id: listing.id, body },
      {
        onSuccess: (r) => {
          toast.success(r.message);
          if (r.checkout_url) {
            const url = new URL(r.checkout_url, window.location.href).href;
            if (tab) tab.location.href = url;
            else window.open(url, '_blank');
          } else tab?.close();
          onOpenChange(false);
        },
        onError: (e) => {
          tab?.close();
          const message = e instanceof ApiError && e.status !== 500 ? e.message : RENEWAL_MESSAGES.failed;
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <DialogShell open={open} onOpenChange={onOpenChange} title="Renew Auction" description={listing.title} size="lg">
      {/* noValidate: SPEC 5's own messages answer, not the browser's bubbles for min/required. */}
      <form
        className="mt-1 space-y-6"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Section title="Pricing Settings">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              {...register('reserveOn', {
                // SPEC 5: unchecking clears the value.
                onChange: (e: { target: { checked: boolean } }) => !e.target.checked && setValue('reserve', ''),
              })}
            />
            Set a reserve price
          </label>
          <Labelled label="Reserve price ($)">
            <input
              className={input}
              inputMode="decimal"
              disabled={!reserveOn}
              value={reserve}
              onChange={(e) => setValue('reserve', digits(e.target.value))}
              placeholder="No reserve"
            />
          </Labelled>
          <Labelled
            label="Buy now price ($, optional)"
            hint={listing.buy_now_price !== null ? `The original listing's was ${formatUsd(listing.buy_now_price)}.` : undefined}
          >
            <input className={input} inputMode="numeric" value={buyNow} onChange={(e) => setValue('buyNow', digits(e.target.value))} placeholder="No buy now" />
          </Labelled>
          <p className="text-xs text-slate-500">Bidding starts again from $0; the previous bids stay with the ended listing.</p>
        </Section>

        <Section title="Featured Listing">
          <label className="flex items-start gap-3 rounded-xl border border-slate-200 p-3 text-sm has-[:checked]:border-brand-400 has-[:checked]:bg-brand-50">
            <input type="checkbox" className="mt-0.5 size-4 accent-brand-600" {...register('featured')} />
            <span>
              <span className="flex items-center gap-1.5 font-semibold text-slate-900">
                <Star className="size-4 text-brand-600" aria-hidden /> Feature this listing for {formatUsd(feeDollars)}
              </span>
              <span className="mt-0.5 block text-slate-600">Top placement on the home page and in search. Charged only when the renewal is approved.</span>
            </span>
          </label>
        </Section>

        <Section title="Schedule Settings">
          <Labelled label="Duration">
            <select className={input} {...register('duration', { valueAsNumber: true })}>
              {RENEWAL_DURATIONS.map((d) => (
                <option key={d} value={d}>
                  {d} days
                </option>
              ))}
            </select>
          </Labelled>
          <div className="grid grid-cols-2 gap-3">
            <Labelled label="Start date">
              <input type="date" className={input} min={earliest} {...register('startDate')} required />
            </Labelled>
            <Labelled label="Start time">
              <input type="time" className={input} min="10:00" {...register('startTime')} required />
            </Labelled>
          </div>
          <p className="text-xs text-slate-500">Times are in your time zone ({zone}). The earliest start is tomorrow at 10:00 AM.</p>
        </Section>

        <Section title="Renewal Process">
          <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-600">
            <li>Your renewal request goes to our team for approval.</li>
            <li>Once approved, the auction goes live at the start date and time you chose.</li>
            {featured && <li>The featured fee is held now and charged only when the renewal is approved.</li>}
          </ol>
        </Section>

        {error && <Notice tone="error">{error}</Notice>}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={renew.isPending}>
            {featured ? 'Submit & Pay for Featured Listing' : 'Submit Renewal Request'}
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-bold tracking-wide text-slate-900 uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}

function Labelled({ label, hint, children }: { label: string; hint?: string; children: React.ReactNode }) {
  return (
    <label className="block text-sm">
      <span className="mb-1.5 block font-medium text-slate-800">{label}</span>
      {children}
      {hint && <span className="mt-1 block text-xs text-slate-500">{hint}</span>}
    </label>
  );
}
