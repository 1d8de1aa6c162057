import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** SPEC 2: the view scrolls to the top on every path change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
