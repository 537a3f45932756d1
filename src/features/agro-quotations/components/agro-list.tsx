import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { AGRO_QUOTATION_SORT } from '../../../contract/screens/agro-quotations';
import { agroQuotationScreens } from '../../../contract/manifests/agro-quotations';
import type { PendingSource } from '../../../offline/pending-rows';
import { pendingOf, usePendingRows } from '../../../offline/pending-rows';
import { buttonClasses } from '../../../ui/button';
import { DataTable } from '../../../ui/data-table/data-table';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { Screen } from '../../../ui/screen';
import { agroQuotationsQuery, fetchAllAgroQuotations } from '../api';
import { agroColumns, agroCsvColumns } from '../columns';
import { AGRO_STAFF_COMMANDS } from '../commands';
import { AGRO_GUEST_COMMAND } from '../guest-commands';
import { useAgroPermissions } from '../permissions';
import type { AgroListSearch } from '../search';
import { AgroFilters } from './agro-filters';

/**
 * The guest form's create (guest-commands.ts; staff fill the same form): a quotation typed on this
 * device and not sent yet shows in the list as 'pendente de envio'. Importing it registers it here too,
 * so the sync engine of the portal can send what the form queued.
 */
export const AGRO_CREATE_COMMAND = AGRO_GUEST_COMMAND;

/** The part of a queued create the list reads to decide whether it meets the filters. */
interface PendingAgroCreate {
  id?: string;
  body?: {
    id?: string;
    produto?: string;
    cobertura?: string;
    grupo_economico_id?: string;
    propriedade?: { uf?: string };
  };
}

const idOfCreate = (payload: unknown): string | undefined => {
  const p = payload as PendingAgroCreate;
  return p.body?.id ?? p.id;
};

/**
 * Whether a quotation saved on this device and not sent yet belongs in the filtered list: it has no
 * number yet, waits for costs, and was created today.
 */
export function pendingAgroMatches(search: AgroListSearch, payload: unknown, today: string): boolean {
  const body = (payload as PendingAgroCreate).body ?? (payload as PendingAgroCreate['body']) ?? {};
  if (search.numero !== undefined) return false;
  if (search.situacao !== undefined && search.situacao !== 'aguardando_custos') return false;
  if (search.produto !== undefined && search.produto !== body.produto) return false;
  if (search.cobertura !== undefined && search.cobertura !== body.cobertura) return false;
  if (search.grupo_economico_id !== undefined && search.grupo_economico_id !== body.grupo_economico_id)
    return false;
  if (search.uf !== undefined && search.uf !== body.propriedade?.uf?.toUpperCase()) return false;
  if (search.criado_de !== undefined && search.criado_de > today) return false;
  if (search.criado_ate !== undefined && search.criado_ate < today) return false;
  return true;
}

/** Today in São Paulo, 'aaaa-mm-dd'. */
function todayIso(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

const ofQuotation = { recordId: (p: { quotation: { id: string } }) => p.quotation.id };

export interface AgroListProps {
  search: AgroListSearch;
  onSearchChange: ListSearchChange<Partial<AgroListSearch>>;
}

/** /lista-cotacoes-agro: the agribusiness quotations, newest first, filtered in the URL. */
export function AgroList({ search, onSearchChange }: AgroListProps) {
  const quotations = useQuery(agroQuotationsQuery(search));
  const today = todayIso();
  const creates: PendingSource[] = [
    {
      command: AGRO_CREATE_COMMAND,
      recordId: idOfCreate,
      where: (p) => pendingAgroMatches(search, p, today),
    },
  ];
  const pending = usePendingRows({
    creates,
    updates: AGRO_STAFF_COMMANDS.map((command) => pendingOf(command, ofQuotation)),
  });
  const { canWrite } = useAgroPermissions();

  return (
    <Screen
      title={agroQuotationScreens.listaCotacoesAgro.title}
      actions={
        canWrite && (
          // The guest form is public: staff open it too (a plain link, it is another layout).
          <a href="/nova-cotacao/agro" className={buttonClasses('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            Nova cotação agro
          </a>
        )
      }
    >
      <DataTable
        label="Cotações agro"
        columns={agroColumns}
        result={quotations.data}
        isFetching={quotations.isFetching}
        isError={quotations.isError}
        isPaused={quotations.fetchStatus === 'paused'}
        pending={pending}
        search={search}
        sortFields={AGRO_QUOTATION_SORT}
        onSearchChange={onSearchChange}
        getRowId={(row) => row.id}
        filterLabel="Buscar por produtor ou propriedade"
        filterPlaceholder="Nome, CPF/CNPJ, fazenda ou município"
        filters={<AgroFilters search={search} rows={quotations.data?.items} onChange={onSearchChange} />}
        csv={{
          fileName: 'cotacoes-agro',
          fetchAll: () => fetchAllAgroQuotations(search),
          columns: agroCsvColumns,
        }}
      />
    </Screen>
  );
}
