import { useController, useWatch } from 'react-hook-form';
import { Star } from 'lucide-react';
import { toast } from 'sonner';
import { FEEDBACK_COMMENT_MAX, feedbackInput, feedbackOpen, type FeedbackEntry } from '../../../../domain/deals/deal-feedback.ts';
import type { z } from 'zod';
import type { DealView } from '../../../../domain/deals/deal-view.ts';
import { ApiError } from '../../lib/api-client.ts';
import { TextAreaField } from '../../ui/field.tsx';
import { Form, FormError, SubmitButton, useFieldBinding, useSchemaForm } from '../../ui/form.tsx';
import { cn } from '../../ui/cn.ts';
import { Stars } from '../../ui/stars.tsx';
import { useDealFeedback, useLeaveFeedback } from './api.ts';

type FeedbackInput = z.output<typeof feedbackInput>;

export const FEEDBACK_THANKS = 'Thank you for your feedback';

/** Once the deal is over, each party rates the other once; both ratings show here. */
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
  const form = useSchemaForm(feedbackInput);
  const { field: rating, fieldState: ratingState } = useController({ control: form.control, name: 'rating' });
  const comment = useWatch({ control: form.control, name: 'comment' }) ?? '';
  const field = useFieldBinding(form);
  const leave = useLeaveFeedback(dealId);
  const chosen = typeof rating.value === 'number' ? rating.value : 0;

  async function submit(values: FeedbackInput) {
    await leave.mutateAsync(values);
    toast.success(FEEDBACK_THANKS);
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      errorText={(err) => (err instanceof ApiError ? err.message : 'Your feedback could not be sent. Please try again.')}
      className="mt-3 space-y-3"
      aria-label={`Rate the ${other}`}
    >
      <fieldset aria-describedby={ratingState.error ? 'feedback-rating-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">How was the {other}?</legend>
        <div className="mt-1.5 flex gap-1" role="radiogroup" aria-label="Rating" aria-invalid={ratingState.error ? true : undefined}>
          {[1, 2, 3, 4, 5].map((i) => (
            <button
              key={i}
              type="button"
              role="radio"
              aria-checked={chosen === i}
              aria-label={`${i} ${i === 1 ? 'star' : 'stars'}`}
              onClick={() => rating.onChange(i)}
              className="rounded-md p-1 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Star className={cn('size-7', chosen >= i ? 'fill-amber-400 text-amber-400' : 'text-slate-300')} aria-hidden />
            </button>
          ))}
        </div>
        {ratingState.error && (
          <p id="feedback-rating-error" className="mt-1 text-sm text-red-600">
            {ratingState.error.message}
          </p>
        )}
      </fieldset>
      <TextAreaField
        id="feedback-comment"
        label="Comment (optional)"
        rows={3}
        placeholder="How did the handover go?"
        hint={
          <span className={comment.length > FEEDBACK_COMMENT_MAX ? 'text-red-600' : undefined}>
            {comment.length} / {FEEDBACK_COMMENT_MAX}
          </span>
        }
        {...field('comment')}
      />
      <FormError />
      <SubmitButton>Leave feedback</SubmitButton>
    </Form>
  );
}
