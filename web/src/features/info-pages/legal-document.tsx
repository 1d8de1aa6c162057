import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { PageContainer, PageHeader } from '../../ui/page.tsx';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** The light header band of a legal page: eyebrow, the page's h1 and its last-updated date. */
export function LegalHeader({ title, lastUpdated, summary }: { title: string; lastUpdated: string; summary: ReactNode }) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <PageContainer>
        <PageHeader
          eyebrow="Legal"
          title={title}
          subtitle={
            <>
              <span className="block">{summary}</span>
              <span className="mt-4 inline-flex rounded-full bg-white px-3 py-1 text-sm font-medium text-slate-700 ring-1 ring-slate-200">
                Last updated: {lastUpdated}
              </span>
            </>
          }
        />
      </PageContainer>
    </div>
  );
}

function ContentsList({ sections }: { sections: LegalSection[] }) {
  return (
    <ol className="space-y-1 text-sm">
      {sections.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="flex gap-2 rounded-md px-2 py-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span className="w-5 shrink-0 text-right font-semibold text-slate-500 tabular-nums">{index + 1}.</span>
            <span>{section.title}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * Numbered sections of a legal text at a readable width (max-w-3xl), with a table of contents:
 * collapsible above the text on small screens, a sticky sidebar on large ones.
 */
export function LegalDocument({ intro, sections }: { intro: ReactNode; sections: LegalSection[] }) {
  return (
    <PageContainer>
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <aside className="hidden lg:block">
          <nav aria-label="Contents" className="sticky top-24">
            <p className="mb-3 px-2 text-xs font-semibold tracking-wider text-slate-500 uppercase">Contents</p>
            <ContentsList sections={sections} />
          </nav>
        </aside>
        <div className="max-w-3xl min-w-0">
          <details className="group mb-6 rounded-xl border border-slate-200 bg-slate-50 lg:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              Contents
              <ChevronDown aria-hidden="true" className="size-5 text-slate-500 transition-transform group-open:rotate-180" />
            </summary>
            <nav aria-label="Contents" className="border-t border-slate-200 px-2 py-3">
              <ContentsList sections={sections} />
            </nav>
          </details>
          <div className="prose-page">
            <div className="text-lg">{intro}</div>
            {sections.map((section, index) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
                <h2 id={`${section.id}-heading`}>
                  {index + 1}. {section.title}
                </h2>
                {section.body}
              </section>
            ))}
          </div>
        </div>
      </div>
    </PageContainer>
  );
}
