import { NavLink, useLocation } from 'react-router';
import { UnreadMessagesBadge } from '../../features/messages/unread-messages-badge.tsx';
import { NotificationBell } from '../../features/notifications/notification-bell.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useAdminLinkShown } from '../../lib/admin-link.ts';
import { Logo } from './logo.tsx';
import { MegaMenu } from './mega-menu.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { visibleLinks } from './nav-links.ts';
import { SearchBox } from './search-box.tsx';
import { UserMenu } from './user-menu.tsx';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-semibold transition-colors ${isActive ? 'text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'}`;

export function Header() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const showAdmin = useAdminLinkShown();
  // SPEC 2: the mobile search bar is hidden on auction detail pages.
  const showMobileSearch = !pathname.startsWith('/auction/');
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <SearchBox id="header-search" className="mx-auto hidden w-full max-w-md md:block" />
        <div className="ml-auto flex items-center gap-1 md:gap-2">
          {user && <NotificationBell />}
          <div className="hidden md:block">
            <UserMenu />
          </div>
          <div className="md:hidden">
            <MobileNav showAdmin={showAdmin} />
          </div>
        </div>
      </div>
      <nav aria-label="Main" className="mx-auto hidden max-w-7xl items-center gap-1 px-4 pb-2 sm:px-6 md:flex">
        <MegaMenu />
        {visibleLinks(Boolean(user)).map((l) => (
          <NavLink key={l.to} to={l.to} className={navClass}>
            {l.label}
            {l.to === '/messages' && <UnreadMessagesBadge className="ml-1.5" />}
          </NavLink>
        ))}
        {showAdmin && (
          <NavLink to="/admin" className={navClass}>
            Admin
          </NavLink>
        )}
      </nav>
      {showMobileSearch && (
        <div className="border-t border-slate-100 px-4 py-2 md:hidden" data-testid="mobile-search">
          <SearchBox id="mobile-search" />
        </div>
      )}
    </header>
  );
}
