import type { ComponentPropsWithRef } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { MessageSquareWarning, Plus } from 'lucide-react';
import { QUOTATION_SORT } from '../../../contract/screens/quotations';
import { quotationScreens } from '../../../contract/manifests/quotations';
import { pendingOf, usePendingRows } from '../../../offline/pending-rows';
import { buttonClasses } from '../../../ui/button';
import { DataTable } from '../../../ui/data-table/data-table';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { Screen } from '../../../ui/screen';
import { fetchAllQuotations, quotationsQuery } from '../api';
import { quotationColumns, quotationCsvColumns } from '../columns';
import type { NewQuotation } from '../commands';
import { createQuotation, quotationAction, updateQuotation } from '../commands';
import { useQuotationPermissions } from '../permissions';
import type { QuotationListSearch } from '../search';
import { QuotationFilters } from './quotation-filters';

export interface QuotationListProps {
  search: QuotationListSearch;
  onSearchChange: ListSearchChange<Partial<QuotationListSearch>>;
}

/**
 * Whether a quotation saved on this device and not sent yet belongs in the filtered list: it has no
 * number, no insurer and no stage past the first one yet ('Em preenchimento'), and it was created today.
 */
export function pendingQuotationMatches(
  search: QuotationListSearch,
  { body }: NewQuotation,
  today: string,
): boolean {
  if (search.numero !== undefined || search.seguradora_id !== undefined) return false;
  if (search.status !== undefined && search.status !== 'em_andamento') return false;
  if (search.etapa !== undefined && search.etapa !== 'dados_processo') return false;
  if (search.situacao !== undefined && search.situacao !== 'em_preenchimento') return false;
  if (search.grupo_economico_id !== undefined && search.grupo_economico_id !== body.grupo_economico_id)
    return false;
  if (search.tomador_id !== undefined && search.tomador_id !== body.tomador_id) return false;
  if (search.modalidade_id !== undefined && search.modalidade_id !== body.modalidade_id) return false;
  if (search.criado_de !== undefined && search.criado_de > today) return false;
  if (search.criado_ate !== undefined && search.criado_ate < today) return false;
  return true;
}

/** Today in São Paulo, 'aaaa-mm-dd' (the day the period filter compares a new quotation with). */
function todayIso(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

/** The link to the new-quotation wizard (typed by the router's route tree). */
function WizardLink(props: Omit<ComponentPropsWithRef<'a'>, 'href'>) {
  return <Link {...props} to={quotationScreens.novaCotacao.path} />;
}

const ofQuotation = { recordId: (p: { quotation: { id: string } }) => p.quotation.id };

/** /lista-cotacoes: the guarantee quotations, newest first, filtered in the URL. */
export function QuotationList({ search, onSearchChange }: QuotationListProps) {
  const quotations = useQuery(quotationsQuery(search));
  const today = todayIso();
  const pending = usePendingRows({
    creates: [
      pendingOf(createQuotation, {
        ...ofQuotation,
        // The responsible of a new quotation is set by the server: a responsible filter hides it.
        where: (p) => search.responsavel_id === undefined && pendingQuotationMatches(search, p, today),
      }),
    ],
    updates: [pendingOf(updateQuotation, ofQuotation), pendingOf(quotationAction, ofQuotation)],
  });
  const { canWrite } = useQuotationPermissions();

  return (
    <Screen
      title={quotationScreens.listaCotacoes.title}
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to={quotationScreens.acompanharCriticas.path} className={buttonClasses('secondary')}>
            <MessageSquareWarning aria-hidden="true" className="size-4" />
            {quotationScreens.acompanharCriticas.title}
          </Link>
          {canWrite && (
            <WizardLink className={buttonClasses('primary')}>
              <Plus aria-hidden="true" className="size-4" />
              {quotationScreens.novaCotacao.title}
            </WizardLink>
          )}
        </div>
      }
    >
      <DataTable
        label="Cotações de garantia"
        columns={quotationColumns}
        result={quotations.data}
        isFetching={quotations.isFetching}
        isError={quotations.isError}
        isPaused={quotations.fetchStatus === 'paused'}
        pending={pending}
        search={search}
        sortFields={QUOTATION_SORT}
        onSearchChange={onSearchChange}
        getRowId={(row) => row.id}
        filterLabel="Buscar por tomador ou segurado"
        filterPlaceholder="Nome, CPF ou CNPJ"
        filters={<QuotationFilters search={search} rows={quotations.data?.items} onChange={onSearchChange} />}
        csv={{
          fileName: 'cotacoes',
          fetchAll: () => fetchAllQuotations(search),
          columns: quotationCsvColumns,
        }}
      />
    </Screen>
  );
}
