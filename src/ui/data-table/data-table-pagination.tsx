import { useId } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cx } from '../../lib/cx';
import { Button } from '../button';
import { controlClasses } from '../styles';
import type { PageSize } from './list-search';
import { PAGE_SIZES, isPageSize } from './list-search';

const pageFormat = new Intl.NumberFormat('pt-BR');

export interface DataTablePaginationProps {
  page: number;
  /** null while the total is unknown (loading, offline): only the page is shown. */
  pageCount: number | null;
  /** The server stopped counting (TOTAL_COUNT_BOUND): there are more pages than pageCount. */
  pageCountIsLowerBound?: boolean;
  pageSize: PageSize;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onPageSizeChange: (size: PageSize) => void;
}

export function DataTablePagination({
  page,
  pageCount,
  pageCountIsLowerBound = false,
  pageSize,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
  onPageSizeChange,
}: DataTablePaginationProps) {
  const sizeId = useId();
  return (
    <nav aria-label="Paginação" data-print="hide" className="flex flex-wrap items-center gap-3">
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId} className="text-sm whitespace-nowrap text-slate-700">
          Itens por página
        </label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(event) => {
            const size = Number(event.currentTarget.value);
            if (isPageSize(size)) onPageSizeChange(size);
          }}
          className={cx(controlClasses, 'w-20')}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          disabled={!canPrevious}
          onClick={onPrevious}
          icon={<ChevronLeft aria-hidden="true" className="size-4" />}
        >
          Anterior
        </Button>
        <span className="text-sm whitespace-nowrap text-slate-700">
          {pageCount === null
            ? `Página ${page}`
            : `Página ${page} de ${pageCountIsLowerBound ? 'mais de ' : ''}${pageFormat.format(pageCount)}`}
        </span>
        <Button variant="secondary" disabled={!canNext} onClick={onNext}>
          Próxima
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
