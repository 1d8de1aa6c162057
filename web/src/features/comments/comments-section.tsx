import { MessageSquare } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { sellerAnswersFirst } from '../../../../domain/community/comment-view.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { cn } from '../../ui/cn.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useCommentMutations, useComments, useLiveComments, type CommentView } from './api.ts';
import { CommentCompose } from './comment-compose.tsx';
import { CommentDeleteDialog } from './comment-delete-dialog.tsx';
import { CommentItem, type CommentAuthor } from './comment-item.tsx';
import { CommentReportDialog } from './comment-report-dialog.tsx';

/**
 * SPEC 2 comments: newest first, initials avatars, relative times, likes, edit and delete for author or admin.
 * `renderAuthor`: how a commenter's name is shown (the page makes it open their card, with follow).
 */
export function CommentsSection({ auctionId, renderAuthor }: { auctionId: string; renderAuthor?: (author: CommentAuthor) => ReactNode }) {
  const { user } = useAuth();
  const { data, isLoading, isError } = useComments(auctionId, user?.id ?? null);
  const m = useCommentMutations(auctionId);
  useLiveComments(auctionId);
  const [deleting, setDeleting] = useState<CommentView | null>(null);
  const [reporting, setReporting] = useState<CommentView | null>(null);
  // 'Seller answers': the seller's replies shown first.
  const [sellerFirst, setSellerFirst] = useState(false);

  useEffect(() => {
    if (isError) toast.error('Failed to load comments');
  }, [isError]);

  const all = data ?? [];
  const comments = sellerAnswersFirst(all, sellerFirst);
  const sellerCount = all.filter((c) => c.isSeller).length;
  return (
    <section aria-labelledby={`comments-${auctionId}`} className="mt-10" data-testid="comments">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`comments-${auctionId}`} className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <MessageSquare className="size-5 text-brand-600" aria-hidden />
          Comments <span className="text-base font-normal text-slate-500">({all.length})</span>
        </h3>
        {sellerCount > 0 && (
          <button
            type="button"
            aria-pressed={sellerFirst}
            onClick={() => setSellerFirst((v) => !v)}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-semibold transition-colors',
              sellerFirst ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700',
            )}
          >
            Seller answers <span className={cn('tabular-nums', sellerFirst ? 'text-white/80' : 'text-slate-500')}>({sellerCount})</span>
          </button>
        )}
      </div>

      <CommentCompose auctionId={auctionId} signedIn={user !== null} add={m.add} />

      {isLoading && (
        <div className="mt-6 space-y-4" role="status" aria-label="Loading comments">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      )}
      {!isLoading && comments.length === 0 && !isError && (
        <p className="mt-6 text-sm text-slate-500">No comments yet. Be the first to ask the seller a question.</p>
      )}
      <ol className="mt-6 space-y-5" aria-label="Comments">
        {comments.map((c) => (
          <CommentItem
            key={c.id}
            comment={c}
            onDelete={() => setDeleting(c)}
            onReport={() => setReporting(c)}
            signedIn={user !== null}
            mutations={m}
            renderAuthor={renderAuthor}
          />
        ))}
      </ol>

      <CommentReportDialog comment={reporting} report={m.report} onClose={() => setReporting(null)} />
      <CommentDeleteDialog comment={deleting} remove={m.remove} onClose={() => setDeleting(null)} />
    </section>
  );
}
