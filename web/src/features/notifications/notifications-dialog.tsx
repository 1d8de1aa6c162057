import { Bell, X } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { initials, relativeTime } from '../../../../domain/community/relative-time.ts';
import { newBadgeText, notificationVehicle } from '../../../../domain/community/notification-kinds.ts';
import { useServerNow } from '../../lib/use-server-now.ts';
import { DialogShell } from '../../ui/dialog-shell.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDismissNotification, useNotifications, type NotificationItem } from './api.ts';

/** SPEC 2: 'Notifications', its '{n} new' badge (99+), 'No notifications', a dismiss button per item. */
export function NotificationsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { data, isPending, isError } = useNotifications(true);
  const count = data?.newCount ?? 0;
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      frame="popover"
      data-testid="notifications-dialog"
      title="Notifications"
      hiddenDescription="Your latest notifications"
      badge={
        count > 0 && (
          <span data-testid="notifications-new-badge" className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            {newBadgeText(count)}
          </span>
        )
      }
    >
      {isPending ? (
        <div role="status" aria-label="Loading" className="space-y-2 p-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex gap-3">
              <Skeleton className="size-9 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            </div>
          ))}
        </div>
      ) : isError ? (
        <p role="alert" className="px-3 py-10 text-center text-sm text-red-700">
          Failed to load notifications
        </p>
      ) : data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-3 py-12 text-center text-slate-500">
          <Bell className="size-8 text-slate-300" aria-hidden />
          <p className="text-sm font-medium">No notifications</p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.items.map((n) => (
            <NotificationRow key={n.id} item={n} onNavigate={() => onOpenChange(false)} />
          ))}
        </ul>
      )}
    </DialogShell>
  );
}

function NotificationRow({ item, onNavigate }: { item: NotificationItem; onNavigate: () => void }) {
  const dismiss = useDismissNotification();
  const now = useServerNow();
  const sender = item.senderName ?? 'VehicleBid';
  const vehicle = notificationVehicle(item.data);
  return (
    <li data-testid="notification-item" className="flex gap-3 px-3 py-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-900 text-xs font-bold text-white">{initials(sender)}</span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-900">{sender}</p>
        <p className="text-sm text-slate-700">{item.text}</p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-slate-500">
          {item.link && vehicle && (
            <Link to={item.link} onClick={onNavigate} className="font-medium text-brand-700 hover:underline">
              {vehicle}
            </Link>
          )}
          <span>{relativeTime(new Date(item.createdAt).getTime(), now)}</span>
        </div>
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        disabled={dismiss.isPending}
        onClick={() => dismiss.mutate(item.id, { onError: () => toast.error('Failed to dismiss notification') })}
        className="self-start rounded-md p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700 disabled:opacity-50"
      >
        <X className="size-4" aria-hidden />
      </button>
    </li>
  );
}
