import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../api/query';
import type { SuggestItem } from '../../../contract/common';
import type { QuotationRow } from '../../../contract/guarantee-quotations';
import {
  QUOTATION_SITUATIONS,
  QUOTATION_STAGES,
  QUOTATION_STATUSES,
} from '../../../contract/guarantee-quotations';
import type { UserSuggestion } from '../../../contract/users';
import {
  modalityLookupAccess,
  modalityOptionsQuery,
  quotableModalitiesQuery,
} from '../../../lookups/modalities';
import { userPickerAccess, userSuggestQuery } from '../../../lookups/users';
import { useAllowed } from '../../../session/allowed';
import { useSession } from '../../../session/store';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/checkbox-field';
import { ChoiceFilter, NumberFilter, PickerFilter, MoreFilters } from '../../../widgets/list-filters';
import { BorrowerFilter, DateRangeFilter, GroupFilter, InsurerFilter } from '../../../widgets/record-filters';
import type { QuotationListSearch } from '../search';

/** The list's own filters (beside the text search, paging and sort), in the order of the screen. */
export const QUOTATION_FILTER_KEYS = [
  'numero',
  'grupo_economico_id',
  'tomador_id',
  'situacao',
  'seguradora_id',
  'modalidade_id',
  'status',
  'etapa',
  'criado_de',
  'criado_ate',
  'responsavel_id',
] as const satisfies readonly (keyof QuotationListSearch)[];

/** The filters folded under 'Mais filtros': the first four stay in sight. */
const MORE_FILTER_KEYS = QUOTATION_FILTER_KEYS.slice(4);

export interface QuotationFiltersProps {
  search: QuotationListSearch;
  /** The page on screen: it names the group, borrower... of a shared link, which holds only ids. */
  rows: readonly QuotationRow[] | undefined;
  /** A filter change; the list goes back to page 1. */
  onChange: (patch: Partial<QuotationListSearch>) => void;
}

/**
 * The filters of /lista-cotacoes: número, grupo econômico and its tomador, situação in sight; seguradora,
 * modalidade, status, etapa, período and responsável under 'Mais filtros' (a tablet keeps the table in
 * view). Every one lives in the URL, by id.
 */
