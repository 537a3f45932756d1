import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { ApiError } from '../../../api/client';
import type { LegacyImportType, LegacyImportTypeId } from '../../../contract/legacy-import';
import { LEGACY_IMPORT_MAX_BYTES, LEGACY_IMPORT_MAX_ROWS } from '../../../contract/legacy-import';
import { Button } from '../../../ui/button';
import { FileInput } from '../../../ui/file-input';
import { FormAlert } from '../../../ui/form-alert';
import { FormDialog, LoadState } from '../../../ui/form-dialog';
import { FormField } from '../../../ui/form-field';
import { SelectInput } from '../../../ui/select-input';
import { downloadFile, legacyImportKeys, legacyImportTypesQuery, templatePath, uploadImport } from '../api';
import { OFFLINE_UPLOAD_MESSAGE, useOnline } from '../online';
import { ACCEPT, fileProblem, formatBytes, formatCount } from '../status';
import { ProgressBar } from './import-status';

export interface NewImportDialogProps {
  onClose: () => void;
  /** The server took the file: the import's panel takes over. */
  onSent: (id: string) => void;
}

/** 'Nova importação': the type (its columns and templates), the file, then the upload with its progress. */
export function NewImportDialog({ onClose, onSent }: NewImportDialogProps) {
  const types = useQuery(legacyImportTypesQuery);
  const client = useQueryClient();
  const online = useOnline();
  const [tipo, setTipo] = useState<LegacyImportTypeId | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ tipo?: string; arquivo?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<{ bytes: number; total: number } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const chosen = types.data?.find((t) => t.id === tipo);

  async function send() {
    const problems: { tipo?: string; arquivo?: string } = {};
    if (!tipo) problems.tipo = 'Escolha o tipo de importação.';
    if (!file) problems.arquivo = 'Escolha o arquivo.';
    else {
      const problem = fileProblem(file, LEGACY_IMPORT_MAX_BYTES);
      if (problem) problems.arquivo = problem;
    }
    setErrors(problems);
    setFailure(null);
    if (problems.tipo || problems.arquivo || !tipo || !file) return;
    if (!online) {
      setFailure(OFFLINE_UPLOAD_MESSAGE);
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setSent({ bytes: 0, total: file.size });
    try {
      const detail = await uploadImport(
        tipo,
        file,
        (bytes, total) => setSent({ bytes, total }),
        controller.signal,
      );
      await client.invalidateQueries({ queryKey: legacyImportKeys.lists() });
      client.setQueryData(legacyImportKeys.detail(detail.id), detail);
      onSent(detail.id);
    } catch (error) {
      if (controller.signal.aborted) return;
      setFailure(
        error instanceof ApiError
          ? error.status === null
            ? OFFLINE_UPLOAD_MESSAGE
            : error.message
          : 'Não foi possível enviar o arquivo.',
      );
    } finally {
      abort.current = null;
      setSent(null);
    }
  }

  const close = () => {
    abort.current?.abort();
    onClose();
  };
  const uploading = sent !== null;
  const pct = sent && sent.total > 0 ? Math.floor((sent.bytes / sent.total) * 100) : 0;

  return (
    <FormDialog title="Nova importação" onClose={close}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <FormAlert message={failure} />
        {types.isPending ? (
          <LoadState error={types.isError ? 'Não foi possível carregar os tipos de importação.' : null} />
        ) : (
          <FormField label="Tipo de importação" required error={errors.tipo}>
            <SelectInput
              value={tipo}
              required
              disabled={uploading}
              onChange={(e) => setTipo(e.currentTarget.value as LegacyImportTypeId | '')}
            >
              <option value="">Escolha o tipo</option>
              {(types.data ?? []).map((t) => (
                <option key={t.id} value={t.id}>
                  {t.nome}
                </option>
              ))}
            </SelectInput>
          </FormField>
        )}
        {chosen && <TypeColumns type={chosen} />}
        <FormField
          label="Arquivo"
          required
          error={errors.arquivo}
          hint={`CSV (separado por ; ou ,) ou XLSX, até 50 MB e ${formatCount(LEGACY_IMPORT_MAX_ROWS)} linhas. O arquivo é validado antes: nada é gravado até você confirmar.`}
        >
          <FileInput value={file} onChange={setFile} accept={ACCEPT} disabled={uploading} />
        </FormField>
        {!online && (
          <p role="status" className="text-sm text-amber-900">
            {OFFLINE_UPLOAD_MESSAGE}
          </p>
        )}
        {sent && (
          <div className="flex flex-col gap-1.5">
            <ProgressBar value={pct} label="Envio do arquivo" />
            <p className="text-sm text-slate-700" aria-live="polite">
              Enviando: {formatBytes(sent.bytes)} de {formatBytes(sent.total)} ({pct}%).
            </p>
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            {uploading ? 'Interromper envio' : 'Fechar'}
          </Button>
          <Button type="submit" loading={uploading} disabled={!online}>
            Enviar arquivo
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}

/** The chosen type's columns (required ones marked) and its templates. */
function TypeColumns({ type }: { type: LegacyImportType }) {
  const [busy, setBusy] = useState<string | null>(null);
  async function get(format: 'csv' | 'xlsx') {
    setBusy(format);
    try {
      await downloadFile(templatePath(type.id, format), `modelo-${type.id}.${format}`);
    } catch {
      // The client already showed the error banner.
    } finally {
      setBusy(null);
    }
  }
  return (
    <section
      aria-labelledby="colunas-do-tipo"
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3"
    >
      <h2 id="colunas-do-tipo" className="text-sm font-semibold text-slate-900">
        Colunas de {type.nome}
      </h2>
      <p className="text-sm text-slate-700">
        Obrigatórias: {type.obrigatorias.join(', ')}. A primeira linha do arquivo é o cabeçalho, com estes
        nomes.
      </p>
      <details className="text-sm">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium text-brand-700">
          Ver todas as colunas ({type.colunas.length})
        </summary>
        <ul className="mt-1 flex max-h-48 flex-col gap-1 overflow-y-auto text-slate-700">
          {type.colunas.map((c) => (
            <li key={c.nome}>
              <span className="font-medium">{c.nome}</span>
              {c.obrigatoria ? ' (obrigatória)' : ''}: {c.formato}
              {c.exemplo ? `. Ex.: ${c.exemplo}` : ''}
            </li>
          ))}
        </ul>
      </details>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          loading={busy === 'csv'}
          icon={<Download aria-hidden="true" className="size-4" />}
          onClick={() => void get('csv')}
        >
          Baixar modelo CSV
        </Button>
        <Button
          variant="secondary"
          loading={busy === 'xlsx'}
          icon={<Download aria-hidden="true" className="size-4" />}
          onClick={() => void get('xlsx')}
        >
          Baixar modelo XLSX
        </Button>
      </div>
    </section>
  );
}
