import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../api/query';
import type { GroupSuggestion } from '../../../contract/economic-groups';
import { POLICY_SITUATIONS, POLICY_SORT } from '../../../contract/policies';
import { groupSuggestQuery, groupSuggestionLabel } from '../../../lookups/economic-groups';
import { DataTable } from '../../../ui/data-table/data-table';
import { RowActionLink } from '../../../ui/data-table/row-action-link';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { FormField } from '../../../ui/form-field';
import { Screen } from '../../../ui/screen';
import { TextInput } from '../../../ui/text-input';
import { ChoiceFilter, DateFilter, PickerFilter } from '../../../widgets/list-filters';
import { policyScreens } from '../../../contract/manifests/policies';
import { fetchAllPolicies, policiesQuery } from '../api';
import { policyColumns, policyCsvColumns } from '../columns';
import { usePolicyPermissions } from '../permissions';
import type { PolicyListSearch } from '../search';

export interface PolicyListProps {
  search: PolicyListSearch;
  onSearchChange: ListSearchChange<Partial<PolicyListSearch>>;
}

/** /apolices: the policies the user sees, filtered in the URL, exportable to CSV. */
export function PolicyList({ search, onSearchChange }: PolicyListProps) {
  const policies = useQuery(policiesQuery(search));
  const { canDetail } = usePolicyPermissions();
  const change = (patch: Partial<PolicyListSearch>) => onSearchChange({ ...patch, page: 1 });
  const groupName = policies.data?.items.find((p) => p.tomador.grupo.id === search.grupo_economico_id)
    ?.tomador.grupo.nome;

  return (
    <Screen title="Apólices">
      <DataTable
        label="Apólices"
        columns={policyColumns}
        result={policies.data}
        isFetching={policies.isFetching}
        isError={policies.isError}
        search={search}
        sortFields={POLICY_SORT}
        onSearchChange={onSearchChange}
        getRowId={(p) => p.id}
        filterLabel="Buscar por número ou tomador"
        filters={
          <div className="grid w-full grid-cols-1 items-start gap-3 sm:grid-cols-2 xl:grid-cols-4">
            <FormField label="Número da apólice">
              <TextInput
                defaultValue={search.numero ?? ''}
                maxLength={60}
                inputMode="numeric"
                onBlur={(e) => change({ numero: e.currentTarget.value.trim() || undefined })}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') change({ numero: e.currentTarget.value.trim() || undefined });
                }}
              />
            </FormField>
            <PickerFilter<GroupSuggestion>
              label="Grupo econômico"
              selectedId={search.grupo_economico_id}
              knownName={groupName ?? null}
              fallbackName="Grupo escolhido"
              toValue={(id, nome) => ({ id, nome, cnpj: '' })}
              load={(query) => queryClient.query(groupSuggestQuery(query))}
              getLabel={(g) => (g.cnpj ? groupSuggestionLabel(g) : g.nome)}
              getKey={(g) => g.id}
              emptyText="Nenhum grupo econômico encontrado."
              onPick={(group) => change({ grupo_economico_id: group?.id, tomador_id: undefined })}
            />
            <ChoiceFilter
              label="Situação"
              value={search.situacao}
              options={POLICY_SITUATIONS}
              allLabel="Todas"
              onChange={(situacao) => change({ situacao: situacao as PolicyListSearch['situacao'] })}
            />
            <div className="grid grid-cols-2 gap-3">
              <DateFilter
                label="Fim da vigência de"
                value={search.vigencia_fim_de}
                onChange={(vigencia_fim_de) => change({ vigencia_fim_de })}
              />
              <DateFilter
                label="até"
                value={search.vigencia_fim_ate}
                onChange={(vigencia_fim_ate) => change({ vigencia_fim_ate })}
              />
            </div>
          </div>
        }
        csv={{ fileName: 'apolices', fetchAll: () => fetchAllPolicies(search), columns: policyCsvColumns }}
        rowActions={
          canDetail
            ? (p) => (
                <RowActionLink
                  to={policyScreens.detalhesApolice.path}
                  params={{ id: p.id }}
                  aria-label={`Detalhes da apólice ${p.numero}`}
                >
                  Detalhes
                </RowActionLink>
              )
            : undefined
        }
      />
    </Screen>
  );
}
