import { ChevronRight, X } from 'lucide-react';
import { NavLink } from 'react-router';
import { categoryPath } from '../../../../domain/listings/vehicle-categories.ts';
import { useBrowseCategories } from '../../lib/site-categories.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { visibleLinks } from './nav-links.ts';
import { useSignOut } from './use-sign-out.ts';
import { Logo } from './logo.tsx';
import { DialogClose, DialogDescription, DialogFrame, DialogTitle } from '../../ui/dialog-shell.tsx';

/** The mobile navigation sheet; loaded on the first tap of the menu button (mobile-nav.tsx). */
export default function MobileNavSheet({ showAdmin, open, setOpen }: { showAdmin: boolean; open: boolean; setOpen: (open: boolean) => void }) {
  const { user } = useAuth();
  const signOut = useSignOut();
  const close = () => setOpen(false);
  // The shown categories in the admin's order (a hidden one is left out).
  const categories = useBrowseCategories();
  const linkClass = 'flex items-center justify-between rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100';
  return (
    <DialogFrame open={open} onOpenChange={setOpen} frame="side" className="w-[85vw] max-w-sm overflow-y-auto p-4">
      <div className="mb-4 flex items-center justify-between">
        <DialogTitle asChild>
          <div onClick={close}>
            <Logo />
          </div>
        </DialogTitle>
        <DialogClose aria-label="Close menu" className="rounded-md p-2 text-slate-600 hover:bg-slate-100">
          <X className="size-5" aria-hidden />
        </DialogClose>
      </div>
      <DialogDescription className="sr-only">Site navigation</DialogDescription>
      <nav aria-label="Mobile" className="space-y-1">
        {visibleLinks(Boolean(user)).map((l) => (
          <NavLink key={l.to} to={l.to} onClick={close} className={linkClass}>
            {l.label}
          </NavLink>
        ))}
        {showAdmin && (
          <NavLink to="/admin" onClick={close} className={linkClass}>
            Admin
          </NavLink>
        )}
      </nav>
      {user && (
        <>
          <p className="mt-6 mb-2 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">Your account</p>
          <nav aria-label="Your account" className="space-y-1">
            <NavLink to="/my-auctions" onClick={close} className={linkClass}>
              My Auctions
            </NavLink>
            <NavLink to="/purchases" onClick={close} className={linkClass}>
              Purchases
            </NavLink>
          </nav>
        </>
      )}
      <p className="mt-6 mb-2 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">Categories</p>
      <nav aria-label="Categories" className="space-y-1">
        {categories.map((c) => (
          <NavLink key={c.slug} to={categoryPath(c.slug)} onClick={close} className={linkClass}>
            {c.title} <ChevronRight className="size-4 text-slate-400" aria-hidden />
          </NavLink>
        ))}
      </nav>
      {user && (
        <button
          type="button"
          onClick={() => {
            close();
            void signOut();
          }}
          className="mt-6 rounded-lg border border-slate-300 px-3 py-2.5 text-base font-medium text-slate-800"
        >
          Sign Out
        </button>
      )}
    </DialogFrame>
  );
}
