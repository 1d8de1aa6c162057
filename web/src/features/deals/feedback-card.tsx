import { useState, type FormEvent } from 'react';
import { LoaderCircle, Star } from 'lucide-react';
import { toast } from 'sonner';
import { FEEDBACK_COMMENT_MAX, feedbackInput, feedbackOpen, type FeedbackEntry } from '../../../../domain/deal-feedback.ts';
import type { DealView } from '../../../../domain/deal-view.ts';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { Stars } from '../../ui/stars.tsx';
import { useDealFeedback, useLeaveFeedback } from './api.ts';

export const FEEDBACK_THANKS = 'Thank you for your feedback';

/** Issue 26 item 8: once the deal is over, each party rates the other once; both ratings show here. */
export function FeedbackCard({ deal }: { deal: DealView }) {
  const party = deal.viewerRole !== 'admin';
  const open = feedbackOpen(deal.state);
  const { data } = useDealFeedback(deal.id, open);
  if (!open || !data) return null;
  const other = deal.viewerRole === 'buyer' ? 'seller' : 'buyer';
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="deal-feedback-title" data-testid="deal-feedback">
      <h2 id="deal-feedback-title" className="text-lg font-bold text-slate-900">
        Feedback
      </h2>
      {party && data.canLeave && <FeedbackForm dealId={deal.id} other={other} />}
      {data.mine && <Entry title={party ? `Your rating of the ${other}` : 'The buyer’s rating'} entry={data.mine} />}
      {data.theirs && <Entry title={party ? `The ${other}’s rating of you` : 'The seller’s rating'} entry={data.theirs} />}
      {!data.canLeave && !data.mine && !data.theirs && <p className="mt-2 text-sm text-slate-600">No feedback yet.</p>}
    </section>
  );
}

function Entry({ title, entry }: { title: string; entry: FeedbackEntry }) {
  return (
    <div className="mt-3 rounded-xl bg-slate-50 p-3">
      <p className="text-sm font-medium text-slate-700">{title}</p>
      <Stars value={entry.rating} className="mt-1" />
      {entry.comment && <p className="mt-1.5 text-sm whitespace-pre-line text-slate-800">{entry.comment}</p>}
    </div>
  );
}

function FeedbackForm({ dealId, other }: { dealId: string; other: string }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const leave = useLeaveFeedback(dealId);

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = feedbackInput.safeParse({ rating, comment });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setError(null);
    leave.mutate(parsed.data, {
      onSuccess: () => toast.success(FEEDBACK_THANKS),
      onError: (err) => setError(err instanceof ApiError ? err.message : 'Your feedback could not be sent. Please try again.'),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3" aria-label={`Rate the ${other}`}>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">How was the {other}?</legend>
        <div className="mt-1.5 flex gap-1" role="radiogroup" aria-label="Rating">
          {[1, 2, 3, 4, 5].map((i) => (
            <button
              key={i}
              type="button"
              role="radio"
              aria-checked={rating === i}
              aria-label={`${i} ${i === 1 ? 'star' : 'stars'}`}
              onClick={() => setRating(i)}
              className="rounded-md p-1 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Star className={cn('size-7', rating >= i ? 'fill-amber-400 text-amber-400' : 'text-slate-300')} aria-hidden />
            </button>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="feedback-comment" className="mb-1.5 block text-sm font-medium text-slate-800">
          Comment <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <textarea
          id="feedback-comment"
          rows={3}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
          placeholder="How did the handover go?"
        />
        <p className={comment.length > FEEDBACK_COMMENT_MAX ? 'mt-1 text-xs text-red-600' : 'mt-1 text-xs text-slate-500'}>
          {comment.length} / {FEEDBACK_COMMENT_MAX}
        </p>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <Button type="submit" disabled={leave.isPending}>
        {leave.isPending && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
        Leave feedback
      </Button>
    </form>
  );
}
