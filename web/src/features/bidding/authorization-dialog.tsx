import { CalendarClock, CreditCard, LoaderCircle, ShieldCheck } from 'lucide-react';
import {
  AUTHORIZATION_COVERAGE,
  AUTHORIZATION_TITLES,
  AUTHORIZE,
  RENEW_AUTHORIZATION,
  authorizationIntro,
  lapsedIntro,
  type AuthorizationPurpose,
} from '../../../../domain/bidding/bidder-authorization.ts';
import { formatDateTime } from '../../../../domain/shared/format.ts';
import { useDateZone } from '../../lib/date-zone.ts';
import { Button } from '../../ui/button.tsx';
import { DialogShell } from '../../ui/dialog-shell.tsx';

/** SPEC 2: the detail page says 'Bidding Authorization Required', the card dialog 'Authorization Required to Bid'. */
export type AuthorizationDialogTitle = typeof AUTHORIZATION_TITLES.bid | typeof AUTHORIZATION_TITLES.bidCard;

interface AuthorizationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAuthorize: () => void;
  processing: boolean;
  /** What the member was about to do: the dialog says it. */
  purpose: AuthorizationPurpose;
  /** The bidding dialog's title (SPEC 2 has two); the other purposes have their own. */
  bidTitle?: AuthorizationDialogTitle;
  /** When the member's hold lapsed, if it did: the dialog asks to renew it. */
  lapsedAt: string | null;
}

/**
 * SPEC 2 "Dialogs", SPEC 9: the $250 authorization hold, explained as a hold and not a charge, saying
 * what it is asked for, what it covers and for how long, and, once a hold lapsed, that it needs renewing.
 */
export function AuthorizationDialog({
  open,
  onOpenChange,
  onAuthorize,
  processing,
  purpose,
  bidTitle = AUTHORIZATION_TITLES.bid,
  lapsedAt,
}: AuthorizationDialogProps) {
  const zone = useDateZone();
  const title = purpose === 'bid' ? bidTitle : AUTHORIZATION_TITLES[purpose];
  const lapsed = lapsedAt !== null && Number.isFinite(Date.parse(lapsedAt));
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      icon={lapsed ? <CalendarClock /> : <ShieldCheck />}
      description={lapsed ? lapsedIntro(purpose, formatDateTime(Date.parse(lapsedAt), zone)) : authorizationIntro(purpose)}
    >
      <ul className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        <li className="flex gap-2.5">
          <CreditCard className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          <span>
            <strong className="font-semibold text-slate-900">This is a hold, not a charge.</strong> Your card is not billed for the $250; the amount is only
            reserved.
          </span>
        </li>
        <li className="flex gap-2.5">
          <CalendarClock className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          <span data-testid="authorization-coverage">{AUTHORIZATION_COVERAGE}</span>
        </li>
        <li className="flex gap-2.5">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          <span>If you win an auction, the 2.5% buyer fee is taken from the authorization; otherwise the hold is released.</span>
        </li>
      </ul>
      <p className="mt-3 text-xs text-slate-500">You will complete the authorization on our secure payment page and come straight back here.</p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={processing}>
          Cancel
        </Button>
        <Button onClick={onAuthorize} disabled={processing}>
          {processing && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
          {lapsed ? RENEW_AUTHORIZATION : AUTHORIZE}
        </Button>
      </div>
    </DialogShell>
  );
}
