import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { INVOICE_SORT, INVOICE_STATUSES } from '../../../contract/invoices';
import { invoiceScreens } from '../../../contract/manifests/invoices';
import { buttonClasses } from '../../../ui/button';
import { DataTable } from '../../../ui/data-table/data-table';
import { RowActionLink } from '../../../ui/data-table/row-action-link';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { Screen } from '../../../ui/screen';
import { ChoiceFilter } from '../../../widgets/list-filters';
import { BorrowerFilter, DateRangeFilter, GroupFilter, InsurerFilter } from '../../../widgets/record-filters';
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
              <DateRangeFilter
                fromLabel="Vencimento de"
                toLabel="até"
                from={search.vencimento_de}
                to={search.vencimento_ate}
                onFromChange={(vencimento_de) => change({ vencimento_de })}
                onToChange={(vencimento_ate) => change({ vencimento_ate })}
              />
            </div>
            <InsurerFilter
              insurerId={search.seguradora_id}
              knownName={insurerName ?? null}
              onChange={(seguradora_id) => change({ seguradora_id })}
            />
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
