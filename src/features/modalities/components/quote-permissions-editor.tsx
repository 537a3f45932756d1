import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PermissionArea, PermittedModality } from '../../../contract/modalities';
import { Button } from '../../../ui/button';
import { announceOutcome } from '../../../forms/command-feedback';
import { FormAlert } from '../../../ui/form-alert';
import { SubModalityTree } from '../../../widgets/sub-modality-tree';
import { useCommandSave } from '../../../forms/use-command-save';
import { permissionsTreeQuery } from '../api';
import { saveQuotePermissions } from '../commands';

export interface QuotePermissionsEditorProps {
  area: PermissionArea;
  /** A user or an office id. */
  targetId: string;
  /** How the sync page names the target while the save waits ('ANA', 'ESCRITÓRIO SUL'). */
  targetName?: string;
}

/** The sub-modality ids the tree marks as permitted. */
export function permittedIds(tree: readonly PermittedModality[]): Set<string> {
  return new Set(tree.flatMap((m) => m.submodalidades.filter((s) => s.permitida).map((s) => s.id)));
}

/**
 * The modalities and sub-modalities a user or an office may quote in an area (any economic group),
 * as a checkbox tree with Save. Saving replaces the whole set, through the outbox.
 */
export function QuotePermissionsEditor({
  area,
  targetId,
  targetName = 'o usuário',
}: QuotePermissionsEditorProps) {
  const tree = useQuery(permissionsTreeQuery(area, targetId));
  const [selected, setSelected] = useState<Set<string> | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useCommandSave(saveQuotePermissions);
  // The choice starts from the server's answer, once; a refetch must not undo the user's clicks.
  if (selected === null && tree.data) setSelected(permittedIds(tree.data));

  if (!tree.data || !selected)
    return tree.isError ? (
      <p role="alert" className="text-red-700">
        {tree.error.message}
      </p>
    ) : (
      <p role="status" className="text-slate-600">
        Carregando modalidades…
      </p>
    );

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-base font-semibold text-slate-900">Modalidades que pode cotar</legend>
      <FormAlert message={error} />
      {tree.data.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhuma modalidade ativa nesta área.</p>
      ) : (
        <SubModalityTree modalities={tree.data} selected={selected} onChange={setSelected} />
      )}
      <div className="flex justify-end">
        <Button
          loading={saving}
          onClick={() => {
            setSaving(true);
            setError(null);
            save({ area, targetId, targetName, submodalidadeids: [...selected].sort() })
              .then((outcome) => {
                const refusal = announceOutcome(outcome, () => 'Permissões de cotação salvas.');
                setError(refusal ? refusal.message : null);
              })
              .catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)))
              .finally(() => setSaving(false));
          }}
        >
          Salvar permissões
        </Button>
      </div>
    </fieldset>
  );
}
