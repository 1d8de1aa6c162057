import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { NOTIFICATION_BADGE_CAP } from '../../../../domain/community/notification-kinds.ts';
import { useLive } from '../../lib/live-client.ts';
import type { EmailChoiceBody, EmailPreference, UnsubscribeScope } from '../../../../domain/community/email-alert-choices.ts';
import type { NotificationItem, NotificationList } from '../../../../domain/community/notification-wire.ts';

export type { EmailPreference, NotificationItem, NotificationList, UnsubscribeScope };

// The bell is in every page's header: the schemas load only when answers are checked (api-client's loadSchema).
const notificationWire = () => import('../../../../domain/community/notification-wire.ts');
const alertChoices = () => import('../../../../domain/community/email-alert-choices.ts');

export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** SPEC 7: the signed-in user's active notifications, newest first, 20, and how many are active. */
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: () => api('/api/notifications', { loadSchema: () => notificationWire().then((m) => m.notificationListSchema) }),
    enabled,
  });
}

/** New ones arrive live on the user's own channel; the list is read again. */
export function useNotificationsLive(enabled: boolean) {
  const queryClient = useQueryClient();
  useLive(enabled ? ['user:me'] : [], ['notification.created', 'notification.dismissed', 'reconnected'], () => {
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  });
}

/** SPEC 4: dismissed means is_active false and removed from the list. */
export function useDismissNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/api/notifications/${id}/dismiss`, { method: 'POST', loadSchema: () => notificationWire().then((m) => m.dismissedNotificationSchema) }),
    onSuccess: ({ id }) => {
      queryClient.setQueryData<NotificationList>(NOTIFICATIONS_KEY, (old) =>
        // Above the badge cap the server counts no further ('99+'), so the badge stays until the list is read again.
        old
          ? { newCount: old.newCount > NOTIFICATION_BADGE_CAP ? old.newCount : Math.max(0, old.newCount - 1), items: old.items.filter((n) => n.id !== id) }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
  });
}

const PREFERENCES_KEY = ['notification-preferences'] as const;

/** Which alerts are also e-mailed (per type; missing means the type's default). */
export function useEmailPreferences() {
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: () => api('/api/notification-preferences', { loadSchema: () => alertChoices().then((m) => m.emailPreferencesSchema) }).then((r) => r.items),
  });
}

export function useSetEmailPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, email }: EmailChoiceBody & { type: string }) =>
      api(`/api/notification-preferences/${encodeURIComponent(type)}`, {
        method: 'PUT',
        body: { email } satisfies EmailChoiceBody,
        loadSchema: () => alertChoices().then((m) => m.emailPreferencesSchema),
      }),
    // The box shows the choice at once; a failure puts it back.
    onMutate: ({ type, email }) => {
      const previous = queryClient.getQueryData<EmailPreference[]>(PREFERENCES_KEY);
      queryClient.setQueryData<EmailPreference[]>(PREFERENCES_KEY, (old) => old?.map((p) => (p.type === type ? { ...p, email } : p)));
      return { previous };
    },
    onError: (_err, _vars, context) => queryClient.setQueryData(PREFERENCES_KEY, context?.previous),
    onSuccess: (r) => queryClient.setQueryData(PREFERENCES_KEY, r.items),
  });
}

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/** The one-click unsubscribe of an alert mail: no sign-in, the token says whom and what. */
export const unsubscribe = (token: string) =>
  api(withToken('/api/email/unsubscribe', token), { method: 'POST', loadSchema: () => alertChoices().then((m) => m.unsubscribeScopeSchema) });
export const resubscribe = (token: string) =>
  api(withToken('/api/email/resubscribe', token), { method: 'POST', loadSchema: () => alertChoices().then((m) => m.unsubscribeScopeSchema) });
