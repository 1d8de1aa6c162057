import { useState } from 'react';
import { toast } from 'sonner';
import { CheckCircle2, CornerUpLeft, Mail, RotateCcw } from 'lucide-react';
import { CONTACT_STATUSES, REPLY_MAX, type ContactStatus } from '../../../../domain/admin/admin-content.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { TextAreaField } from '../../ui/field.tsx';
import { Badge, EmptyState, ErrorState, Panel, TableSkeleton, formatAdminTime } from '../../ui/admin-kit.tsx';
import { cn } from '../../ui/cn.ts';
import { useContactMessages, useMessageActions, type AdminContactMessage } from './api.ts';

const LABELS: Record<ContactStatus, string> = { open: 'To handle', handled: 'Handled', all: 'All' };

/** The contact form's messages; read, answer by e-mail, mark handled. */
export function ContactInbox() {
  const [status, setStatus] = useState<ContactStatus>('open');
  const list = useContactMessages(status);
  const rows = list.data?.pages.flatMap((p) => p.messages) ?? [];
  return (
    <Panel
      title="Contact messages"
      actions={
        <div role="radiogroup" aria-label="Show" className="inline-flex rounded-lg bg-slate-100 p-0.5">
          {CONTACT_STATUSES.map((s) => (
            <button
              key={s}
              type="button"
              role="radio"
              aria-checked={status === s}
              onClick={() => setStatus(s)}
              className={cn(
                'rounded-md px-3 py-1 text-sm font-medium',
                status === s ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              {LABELS[s]}
            </button>
          ))}
        </div>
      }
    >
      {list.isPending ? (
        <TableSkeleton rows={4} cols={3} />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error, 'Failed to load the messages')} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={status === 'open' ? 'Nothing to handle' : 'No messages'} line="Messages sent through the contact form appear here." />
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {rows.map((m) => (
              <MessageItem key={m.id} message={m} />
            ))}
          </ul>
          {list.hasNextPage && (
            <div className="border-t border-slate-100 p-4 text-center">
              <Button variant="secondary" size="sm" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          )}
        </>
      )}
    </Panel>
  );
}

function MessageItem({ message: m }: { message: AdminContactMessage }) {
  const { handled, reply } = useMessageActions();
  const [replying, setReplying] = useState(false);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = () => {
    if (!body.trim()) return setError('Please write your reply.');
    reply.mutate(
      { id: m.id, body },
      {
        onSuccess: () => {
          toast.success(`Reply sent to ${m.email}`);
          setReplying(false);
          setBody('');
        },
        onError: (err) => setError(errorMessage(err, 'Failed to send the reply')),
      },
    );
  };
  return (
    <li className="space-y-3 p-4 sm:p-5" data-testid="contact-message">
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900">
            {m.name} <span className="font-normal text-slate-500">&lt;{m.email}&gt;</span>
          </p>
          <p className="text-xs text-slate-500">{formatAdminTime(m.createdAt)}</p>
        </div>
        <Badge tone="blue">{m.subject}</Badge>
        {m.handledAt ? <Badge tone="green">Handled</Badge> : <Badge tone="amber">To handle</Badge>}
      </div>
      <p className="text-sm leading-6 whitespace-pre-line text-slate-700">{m.message}</p>
      {m.replies.length > 0 && (
        <ul className="space-y-2">
          {m.replies.map((r) => (
            <li key={r.id} className="rounded-lg border-l-4 border-brand-400 bg-slate-50 px-3 py-2 text-sm">
              <p className="text-xs font-medium text-slate-500">
                <Mail className="mr-1 inline size-3.5" aria-hidden />
                Replied by {r.adminName ?? 'an admin'} · {formatAdminTime(r.createdAt)}
              </p>
              <p className="mt-1 whitespace-pre-line text-slate-700">{r.body}</p>
            </li>
          ))}
        </ul>
      )}
      {replying ? (
        <div className="space-y-2">
          <TextAreaField
            label={`Reply to ${m.email}`}
            rows={4}
            maxLength={REPLY_MAX}
            value={body}
            autoFocus
            error={error ?? undefined}
            hint="Sent by e-mail with the message quoted; the message is then marked handled."
            onChange={(e) => {
              setBody(e.target.value);
              setError(null);
            }}
          />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={() => setReplying(false)}>
              Cancel
            </Button>
            <Button variant="dark" size="sm" disabled={reply.isPending} onClick={send}>
              Send reply
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setReplying(true)}>
            <CornerUpLeft className="size-4" aria-hidden /> Reply
          </Button>
          {m.handledAt ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={handled.isPending}
              onClick={() => handled.mutate({ id: m.id, handled: false }, { onError: (err) => toast.error(errorMessage(err, 'Failed to update')) })}
            >
              <RotateCcw className="size-4" aria-hidden /> Reopen
            </Button>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              disabled={handled.isPending}
              onClick={() =>
                handled.mutate(
                  { id: m.id, handled: true },
                  { onSuccess: () => toast.success('Marked handled'), onError: (err) => toast.error(errorMessage(err, 'Failed to update')) },
                )
              }
            >
              <CheckCircle2 className="size-4" aria-hidden /> Mark handled
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
