import { NavLink, Outlet } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { LoadingState } from '../../features/auth/loading-state.tsx';
import { PageContainer, PageHeader } from '../../ui/page.tsx';

export const ADMIN_SECTIONS = [
  { path: '', label: 'Dashboard', line: 'An overview of the marketplace.' },
  { path: 'auctions', label: 'Auctions', line: 'Approve listings and renewals, and manage every auction.' },
  { path: 'offers', label: 'Offer Payments', line: 'Accepted offers awaiting payment.' },
  { path: 'users', label: 'Users', line: 'Members, roles and verification.' },
  { path: 'content', label: 'Content', line: 'Contact messages and site content.' },
  { path: 'hero-images', label: 'Hero Images', line: 'The home page hero slide.' },
  { path: 'categories', label: 'Categories', line: 'The categories shown across the site.' },
  { path: 'settings', label: 'Settings', line: 'Bidding rules, fees and social links.' },
  { path: 'stripe', label: 'Stripe', line: 'Payment provider configuration.' },
  { path: 'membership-plans', label: 'Membership Plans', line: 'Plans offered to members.' },
  { path: 'analytics', label: 'Analytics', line: 'Traffic, bids and sales over time.' },
] as const;

export function AdminLayout() {
  const { user, isAdmin, loading } = useAuth();
  if (loading) return <LoadingState />;
  if (!user || !isAdmin) {
    return (
      <PageContainer>
        <PageHeader title="Admin" subtitle="You need an administrator account to open the admin area." />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <div className="grid gap-8 md:grid-cols-[220px_1fr]">
        <nav aria-label="Admin" className="flex gap-1 overflow-x-auto md:flex-col">
          {ADMIN_SECTIONS.map((s) => (
            <NavLink
              key={s.path}
              to={`/admin${s.path ? `/${s.path}` : ''}`}
              end
              className={({ isActive }) =>
                `rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap ${isActive ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'}`
              }
            >
              {s.label}
            </NavLink>
          ))}
        </nav>
        <Outlet />
      </div>
    </PageContainer>
  );
}
