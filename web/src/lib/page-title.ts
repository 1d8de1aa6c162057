import { createContext, useContext, useEffect, useId } from 'react';

/**
 * The titles the shown components ask for, the latest shown last: a page names itself
 * once it has its data (a listing: its vehicle), a dialog over it may name what it shows. With none, the
 * document's title is the route's (domain/shared/page-titles.ts: PageTitle in the layout applies it).
 */
export class PageTitles {
  private readonly titles = new Map<string, string>();
  private readonly listeners = new Set<() => void>();

  /** The latest title asked for, or null. */
  readonly current = (): string | null => {
    let last: string | null = null;
    for (const t of this.titles.values()) last = t;
    return last;
  };

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** `owner`'s title (null: none); an owner keeps its place among the others when its title changes. */
  set(owner: string, title: string | null): void {
    if (title === null ? !this.titles.delete(owner) : this.titles.get(owner) === title) return;
    if (title !== null) this.titles.set(owner, title);
    for (const l of this.listeners) l();
  }

  clear(): void {
    this.titles.clear();
  }
}

/** The browser's one list; server rendering provides a list of its own for each page it renders. */
export const PageTitlesContext = createContext<PageTitles>(new PageTitles());

/**
 * Names the document `title` (a whole title: withSiteName in domain/shared/page-titles.ts) while the component is
 * shown; null leaves the route's. On the server the title is noted as the component renders (no effects
 * run there), for the <title> of the HTML.
 */
export function usePageTitle(title: string | null): void {
  const titles = useContext(PageTitlesContext);
  const owner = useId();
  if (typeof document === 'undefined' && title !== null) titles.set(owner, title);
  useEffect(() => {
    titles.set(owner, title);
    return () => titles.set(owner, null);
  }, [titles, owner, title]);
}
