import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Check, Flag, Heart, Search, Trash2 } from 'lucide-react';
import { errorMessage } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { controlClass } from '../../ui/field.tsx';
import { Badge, EmptyState, ErrorState, Panel, TableSkeleton, formatAdminTime } from '../../ui/admin-kit.tsx';
import { cn } from '../../ui/cn.ts';
import { useLatestComments, useModeration, useReportedComments, type AdminComment, type ReportedComment } from './api.ts';

/** The comments members reported, to keep or delete. */
export function ReportedComments() {
  const q = useReportedComments();
  return (
    <Panel title="Reported comments" actions={q.data && q.data.length > 0 ? <Badge tone="red">{q.data.length} open</Badge> : undefined}>
      {q.isPending ? (
        <TableSkeleton rows={3} cols={3} />
      ) : q.isError ? (
        <ErrorState message={errorMessage(q.error, 'Failed to load the reports')} onRetry={() => void q.refetch()} />
      ) : q.data.length === 0 ? (
        <EmptyState title="No open reports" line="Comments members report appear here for review." />
      ) : (
        <ul className="divide-y divide-slate-100">
          {q.data.map((c) => (
            <CommentItem key={c.id} comment={c} reported={c} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The latest comments across the site, searchable, to delete what breaks the rules. */
export function LatestComments() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const q = useLatestComments(search);
  const rows = q.data?.pages.flatMap((p) => p.comments) ?? [];
  return (
    <Panel
      title="Latest comments"
      actions={
        <form
          role="search"
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            setSearch(text.trim());
          }}
        >
          <div className="relative">
            <Search className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-slate-400" aria-hidden />
            <input
              aria-label="Search comments"
              type="search"
              placeholder="Text or author"
              className={cn(controlClass, 'py-1.5 pl-8')}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
          <Button type="submit" variant="dark" size="sm" className="h-[34px]">
            Search
          </Button>
        </form>
      }
    >
      {q.isPending ? (
        <TableSkeleton rows={5} cols={3} />
      ) : q.isError ? (
        <ErrorState message={errorMessage(q.error, 'Failed to load the comments')} onRetry={() => void q.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title="No comments found" line={search ? `Nothing matches “${search}”.` : 'Comments on listings appear here.'} />
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {rows.map((c) => (
              <CommentItem key={c.id} comment={c} />
            ))}
          </ul>
          {q.hasNextPage && (
            <div className="border-t border-slate-100 p-4 text-center">
              <Button variant="secondary" size="sm" disabled={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
                {q.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          )}
        </>
      )}
    </Panel>
  );
}

function CommentItem({ comment: c, reported }: { comment: AdminComment; reported?: ReportedComment }) {
  const { remove, dismiss } = useModeration();
  const [confirming, setConfirming] = useState(false);
  const busy = remove.isPending || dismiss.isPending;
  return (
    <li className="space-y-2.5 p-4 sm:p-5" data-testid="moderated-comment">
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
        <span className="font-semibold text-slate-900">{c.author?.name ?? 'VehicleBid'}</span>
        {c.author && <span className="text-xs text-slate-500">{c.author.email}</span>}
        <span className="text-xs text-slate-500">on</span>
        <Link to={c.auction.path} className="max-w-[20rem] truncate text-xs font-medium text-brand-700 hover:underline">
          {c.auction.title}
        </Link>
        <span className="text-xs text-slate-500">· {formatAdminTime(c.createdAt)}</span>
      </div>
      <blockquote className="rounded-lg bg-slate-50 px-3 py-2 text-sm leading-6 whitespace-pre-line text-slate-800">{c.content}</blockquote>
      {reported && (
        <ul className="space-y-1 text-xs text-slate-600">
          {reported.reports.map((r, i) => (
            <li key={i} className="flex items-start gap-1.5">
              <Flag className="mt-0.5 size-3 shrink-0 text-red-500" aria-hidden />
              <span>
                <span className="font-medium text-slate-800">{r.reporterName}</span>
                {r.reason ? `: “${r.reason}”` : ' gave no reason'} · {formatAdminTime(r.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1 text-xs text-slate-500">
          <Heart className="size-3.5" aria-hidden /> {c.likeCount}
        </span>
        {!reported && c.reportCount > 0 && <Badge tone="red">{c.reportCount === 1 ? '1 report' : `${c.reportCount} reports`}</Badge>}
        <div className="ml-auto flex gap-2">
          {reported && !confirming && (
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() =>
                dismiss.mutate(c.id, {
                  onSuccess: () => toast.success('Comment kept, reports closed'),
                  onError: (err) => toast.error(errorMessage(err, 'Failed to update')),
                })
              }
            >
              <Check className="size-4" aria-hidden /> Keep comment
            </Button>
          )}
          {confirming ? (
            <>
              <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button
                variant="danger"
                size="sm"
                disabled={busy}
                onClick={() =>
                  remove.mutate(c.id, {
                    onSuccess: () => toast.success('Comment deleted'),
                    onError: (err) => toast.error(errorMessage(err, 'Failed to delete the comment')),
                  })
                }
              >
                Delete for good
              </Button>
            </>
          ) : (
            <Button variant="secondary" size="sm" className="text-red-700" disabled={busy} onClick={() => setConfirming(true)}>
              <Trash2 className="size-4" aria-hidden /> Delete
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
