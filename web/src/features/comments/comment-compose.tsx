import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { waitOr } from '../../lib/api-client.ts';
import { cn } from '../../ui/cn.ts';
import { controlClass } from '../../ui/field.tsx';
import { Form, SubmitButton, schemaResolver } from '../../ui/form.tsx';
import { usePageForm, usePageFormText } from '../../ui/page-form.ts';
import type { useCommentMutations } from './api.ts';

/** The box as typed; a blank comment is never sent (its button stays disabled). */
const composeForm = z.object({ content: z.string().default('') });

/**
 * The box that adds a comment. Server-rendered with the listing (usePageForm): what was typed before the scripts
 * ran is the comment. A visitor is asked to sign in instead.
 */
export function CommentCompose({ auctionId, signedIn, add }: { auctionId: string; signedIn: boolean; add: ReturnType<typeof useCommentMutations>['add'] }) {
  const location = useLocation();
  const form = usePageForm({ resolver: schemaResolver(composeForm) });
  const text = usePageFormText(form, 'content');

  async function submit({ content }: z.output<typeof composeForm>) {
    if (!signedIn) {
      toast.error('Please sign in to leave a comment');
      return;
    }
    if (!content.trim()) return;
    try {
      await add.mutateAsync(content.trim());
      form.reset({ content: '' });
      toast.success('Comment added successfully');
    } catch (err) {
      toast.error(waitOr(err, 'Failed to add comment'));
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-3">
      <label htmlFor={`comment-input-${auctionId}`} className="sr-only">
        Add a comment
      </label>
      <textarea
        id={`comment-input-${auctionId}`}
        {...form.register('content')}
        rows={3}
        maxLength={2000}
        placeholder={signedIn ? 'Ask a question or share what you know about this vehicle…' : 'Sign in to join the conversation'}
        className={cn(controlClass, 'resize-y bg-white')}
      />
      <div className="mt-2 flex items-center justify-between gap-3">
        {!signedIn ? (
          <p className="text-xs text-slate-500">
            <Link to="/auth" state={{ from: location.pathname }} className="font-semibold text-brand-700 hover:underline">
              Sign in
            </Link>{' '}
            to comment and like comments.
          </p>
        ) : (
          <span />
        )}
        <SubmitButton size="sm" className="shrink-0 whitespace-nowrap" disabled={signedIn && text.trim() === ''}>
          Post Comment
        </SubmitButton>
      </div>
    </Form>
  );
}
