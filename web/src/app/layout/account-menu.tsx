import * as Menu from '@radix-ui/react-dropdown-menu';
import { Gavel, Heart, LogOut, MessageSquare, ShoppingBag, User } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { ACCOUNT_MENU_TRIGGER } from './menu-styles.ts';
import { useSignOut } from './use-sign-out.ts';
import { AccountBadge, accountMenuLabel } from './account-badge.tsx';

const item =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

/** The signed-in user's dropdown (loaded on demand by UserMenu). */
export function AccountMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { user, profile } = useAuth();
  const navigate = useNavigate();
  const signOut = useSignOut();
  if (!user) return null;
  const name = profile?.displayName ?? user.name;
  return (
    <Menu.Root modal={false} defaultOpen={defaultOpen}>
      <Menu.Trigger aria-label={accountMenuLabel(name)} className={ACCOUNT_MENU_TRIGGER}>
        <AccountBadge name={name} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={6} className="z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl">
          <Menu.Label className="px-3 py-2 text-xs text-slate-500">{user.email}</Menu.Label>
          <Menu.Item className={item} onSelect={() => navigate('/profile')}>
            <User className="size-4" aria-hidden /> Profile
          </Menu.Item>
          <Menu.Item className={item} onSelect={() => navigate('/my-auctions')}>
            <Gavel className="size-4" aria-hidden /> My Auctions
          </Menu.Item>
          <Menu.Item className={item} onSelect={() => navigate('/purchases')}>
            <ShoppingBag className="size-4" aria-hidden /> Purchases
          </Menu.Item>
          <Menu.Item className={item} onSelect={() => navigate('/watchlist')}>
            <Heart className="size-4" aria-hidden /> Watchlist
          </Menu.Item>
          <Menu.Item className={item} onSelect={() => navigate('/messages')}>
            <MessageSquare className="size-4" aria-hidden /> Messages
          </Menu.Item>
          <Menu.Separator className="my-1 h-px bg-slate-100" />
          <Menu.Item className={item} onSelect={() => void signOut()}>
            <LogOut className="size-4" aria-hidden /> Sign Out
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
