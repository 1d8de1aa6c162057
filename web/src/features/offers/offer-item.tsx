import { Check, LoaderCircle, X } from 'lucide-react';
import { formatUsd } from '../../../../domain/shared/money.ts';
import type { OfferShownStatus } from '../../../../domain/offers/offers.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { DateText } from '../../ui/date-text.tsx';
import type { Offer } from './api.ts';

const STATUS: Record<OfferShownStatus, { label: string; cls: string }> = {
  pending: { label: 'Pending', cls: 'bg-amber-50 text-amber-800 ring-amber-200' },
  accepted: { label: 'Accepted', cls: 'bg-emerald-50 text-emerald-700 ring-emerald-200' },
  rejected: { label: 'Declined', cls: 'bg-slate-100 text-slate-600 ring-slate-200' },
  // Answered with the other side's offer, not declined.
  countered: { label: 'Countered', cls: 'bg-sky-50 text-sky-800 ring-sky-200' },
  expired: { label: 'Expired', cls: 'bg-slate-100 text-slate-500 ring-slate-200' },
};

export function OfferStatusBadge({ status }: { status: OfferShownStatus | string }) {
  const s = STATUS[status as OfferShownStatus] ?? STATUS.pending;
  return (
    <span className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ring-1', s.cls)} data-testid="offer-status">
      {s.label}
    </span>
  );
}

interface OfferItemProps {
  offer: Offer;
  /** Who made it, as the viewer should read it ('Sam Buyer', 'Your offer', 'Counter offer from …'). */
  from: string;
  /** SPEC 3's status, 'countered', or 'expired' for a pending offer that can no longer be answered (offerShownStatus). */
  status: OfferShownStatus;
  /** The viewer answers this offer and it is still open. */
  canAnswer: boolean;
  busy: 'accept' | 'decline' | null;
  onAnswer?: (verb: 'accept' | 'decline') => void;
  /** A line under the amount, e.g. a second-chance offer's time left. */
  note?: string;
  /** Who answered a countered offer with an offer of their own (counteredNote). */
  answeredBy?: string;
}

/** One offer: how much, who, when, the message, its status, and Decline / Accept for the one who answers it. */
export function OfferItem({ offer, from, status, canAnswer, busy, onAnswer, note, answeredBy }: OfferItemProps) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3.5" data-testid="offer-item" data-offer-id={offer.id}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-lg leading-tight font-bold text-slate-900 tabular-nums">{formatUsd(offer.amount)}</p>
          <p className="mt-1 text-xs font-medium text-slate-700" data-testid="offer-from">
            {from}
          </p>
          <p className="text-xs text-slate-500">
            <DateText ms={Date.parse(offer.updatedAt)} />
          </p>
          {note && <p className="mt-0.5 text-xs font-medium text-amber-700">{note}</p>}
          {status === 'countered' && answeredBy && (
            <p className="mt-0.5 text-xs text-slate-600" data-testid="offer-countered-by">
              {answeredBy}
            </p>
          )}
        </div>
        <OfferStatusBadge status={status} />
      </div>
      {offer.message && <p className="mt-2 rounded-lg bg-slate-50 p-2.5 text-sm break-words whitespace-pre-line text-slate-700">{offer.message}</p>}
      {canAnswer && status === 'pending' && onAnswer && (
        <div className="mt-3 grid grid-cols-2 gap-2">
          <Button variant="secondary" size="sm" disabled={busy !== null} onClick={() => onAnswer('decline')}>
            {busy === 'decline' ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <X className="size-4" aria-hidden />}
            Decline
          </Button>
          <Button size="sm" disabled={busy !== null} onClick={() => onAnswer('accept')}>
            {busy === 'accept' ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <Check className="size-4" aria-hidden />}
            Accept
          </Button>
        </div>
      )}
    </li>
  );
}
