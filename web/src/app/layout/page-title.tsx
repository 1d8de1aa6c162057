import { useContext, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { pageTitle } from '../../../../domain/shared/page-titles.ts';
import { PageTitlesContext } from '../../lib/page-title.ts';

/** The document's title, the shown page's own (usePageTitle), else its route's. */
export function PageTitle() {
  const { pathname, search } = useLocation();
  const titles = useContext(PageTitlesContext);
  const asked = useSyncExternalStore(titles.subscribe, titles.current, titles.current);
  const title = asked ?? pageTitle(pathname, search);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
