import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { POLICY_SITUATIONS, POLICY_SORT } from '../../../contract/policies';
import { modalityOptionsQuery } from '../../../lookups/modalities';
import { useAllowed } from '../../../session/allowed';
import { buttonClasses } from '../../../ui/button';
import { DataTable } from '../../../ui/data-table/data-table';
import { RowActionLink } from '../../../ui/data-table/row-action-link';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { FormField } from '../../../ui/form-field';
import { Screen } from '../../../ui/screen';
import { TextInput } from '../../../ui/text-input';
import { ChoiceFilter } from '../../../widgets/list-filters';
import { BorrowerFilter, DateRangeFilter, GroupFilter, InsurerFilter } from '../../../widgets/record-filters';
import { policyAccess, policyScreens } from '../../../contract/manifests/policies';
import { fetchAllPolicies, policiesQuery } from '../api';
import { policyColumns, policyCsvColumns } from '../columns';
import { usePolicyPermissions } from '../permissions';
import type { PolicyListSearch } from '../search';
import { RenewalRadar } from './renewal-radar';

export interface PolicyListProps {
  search: PolicyListSearch;
  onSearchChange: ListSearchChange<Partial<PolicyListSearch>>;
}

/** /apolices: the policies the user sees, filtered in the URL, exportable to CSV. */
export function PolicyList({ search, onSearchChange }: PolicyListProps) {
  const policies = useQuery(policiesQuery(search));
  const { canDetail } = usePolicyPermissions();
  const change = (patch: Partial<PolicyListSearch>) => onSearchChange({ ...patch, page: 1 });
  const canCreate = useAllowed(policyAccess.create);
  const modalities = useQuery(modalityOptionsQuery).data ?? [];
  const rows = policies.data?.items;
  const groupName = rows?.find((p) => p.tomador.grupo.id === search.grupo_economico_id)?.tomador.grupo.nome;
  const borrowerName = rows?.find((p) => p.tomador.id === search.tomador_id)?.tomador.nome_fantasia;
  const insurerName = rows?.find((p) => p.seguradora.id === search.seguradora_id)?.seguradora.nome;
  const radar = search.vencendo;

  return (
    <Screen
      title="Apólices"
      actions={
        canCreate && (
          <Link to={policyScreens.novaApolice.path} className={buttonClasses('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            Nova apólice
          </Link>
        )
      }
    >
      <nav aria-label="Visão das apólices" className="mb-4 flex gap-2">
        <button
          type="button"
          aria-pressed={radar === undefined}
          className={buttonClasses(radar === undefined ? 'primary' : 'secondary')}
          onClick={() => onSearchChange({ vencendo: undefined, page: 1 })}
        >
          Todas
        </button>
        <button
          type="button"
          aria-pressed={radar !== undefined}
          className={buttonClasses(radar !== undefined ? 'primary' : 'secondary')}
          onClick={() => onSearchChange({ vencendo: radar ?? 30, page: 1 })}
        >
          Vencendo
        </button>
      </nav>
      {radar !== undefined ? (
        <RenewalRadar search={{ ...search, vencendo: radar }} onSearchChange={onSearchChange} />
      ) : (
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
              <GroupFilter
                groupId={search.grupo_economico_id}
                knownName={groupName ?? null}
                onChange={(grupo_economico_id) => change({ grupo_economico_id, tomador_id: undefined })}
              />
              <BorrowerFilter
                groupId={search.grupo_economico_id}
                borrowerId={search.tomador_id}
                knownName={borrowerName ?? null}
                onChange={(tomador_id) => change({ tomador_id })}
              />
              <InsurerFilter
                insurerId={search.seguradora_id}
                knownName={insurerName ?? null}
                onChange={(seguradora_id) => change({ seguradora_id })}
              />
              <ChoiceFilter
                label="Modalidade"
                value={search.modalidade_id}
                options={modalities}
                allLabel="Todas"
                onChange={(modalidade_id) => change({ modalidade_id })}
              />
              <ChoiceFilter
                label="Situação"
                value={search.situacao}
                options={POLICY_SITUATIONS}
                allLabel="Todas"
                onChange={(situacao) => change({ situacao: situacao as PolicyListSearch['situacao'] })}
              />
              <div className="grid grid-cols-2 gap-3">
                <DateRangeFilter
                  fromLabel="Fim da vigência de"
                  toLabel="até"
                  from={search.vigencia_fim_de}
                  to={search.vigencia_fim_ate}
                  onFromChange={(vigencia_fim_de) => change({ vigencia_fim_de })}
                  onToChange={(vigencia_fim_ate) => change({ vigencia_fim_ate })}
                />
              </div>
              <div className="grid grid-cols-2 gap-3">
                <DateRangeFilter
                  fromLabel="Emitida de"
                  toLabel="Emitida até"
                  from={search.emitida_de}
                  to={search.emitida_ate}
                  onFromChange={(emitida_de) => change({ emitida_de })}
                  onToChange={(emitida_ate) => change({ emitida_ate })}
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
      )}
    </Screen>
  );
}
