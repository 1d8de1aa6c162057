import { lazy } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { MenuOnDemand } from './menu-on-demand.tsx';
import { ACCOUNT_MENU_TRIGGER } from './menu-styles.ts';
import { AccountBadge, accountMenuLabel } from './account-badge.tsx';

const loadAccountMenu = () => import('./account-menu.tsx');
const AccountMenu = lazy(() => loadAccountMenu().then((m) => ({ default: m.AccountMenu })));

export function UserMenu() {
  const { user, profile, loading } = useAuth();
  if (loading) return <span className="text-sm text-slate-500">Loading...</span>;
  if (!user) {
    return (
      <div className="flex items-center gap-2">
        <Link to="/auth" state={{ defaultTab: 'signin' }} className={buttonClass('ghost', 'sm')}>
          Sign In
        </Link>
        <Link to="/auth?tab=signup" state={{ defaultTab: 'signup' }} className={buttonClass('primary', 'sm')}>
          Register
        </Link>
      </div>
    );
  }
  const name = profile?.displayName ?? user.name;
  return (
    <MenuOnDemand
      menu={AccountMenu}
      prefetch={loadAccountMenu}
      trigger={(h) => (
        <button type="button" aria-label={accountMenuLabel(name)} aria-haspopup="menu" aria-expanded={false} className={ACCOUNT_MENU_TRIGGER} {...h}>
          <AccountBadge name={name} />
        </button>
      )}
    />
  );
}
