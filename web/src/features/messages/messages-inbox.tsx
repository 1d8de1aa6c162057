import { ArrowLeft, MessageSquare, PenSquare } from 'lucide-react';
import { useEffect } from 'react';

import { initials, relativeTime } from '../../../../domain/community/relative-time.ts';
import { useServerNow } from '../../lib/use-server-now.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useConversation, useConversations, useMarkRead, useMessagesLive, type Conversation } from './api.ts';
import { ReplyForm } from './reply-form.tsx';
import { VerifiedBadge } from '../../ui/verified-badge.tsx';

export interface Selection {
  otherUserId: string;
  auctionId: string | null;
}

interface InboxProps {
  selected: Selection | null;
  onSelect: (s: Selection | null) => void;
  onCompose: () => void;
}

/** /messages: conversations by person and listing, newest first; the open one to read and answer. */
export function MessagesInbox({ selected, onSelect, onCompose }: InboxProps) {
  useMessagesLive(true);
  return (
    <div className="grid min-h-[28rem] overflow-hidden rounded-2xl border border-slate-200 bg-white md:grid-cols-[20rem_1fr]">
      <aside className={cn('border-slate-200 md:border-r', selected && 'hidden md:block')}>
        <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
          <h2 className="text-sm font-semibold text-slate-900">Conversations</h2>
          <Button size="sm" onClick={onCompose}>
            <PenSquare className="size-4" aria-hidden />
            New Message
          </Button>
        </div>
        <ConversationList selected={selected} onSelect={onSelect} />
      </aside>
      <section className={cn('flex min-w-0 flex-col', !selected && 'hidden md:flex')}>
        {selected ? (
          <Thread key={`${selected.otherUserId}:${selected.auctionId ?? ''}`} selection={selected} onBack={() => onSelect(null)} />
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-2 p-10 text-center text-slate-500">
            <MessageSquare className="size-10 text-slate-300" aria-hidden />
            <p className="font-medium text-slate-700">Select a conversation</p>
            <p className="text-sm">Or start a new one with New Message.</p>
          </div>
        )}
      </section>
    </div>
  );
}

function ConversationList({ selected, onSelect }: { selected: Selection | null; onSelect: (s: Selection) => void }) {
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useConversations();
  const now = useServerNow();
  if (isPending)
    return (
      <div role="status" aria-label="Loading" className="space-y-3 p-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="flex gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  if (isError) return <p className="p-6 text-sm text-red-700">Failed to load messages</p>;
  const items = data.pages.flatMap((p) => p.items);
  if (items.length === 0)
    return (
      <div className="p-8 text-center text-sm text-slate-500">
        <p className="font-medium text-slate-700">No messages yet</p>
        <p className="mt-1">Questions to sellers and their answers appear here.</p>
      </div>
    );
  return (
    <>
      <ul className="divide-y divide-slate-100" data-testid="conversation-list">
        {items.map((c) => (
          <ConversationRow key={`${c.otherUser.id}:${c.auction?.id ?? ''}`} c={c} now={now} active={isSame(selected, c)} onSelect={onSelect} />
        ))}
      </ul>
      {hasNextPage && (
        <div className="p-3">
          <Button variant="secondary" size="sm" className="w-full" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            Load more
          </Button>
        </div>
      )}
    </>
  );
}

const isSame = (s: Selection | null, c: Conversation) => Boolean(s && s.otherUserId === c.otherUser.id && s.auctionId === (c.auction?.id ?? null));

function ConversationRow({ c, now, active, onSelect }: { c: Conversation; now: number; active: boolean; onSelect: (s: Selection) => void }) {
  return (
    <li>
      <button
        type="button"
        data-testid="conversation"
        onClick={() => onSelect({ otherUserId: c.otherUser.id, auctionId: c.auction?.id ?? null })}
        className={cn('flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-50', active && 'bg-brand-50')}
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-900 text-xs font-bold text-white">
          {initials(c.otherUser.displayName)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className={cn('truncate text-sm text-slate-900', c.unread > 0 ? 'font-bold' : 'font-medium')}>{c.otherUser.displayName}</span>
            {c.otherUser.verified && <VerifiedBadge className="self-center" />}
            <span className="ml-auto shrink-0 text-xs text-slate-500">{relativeTime(new Date(c.lastMessage.createdAt).getTime(), now)}</span>
          </span>
          {c.auction && <span className="block truncate text-xs font-medium text-brand-700">{c.auction.title}</span>}
          <span className="flex items-center gap-2">
            <span className="truncate text-sm text-slate-600">
              {c.lastMessage.fromMe ? 'You: ' : ''}
              {c.lastMessage.subject}
            </span>
            {c.unread > 0 && (
              <span className="ml-auto rounded-full bg-red-600 px-1.5 text-[11px] font-bold text-white" aria-label={`${c.unread} unread`}>
                {c.unread}
              </span>
            )}
          </span>
        </span>
      </button>
    </li>
  );
}

function Thread({ selection, onBack }: { selection: Selection; onBack: () => void }) {
  const { otherUserId, auctionId } = selection;
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useConversation(otherUserId, auctionId);
  const markRead = useMarkRead();
  const now = useServerNow();
  const messages = data ? data.pages.flatMap((p) => p.items).reverse() : [];
  const unread = messages.some((m) => !m.fromMe && !m.readAt);
  const { mutate: mark } = markRead;

  // Reading a conversation marks it read, also when a message arrives while it is open.
  useEffect(() => {
    if (unread) mark({ otherUserId, auctionId });
  }, [unread, mark, otherUserId, auctionId]);

  const latest = messages[messages.length - 1];
  return (
    <>
      <header className="flex items-center gap-3 border-b border-slate-100 px-4 py-3">
        <button type="button" onClick={onBack} aria-label="Back to conversations" className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 md:hidden">
          <ArrowLeft className="size-5" aria-hidden />
        </button>
        <div className="min-w-0">
          <div className="flex min-w-0 items-center gap-2">
            <h2 className="truncate font-semibold text-slate-900" data-testid="thread-title">
              {data?.pages[0]?.otherUser.displayName ?? ' '}
            </h2>
            {data?.pages[0]?.otherUser.verified && <VerifiedBadge />}
          </div>
          {latest && <p className="truncate text-xs text-slate-500">{latest.subject}</p>}
        </div>
      </header>
      <div className="flex-1 space-y-3 overflow-y-auto bg-slate-50 px-4 py-4" data-testid="thread">
        {hasNextPage && (
          <div className="text-center">
            <Button variant="ghost" size="sm" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              Load older messages
            </Button>
          </div>
        )}
        {isPending && <Skeleton className="h-16 w-2/3" />}
        {isError && <p className="text-sm text-red-700">Failed to load messages</p>}
        {messages.map((m) => (
          <article
            key={m.id}
            data-testid="message"
            className={cn('max-w-[85%] rounded-2xl px-4 py-2.5 shadow-sm', m.fromMe ? 'ml-auto bg-brand-100' : 'bg-white')}
          >
            <p className="text-xs font-semibold text-slate-600">{m.subject}</p>
            {/* Plain text: links are shown as written, never rendered as HTML. */}
            <p className="mt-1 text-sm whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">{m.content}</p>
            <p className="mt-1 text-right text-[11px] text-slate-500">{relativeTime(new Date(m.createdAt).getTime(), now)}</p>
          </article>
        ))}
      </div>
      <ReplyForm otherUserId={otherUserId} auctionId={auctionId} latestSubject={latest?.subject ?? null} />
    </>
  );
}
