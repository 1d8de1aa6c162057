import type { ReactNode } from 'react';
import { ChevronDown, type LucideIcon } from 'lucide-react';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

export interface FaqTopic {
  id: string;
  title: string;
  icon: LucideIcon;
  summary: string;
  items: FaqItem[];
}

/** Quick links to each topic of the help centre. */
export function FaqTopicNav({ topics }: { topics: FaqTopic[] }) {
  return (
    <nav aria-label="Help topics">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {topics.map(({ id, title, icon: Icon, summary, items }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="group flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 transition-colors group-hover:bg-brand-100">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex flex-1 flex-col">
                <span className="block font-semibold text-slate-900">{title}</span>
                <span className="mt-1 hidden text-sm leading-5 text-slate-600 sm:block">{summary}</span>
                <span className="mt-auto block pt-1 text-xs font-medium text-brand-700">
                  {items.length} {items.length === 1 ? 'question' : 'questions'}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One topic: an h2 and its questions as native <details> accordions. */
export function FaqGroup({ topic }: { topic: FaqTopic }) {
  const { id, title, icon: Icon, summary, items } = topic;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-slate-900 text-brand-400">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{summary}</p>
        </div>
      </div>
      <div className="mt-5 space-y-3">
        {items.map((item) => (
          <details key={item.question} className="group rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow open:shadow-md">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
              <h3 className="text-base">{item.question}</h3>
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
            </summary>
            <div className="prose-page border-t border-slate-100 px-5 pt-4 pb-1 text-[15px]">{item.answer}</div>
          </details>
        ))}
      </div>
    </section>
  );
}
