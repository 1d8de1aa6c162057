import { Gavel, Heart, Home, LogIn, User } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { UnreadMessagesBadge } from '../../features/messages/unread-messages-badge.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';

interface Item {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** SPEC 2: Home, Auctions, Watchlist (signed-in only), Profile (signed in) or Sign In. */
export function MobileBottomBar() {
  const { user } = useAuth();
  const items: Item[] = [
    { to: '/', label: 'Home', icon: Home },
    { to: '/auctions', label: 'Auctions', icon: Gavel },
    ...(user
      ? [
          { to: '/watchlist', label: 'Watchlist', icon: Heart },
          { to: '/profile', label: 'Profile', icon: User },
        ]
      : [{ to: '/auth', label: 'Sign In', icon: LogIn }]),
  ];
  return (
    <nav
      aria-label="Mobile shortcuts"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="flex">
        {items.map(({ to, label, icon: Icon }) => (
          <li key={to} className="flex-1">
            <NavLink
              to={to}
              end={to === '/'}
              className={({ isActive }) => `flex flex-col items-center gap-0.5 py-2 text-xs font-medium ${isActive ? 'text-brand-700' : 'text-slate-600'}`}
            >
              <span className="relative">
                <Icon className="size-5" aria-hidden />
                {/* Messages live under the account on phones: its unread count rides on Profile. */}
                {to === '/profile' && <UnreadMessagesBadge className="absolute -top-2 -right-3 ring-2 ring-white" />}
              </span>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
