import { CalendarClock, ShieldCheck } from 'lucide-react';
import { AUTHORIZATION_HOLD_DAYS, type AuthorizationStanding } from '../../../../domain/bidding/bidder-authorization.ts';
import { formatDateTime } from '../../../../domain/shared/format.ts';
import { useDateZone } from '../../lib/date-zone.ts';
import { cn } from '../../ui/cn.ts';

/**
 * The bid panel's line about the $250 authorization: what it is and how long it
 * covers every listing, until when the member's is in force, or that it lapsed and needs renewing.
 * Nothing for a manual authorization, which never lapses.
 */
export function AuthorizationNote({ standing, className }: { standing: AuthorizationStanding; className?: string }) {
  const zone = useDateZone();
  const when = standing.expiresAt && Number.isFinite(Date.parse(standing.expiresAt)) ? formatDateTime(Date.parse(standing.expiresAt), zone) : null;
  if (standing.status === 'active' && !when) return null;
  const lapsed = standing.status === 'lapsed';
  const Icon = lapsed ? CalendarClock : ShieldCheck;
  return (
    <p
      data-testid="authorization-note"
      className={cn('flex gap-2 text-xs', lapsed ? 'rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900' : 'text-slate-600', className)}
    >
      <Icon className={cn('size-4 shrink-0', lapsed ? 'text-amber-700' : standing.status === 'active' ? 'text-emerald-600' : 'text-slate-400')} aria-hidden />
      <span>
        {standing.status === 'none' &&
          `Bidding needs a $250 authorization hold on your card. It is a hold, not a charge, and covers every listing for ${AUTHORIZATION_HOLD_DAYS} days.`}
        {standing.status === 'active' && `Your $250 authorization covers bidding, Buy It Now and offers on every listing until ${when}.`}
        {lapsed && `Your $250 authorization expired${when ? ` on ${when}` : ''}. Renew it to bid: card holds lapse after ${AUTHORIZATION_HOLD_DAYS} days.`}
      </span>
    </p>
  );
}
