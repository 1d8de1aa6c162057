import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { badgeCount } from '../../../../domain/community/notification-kinds.ts';
import { useNotifications, useNotificationsLive } from './api.ts';

const NotificationsDialog = lazy(() => import('./notifications-dialog.tsx').then((m) => ({ default: m.NotificationsDialog })));

/** The header's bell: the count of active notifications, live; opens the 'Notifications' dialog (SPEC 2). */
export function NotificationBell({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const { data } = useNotifications(true);
  useNotificationsLive(true);
  const count = data?.newCount ?? 0;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        data-testid="notification-bell"
        className={`relative rounded-full p-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 ${className ?? ''}`}
      >
        <Bell className="size-5" aria-hidden />
        {/* Named by its text, the visible count included (WCAG 2.5.3): "Notifications 3 new". */}
        <span className="sr-only">Notifications </span>
        {count > 0 && (
          <span
            data-testid="notification-count"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold text-white ring-2 ring-white"
          >
            {badgeCount(count)}
          </span>
        )}
        {count > 0 && <span className="sr-only"> new</span>}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationsDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
