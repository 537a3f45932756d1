import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { LEGACY_IMPORT_SORT, LEGACY_IMPORT_STATUSES } from '../../../contract/legacy-import';
import { legacyImportScreens } from '../../../contract/manifests/legacy-import';
import { Button } from '../../../ui/button';
import { DataTable } from '../../../ui/data-table/data-table';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { Screen } from '../../../ui/screen';
import { ChoiceFilter } from '../../../widgets/list-filters';
import { legacyImportsQuery, legacyImportTypesQuery } from '../api';
import { legacyImportColumns } from '../columns';
import { OFFLINE_UPLOAD_MESSAGE, useOnline } from '../online';
import { useLegacyImportPermissions } from '../permissions';
import type { LegacyImportListSearch } from '../search';
import { ImportPanel } from './import-panel';
import { NewImportDialog } from './new-import-dialog';

export interface ImportListProps {
  search: LegacyImportListSearch;
  onSearchChange: ListSearchChange<Partial<LegacyImportListSearch>>;
}

/** /importacao-legado: the imports of the brokerage's legacy book, a new one, and one import's panel. */
export function ImportList({ search, onSearchChange }: ImportListProps) {
  const imports = useQuery(legacyImportsQuery(search));
  const types = useQuery(legacyImportTypesQuery);
  const { canImport } = useLegacyImportPermissions();
  const online = useOnline();
  const [creating, setCreating] = useState(false);
  const change = (patch: Partial<LegacyImportListSearch>) => onSearchChange({ ...patch, page: 1 });

  return (
    <Screen
      title={legacyImportScreens.importacaoLegado.title}
      actions={
        canImport && (
          <div className="flex flex-col items-end gap-1">
            <Button
              icon={<Upload aria-hidden="true" className="size-4" />}
              disabled={!online}
              aria-describedby={online ? undefined : 'importacao-sem-conexao'}
              onClick={() => setCreating(true)}
            >
              Nova importação
            </Button>
            {!online && (
              <p id="importacao-sem-conexao" role="status" className="text-sm text-amber-900">
                {OFFLINE_UPLOAD_MESSAGE}
              </p>
            )}
          </div>
        )
      }
    >
      <DataTable
        label="Importações do legado"
        columns={legacyImportColumns}
        result={imports.data}
        isFetching={imports.isFetching}
        isError={imports.isError}
        search={search}
        sortFields={LEGACY_IMPORT_SORT}
        onSearchChange={onSearchChange}
        getRowId={(i) => i.id}
        textFilter={false}
        filters={
          <div className="grid w-full grid-cols-1 items-start gap-3 sm:grid-cols-2 xl:grid-cols-4">
            <ChoiceFilter
              label="Situação"
              value={search.status}
              options={LEGACY_IMPORT_STATUSES}
              allLabel="Todas"
              onChange={(status) => change({ status: status as LegacyImportListSearch['status'] })}
            />
            <ChoiceFilter
              label="Tipo"
              value={search.tipo}
              options={types.data ?? []}
              allLabel="Todos"
              onChange={(tipo) => change({ tipo: tipo as LegacyImportListSearch['tipo'] })}
            />
          </div>
        }
        rowActions={(i) => (
          <Button
            variant="ghost"
            className="px-3"
            aria-label={`Abrir importação ${i.nome}`}
            onClick={() => onSearchChange({ item: i.id })}
          >
            Abrir
          </Button>
        )}
      />
      {creating && (
        <NewImportDialog
          onClose={() => setCreating(false)}
          onSent={(id) => {
            setCreating(false);
            onSearchChange({ item: id });
          }}
        />
      )}
      {search.item && <ImportPanel id={search.item} onClose={() => onSearchChange({ item: undefined })} />}
    </Screen>
  );
}
