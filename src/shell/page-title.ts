import { useEffect } from 'react';
import { documentTitle } from './pages';
import { useCurrentPage } from './use-current-page';

/** Keeps document.title on the current page's display name (SPEC.md §2). */
export function usePageTitle(): void {
  const { page } = useCurrentPage();
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}

/**
 * The document title keeper as a component, so the root route can load it lazily: the page registry it
 * reads stays out of the /login bundle (the prerendered HTML already carries the first title).
 */
export function PageTitle(): null {
  usePageTitle();
  return null;
}
