import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import {
  BarChart3,
  CreditCard,
  FileText,
  Gauge,
  Gavel,
  HandCoins,
  Image,
  LayoutGrid,
  ScrollText,
  Settings,
  ShieldAlert,
  Users,
  WalletCards,
  type LucideIcon,
} from 'lucide-react';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { LoadingState } from '../../features/auth/loading-state.tsx';
import { PageContainer } from '../../ui/page.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { ADMIN_GROUPS, ADMIN_SECTIONS, adminHref, adminSectionOf } from './admin-sections.ts';
import { TWO_FACTOR_SETUP_PATH } from '../../../../domain/identity/sign-in-codes.ts';

const ICONS: Record<string, LucideIcon> = {
  '': Gauge,
  analytics: BarChart3,
  auctions: Gavel,
  offers: HandCoins,
  users: Users,
  signals: ShieldAlert,
  'membership-plans': WalletCards,
  content: FileText,
  'hero-images': Image,
  categories: LayoutGrid,
  settings: Settings,
  stripe: CreditCard,
  'audit-log': ScrollText,
};

/**
 * The admin area's frame (decision 012): a signed-out visitor goes to /auth and comes back; a
 * signed-in member who is not an admin is told plainly. The server refuses them anyway.
 */
export function AdminLayout() {
  const { user, isAdmin, twoFactor, loading } = useAuth();
  const location = useLocation();
  if (loading) return <LoadingState />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location, defaultTab: 'signin' }} />;
  if (!isAdmin) return <AdminRefusal />;
  // With ADMIN_REQUIRE_2FA on, an admin without two-factor sets it up first (the API refuses them too).
  if (twoFactor.required && !twoFactor.enabled) return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
  const section = adminSectionOf(location.pathname);
  return (
    <div className="bg-slate-50">
      <div className="mx-auto grid w-full max-w-[1400px] grid-cols-1 md:grid-cols-[232px_minmax(0,1fr)]">
        <AdminNav />
        {/* Inside the site's one <main> (root-layout.tsx): a second main landmark would nest. */}
        <div className="min-w-0 px-4 py-6 sm:px-6 md:py-8 lg:px-10">
          {section && (
            <header className="mb-6">
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">Admin · {section.group}</p>
              <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{section.label}</h1>
              <p className="mt-1 text-sm text-slate-600">{section.line}</p>
            </header>
          )}
          <Outlet />
        </div>
      </div>
    </div>
  );
}

function AdminNav() {
  return (
    <nav aria-label="Admin" className="min-w-0 border-b border-slate-200 bg-white md:min-h-[calc(100vh-4rem)] md:border-r md:border-b-0">
      {/* Mobile: one scrolling row of every page. */}
      <ul className="flex gap-1 overflow-x-auto px-3 py-2 md:hidden">
        {ADMIN_SECTIONS.map((s) => (
          <li key={s.path} className="shrink-0">
            <AdminNavLink path={s.path} label={s.label} />
          </li>
        ))}
      </ul>
      {/* Desktop: grouped. */}
      <div className="sticky top-16 hidden space-y-5 px-3 py-6 md:block">
        {ADMIN_GROUPS.map((g) => {
          const items = ADMIN_SECTIONS.filter((s) => s.group === g);
          if (items.length === 0) return null;
          return (
            <div key={g}>
              <p className="px-3 pb-1.5 text-[11px] font-semibold tracking-wider text-slate-500 uppercase">{g}</p>
              <ul className="space-y-0.5">
                {items.map((s) => (
                  <li key={s.path}>
                    <AdminNavLink path={s.path} label={s.label} />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </nav>
  );
}

function AdminNavLink({ path, label }: { path: string; label: string }) {
  const Icon = ICONS[path] ?? FileText;
  return (
    <NavLink
      to={adminHref(path)}
      end={path === ''}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
          isActive ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        )
      }
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      {label}
    </NavLink>
  );
}

function AdminRefusal() {
  return (
    <PageContainer narrow>
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <ShieldAlert className="mx-auto size-10 text-red-500" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Access denied</h1>
        <p className="mt-2 text-slate-600">You need an administrator account to open the admin area.</p>
        <Link to="/" className={buttonClass('dark', 'md', 'mt-6')}>
          Back to the home page
        </Link>
      </div>
    </PageContainer>
  );
}
