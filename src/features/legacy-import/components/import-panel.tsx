import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type { LegacyImportDetail } from '../../../contract/legacy-import';
import { formatDateTime } from '../../../lib/dates';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormDialog, LoadState } from '../../../ui/form-dialog';
import {
  ERROR_PAGE_SIZE,
  cancelImport,
  confirmImport,
  downloadFile,
  errorReportPath,
  legacyImportErrorsQuery,
  legacyImportKeys,
  legacyImportQuery,
} from '../api';
import { useLegacyImportPermissions } from '../permissions';
import { actionsFor, formatCount, isRunning, progressMessage } from '../status';
import { ImportProgress, ImportStatus } from './import-status';

/** One import: its progress while a job runs, the preview and bad rows to confirm, the final counts. */
export function ImportPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = useQuery(legacyImportQuery(id));
  const imp = detail.data;
  return (
    <FormDialog title={imp ? `Importação: ${imp.nome}` : 'Importação'} onClose={onClose}>
      {imp ? (
        <ImportBody imp={imp} />
      ) : (
        <LoadState error={detail.isError ? 'Não foi possível carregar a importação.' : null} />
      )}
    </FormDialog>
  );
}

function ImportBody({ imp }: { imp: LegacyImportDetail }) {
  const client = useQueryClient();
  const { canImport } = useLegacyImportPermissions();
  const [asking, setAsking] = useState(false);
  const actions = actionsFor(imp.status.id, canImport);
  const after = (next: LegacyImportDetail) => {
    client.setQueryData(legacyImportKeys.detail(next.id), next);
    void client.invalidateQueries({ queryKey: legacyImportKeys.lists() });
    void client.invalidateQueries({ queryKey: [...legacyImportKeys.all, 'errors', next.id] });
  };
  const confirm = useMutation({ mutationFn: () => confirmImport(imp.id), onSuccess: after });
  const cancel = useMutation({ mutationFn: () => cancelImport(imp.id), onSuccess: after });
  const busy = confirm.isPending || cancel.isPending;
  const c = imp.contagens;
  const waiting = imp.status.id === 'aguardando_confirmacao';

  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Tipo</dt>
          <dd className="font-medium text-slate-900">{imp.tipo.nome}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Enviado</dt>
          <dd className="text-slate-900">
            {formatDateTime(imp.criado_em)} por {imp.criado_por.nome}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Situação</dt>
          <dd>
            <ImportStatus imp={imp} />
          </dd>
        </div>
        {imp.concluido_em && (
          <div>
            <dt className="text-slate-600">Terminou em</dt>
            <dd className="text-slate-900">{formatDateTime(imp.concluido_em)}</dd>
          </div>
        )}
      </dl>

      {isRunning(imp.status.id) && (
        <div className="flex flex-col gap-1.5">
          <ImportProgress imp={imp} />
          <p role="status" className="text-sm text-slate-700">
            {progressMessage(imp)}
          </p>
        </div>
      )}
      {imp.status.id === 'falhou' && imp.erro && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {imp.erro}
        </p>
      )}
      {imp.status.id === 'cancelada' && (
        <p className="text-sm text-slate-700">
          Importação cancelada. Os lotes gravados antes do cancelamento foram mantidos.
        </p>
      )}

      <section aria-labelledby="contagens" className="flex flex-col gap-1">
        <h2 id="contagens" className="text-sm font-semibold text-slate-900">
          {waiting ? 'Resultado da validação (nada foi gravado)' : 'Linhas'}
        </h2>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
          <li>Lidas: {formatCount(c.lidas)}</li>
          <li>
            {waiting ? 'Válidas' : 'Importadas'}: {formatCount(c.importadas)}
          </li>
          <li>Sem alteração: {formatCount(c.ignoradas)}</li>
          <li>Com erro: {formatCount(c.erros)}</li>
        </ul>
      </section>

      {waiting && imp.previa.length > 0 && <Preview imp={imp} />}
      {(c.erros > 0 || imp.erros.length > 0) && <Errors imp={imp} />}

      {actions.length > 0 && (
        <div className="flex flex-wrap justify-end gap-3">
          {actions.includes('cancelar') && (
            <Button
              variant="secondary"
              loading={cancel.isPending}
              disabled={busy}
              onClick={() => cancel.mutate()}
            >
              Cancelar
            </Button>
          )}
          {actions.includes('confirmar') && (
            <Button loading={confirm.isPending} disabled={busy} onClick={() => confirm.mutate()}>
              Confirmar importação
            </Button>
          )}
          {actions.includes('cancelar_importacao') && (
            <Button
              variant="danger"
              loading={cancel.isPending}
              disabled={busy}
              onClick={() => setAsking(true)}
            >
              Cancelar importação
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Cancelar importação?"
        description="A importação para no fim do lote em curso. Os lotes já gravados ficam no sistema; as linhas restantes não serão importadas."
        confirmLabel="Cancelar importação"
        cancelLabel="Continuar importando"
        destructive
        onConfirm={() => cancel.mutate()}
      />
    </div>
  );
}

/** The file's first rows as read, to check the columns before confirming. */
function Preview({ imp }: { imp: LegacyImportDetail }) {
  return (
    <section aria-labelledby="previa" className="flex flex-col gap-2">
      <h2 id="previa" className="text-sm font-semibold text-slate-900">
        Prévia das primeiras linhas
      </h2>
      {/* A focusable region: the wide table scrolls sideways by keyboard too. */}
      <div
        tabIndex={0}
        role="region"
        aria-labelledby="previa"
        className="max-h-72 overflow-auto rounded-lg border border-slate-200"
      >
        <table className="min-w-full text-left text-xs">
          <caption className="sr-only">Prévia das primeiras {imp.previa.length} linhas do arquivo</caption>
          <thead className="sticky top-0 bg-slate-100">
            <tr>
              <th scope="col" className="px-2 py-1.5 font-semibold whitespace-nowrap">
                Linha
              </th>
              {imp.colunas.map((col, i) => (
                <th key={`${i}-${col}`} scope="col" className="px-2 py-1.5 font-semibold whitespace-nowrap">
                  {col}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {imp.previa.map((row) => (
              <tr key={row.linha} className="border-t border-slate-200">
                <th scope="row" className="px-2 py-1 font-normal">
                  {row.linha}
                </th>
                {imp.colunas.map((col, i) => (
                  <td key={`${i}-${col}`} className="px-2 py-1 whitespace-nowrap">
                    {row.valores[i] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The rejected rows (line, column, reason), paged on the server, and the report to download. */
function Errors({ imp }: { imp: LegacyImportDetail }) {
  const [page, setPage] = useState(1);
  const errors = useQuery(legacyImportErrorsQuery(imp.id, page, imp.status.id));
  const total = errors.data?.total_count ?? imp.contagens.erros;
  const pages = Math.max(1, Math.ceil(total / ERROR_PAGE_SIZE));
  const rows = errors.data?.items ?? imp.erros.slice(0, ERROR_PAGE_SIZE);
  const [busy, setBusy] = useState<string | null>(null);
  async function get(format: 'csv' | 'xlsx') {
    setBusy(format);
    try {
      await downloadFile(
        errorReportPath(imp.id, format),
        `erros-importacao-${imp.nome.replace(/\.[^.]+$/, '')}.${format}`,
      );
    } catch {
      // The client already showed the error banner.
    } finally {
      setBusy(null);
    }
  }
  return (
    <section aria-labelledby="erros" className="flex flex-col gap-2">
      <h2 id="erros" className="text-sm font-semibold text-slate-900">
        Linhas com erro ({formatCount(total)})
      </h2>
      <div className="overflow-x-auto rounded-lg border border-slate-200">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">
            Linhas com erro, página {page} de {pages}
          </caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="px-2 py-1.5 font-semibold">
                Linha
              </th>
              <th scope="col" className="px-2 py-1.5 font-semibold">
                Coluna
              </th>
              <th scope="col" className="px-2 py-1.5 font-semibold">
                Motivo
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((e, i) => (
              <tr key={`${e.linha}-${e.coluna ?? ''}-${i}`} className="border-t border-slate-200 align-top">
                <td className="px-2 py-1.5">{e.linha}</td>
                <td className="px-2 py-1.5">{e.coluna ?? 'Linha inteira'}</td>
                <td className="px-2 py-1.5">{e.motivo}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav aria-label="Páginas das linhas com erro" className="flex items-center justify-end gap-2 text-sm">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Anterior
          </Button>
          <span>
            Página {page} de {pages}
          </span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Próxima
          </Button>
        </nav>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-700">Baixar relatório de erros:</span>
        <Button
          variant="secondary"
          loading={busy === 'csv'}
          icon={<Download aria-hidden="true" className="size-4" />}
          aria-label="Baixar relatório de erros em CSV"
          onClick={() => void get('csv')}
        >
          CSV
        </Button>
        <Button
          variant="secondary"
          loading={busy === 'xlsx'}
          icon={<Download aria-hidden="true" className="size-4" />}
          aria-label="Baixar relatório de erros em XLSX"
          onClick={() => void get('xlsx')}
        >
          XLSX
        </Button>
      </div>
    </section>
  );
}
