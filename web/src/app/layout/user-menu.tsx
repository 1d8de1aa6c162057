import * as Menu from '@radix-ui/react-dropdown-menu';
import { Gavel, Heart, LogOut, MessageSquare, User } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { initials } from '../../../../domain/relative-time.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { useSignOut } from './use-sign-out.ts';

const item =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

export function UserMenu() {
  const { user, profile, loading } = useAuth();
  const navigate = useNavigate();
  const signOut = useSignOut();
  if (loading) return <span className="text-sm text-slate-500">Loading...</span>;
  if (!user) {
    return (
      <div className="flex items-center gap-2">
        <Link to="/auth" state={{ defaultTab: 'signin' }} className={buttonClass('ghost', 'sm')}>
          Sign In
        </Link>
        <Link to="/auth" state={{ defaultTab: 'signup' }} className={buttonClass('primary', 'sm')}>
          Register
        </Link>
      </div>
    );
  }
  const name = profile?.displayName ?? user.name;
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        aria-label="Account menu"
        className="flex items-center gap-2 rounded-full border border-slate-200 py-1 pr-3 pl-1 text-sm font-medium text-slate-800 hover:bg-slate-50"
      >
        <span className="flex size-7 items-center justify-center rounded-full bg-slate-900 text-xs font-bold text-white">{initials(name)}</span>
        <span className="max-w-32 truncate" data-testid="header-user-name">
          {name}
        </span>
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
