import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { queryClient } from '../../../api/query';
import type { CompanySuggestion, GroupSuggestion } from '../../../contract/economic-groups';
import type { InsurerSuggestion } from '../../../contract/insurers';
import { INVOICE_SORT, INVOICE_STATUSES } from '../../../contract/invoices';
import { invoiceScreens } from '../../../contract/manifests/invoices';
import {
  companySuggestQuery,
  companySuggestionLabel,
  groupSuggestQuery,
  groupSuggestionLabel,
} from '../../../lookups/economic-groups';
import { insurerSuggestQuery } from '../../../lookups/insurers';
import { buttonClasses } from '../../../ui/button';
import { DataTable } from '../../../ui/data-table/data-table';
import { RowActionLink } from '../../../ui/data-table/row-action-link';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { Screen } from '../../../ui/screen';
import { ChoiceFilter, DateFilter, PickerFilter } from '../../../widgets/list-filters';
import { fetchAllInvoices, invoicesQuery } from '../api';
import { invoiceColumns, invoiceCsvColumns } from '../columns';
import { useInvoicePermissions } from '../permissions';
import type { InvoiceListSearch } from '../search';

export interface InvoiceListProps {
  search: InvoiceListSearch;
  onSearchChange: ListSearchChange<Partial<InvoiceListSearch>>;
}

/** /faturas: the invoices of the policies the user sees, filtered in the URL, exportable to CSV. */
export function InvoiceList({ search, onSearchChange }: InvoiceListProps) {
  const invoices = useQuery(invoicesQuery(search));
  const { canCreate, canEdit } = useInvoicePermissions();
  const change = (patch: Partial<InvoiceListSearch>) => onSearchChange({ ...patch, page: 1 });
  const rows = invoices.data?.items;
  const groupName = rows?.find((i) => i.apolice.grupo.id === search.grupo_economico_id)?.apolice.grupo.nome;
  const borrowerName = rows?.find((i) => i.apolice.tomador.id === search.tomador_id)?.apolice.tomador.nome;
  const insurerName = rows?.find((i) => i.apolice.seguradora.id === search.seguradora_id)?.apolice.seguradora
    .nome;

  return (
    <Screen
      title={invoiceScreens.faturas.title}
      actions={
        canCreate && (
          <Link to={invoiceScreens.novaFatura.path} className={buttonClasses('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            Nova fatura
          </Link>
        )
      }
    >
      <DataTable
        label="Faturas"
        columns={invoiceColumns}
        result={invoices.data}
        isFetching={invoices.isFetching}
        isError={invoices.isError}
        search={search}
        sortFields={INVOICE_SORT}
        onSearchChange={onSearchChange}
        getRowId={(i) => i.id}
        filterLabel="Buscar pelo número da fatura"
        filters={
          <div className="grid w-full grid-cols-1 items-start gap-3 sm:grid-cols-2 xl:grid-cols-4">
            <ChoiceFilter
              label="Situação"
              value={search.situacao}
              options={INVOICE_STATUSES}
              allLabel="Todas"
              onChange={(situacao) => change({ situacao: situacao as InvoiceListSearch['situacao'] })}
            />
            <div className="grid grid-cols-2 gap-3">
              <DateFilter
                label="Vencimento de"
                value={search.vencimento_de}
                onChange={(vencimento_de) => change({ vencimento_de })}
              />
              <DateFilter
                label="até"
                value={search.vencimento_ate}
                onChange={(vencimento_ate) => change({ vencimento_ate })}
              />
            </div>
            <PickerFilter<InsurerSuggestion>
              label="Seguradora"
              selectedId={search.seguradora_id}
              knownName={insurerName ?? null}
              fallbackName="Seguradora escolhida"
              toValue={(id, nome) => ({ id, nome, logo: null })}
              load={(query) => queryClient.query(insurerSuggestQuery(query))}
              getLabel={(i) => i.nome}
              getKey={(i) => i.id}
              emptyText="Nenhuma seguradora encontrada."
              onPick={(insurer) => change({ seguradora_id: insurer?.id })}
            />
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
            <PickerFilter<CompanySuggestion>
              key={search.grupo_economico_id ?? ''}
              label="Tomador"
              selectedId={search.tomador_id}
              knownName={borrowerName ?? null}
              fallbackName="Tomador escolhido"
              toValue={(id, nome) => ({
                id,
                nome,
                nome_fantasia: nome,
                cnpj: '',
                subsidiaria: false,
                favorito: false,
              })}
              load={(query) =>
                search.grupo_economico_id
                  ? queryClient.query(companySuggestQuery(search.grupo_economico_id, query))
                  : Promise.resolve([])
              }
              getLabel={(c) => (c.cnpj ? companySuggestionLabel(c) : c.nome)}
              getKey={(c) => c.id}
              disabled={!search.grupo_economico_id && !search.tomador_id}
              hint={search.grupo_economico_id ? undefined : 'Escolha antes o grupo econômico.'}
              emptyText="Nenhum tomador encontrado neste grupo."
              onPick={(company) => change({ tomador_id: company?.id })}
            />
          </div>
        }
        csv={{ fileName: 'faturas', fetchAll: () => fetchAllInvoices(search), columns: invoiceCsvColumns }}
        rowActions={
          canEdit
            ? (i) => (
                <RowActionLink
                  to={invoiceScreens.editarFatura.path}
                  params={{ id: i.id }}
                  aria-label={`Editar fatura ${i.numero}`}
                >
                  Editar
                </RowActionLink>
              )
            : undefined
        }
      />
    </Screen>
  );
}
