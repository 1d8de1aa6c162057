import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { commentInput } from '../../../../domain/community/comment-input.ts';
import { Button } from '../../ui/button.tsx';
import { controlClass } from '../../ui/field.tsx';
import { Form, SubmitButton, useSchemaForm } from '../../ui/form.tsx';
import type { CommentView, useCommentMutations } from './api.ts';

/** A comment's text being edited in place, saved through the comment route's own rule (non-blank once trimmed). */
export function CommentEdit({ comment: c, edit, onDone }: { comment: CommentView; edit: ReturnType<typeof useCommentMutations>['edit']; onDone: () => void }) {
  const form = useSchemaForm(commentInput, { defaultValues: { content: c.content } });
  const draft = useWatch({ control: form.control, name: 'content' });

  async function save({ content }: { content: string }) {
    try {
      await edit.mutateAsync({ id: c.id, content });
      onDone();
      toast.success('Comment updated successfully');
    } catch {
      toast.error('Failed to update comment');
    }
  }

  return (
    <Form form={form} onSubmit={save} className="mt-2">
      <label className="sr-only" htmlFor={`edit-${c.id}`}>
        Edit comment
      </label>
      <textarea id={`edit-${c.id}`} {...form.register('content')} rows={3} maxLength={2000} className={controlClass} autoFocus />
      <div className="mt-2 flex gap-2">
        <SubmitButton size="sm" disabled={draft.trim() === ''}>
          Save
        </SubmitButton>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
