import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useLive } from '../../lib/live-client.ts';

export interface NotificationItem {
  id: string;
  type: string;
  fromUserId: string | null;
  senderName: string | null;
  data: { auction_year: number | null; auction_make: string | null; auction_model: string | null };
  text: string;
  link: string | null;
  createdAt: string;
}

export interface NotificationList {
  newCount: number;
  items: NotificationItem[];
}

export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** SPEC 7: the signed-in user's active notifications, newest first, 20, and how many are active. */
export function useNotifications(enabled: boolean) {
  return useQuery({ queryKey: NOTIFICATIONS_KEY, queryFn: () => api<NotificationList>('/api/notifications'), enabled });
}

/** New ones arrive live on the user's own channel; the list is read again. */
export function useNotificationsLive(enabled: boolean) {
  const queryClient = useQueryClient();
  useLive(enabled ? ['user:me'] : [], ['notification.created', 'reconnected'], () => {
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  });
}

/** SPEC 4: dismissed means is_active false and removed from the list. */
export function useDismissNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ id: string }>(`/api/notifications/${id}/dismiss`, { method: 'POST' }),
    onSuccess: ({ id }) => {
      queryClient.setQueryData<NotificationList>(NOTIFICATIONS_KEY, (old) =>
        old ? { newCount: Math.max(0, old.newCount - 1), items: old.items.filter((n) => n.id !== id) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
  });
}
