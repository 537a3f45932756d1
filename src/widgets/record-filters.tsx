import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanySuggestion, GroupSuggestion } from '../contract/economic-groups';
import type { InsurerSuggestion } from '../contract/insurers';
import {
  companySuggestQuery,
  companySuggestionLabel,
  groupSuggestQuery,
  groupSuggestionLabel,
} from '../lookups/economic-groups';
import { insurerSuggestQuery } from '../lookups/insurers';
import { DateFilter, PickerFilter } from './list-filters';

/*
 * The filters the lists of business records share (quotations, agro quotations, policies, invoices,
 * endorsements): the economic group and its borrower, the insurer, a period. Each is kept in the URL
 * by id or ISO day; the screen passes the name it already knows from its rows (null when it does not).
 */

/** 'Grupo econômico'. A screen that also filters by borrower clears it when the group changes. */
export function GroupFilter({
  groupId,
  knownName,
  onChange,
}: {
  groupId: string | undefined;
  knownName: string | null;
  onChange: (groupId: string | undefined) => void;
}) {
  const client = useQueryClient();
  return (
    <PickerFilter<GroupSuggestion>
      label="Grupo econômico"
      selectedId={groupId}
      knownName={knownName}
      fallbackName="Grupo escolhido"
      toValue={(id, nome) => ({ id, nome, cnpj: '' })}
      load={(query) => client.query(groupSuggestQuery(query))}
      getLabel={(g) => (g.cnpj ? groupSuggestionLabel(g) : g.nome)}
      getKey={(g) => g.id}
      emptyText="Nenhum grupo econômico encontrado."
      onPick={(group) => onChange(group?.id)}
    />
  );
}

/** 'Tomador': the companies of the chosen group only; with no group chosen it waits for one. */
export function BorrowerFilter({
  groupId,
  borrowerId,
  knownName,
  onChange,
}: {
  groupId: string | undefined;
  borrowerId: string | undefined;
  knownName: string | null;
  onChange: (borrowerId: string | undefined) => void;
}) {
  const client = useQueryClient();
  return (
    <PickerFilter<CompanySuggestion>
      // The borrowers offered are the chosen group's: another group opens a new list.
      key={groupId ?? ''}
      label="Tomador"
      selectedId={borrowerId}
      knownName={knownName}
      fallbackName="Tomador escolhido"
      toValue={(id, nome) => ({
        id,
        nome,
        nome_fantasia: nome,
        cnpj: '',
        subsidiaria: false,
        favorito: false,
      })}
      load={(query) => (groupId ? client.query(companySuggestQuery(groupId, query)) : Promise.resolve([]))}
      getLabel={(c) => (c.cnpj ? companySuggestionLabel(c) : (c.nome_fantasia ?? c.nome))}
      getKey={(c) => c.id}
      disabled={groupId === undefined && borrowerId === undefined}
      hint={groupId ? undefined : 'Escolha primeiro o grupo econômico.'}
      emptyText="Nenhum tomador encontrado neste grupo."
      onPick={(company) => onChange(company?.id)}
    />
  );
}

/** 'Seguradora': the name of a shared link's id comes from the insurers' lookup. */
export function InsurerFilter({
  insurerId,
  knownName,
  onChange,
}: {
  insurerId: string | undefined;
  knownName: string | null;
  onChange: (insurerId: string | undefined) => void;
}) {
  const client = useQueryClient();
  const insurers = useQuery({
    ...insurerSuggestQuery(''),
    enabled: insurerId !== undefined && knownName === null,
  });
  const looked = insurers.data?.find((i) => i.id === insurerId)?.nome ?? null;
  return (
    <PickerFilter<InsurerSuggestion>
      label="Seguradora"
      selectedId={insurerId}
      knownName={knownName ?? looked}
      fallbackName="Seguradora escolhida"
      toValue={(id, nome) => ({ id, nome, logo: null })}
      load={(query) => client.query(insurerSuggestQuery(query))}
      getLabel={(i) => i.nome}
      getKey={(i) => i.id}
      placeholder="Todas"
      emptyText="Nenhuma seguradora encontrada."
      onPick={(insurer) => onChange(insurer?.id)}
    />
  );
}

/** A period's two days ('de' and 'até'), the second refused in words when it comes before the first. */
export function DateRangeFilter({
  fromLabel,
  toLabel,
  from,
  to,
  onFromChange,
  onToChange,
}: {
  fromLabel: string;
  toLabel: string;
  from: string | undefined;
  to: string | undefined;
  onFromChange: (day: string | undefined) => void;
  onToChange: (day: string | undefined) => void;
}) {
  return (
    <>
      <DateFilter label={fromLabel} value={from} onChange={onFromChange} />
      <DateFilter
        label={toLabel}
        value={to}
        onChange={onToChange}
        error={from && to && to < from ? 'A data final é anterior à inicial.' : undefined}
      />
    </>
  );
}
