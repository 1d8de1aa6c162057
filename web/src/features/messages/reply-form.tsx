import { toast } from 'sonner';
import { z } from 'zod';
import { MESSAGE_TEXTS, replySubject } from '../../../../domain/community/message-input.ts';
import { ApiError } from '../../lib/api-client.ts';
import { Form, SubmitButton, useSchemaForm } from '../../ui/form.tsx';
import { useSendMessage } from './api.ts';

/** The reply as typed; a blank one is refused with SPEC 8's toast. */
const replyForm = z.object({ content: z.string().default('') });

/** The reply box under a conversation: it answers the latest message, under its subject. */
export function ReplyForm({ otherUserId, auctionId, latestSubject }: { otherUserId: string; auctionId: string | null; latestSubject: string | null }) {
  const form = useSchemaForm(replyForm);
  const send = useSendMessage();

  async function submit(values: z.output<typeof replyForm>) {
    const content = values.content.trim();
    if (!content || latestSubject === null) return void toast.error(MESSAGE_TEXTS.required);
    try {
      await send.mutateAsync({ to_user_id: otherUserId, ...(auctionId ? { auction_id: auctionId } : {}), subject: replySubject(latestSubject), content });
      form.reset({ content: '' });
      toast.success(MESSAGE_TEXTS.sent);
    } catch (err) {
      toast.error(err instanceof ApiError && err.status < 500 && err.message ? err.message : MESSAGE_TEXTS.sendFailed);
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="flex items-end gap-2 border-t border-slate-100 p-3">
      <label className="sr-only" htmlFor="reply">
        Reply
      </label>
      <textarea
        id="reply"
        rows={2}
        maxLength={5000}
        {...form.register('content')}
        placeholder="Write a reply..."
        className="block w-full resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
      />
      <SubmitButton disabled={latestSubject === null}>Send</SubmitButton>
    </Form>
  );
}
