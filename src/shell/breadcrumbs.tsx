import { ChevronRight } from 'lucide-react';
import { cx } from '../lib/cx';
import { HrefLink } from './href-link';
import { breadcrumbs } from './pages';
import { useCurrentPage } from './use-current-page';

/** The current page and its parents, from the registry (SPEC.md §2 Shell). */
export function Breadcrumbs({ className }: { className?: string }) {
  const { page, params } = useCurrentPage();
  if (!page) return <div className={className} />;
  const crumbs = breadcrumbs(page, params);
  return (
    <nav aria-label="Trilha de navegação" className={cx('min-w-0', className)}>
      <ol className="flex min-w-0 items-center gap-1 text-sm">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.key} className={cx('flex min-w-0 items-center gap-1', !last && 'max-sm:hidden')}>
              {i > 0 && <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />}
              {last ? (
                <span aria-current="page" className="truncate font-semibold text-slate-900">
                  {crumb.title}
                </span>
              ) : crumb.href ? (
                <HrefLink
                  href={crumb.href}
                  className="truncate rounded text-slate-600 underline-offset-4 hover:text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                >
                  {crumb.title}
                </HrefLink>
              ) : (
                <span className="truncate text-slate-600">{crumb.title}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
