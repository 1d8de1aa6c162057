import { Link } from 'react-router';
import { SocialLinks } from '../../features/site-settings/social-links.tsx';
import { Logo } from './logo.tsx';

// SPEC 2 footer, exactly: tagline, social links, Categories, Quick Links, Support, copyright 2025.
const CATEGORY_LINKS = [
  { slug: 'cars', label: 'Cars' },
  { slug: 'motorcycles', label: 'Motorcycles' },
  { slug: 'heavy-duty-trucks-buses', label: 'Heavy-Duty Trucks/Buses' },
  { slug: 'heavy-equipment', label: 'Heavy Equipment' },
  { slug: 'boats', label: 'Boats' },
  { slug: 'trailers', label: 'Trailers' },
  { slug: 'rvs', label: 'RVs' },
];
const QUICK_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/sell', label: 'Sell' },
  { to: '/auctions', label: 'Active Auctions' },
  { to: '/classifieds', label: 'Classifieds' },
  { to: '/presale', label: 'Upcoming Auctions' },
];
const SUPPORT_LINKS = [
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/contact', label: 'Contact' },
  { to: '/help', label: 'Help Center' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
];

function Column({ title, links }: { title: string; links: Array<{ to: string; label: string }> }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-4 text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="space-y-2.5 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="text-slate-400 transition hover:text-brand-400">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="bg-slate-950 pb-24 text-slate-300 md:pb-0">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Logo tone="light" />
          <p className="mt-4 max-w-sm text-sm text-slate-400">The premier marketplace for automotive auctions worldwide.</p>
          <SocialLinks />
        </div>
        <Column title="Categories" links={CATEGORY_LINKS.map((c) => ({ to: `/category/${c.slug}`, label: c.label }))} />
        <Column title="Quick Links" links={QUICK_LINKS} />
        <Column title="Support" links={SUPPORT_LINKS} />
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400 sm:px-6">© 2025 VehicleBid. All rights reserved.</p>
      </div>
    </footer>
  );
}
