import { ShieldAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CONTENT_MAX, MESSAGE_TEXTS, SUBJECT_MAX, trimmedMessage } from '../../../../domain/message-input.ts';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { DialogShell } from '../../ui/dialog-shell.tsx';
import { TextAreaField, TextField } from '../../ui/field.tsx';
import { useSendMessage } from './api.ts';

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
  const [recipient, setRecipient] = useState(draft.toName ?? '');
  const [subject, setSubject] = useState(draft.subject ?? '');
  const [content, setContent] = useState('');
  const send = useSendMessage();
  const fixedRecipient = Boolean(draft.toUserId);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!fixedRecipient && !recipient.trim()) return void toast.error(MESSAGE_TEXTS.noRecipient);
    const text = trimmedMessage(subject, content);
    if (!text) return void toast.error(MESSAGE_TEXTS.required);
    if (authorizationRequired) {
      toast.info(MESSAGE_TEXTS.authorizeFirst);
      return onAuthorize?.();
    }
    send.mutate(
      { ...(fixedRecipient ? { to_user_id: draft.toUserId } : { recipient_name: recipient.trim() }), ...(draft.auctionId ? { auction_id: draft.auctionId } : {}), ...text },
      {
        onSuccess: (sent) => {
          toast.success(MESSAGE_TEXTS.sent);
          setContent('');
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
        <div role="note" data-testid="message-authorization-notice" className="mb-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
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
        </div>
      )}
      <form className="space-y-4" onSubmit={submit} noValidate>
        {fixedRecipient ? (
          <div>
            <p className="mb-1.5 text-sm font-medium text-slate-800">To</p>
            <p data-testid="compose-recipient" className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5 text-sm font-medium text-slate-900">
              {draft.toName || 'Seller'}
            </p>
          </div>
        ) : (
          <TextField label="To" placeholder="Display name" value={recipient} onChange={(e) => setRecipient(e.target.value)} maxLength={100} autoComplete="off" />
        )}
        <TextField label="Subject" value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={SUBJECT_MAX} />
        <TextAreaField label="Message" rows={6} value={content} onChange={(e) => setContent(e.target.value)} maxLength={CONTENT_MAX} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}
