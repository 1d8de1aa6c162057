import { Link } from 'react-router';
import { NOT_FOUND_NAME, withSiteName } from '../../../domain/shared/page-titles.ts';
import { usePageTitle } from '../lib/page-title.ts';
import { buttonClass } from '../ui/button.tsx';

export function NotFoundPage() {
  usePageTitle(withSiteName(NOT_FOUND_NAME));
  return (
    // data-not-found: the server answers a page showing this with 404 (server/web-routes.ts).
    <div className="mx-auto max-w-xl px-4 py-20 text-center" data-not-found="">
      <p className="text-7xl font-black tracking-tight text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/" className={buttonClass('primary', 'lg')}>
          Go Home
        </Link>
        <Link to="/auctions" className={buttonClass('secondary', 'lg')}>
          Browse Auctions
        </Link>
      </div>
    </div>
  );
}
