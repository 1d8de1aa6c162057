import { Flag, Heart, LoaderCircle, MessageSquare, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { initials, relativeTime } from '../../../../domain/relative-time.ts';
import { COMMENT_REPORT_REASONS, type CommentReportReason } from '../../../../domain/comment-input.ts';
import { sellerAnswersFirst } from '../../../../domain/comment-view.ts';
import { errorMessage, waitOr } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useServerNow } from '../../lib/use-server-now.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { DialogShell } from '../../ui/dialog-shell.tsx';
import { controlClass } from '../../ui/field.tsx';
import { useAdoptedValue } from '../../ui/followed-value.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useCommentMutations, useComments, useLiveComments, type CommentView } from './api.ts';
import { VerifiedBadge } from '../../ui/verified-badge.tsx';

/** System comments (no user) are shown as the product (SPEC 3). */
const PRODUCT_NAME = 'VehicleBid';

/** SPEC 2 comments: newest first, initials avatars, relative times, likes, edit and delete for author or admin. */
type Author = NonNullable<CommentView['author']>;

/** `renderAuthor`: how a commenter's name is shown (the page makes it open their card, with follow). */
export function CommentsSection({ auctionId, renderAuthor }: { auctionId: string; renderAuthor?: (author: Author) => ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  const { data, isLoading, isError } = useComments(auctionId, user?.id ?? null);
  const m = useCommentMutations(auctionId);
  useLiveComments(auctionId);
  const [text, setText] = useState('');
  // Server-rendered with the page: what was typed before the scripts ran becomes the comment.
  const textBox = useAdoptedValue<HTMLTextAreaElement>(text, setText);
  const [deleting, setDeleting] = useState<CommentView | null>(null);
  const [reporting, setReporting] = useState<CommentView | null>(null);
  const [reason, setReason] = useState<CommentReportReason | null>(null);
  // Issue 27 item 5 'Seller answers': the seller's replies shown first.
  const [sellerFirst, setSellerFirst] = useState(false);

  useEffect(() => {
    if (isError) toast.error('Failed to load comments');
  }, [isError]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!user) {
      toast.error('Please sign in to leave a comment');
      return;
    }
    const content = text.trim();
    if (!content) return;
    m.add.mutate(content, {
      onSuccess: () => {
        setText('');
        toast.success('Comment added successfully');
      },
      onError: (err) => toast.error(waitOr(err, 'Failed to add comment')),
    });
  };

  const all = data ?? [];
  const comments = sellerAnswersFirst(all, sellerFirst);
  const sellerCount = all.filter((c) => c.isSeller).length;
  const openReport = (c: CommentView) => {
    setReason(null);
    setReporting(c);
  };
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

      <form onSubmit={submit} className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-3">
        <label htmlFor={`comment-input-${auctionId}`} className="sr-only">
          Add a comment
        </label>
        <textarea
          ref={textBox}
          id={`comment-input-${auctionId}`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={3}
          maxLength={2000}
          placeholder={user ? 'Ask a question or share what you know about this vehicle…' : 'Sign in to join the conversation'}
          className={cn(controlClass, 'resize-y bg-white')}
        />
        <div className="mt-2 flex items-center justify-between gap-3">
          {!user ? (
            <p className="text-xs text-slate-500">
              <Link to="/auth" state={{ from: location.pathname }} className="font-semibold text-brand-700 hover:underline">
                Sign in
              </Link>{' '}
              to comment and like comments.
            </p>
          ) : (
            <span />
          )}
          <Button type="submit" size="sm" className="shrink-0 whitespace-nowrap" disabled={m.add.isPending || (user !== null && text.trim() === '')}>
            {m.add.isPending && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
            Post Comment
          </Button>
        </div>
      </form>

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
          <CommentItem key={c.id} comment={c} onDelete={() => setDeleting(c)} onReport={() => openReport(c)} signedIn={user !== null} mutations={m} renderAuthor={renderAuthor} />
        ))}
      </ol>

      <DialogShell
        open={reporting !== null}
        onOpenChange={(o) => !o && setReporting(null)}
        title="Report comment"
        description="Tell our team what is wrong with this comment. They review every report."
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!reporting || !reason) return;
            m.report.mutate(
              { id: reporting.id, reason },
              {
                onSuccess: () => {
                  setReporting(null);
                  toast.success('Thank you. The comment was reported to our team.');
                },
                onError: () => toast.error('Failed to report the comment'),
              },
            );
          }}
        >
          <fieldset>
            <legend className="sr-only">Reason</legend>
            <div className="space-y-1.5">
              {COMMENT_REPORT_REASONS.map((r) => (
                <label key={r} className={cn('flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm', reason === r ? 'border-brand-500 bg-brand-50' : 'border-slate-200 hover:bg-slate-50')}>
                  <input type="radio" name="report-reason" value={r} checked={reason === r} onChange={() => setReason(r)} className="size-4 accent-brand-600" />
                  <span className="font-medium text-slate-800">{r}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="mt-4 flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => setReporting(null)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!reason || m.report.isPending}>
              Report
            </Button>
          </div>
        </form>
      </DialogShell>

      <DialogShell
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        role="alertdialog"
        title="Delete comment"
        description="Are you sure you want to delete this comment? This action cannot be undone."
      >
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={m.remove.isPending}
            onClick={() => {
              if (!deleting) return;
              m.remove.mutate(deleting.id, {
                onSuccess: () => {
                  setDeleting(null);
                  toast.success('Comment deleted successfully');
                },
                onError: (err) => toast.error(`Failed to delete comment: ${errorMessage(err)}`),
              });
            }}
          >
            Delete
          </Button>
        </div>
      </DialogShell>
    </section>
  );
}

interface CommentItemProps {
  comment: CommentView;
  renderAuthor?: (author: Author) => ReactNode;
  signedIn: boolean;
  onDelete: () => void;
  onReport: () => void;
  mutations: ReturnType<typeof useCommentMutations>;
}

function CommentItem({ comment: c, signedIn, onDelete, onReport, mutations: m, renderAuthor }: CommentItemProps) {
  const now = useServerNow();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(c.content);
  const name = c.author ? c.author.displayName : PRODUCT_NAME;
  const created = Date.parse(c.createdAt);
  const edited = Date.parse(c.updatedAt) - created > 1000;

  const save = (e: FormEvent) => {
    e.preventDefault();
    const content = draft.trim();
    if (!content) return;
    m.edit.mutate(
      { id: c.id, content },
      {
        onSuccess: () => {
          setEditing(false);
          toast.success('Comment updated successfully');
        },
        onError: () => toast.error('Failed to update comment'),
      },
    );
  };

  const like = () => {
    if (!signedIn) {
      toast.error('Please sign in to like comments');
      return;
    }
    m.like.mutate({ id: c.id, like: !c.likedByMe }, { onError: () => toast.error('Failed to update like') });
  };

  return (
    <li className="flex gap-3" data-testid="comment" data-comment-id={c.id}>
      {c.author?.avatarUrl ? (
        <img src={c.author.avatarUrl} alt="" className="size-10 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden
          data-testid="comment-avatar"
          className={cn(
            'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
            c.author ? 'bg-slate-800 text-white' : 'bg-brand-500 text-slate-950',
          )}
        >
          {initials(name)}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {c.author && renderAuthor ? (
            renderAuthor(c.author)
          ) : (
            <span className="font-semibold text-slate-900" data-testid="comment-author">
              {name}
            </span>
          )}
          {c.author?.verified && <VerifiedBadge />}
          {c.isSeller && <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700">Seller</span>}
          {c.isBidder && <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">Bidder</span>}
          {!c.author && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">Official</span>}
          <time dateTime={c.createdAt} className="text-xs text-slate-500" data-testid="comment-time">
            {relativeTime(created, now)}
          </time>
          {edited && <span className="text-xs text-slate-500">(edited)</span>}
        </div>
        {editing ? (
          <form onSubmit={save} className="mt-2">
            <label className="sr-only" htmlFor={`edit-${c.id}`}>
              Edit comment
            </label>
            <textarea id={`edit-${c.id}`} value={draft} onChange={(e) => setDraft(e.target.value)} rows={3} maxLength={2000} className={controlClass} autoFocus />
            <div className="mt-2 flex gap-2">
              <Button type="submit" size="sm" disabled={draft.trim() === '' || m.edit.isPending}>
                Save
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  setEditing(false);
                  setDraft(c.content);
                }}
              >
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <p className="mt-1 text-sm leading-6 whitespace-pre-line text-slate-700" data-testid="comment-content">
            {c.content}
          </p>
        )}
        <div className="mt-2 flex items-center gap-1 text-xs">
          <button
            type="button"
            onClick={like}
            aria-pressed={c.likedByMe}
            aria-label={`Like ${c.likeCount}`}
            className={cn('inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium hover:bg-slate-100', c.likedByMe ? 'text-red-600' : 'text-slate-500')}
          >
            <Heart className={cn('size-3.5', c.likedByMe && 'fill-current')} aria-hidden />
            <span data-testid="comment-likes">{c.likeCount}</span>
          </button>
          {c.canEdit && !editing && (
            <button type="button" onClick={() => setEditing(true)} className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium text-slate-500 hover:bg-slate-100">
              <Pencil className="size-3.5" aria-hidden />
              Edit
            </button>
          )}
          {c.canDelete && (
            <button type="button" onClick={onDelete} className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium text-slate-500 hover:bg-red-50 hover:text-red-600">
              <Trash2 className="size-3.5" aria-hidden />
              Delete
            </button>
          )}
          {c.canReport &&
            (c.reportedByMe ? (
              <span className="ml-auto inline-flex items-center gap-1 px-2 py-1 font-medium text-slate-500">
                <Flag className="size-3.5" aria-hidden />
                Reported
              </span>
            ) : (
              <button
                type="button"
                onClick={onReport}
                className="ml-auto inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium text-slate-500 hover:bg-slate-100 hover:text-slate-700"
              >
                <Flag className="size-3.5" aria-hidden />
                Report
              </button>
            ))}
        </div>
      </div>
    </li>
  );
}
