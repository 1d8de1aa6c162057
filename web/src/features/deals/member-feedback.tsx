import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BadgeCheck, MessageSquareQuote } from 'lucide-react';
import { memberFeedbackSchema, ratingSummaryText, type MemberFeedback } from '../../../../domain/deals/deal-feedback.ts';
import { ApiError, api } from '../../lib/api-client.ts';
import { DateText } from '../../ui/date-text.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Stars } from '../../ui/stars.tsx';
import { PageHeader } from '../../ui/page.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { MemberStanding } from '../../ui/member-standing.tsx';
import { withSiteName } from '../../../../domain/shared/page-titles.ts';

export function useMemberFeedback(memberId: string) {
  return useQuery({ queryKey: ['member-feedback', memberId], queryFn: () => api(`/api/members/${memberId}/feedback`, { schema: memberFeedbackSchema }) });
}

/** A member's public page: their rating, their completed deals and the feedback left for them. */
export function MemberProfile({ memberId }: { memberId: string }) {
  const { data, isPending, error } = useMemberFeedback(memberId);
  if (isPending) {
    return (
      <div className="space-y-4" role="status" aria-label="Loading">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (error || !data) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <PageHeader
        title={missing ? 'Member not found' : 'The member could not be loaded'}
        subtitle={missing ? 'The link may be out of date.' : 'Reload the page to try again.'}
      />
    );
  }
  return <MemberProfileBody data={data} />;
}

function MemberProfileBody({ data }: { data: MemberFeedback }) {
  usePageTitle(withSiteName(data.member.displayName));
  return (
    <div className="space-y-8" data-testid="member-page">
      <MemberStanding
        name={data.member.displayName}
        avatarUrl={data.member.avatarUrl}
        isVerified={data.member.isVerified}
        rating={{ average: data.average, count: data.count }}
        reputation={data.reputation}
        nameAs="h1"
        below={
          data.member.memberSince && (
            <p className="text-sm text-slate-600">
              Member since <DateText ms={Date.parse(data.member.memberSince)} format="shortDate" />
            </p>
          )
        }
      />

      <dl className="grid grid-cols-2 gap-3 sm:max-w-xl" data-testid="member-rating">
        <div className="rounded-xl bg-slate-50 p-4">
          <dt className="text-xs font-medium text-slate-600">Rating</dt>
          <dd className="mt-1 text-sm font-semibold text-slate-900">{ratingSummaryText(data.average, data.count)}</dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-4">
          <dt className="text-xs font-medium text-slate-600">Completed deals</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{data.completedDeals}</dd>
        </div>
      </dl>

      <section aria-labelledby="member-feedback-title">
        <h2 id="member-feedback-title" className="mb-3 text-lg font-bold text-slate-900">
          Feedback
        </h2>
        {data.recent.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">No feedback yet.</p>
        ) : (
          <ul className="space-y-3" data-testid="member-feedback-list">
            {data.recent.map((f) => (
              <li key={f.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Stars value={f.rating} />
                  <span className="text-xs text-slate-500">
                    <DateText ms={Date.parse(f.createdAt)} format="shortDate" />
                  </span>
                </div>
                {f.comment ? (
                  <p className="mt-2 flex gap-2 text-sm whitespace-pre-line text-slate-800">
                    <MessageSquareQuote className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
                    {f.comment}
                  </p>
                ) : null}
                <p className="mt-2 text-xs text-slate-500">
                  {f.authorRole === 'buyer' ? 'From the buyer' : 'From the seller'}{' '}
                  <Link to={`/members/${f.authorId}`} className="font-medium text-slate-700 hover:underline">
                    {f.authorName}
                  </Link>{' '}
                  · {f.listingTitle}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="member-deals-title">
        <h2 id="member-deals-title" className="mb-3 text-lg font-bold text-slate-900">
          Completed deals
        </h2>
        {data.recentDeals.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">No completed deals yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" data-testid="member-deals">
            {data.recentDeals.map((d) => (
              <li key={d.dealId} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                <span className="flex items-center gap-2 font-medium text-slate-900">
                  <BadgeCheck className="size-4 text-emerald-600" aria-hidden />
                  {d.listingPath ? (
                    <Link to={d.listingPath} className="hover:underline">
                      {d.listingTitle}
                    </Link>
                  ) : (
                    d.listingTitle
                  )}
                </span>
                <span className="text-slate-500">
                  {d.role === 'seller' ? 'Sold' : 'Bought'}
                  {d.completedAt && (
                    <>
                      {' '}
                      · <DateText ms={Date.parse(d.completedAt)} format="shortDate" />
                    </>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
