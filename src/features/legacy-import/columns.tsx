import type { LegacyImport } from '../../contract/legacy-import';
import { formatDateTime } from '../../lib/dates';
import { dataTableColumnHelper } from '../../ui/data-table/columns';
import { ImportProgress, ImportStatus } from './components/import-status';
import { formatCount, isRunning } from './status';

const row = dataTableColumnHelper<LegacyImport>();

/** Column ids that match LEGACY_IMPORT_SORT (criado_em, tipo, nome) are the sortable ones. */
export const legacyImportColumns = row.columns([
  row.accessor((i) => i.tipo.nome, { id: 'tipo', header: 'Tipo' }),
  row.accessor('nome', {
    header: 'Arquivo',
    cell: (info) => <span className="font-medium break-all">{info.getValue()}</span>,
  }),
  row.accessor((i) => formatDateTime(i.criado_em), {
    id: 'criado_em',
    header: 'Enviado em',
    cell: (info) => (
      <span>
        <span className="whitespace-nowrap">{info.getValue()}</span>
        <span className="block text-sm text-slate-600">por {info.row.original.criado_por.nome}</span>
      </span>
    ),
  }),
  row.accessor((i) => i.status.nome, {
    id: 'status',
    header: 'Situação',
    cell: (info) => {
      const imp = info.row.original;
      return (
        <span className="flex min-w-32 flex-col gap-1.5">
          <ImportStatus imp={imp} />
          {isRunning(imp.status.id) && <ImportProgress imp={imp} />}
        </span>
      );
    },
  }),
  row.accessor((i) => i.contagens.lidas, {
    id: 'contagens',
    header: 'Linhas',
    cell: (info) => {
      const c = info.row.original.contagens;
      return (
        <span className="text-sm whitespace-nowrap">
          {formatCount(c.lidas)} lidas
          <span className="block text-slate-600">
            {formatCount(c.importadas)} importadas · {formatCount(c.ignoradas)} ignoradas ·{' '}
            {formatCount(c.erros)} com erro
          </span>
        </span>
      );
    },
  }),
]);
