import { useMatches } from '@tanstack/react-router';
import type { PageInfo, PathParams } from './pages';
import { pages } from './pages';

export interface CurrentPage {
  page: PageInfo | undefined;
  params: PathParams;
}

/** The registry entry of the deepest matched route that declares one (staticData.page), with its params. */
export function useCurrentPage(): CurrentPage {
  const match = useMatches({ select: (matches) => matches.findLast((m) => m.staticData.page !== undefined) });
  const key = match?.staticData.page;
  return { page: key === undefined ? undefined : pages[key], params: match?.params ?? {} };
}
