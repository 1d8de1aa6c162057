import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useLive } from '../../lib/live-client.ts';
import type { MessageInput } from '../../../../domain/community/message-schema.ts';
import type { Conversation, Message, UserRef } from '../../../../domain/community/message-wire.ts';

export type { Conversation, Message, UserRef };

// The unread count is in every page's header: the schemas load only when answers are checked.
const messageWire = () => import('../../../../domain/community/message-wire.ts');

const KEY = ['messages'] as const;
const withQuery = (auctionId: string | null, cursor?: string) => {
  const q = new URLSearchParams();
  if (auctionId) q.set('auction', auctionId);
  if (cursor) q.set('cursor', cursor);
  const s = q.toString();
  return s ? `?${s}` : '';
};

/** Conversations newest first, page by page (keyset cursor). */
export function useConversations() {
  return useInfiniteQuery({
    queryKey: [...KEY, 'conversations'],
    queryFn: ({ pageParam }) =>
      api(`/api/messages/conversations${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, {
        loadSchema: () => messageWire().then((m) => m.conversationPageSchema),
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useConversation(otherUserId: string | null, auctionId: string | null) {
  return useInfiniteQuery({
    queryKey: [...KEY, 'with', otherUserId, auctionId],
    queryFn: ({ pageParam }) =>
      api(`/api/messages/with/${otherUserId}${withQuery(auctionId, pageParam || undefined)}`, {
        loadSchema: () => messageWire().then((m) => m.conversationMessagesSchema),
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: Boolean(otherUserId),
  });
}

export function useUnreadMessages(enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'unread'],
    queryFn: () => api('/api/messages/unread-count', { loadSchema: () => messageWire().then((m) => m.unreadMessagesSchema) }),
    enabled,
    staleTime: 30_000,
  });
}

export function useRecipient(userId: string | null) {
  return useQuery({
    queryKey: [...KEY, 'recipient', userId],
    queryFn: () => api(`/api/messages/recipients/${userId}`, { loadSchema: () => messageWire().then((m) => m.messageUserSchema) }),
    enabled: Boolean(userId),
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ otherUserId, auctionId }: { otherUserId: string; auctionId: string | null }) =>
      api(`/api/messages/with/${otherUserId}/read${withQuery(auctionId)}`, { method: 'POST', loadSchema: () => messageWire().then((m) => m.markedReadSchema) }),
    onSuccess: ({ read }) => {
      if (read > 0) void queryClient.invalidateQueries({ queryKey: KEY, predicate: (q) => q.queryKey[1] !== 'with' });
    },
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageInput) => api('/api/messages', { method: 'POST', body, loadSchema: () => messageWire().then((m) => m.sentMessageSchema) }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** New messages arrive live on the user's own channel (sent or received, on any of their pages). */
export function useMessagesLive(enabled: boolean) {
  const queryClient = useQueryClient();
  useLive(enabled ? ['user:me'] : [], ['message.created', 'messages.read', 'reconnected'], () => {
    void queryClient.invalidateQueries({ queryKey: KEY });
  });
}
