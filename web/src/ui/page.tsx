import type { ReactNode } from 'react';
import { withSiteName } from '../../../domain/shared/page-titles.ts';
import { usePageTitle } from '../lib/page-title.ts';

export function PageContainer({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <div className={`mx-auto w-full px-4 py-8 sm:px-6 md:py-12 ${narrow ? 'max-w-3xl' : 'max-w-7xl'}`}>{children}</div>;
}

/** A page's heading (its one h1), which also names the page in its title ('Porsche 911 | VehicleBid'). */
export function PageHeader({ title, subtitle, eyebrow }: { title: string; subtitle?: ReactNode; eyebrow?: string }) {
  usePageTitle(withSiteName(title));
  return (
    <header className="mb-8">
      {eyebrow && <p className="mb-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{title}</h1>
      {subtitle && <p className="mt-3 max-w-2xl text-lg text-slate-600">{subtitle}</p>}
    </header>
  );
}
