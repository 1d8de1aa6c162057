import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { PageContainer } from '../../ui/page.tsx';
import { cn } from '../../ui/cn.ts';

/** The dark band that opens every information page; it carries the page's only h1. */
export function InfoHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  /** Actions or quick links shown under the lead. */
  children?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-slate-900 text-white">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(245,158,11,0.22),transparent_60%)]" />
      <div aria-hidden="true" className="absolute inset-x-0 bottom-0 -z-10 h-px bg-gradient-to-r from-transparent via-brand-500/40 to-transparent" />
      <PageContainer>
        <div className="py-4 md:py-10">
          <p className="text-sm font-semibold tracking-widest text-brand-400 uppercase">{eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance md:text-5xl">{title}</h1>
          {lead && <div className="mt-5 max-w-2xl text-lg leading-8 text-slate-300">{lead}</div>}
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
      </PageContainer>
    </section>
  );
}

/** A link styled as a pill, for in-page navigation inside the hero. */
export function HeroChip({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-2 text-sm font-medium text-white transition-colors hover:border-brand-400/60 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
    >
      {children}
    </a>
  );
}

/** A full-width page section with an h2 heading; `muted` alternates the background. */
export function InfoSection({
  id,
  eyebrow,
  title,
  intro,
  tone = 'white',
  narrow = false,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: 'white' | 'muted';
  narrow?: boolean;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('scroll-mt-24', tone === 'muted' ? 'border-y border-slate-200 bg-slate-50' : 'bg-white')}>
      <PageContainer narrow={narrow}>
        <div className="py-2 md:py-6">
          <header className="mb-8 max-w-2xl md:mb-10">
            {eyebrow && <p className="mb-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
            <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
              {title}
            </h2>
            {intro && <div className="mt-3 text-base leading-7 text-slate-600 md:text-lg">{intro}</div>}
          </header>
          {children}
        </div>
      </PageContainer>
    </section>
  );
}

export interface IconCardItem {
  icon: LucideIcon;
  title: string;
  body: ReactNode;
}

/** Cards with an icon, an h3 and a short paragraph, in a responsive grid. */
export function IconCardGrid({ items, columns = 3 }: { items: IconCardItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2 md:gap-6', columns === 3 && 'lg:grid-cols-3', columns === 4 && 'lg:grid-cols-4')}>
      {items.map(({ icon: Icon, title, body }) => (
        <li key={title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
          <div className="mt-2 text-sm leading-6 text-slate-600">{body}</div>
        </li>
      ))}
    </ul>
  );
}

export interface StepItem {
  icon: LucideIcon;
  title: string;
  body: ReactNode;
}

/** A numbered, vertical timeline of steps. */
export function StepList({ steps, label }: { steps: StepItem[]; label: string }) {
  return (
    <ol aria-label={label} className="relative space-y-8">
      {steps.map(({ icon: Icon, title, body }, index) => (
        <li key={title} className="relative flex gap-4 md:gap-6">
          {index < steps.length - 1 && <span aria-hidden="true" className="absolute top-12 bottom-[-2rem] left-6 w-px bg-slate-200" />}
          <span className="relative z-10 grid size-12 shrink-0 place-items-center rounded-full bg-slate-900 text-white ring-4 ring-white">
            <Icon aria-hidden="true" className="size-5 text-brand-400" />
          </span>
          <div className="min-w-0 pt-1">
            <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">Step {index + 1}</p>
            <h3 className="mt-1 text-lg font-semibold text-slate-900">{title}</h3>
            <div className="mt-2 space-y-2 text-sm leading-6 text-slate-600 md:text-base md:leading-7">{body}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** A highlighted note: `amber` for things to act on, `slate` for background information. */
export function Callout({ icon: Icon, title, tone = 'amber', children }: { icon: LucideIcon; title: string; tone?: 'amber' | 'slate'; children: ReactNode }) {
  return (
    <aside className={cn('flex gap-4 rounded-2xl border p-5 md:p-6', tone === 'amber' ? 'border-brand-100 bg-brand-50' : 'border-slate-200 bg-slate-50')}>
      <Icon aria-hidden="true" className={cn('mt-0.5 size-6 shrink-0', tone === 'amber' ? 'text-brand-700' : 'text-slate-600')} />
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{title}</p>
        <div className="mt-1.5 space-y-2 text-sm leading-6 text-slate-700">{children}</div>
      </div>
    </aside>
  );
}

export interface PriceRow {
  name: string;
  detail: ReactNode;
  amount: string;
}

/** A two-column price list (what, how much) that stays readable at 390 px. */
export function PriceTable({ caption, rows }: { caption: string; rows: PriceRow[] }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-900 text-white">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold md:px-6">
              Fee or hold
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold md:px-6">
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.name} className="align-top">
              <th scope="row" className="px-4 py-4 font-normal md:px-6">
                <span className="block font-semibold text-slate-900">{row.name}</span>
                <span className="mt-1 block leading-6 text-slate-600">{row.detail}</span>
              </th>
              <td className="w-32 px-4 py-4 text-right text-base font-bold text-slate-900 sm:w-auto sm:whitespace-nowrap md:px-6">{row.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The closing call to action of a page. */
export function CtaBand({ title, body, children }: { title: string; body: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="cta-heading" className="bg-white">
      <PageContainer>
        <div className="relative isolate overflow-hidden rounded-3xl bg-slate-900 px-6 py-10 text-center md:px-12 md:py-14">
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_bottom,rgba(245,158,11,0.25),transparent_65%)]" />
          <h2 id="cta-heading" className="text-2xl font-bold tracking-tight text-white md:text-3xl">
            {title}
          </h2>
          <div className="mx-auto mt-3 max-w-xl text-base leading-7 text-slate-300">{body}</div>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
        </div>
      </PageContainer>
    </section>
  );
}
