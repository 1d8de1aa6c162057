import { badgeCount } from '../../../../domain/community/notification-kinds.ts';
import { useMessagesLive, useUnreadMessages } from './api.ts';

/** The unread count next to Messages (header) and in the bottom bar; nothing when all is read. */
export function UnreadMessagesBadge({ className = '' }: { className?: string }) {
  const { data } = useUnreadMessages(true);
  useMessagesLive(true);
  const count = data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span
      data-testid="unread-messages"
      aria-label={`${count} unread ${count === 1 ? 'message' : 'messages'}`}
      className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold text-white ${className}`}
    >
      {badgeCount(count)}
    </span>
  );
}
