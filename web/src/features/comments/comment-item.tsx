import { Flag, Heart, Pencil, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { initials, relativeTime } from '../../../../domain/community/relative-time.ts';
import { toast } from 'sonner';
import { useServerNow } from '../../lib/use-server-now.ts';
import { cn } from '../../ui/cn.ts';
import { VerifiedBadge } from '../../ui/verified-badge.tsx';
import type { CommentView, useCommentMutations } from './api.ts';
import { CommentEdit } from './comment-edit.tsx';

/** System comments (no user) are shown as the product (SPEC 3). */
const PRODUCT_NAME = 'VehicleBid';

export type CommentAuthor = NonNullable<CommentView['author']>;

interface CommentItemProps {
  comment: CommentView;
  renderAuthor?: (author: CommentAuthor) => ReactNode;
  signedIn: boolean;
  onDelete: () => void;
  onReport: () => void;
  mutations: ReturnType<typeof useCommentMutations>;
}

/** One comment: its author and badges, when, its text (or the edit form), likes, and the author's or admin's actions. */
export function CommentItem({ comment: c, signedIn, onDelete, onReport, mutations: m, renderAuthor }: CommentItemProps) {
  const now = useServerNow();
  const [editing, setEditing] = useState(false);
  const name = c.author ? c.author.displayName : PRODUCT_NAME;
  const created = Date.parse(c.createdAt);
  const edited = Date.parse(c.updatedAt) - created > 1000;

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
          {c.isBidder && (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">Bidder</span>
          )}
          {!c.author && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">Official</span>}
          <time dateTime={c.createdAt} className="text-xs text-slate-500" data-testid="comment-time">
            {relativeTime(created, now)}
          </time>
          {edited && <span className="text-xs text-slate-500">(edited)</span>}
        </div>
        {editing ? (
          <CommentEdit comment={c} edit={m.edit} onDone={() => setEditing(false)} />
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
            className={cn(
              'inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium hover:bg-slate-100',
              c.likedByMe ? 'text-red-600' : 'text-slate-500',
            )}
          >
            <Heart className={cn('size-3.5', c.likedByMe && 'fill-current')} aria-hidden />
            <span data-testid="comment-likes">{c.likeCount}</span>
          </button>
          {c.canEdit && !editing && (
            <button
              type="button"
              onClick={() => setEditing(true)}
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium text-slate-500 hover:bg-slate-100"
            >
              <Pencil className="size-3.5" aria-hidden />
              Edit
            </button>
          )}
          {c.canDelete && (
            <button
              type="button"
              onClick={onDelete}
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium text-slate-500 hover:bg-red-50 hover:text-red-600"
            >
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
