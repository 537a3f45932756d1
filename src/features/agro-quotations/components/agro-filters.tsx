import { queryClient } from '../../../api/query';
import type { AgroQuotationRow } from '../../../contract/agro-quotations';
import { AGRO_COVERAGES, AGRO_PRODUCTS, AGRO_STATES } from '../../../contract/agro-quotations';
import type { GroupSuggestion } from '../../../contract/economic-groups';
import { UFS } from '../../../contract/judiciary';
import { groupSuggestQuery, groupSuggestionLabel } from '../../../lookups/economic-groups';
import { Button } from '../../../ui/button';
import {
  ChoiceFilter,
  DateFilter,
  NumberFilter,
  PickerFilter,
  MoreFilters,
} from '../../../widgets/list-filters';

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
        <DateFilter
          label="Criada de"
          value={search.criado_de}
          onChange={(criado_de) => change({ criado_de })}
        />
        <DateFilter
          label="Criada até"
          value={search.criado_ate}
          onChange={(criado_ate) => change({ criado_ate })}
          error={
            search.criado_de && search.criado_ate && search.criado_ate < search.criado_de
              ? 'A data final é anterior à inicial.'
              : undefined
          }
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

/** 'Grupo econômico': an autocomplete over the groups, kept in the URL by id. */
function GroupFilter({
  groupId,
  knownName,
  onChange,
}: {
  groupId: string | undefined;
  knownName: string | null;
  onChange: (groupId: string | undefined) => void;
}) {
  return (
    <PickerFilter<GroupSuggestion>
      label="Grupo econômico"
      selectedId={groupId}
      knownName={knownName}
      fallbackName="Grupo escolhido"
      toValue={(id, nome) => ({ id, nome, cnpj: '' })}
      load={(query) => queryClient.query(groupSuggestQuery(query))}
      getLabel={(g) => (g.cnpj ? groupSuggestionLabel(g) : g.nome)}
      getKey={(g) => g.id}
      emptyText="Nenhum grupo econômico encontrado."
      onPick={(group) => onChange(group?.id)}
    />
  );
}
