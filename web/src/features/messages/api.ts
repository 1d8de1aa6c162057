import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useLive } from '../../lib/live-client.ts';

export interface UserRef {
  id: string;
  displayName: string;
  /** Issue 27 item 4: the Verified badge. */
  verified?: boolean;
}

export interface Conversation {
  otherUser: UserRef;
  auction: { id: string; title: string; path: string } | null;
  lastMessage: { id: string; subject: string; content: string; createdAt: string; fromMe: boolean };
  unread: number;
}

export interface Message {
  id: string;
  fromUserId: string;
  toUserId: string;
  subject: string;
  content: string;
  readAt: string | null;
  createdAt: string;
  fromMe: boolean;
}

export interface NewMessage {
  to_user_id?: string;
  recipient_name?: string;
  auction_id?: string;
  subject: string;
  content: string;
}

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
      api<{ items: Conversation[]; nextCursor: string | null }>(`/api/messages/conversations${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useConversation(otherUserId: string | null, auctionId: string | null) {
  return useInfiniteQuery({
    queryKey: [...KEY, 'with', otherUserId, auctionId],
    queryFn: ({ pageParam }) =>
      api<{ otherUser: UserRef; items: Message[]; nextCursor: string | null }>(`/api/messages/with/${otherUserId}${withQuery(auctionId, pageParam || undefined)}`),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: Boolean(otherUserId),
  });
}

export function useUnreadMessages(enabled: boolean) {
  return useQuery({ queryKey: [...KEY, 'unread'], queryFn: () => api<{ count: number }>('/api/messages/unread-count'), enabled, staleTime: 30_000 });
}

export function useRecipient(userId: string | null) {
  return useQuery({ queryKey: [...KEY, 'recipient', userId], queryFn: () => api<UserRef>(`/api/messages/recipients/${userId}`), enabled: Boolean(userId) });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ otherUserId, auctionId }: { otherUserId: string; auctionId: string | null }) =>
      api<{ read: number }>(`/api/messages/with/${otherUserId}/read${withQuery(auctionId)}`, { method: 'POST' }),
    onSuccess: ({ read }) => {
      if (read > 0) void queryClient.invalidateQueries({ queryKey: KEY, predicate: (q) => q.queryKey[1] !== 'with' });
    },
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewMessage) =>
      api<{ id: string; toUserId: string; auctionId: string | null; subject: string }>('/api/messages', { method: 'POST', body }),
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
