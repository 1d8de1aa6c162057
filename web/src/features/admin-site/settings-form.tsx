import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { ErrorState, Panel, TableSkeleton } from '../../ui/admin-kit.tsx';
import { SOCIAL_PLATFORMS } from '../../../../domain/admin/admin-settings.ts';
import { DEFAULT_AUCTION_SETTINGS, type AuctionSettings } from '../../../../domain/bidding/bidding-rules.ts';
import { readVerificationSettings, type VerificationSettings } from '../../../../domain/identity/identity-verification.ts';
import { useSaveSetting, useSettings } from './api.ts';

type Auction = AuctionSettings;

/** Every site_settings key, each saved on its own with the server's validation message on failure. */
export function SettingsForms() {
  const settings = useSettings();
  if (settings.isPending)
    return (
      <Panel>
        <TableSkeleton rows={5} cols={2} />
      </Panel>
    );
  if (settings.isError)
    return (
      <Panel>
        <ErrorState message={errorMessage(settings.error, 'Failed to load settings')} onRetry={() => void settings.refetch()} />
      </Panel>
    );
  const get = (k: string) => settings.data.settings.find((s) => s.key === k)?.value;
  const auction = { ...DEFAULT_AUCTION_SETTINGS, ...(get('auction') as Partial<Auction> | undefined) };
  const fee = typeof get('featured_listing_fee') === 'number' ? (get('featured_listing_fee') as number) : 2500;
  const browse = get('show_browse_categories');
  const social = (get('social') as { links?: { platform: string; url: string }[] } | undefined)?.links ?? [];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <AuctionForm initial={auction} />
      <div className="space-y-6">
        <FeeForm cents={fee} />
        <BrowseSwitch on={browse === true || browse === 'true'} />
        <VerificationForm initial={readVerificationSettings(get('verification'))} />
      </div>
      <SocialForm initial={social} />
    </div>
  );
}

function useSave(key: string, done: string) {
  const save = useSaveSetting();
  const [error, setError] = useState<string | null>(null);
  const submit = (value: unknown) =>
    save.mutate(
      { key, value },
      {
        onSuccess: () => {
          setError(null);
          toast.success(done);
        },
        onError: (err) => setError(errorMessage(err, 'Failed to save the setting')),
      },
    );
  return { submit, error, pending: save.isPending };
}

function ErrorLine({ error }: { error: string | null }) {
  return error ? <Notice tone="error">{error}</Notice> : null;
}

function AuctionForm({ initial }: { initial: Auction }) {
  const [v, setV] = useState(initial);
  const { submit, error, pending } = useSave('auction', 'Bidding rules saved');
  const field = (k: keyof Auction, label: string, hint: string) => (
    <TextField
      label={label}
      hint={hint}
      type="number"
      inputMode="numeric"
      value={String(v[k])}
      onChange={(e) => setV({ ...v, [k]: e.target.value === '' ? NaN : Number(e.target.value) })}
    />
  );
  return (
    <Panel title="Bidding rules">
      <form className="space-y-4 p-4 sm:p-5" onSubmit={(e: FormEvent) => (e.preventDefault(), submit(v))}>
        {field('minBidIncrement', 'Minimum bid increment ($)', 'The next bid must be at least the current bid plus this.')}
        {field('maxBidIncrement', 'Maximum bid increment ($)', 'A bid more than this above the current bid is refused.')}
        {field('softCloseSeconds', 'Soft close (seconds)', 'A bid in the last seconds extends the auction by this much.')}
        {field('negotiationWindowHours', 'Negotiation window (hours)', 'After an auction ends under reserve.')}
        <ErrorLine error={error} />
        <Button type="submit" variant="dark" disabled={pending}>
          Save bidding rules
        </Button>
      </form>
    </Panel>
  );
}

