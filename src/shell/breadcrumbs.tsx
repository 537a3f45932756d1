import { ChevronRight } from 'lucide-react';
import { cx } from '../lib/cx';
import { useSession } from '../session/store';
import { rememberedListHref } from '../ui/data-table/list-memory';
import { HrefLink } from './href-link';
import { breadcrumbs } from './pages';
import { useCurrentPage } from './use-current-page';

/**
 * The current page and its parents, from the registry (SPEC.md §2 Shell). Room in the toolbar is
 * short on a tablet: a parent gives up width first (cut with an ellipsis, at most 12rem), the current
 * page wraps onto a second line before it is cut, and every crumb carries its full name as a tooltip.
 * Below sm only the current page shows. A parent that is a list leads back to it as the user left it
 * (its filters, list-memory.ts), like its menu entry.
 */
export function Breadcrumbs({ className }: { className?: string }) {
  const { page, params } = useCurrentPage();
  const userId = useSession((s) => s.user?.id);
  if (!page) return <div className={className} />;
  const crumbs = breadcrumbs(page, params);
  return (
    <nav aria-label="Trilha de navegação" className={cx('min-w-0', className)}>
      <ol className="flex min-w-0 items-center gap-1 text-sm leading-5">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li
              key={crumb.key}
              className={cx(
                'flex items-center gap-1',
                // Parents shrink four times faster than the current page, which keeps at least 6rem.
                last
                  ? 'min-w-[6rem] flex-[1_1_auto]'
                  : 'max-w-[12rem] min-w-[3rem] flex-[0_4_auto] max-sm:hidden @max-2xl/toolbar:hidden',
              )}
            >
              {i > 0 && <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />}
              {last ? (
                <span
                  aria-current="page"
                  title={crumb.title}
                  className="line-clamp-2 font-semibold break-words text-slate-900"
                >
                  {crumb.title}
                </span>
              ) : crumb.href ? (
                <HrefLink
                  href={rememberedListHref(userId, crumb.href)}
                  title={crumb.title}
                  className="truncate rounded text-slate-600 underline-offset-4 hover:text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                >
                  {crumb.title}
                </HrefLink>
              ) : (
                <span title={crumb.title} className="truncate text-slate-600">
                  {crumb.title}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
