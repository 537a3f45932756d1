import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PermissionArea, PermittedModality } from '../../../contract/modalities';
import { Button } from '../../../ui/button';
import { announceOutcome } from '../../../ui/command-feedback';
import { FormAlert } from '../../../ui/form-alert';
import { useCommandSave } from '../../../ui/use-command-save';
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

/** Checks or unchecks every sub-modality of a modality. */
export function toggleModality(
  selected: ReadonlySet<string>,
  modality: PermittedModality,
  on: boolean,
): Set<string> {
  const next = new Set(selected);
  for (const s of modality.submodalidades) {
    if (on) next.add(s.id);
    else next.delete(s.id);
  }
  return next;
}

function ModalityCheckbox({
  modality,
  selected,
  onChange,
}: {
  modality: PermittedModality;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const count = modality.submodalidades.filter((s) => selected.has(s.id)).length;
  const all = count === modality.submodalidades.length;
  // Some but not all: the native mixed state, announced as such by screen readers.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);

  return (
    <li className="flex flex-col gap-1 border-b border-slate-100 py-2 last:border-b-0">
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          checked={all}
          onChange={(event) => onChange(toggleModality(selected, modality, event.currentTarget.checked))}
          className="size-5 accent-brand-600"
        />
        <span className="font-medium text-slate-900">{modality.nome}</span>
        <span className="text-sm text-slate-500">
          ({count} de {modality.submodalidades.length})
        </span>
      </label>
      <ul className="ml-8 flex flex-col" aria-label={`Sub-modalidades de ${modality.nome}`}>
        {modality.submodalidades.map((s) => (
          <li key={s.id}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                checked={selected.has(s.id)}
                onChange={(event) => {
                  const next = new Set(selected);
                  if (event.currentTarget.checked) next.add(s.id);
                  else next.delete(s.id);
                  onChange(next);
                }}
                className="size-5 accent-brand-600"
              />
              <span className="text-sm text-slate-700">{s.nome}</span>
            </label>
          </li>
        ))}
      </ul>
    </li>
  );
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
        <ul className="flex flex-col">
          {tree.data.map((m) => (
            <ModalityCheckbox key={m.id} modality={m} selected={selected} onChange={setSelected} />
          ))}
        </ul>
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