function FeeForm({ cents }: { cents: number }) {
  const [dollars, setDollars] = useState((cents / 100).toFixed(2));
  const { submit, error, pending } = useSave('featured_listing_fee', 'Featured listing fee saved');
  return (
    <Panel title="Featured listing fee">
      <form className="space-y-4 p-4 sm:p-5" onSubmit={(e) => (e.preventDefault(), submit(Math.round(Number(dollars) * 100)))}>
        <TextField
          label="Fee ($)"
          hint="Stored in cents; sellers pay it when a featured listing is approved."
          type="number"
          step="0.01"
          min="0"
          value={dollars}
          onChange={(e) => setDollars(e.target.value)}
        />
        <ErrorLine error={error} />
        <Button type="submit" variant="dark" disabled={pending}>
          Save fee
        </Button>
      </form>
    </Panel>
  );
}

/** Require a verified identity to sell, or to bid above an amount (both off by default). */
function VerificationForm({ initial }: { initial: VerificationSettings }) {
  const [sell, setSell] = useState(initial.requiredToSell);
  const [above, setAbove] = useState(initial.bidAbove === null ? '' : String(initial.bidAbove));
  const { submit, error, pending } = useSave('verification', 'Verification settings saved');
  return (
    <Panel title="Verified identity">
      <form
        className="space-y-4 p-4 sm:p-5"
        onSubmit={(e) => (e.preventDefault(), submit({ requiredToSell: sell, bidAbove: above.trim() === '' ? null : Number(above) }))}
      >
        <label className="flex items-start gap-3">
          <input type="checkbox" checked={sell} onChange={(e) => setSell(e.target.checked)} className="mt-1 size-4 rounded border-slate-300" />
          <span>
            <span className="block font-medium text-slate-900">Require verification to sell</span>
            <span className="block text-sm text-slate-500">Only verified members can submit a listing.</span>
          </span>
        </label>
        <TextField
          label="Require verification to bid above ($)"
          hint="Bids, proxy bids, Buy Now and offers above this amount need a verified identity. Leave empty for no limit."
          type="number"
          inputMode="numeric"
          min="1"
          value={above}
          onChange={(e) => setAbove(e.target.value)}
        />
        <ErrorLine error={error} />
        <Button type="submit" variant="dark" disabled={pending}>
          Save verification settings
        </Button>
      </form>
    </Panel>
  );
}

function BrowseSwitch({ on }: { on: boolean }) {
  const { submit, error, pending } = useSave('show_browse_categories', 'Home page updated');
  return (
    <Panel title="Home page">
      <div className="flex items-center justify-between gap-4 p-4 sm:p-5">
        <div>
          <p className="font-medium text-slate-900">Browse by Category</p>
          <p className="text-sm text-slate-500">Show the category grid on the home page.</p>
          <ErrorLine error={error} />
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-label="Show Browse by Category"
          disabled={pending}
          onClick={() => submit(!on)}
          className={`relative h-6 w-11 shrink-0 rounded-full transition-colors ${on ? 'bg-brand-500' : 'bg-slate-300'}`}
        >
          <span className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5' : ''}`} />
        </button>
      </div>
    </Panel>
  );
}

function SocialForm({ initial }: { initial: { platform: string; url: string }[] }) {
  const [urls, setUrls] = useState<Record<string, string>>(Object.fromEntries(initial.map((l) => [l.platform, l.url])));
  const { submit, error, pending } = useSave('social', 'Social links saved');
  return (
    <Panel title="Social links" className="lg:col-span-2">
      <form
        className="grid gap-4 p-4 sm:grid-cols-2 sm:p-5"
        onSubmit={(e) => {
          e.preventDefault();
          submit({ links: SOCIAL_PLATFORMS.filter((p) => urls[p]?.trim()).map((p) => ({ platform: p, url: urls[p]!.trim() })) });
        }}
      >
        {SOCIAL_PLATFORMS.map((p) => (
          <TextField
            key={p}
            label={p[0]!.toUpperCase() + p.slice(1)}
            placeholder={p === 'email' ? 'mailto:hello@example.com' : p === 'phone' ? 'tel:+14805550100' : 'https://'}
            value={urls[p] ?? ''}
            onChange={(e) => setUrls({ ...urls, [p]: e.target.value })}
          />
        ))}
        <div className="space-y-2 sm:col-span-2">
          <ErrorLine error={error} />
          <Button type="submit" variant="dark" disabled={pending}>
            Save social links
          </Button>
        </div>
      </form>
    </Panel>
  );
}
