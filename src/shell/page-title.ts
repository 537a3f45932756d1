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
