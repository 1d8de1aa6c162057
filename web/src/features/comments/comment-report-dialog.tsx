import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { COMMENT_REPORT_REASONS } from '../../../../domain/community/comment-input.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { DialogShell } from '../../ui/dialog-shell.tsx';
import { Form, SubmitButton, useSchemaForm } from '../../ui/form.tsx';
import type { CommentView, useCommentMutations } from './api.ts';

const reportForm = z.object({ reason: z.enum(COMMENT_REPORT_REASONS) });

/** 'Report comment': why the comment is wrong, one of the report reasons, for the team to review. */
export function CommentReportDialog({
  comment,
  report,
  onClose,
}: {
  comment: CommentView | null;
  report: ReturnType<typeof useCommentMutations>['report'];
  onClose: () => void;
}) {
  return (
    <DialogShell
      open={comment !== null}
      onOpenChange={(o) => !o && onClose()}
      title="Report comment"
      description="Tell our team what is wrong with this comment. They review every report."
    >
      {comment && <ReportForm comment={comment} report={report} onClose={onClose} />}
    </DialogShell>
  );
}

function ReportForm({ comment, report, onClose }: { comment: CommentView; report: ReturnType<typeof useCommentMutations>['report']; onClose: () => void }) {
  const form = useSchemaForm(reportForm);
  const reason = useWatch({ control: form.control, name: 'reason' });

  async function send(values: z.output<typeof reportForm>) {
    try {
      await report.mutateAsync({ id: comment.id, reason: values.reason });
      onClose();
      toast.success('Thank you. The comment was reported to our team.');
    } catch {
      toast.error('Failed to report the comment');
    }
  }

  return (
    <Form form={form} onSubmit={send}>
      <fieldset>
        <legend className="sr-only">Reason</legend>
        <div className="space-y-1.5">
          {COMMENT_REPORT_REASONS.map((r) => (
            <label
              key={r}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm',
                reason === r ? 'border-brand-500 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
              )}
            >
              <input type="radio" value={r} {...form.register('reason')} className="size-4 accent-brand-600" />
              <span className="font-medium text-slate-800">{r}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <SubmitButton disabled={!reason}>Report</SubmitButton>
      </div>
    </Form>
  );
}
