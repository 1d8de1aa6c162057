import type { ReactNode } from 'react';
import { ratingSummaryText } from '../../../domain/deals/deal-feedback.ts';
import type { Reputation } from '../../../domain/membership/reputation.ts';
import { initials } from '../../../domain/community/relative-time.ts';
import { cn } from './cn.ts';
import { Stars } from './stars.tsx';
import { VerifiedBadge } from './verified-badge.tsx';

const LABEL_TONE: Record<Reputation['label'], string> = {
  Excellent: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  Good: 'bg-sky-50 text-sky-700 ring-sky-200',
  Building: 'bg-amber-50 text-amber-800 ring-amber-200',
};

interface MemberStandingProps {
  name: string;
  avatarUrl: string | null;
  isVerified: boolean;
  /** The buyers' and sellers' rating of the member; undefined while it loads. */
  rating: { average: number | null; count: number } | undefined;
  /** SPEC 9's reputation score. */
  reputation: Reputation;
  /** The page's heading is the name; the dialog's heading is its title, so there the name is a line. */
  nameAs?: 'h1' | 'p';
  /** Under the name: the profile status in the dialog, 'Member since' on the page. */
  below?: ReactNode;
}

/**
 * Who a member is and how they stand, the same in the Seller Profile dialog and on the public
 * member page: avatar, name with the Verified badge, and the rating beside (never inside) the reputation score.
 */
export function MemberStanding({ name, avatarUrl, isVerified, rating, reputation, nameAs = 'p', below }: MemberStandingProps) {
  const Name = nameAs;
  return (
    <div className="flex flex-wrap items-center gap-4" data-testid="member-standing">
      {avatarUrl ? (
        <img src={avatarUrl} alt="" className="size-16 shrink-0 rounded-full object-cover" />
      ) : (
        <span aria-hidden className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-slate-900 text-xl font-semibold text-white">
          {initials(name)}
        </span>
      )}
      <div className="min-w-0">
        <Name
          className={cn(
            'flex flex-wrap items-center gap-x-1.5 gap-y-1 font-semibold text-slate-900',
            nameAs === 'h1' ? 'text-2xl font-bold tracking-tight md:text-3xl' : 'text-lg',
          )}
        >
          <span data-testid="seller-profile-name" className="break-words">
            {name}
          </span>
          {isVerified && <VerifiedBadge />}
        </Name>
        {below}
      </div>
      <div className="ml-auto flex items-start gap-4 text-right sm:gap-6">
        {rating && (
          <div data-testid="seller-rating" className="max-w-32">
            <p className="text-3xl font-bold text-slate-900 tabular-nums">{rating.average === null ? '–' : rating.average.toFixed(1)}</p>
            {rating.average !== null && <Stars value={rating.average} className="justify-end" />}
            <p className="mt-1 text-xs text-slate-600">
              {rating.count === 0 ? ratingSummaryText(null, 0) : `Rating · ${rating.count} ${rating.count === 1 ? 'rating' : 'ratings'}`}
            </p>
          </div>
        )}
        <div data-testid="seller-reputation">
          <p className="text-3xl font-bold text-slate-900 tabular-nums">{reputation.score}</p>
          <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', LABEL_TONE[reputation.label])}>{reputation.label}</span>
          <p className="mt-1 text-xs text-slate-600">Reputation</p>
        </div>
      </div>
    </div>
  );
}
