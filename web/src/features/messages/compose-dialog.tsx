import { ShieldAlert } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';
import { CONTENT_MAX, MESSAGE_TEXTS, SUBJECT_MAX, trimmedMessage } from '../../../../domain/community/message-input.ts';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { DialogShell } from '../../ui/dialog-shell.tsx';
import { Notice } from '../../ui/notice.tsx';
import { TextAreaField, TextField } from '../../ui/field.tsx';
import { Form, SubmitButton, useFieldBinding, useSchemaForm } from '../../ui/form.tsx';
import { useSendMessage } from './api.ts';

/** The fields as typed; the message's own rules (trimmedMessage) check them on submit. */
const composeForm = z.object({ recipient: z.string().default(''), subject: z.string().default(''), content: z.string().default('') });
type ComposeValues = z.output<typeof composeForm>;

export interface ComposeDraft {
  toUserId?: string;
  toName?: string;
  subject?: string;
  auctionId?: string;
}

interface ComposeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft: ComposeDraft;
  /** Message Seller: the sender holds no bidder authorization for this listing (SPEC 2, 5). */
  authorizationRequired?: boolean;
  onAuthorize?: () => void;
  onSent: (sent: { toUserId: string; auctionId: string | null }) => void;
}

/** SPEC 2 'New Message' (also Message Seller and Contact Seller, with the seller filled in). */
export function ComposeDialog({ open, onOpenChange, draft, authorizationRequired = false, onAuthorize, onSent }: ComposeDialogProps) {
  const form = useSchemaForm(composeForm, { defaultValues: { recipient: draft.toName ?? '', subject: draft.subject ?? '', content: '' } });
  const field = useFieldBinding(form);
  const send = useSendMessage();
  const fixedRecipient = Boolean(draft.toUserId);

  // SPEC 8: each problem is a toast in the spec's words; the send's refusals too.
  function submit({ recipient, subject, content }: ComposeValues) {
    if (!fixedRecipient && !recipient.trim()) return void toast.error(MESSAGE_TEXTS.noRecipient);
    const text = trimmedMessage(subject, content);
    if (!text) return void toast.error(MESSAGE_TEXTS.required);
    if (authorizationRequired) {
      toast.info(MESSAGE_TEXTS.authorizeFirst);
      return onAuthorize?.();
    }
    return send.mutateAsync(
      {
        ...(fixedRecipient ? { to_user_id: draft.toUserId } : { recipient_name: recipient.trim() }),
        ...(draft.auctionId ? { auction_id: draft.auctionId } : {}),
        ...text,
      },
      {
        onSuccess: (sent) => {
          toast.success(MESSAGE_TEXTS.sent);
          form.resetField('content');
          onOpenChange(false);
          onSent({ toUserId: sent.toUserId, auctionId: sent.auctionId });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'AUTHORIZATION_REQUIRED') {
            toast.info(MESSAGE_TEXTS.authorizeFirst);
            return onAuthorize?.();
          }
          if (err instanceof ApiError && err.status === 401) return void toast.error(MESSAGE_TEXTS.mustBeLoggedIn);
          if (err instanceof ApiError && err.status < 500 && err.message) return void toast.error(err.message);
          toast.error(MESSAGE_TEXTS.sendFailed);
        },
      },
    );
  }

  return (
    <DialogShell open={open} onOpenChange={onOpenChange} title="New Message" hiddenDescription="Write a message" size="lg">
      {authorizationRequired && (
        <Notice tone="warning" size="lg" data-testid="message-authorization-notice" className="mb-4">
          <p className="flex items-center gap-2 font-semibold">
            <ShieldAlert className="size-4" aria-hidden />
            Authorization Required
          </p>
          <p className="mt-1">{MESSAGE_TEXTS.authorizeFirst}</p>
          {onAuthorize && (
            <Button size="sm" className="mt-3" type="button" onClick={onAuthorize}>
              Complete Authorization
            </Button>
          )}
        </Notice>
      )}
      <Form form={form} className="space-y-4" onSubmit={submit} errorText={() => null}>
        {fixedRecipient ? (
          <div>
            <p className="mb-1.5 text-sm font-medium text-slate-800">To</p>
            <p data-testid="compose-recipient" className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5 text-sm font-medium text-slate-900">
              {draft.toName || 'Seller'}
            </p>
          </div>
        ) : (
          <TextField label="To" placeholder="Display name" maxLength={100} autoComplete="off" {...field('recipient')} />
        )}
        <TextField label="Subject" maxLength={SUBJECT_MAX} {...field('subject')} />
        <TextAreaField label="Message" rows={6} maxLength={CONTENT_MAX} {...field('content')} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <SubmitButton pendingLabel="Sending...">Send Message</SubmitButton>
        </div>
      </Form>
    </DialogShell>
  );
}