export function QuotationFilters({ search, rows, onChange }: QuotationFiltersProps) {
  const change = (patch: Partial<QuotationListSearch>) => onChange({ ...patch, page: 1 });
  const activeMore = MORE_FILTER_KEYS.filter((key) => search[key] !== undefined).length;
  const anyActive = QUOTATION_FILTER_KEYS.some((key) => search[key] !== undefined);
  const rowOf = <T,>(
    pick: (row: QuotationRow) => T | null,
    id: string | undefined,
    idOf: (t: T) => string,
  ) => (id === undefined ? undefined : rows?.map(pick).find((t): t is T => t !== null && idOf(t) === id));
  const groupName = rowOf(
    (r) => r.grupo_economico,
    search.grupo_economico_id,
    (g) => g.id,
  )?.nome;
  const borrowerName = rowOf(
    (r) => r.tomador,
    search.tomador_id,
    (t) => t.id,
  )?.nome_fantasia;
  const insurerName = rowOf(
    (r) => r.seguradora,
    search.seguradora_id,
    (s) => s.id,
  )?.nome;
  const responsibleName = rowOf(
    (r) => r.responsavel,
    search.responsavel_id,
    (u) => u.id,
  )?.nome;
  const modalityName = rowOf(
    (r) => r.modalidade,
    search.modalidade_id,
    (m) => m.id,
  )?.nome;

  return (
    <div className="flex w-full flex-col gap-3">
      <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <NumberFilter value={search.numero} onChange={(numero) => change({ numero })} />
        <GroupFilter
          groupId={search.grupo_economico_id}
          knownName={groupName ?? null}
          // Another group's borrower means nothing: the borrower goes with the group.
          onChange={(grupo_economico_id) => change({ grupo_economico_id, tomador_id: undefined })}
        />
        <BorrowerFilter
          groupId={search.grupo_economico_id}
          borrowerId={search.tomador_id}
          knownName={borrowerName ?? null}
          onChange={(tomador_id) => change({ tomador_id })}
        />
        <ChoiceFilter
          label="Situação"
          value={search.situacao}
          options={QUOTATION_SITUATIONS}
          allLabel="Todas"
          onChange={(situacao) => change({ situacao: situacao as QuotationListSearch['situacao'] })}
        />
      </div>

      <MoreFilters active={activeMore}>
        <InsurerFilter
          insurerId={search.seguradora_id}
          knownName={insurerName ?? null}
          onChange={(seguradora_id) => change({ seguradora_id })}
        />
        <ModalityFilter
          value={search.modalidade_id}
          knownName={modalityName ?? null}
          onChange={(modalidade_id) => change({ modalidade_id })}
        />
        <ChoiceFilter
          label="Andamento"
          value={search.status}
          options={QUOTATION_STATUSES}
          allLabel="Todos"
          onChange={(status) => change({ status: status as QuotationListSearch['status'] })}
        />
        <ChoiceFilter
          label="Etapa"
          value={search.etapa}
          options={QUOTATION_STAGES}
          allLabel="Todas"
          onChange={(etapa) => change({ etapa: etapa as QuotationListSearch['etapa'] })}
        />
        <DateRangeFilter
          fromLabel="Criada de"
          toLabel="Criada até"
          from={search.criado_de}
          to={search.criado_ate}
          onFromChange={(criado_de) => change({ criado_de })}
          onToChange={(criado_ate) => change({ criado_ate })}
        />
        <ResponsibleFilter
          responsibleId={search.responsavel_id}
          knownName={responsibleName ?? null}
          onChange={(responsavel_id) => change({ responsavel_id })}
        />
      </MoreFilters>

      {anyActive && (
        <div>
          <Button
            variant="ghost"
            // The text search too, as the table's own 'Limpar filtros' does.
            onClick={() =>
              change({
                ...Object.fromEntries(QUOTATION_FILTER_KEYS.map((key) => [key, undefined])),
                query: undefined,
              })
            }
          >
            Limpar filtros
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * 'Modalidade': the whole catalogue for who may read it, else the modalities the user may quote. A
 * shared link's modality missing from the list is kept as an option, so the select shows it.
 */
function ModalityFilter({
  value,
  knownName,
  onChange,
}: {
  value: string | undefined;
  knownName: string | null;
  onChange: (value: string | undefined) => void;
}) {
  const canReadCatalogue = useAllowed(modalityLookupAccess);
  const catalogue = useQuery({ ...modalityOptionsQuery, enabled: canReadCatalogue });
  const quotable = useQuery({ ...quotableModalitiesQuery, enabled: !canReadCatalogue });
  const options: SuggestItem[] = canReadCatalogue
    ? (catalogue.data ?? [])
    : (quotable.data ?? []).map(({ id, nome }) => ({ id, nome }));
  const listed =
    value === undefined || options.some((o) => o.id === value)
      ? options
      : [...options, { id: value, nome: knownName ?? 'Modalidade escolhida' }];
  return (
    <ChoiceFilter label="Modalidade" value={value} options={listed} allLabel="Todas" onChange={onChange} />
  );
}

/**
 * 'Responsável': a user picker for who may read the users' names; the others may only narrow the list
 * to their own quotations.
 */
function ResponsibleFilter({
  responsibleId,
  knownName,
  onChange,
}: {
  responsibleId: string | undefined;
  knownName: string | null;
  onChange: (responsibleId: string | undefined) => void;
}) {
  const canPickUsers = useAllowed(userPickerAccess);
  const me = useSession((s) => s.user);
  if (!canPickUsers)
    return (
      <CheckboxField
        label="Somente as minhas cotações"
        className="sm:mt-6"
        checked={me !== null && responsibleId === me.id}
        onChange={(e) => onChange(e.currentTarget.checked ? me?.id : undefined)}
      />
    );
  return (
    <PickerFilter<UserSuggestion>
      label="Responsável"
      selectedId={responsibleId}
      knownName={knownName ?? (me && responsibleId === me.id ? me.nickname : null)}
      fallbackName="Responsável escolhido"
      toValue={(id, nome) => ({ id, nome, apelido: '' })}
      load={(query) => queryClient.query(userSuggestQuery(query))}
      getLabel={(u) => u.nome}
      getKey={(u) => u.id}
      emptyText="Nenhum usuário encontrado."
      onPick={(user) => onChange(user?.id)}
    />
  );
}
