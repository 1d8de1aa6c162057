import { toast } from 'sonner';
import { errorMessage } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { DialogShell } from '../../ui/dialog-shell.tsx';
import type { CommentView, useCommentMutations } from './api.ts';

/** 'Delete comment': the confirmation before a comment is deleted for good. */
export function CommentDeleteDialog({
  comment,
  remove,
  onClose,
}: {
  comment: CommentView | null;
  remove: ReturnType<typeof useCommentMutations>['remove'];
  onClose: () => void;
}) {
  return (
    <DialogShell
      open={comment !== null}
      onOpenChange={(o) => !o && onClose()}
      role="alertdialog"
      title="Delete comment"
      description="Are you sure you want to delete this comment? This action cannot be undone."
    >
      <div className="mt-2 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="danger"
          disabled={remove.isPending}
          onClick={() => {
            if (!comment) return;
            remove.mutate(comment.id, {
              onSuccess: () => {
                onClose();
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
  );
}
