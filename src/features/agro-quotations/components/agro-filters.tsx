import type { AgroQuotationRow } from '../../../contract/agro-quotations';
import { AGRO_COVERAGES, AGRO_PRODUCTS, AGRO_STATES } from '../../../contract/agro-quotations';
import { UFS } from '../../../contract/judiciary';
import { Button } from '../../../ui/button';
import { ChoiceFilter, NumberFilter, MoreFilters } from '../../../widgets/list-filters';
import { DateRangeFilter, GroupFilter } from '../../../widgets/record-filters';

/** The filters both agro lists share (the proposals list has no situation). */
export interface AgroFilterValues {
  numero?: number | undefined;
  situacao?: (typeof AGRO_STATES)[number]['id'] | undefined;
  produto?: (typeof AGRO_PRODUCTS)[number]['id'] | undefined;
  cobertura?: (typeof AGRO_COVERAGES)[number]['id'] | undefined;
  grupo_economico_id?: string | undefined;
  uf?: string | undefined;
  criado_de?: string | undefined;
  criado_ate?: string | undefined;
  query?: string | undefined;
}

export const AGRO_FILTER_KEYS = [
  'numero',
  'situacao',
  'produto',
  'cobertura',
  'grupo_economico_id',
  'uf',
  'criado_de',
  'criado_ate',
] as const satisfies readonly (keyof AgroFilterValues)[];

export interface AgroFiltersProps {
  search: AgroFilterValues;
  /** The page on screen: it names the group of a shared link, which holds only its id. */
  rows: readonly AgroQuotationRow[] | undefined;
  /** A filter change; the list goes back to page 1. */
  onChange: (patch: AgroFilterValues & { page: number }) => void;
  /** Whether the situation filter shows (not on /propostas). */
  withState?: boolean;
}

/**
 * The filters of the agro lists, all in the URL: número, situação, produto, cobertura in sight; grupo
 * econômico, UF and the period under 'Mais filtros' (a tablet keeps the table in view).
 */
export function AgroFilters({ search, rows, onChange, withState = true }: AgroFiltersProps) {
  const keys = AGRO_FILTER_KEYS.filter((k) => withState || k !== 'situacao');
  const more = ['grupo_economico_id', 'uf', 'criado_de', 'criado_ate'] as const;
  const change = (patch: AgroFilterValues) => onChange({ ...patch, page: 1 });
  const activeMore = more.filter((key) => search[key] !== undefined).length;
  const anyActive = keys.some((key) => search[key] !== undefined);
  const groupName =
    search.grupo_economico_id === undefined
      ? null
      : (rows?.find((r) => r.grupo_economico?.id === search.grupo_economico_id)?.grupo_economico?.nome ??
        null);

  return (
    <div className="flex w-full flex-col gap-3">
      <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <NumberFilter value={search.numero} onChange={(numero) => change({ numero })} />
        {withState && (
          <ChoiceFilter
            label="Situação"
            value={search.situacao}
            options={AGRO_STATES}
            allLabel="Todas"
            onChange={(situacao) => change({ situacao: situacao as AgroFilterValues['situacao'] })}
          />
        )}
        <ChoiceFilter
          label="Produto"
          value={search.produto}
          options={AGRO_PRODUCTS}
          allLabel="Todos"
          onChange={(produto) => change({ produto: produto as AgroFilterValues['produto'] })}
        />
        <ChoiceFilter
          label="Cobertura"
          value={search.cobertura}
          options={AGRO_COVERAGES.map((c) => ({
            id: c.id,
            nome: c.id === 'granizo' ? c.nome : 'Multirrisco',
          }))}
          allLabel="Todas"
          onChange={(cobertura) => change({ cobertura: cobertura as AgroFilterValues['cobertura'] })}
        />
      </div>

      <MoreFilters active={activeMore}>
        <GroupFilter
          groupId={search.grupo_economico_id}
          knownName={groupName}
          onChange={(grupo_economico_id) => change({ grupo_economico_id })}
        />
        <ChoiceFilter
          label="UF"
          value={search.uf}
          options={UFS.map((uf) => ({ id: uf, nome: uf }))}
          allLabel="Todas"
          onChange={(uf) => change({ uf })}
        />
        <DateRangeFilter
          fromLabel="Criada de"
          toLabel="Criada até"
          from={search.criado_de}
          to={search.criado_ate}
          onFromChange={(criado_de) => change({ criado_de })}
          onToChange={(criado_ate) => change({ criado_ate })}
        />
      </MoreFilters>

      {anyActive && (
        <div>
          <Button
            variant="ghost"
            onClick={() =>
              change({ ...Object.fromEntries(keys.map((key) => [key, undefined])), query: undefined })
            }
          >
            Limpar filtros
          </Button>
        </div>
      )}
    </div>
  );
}
