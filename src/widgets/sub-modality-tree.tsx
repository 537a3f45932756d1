import { useEffect, useId, useRef } from 'react';
import { cx } from '../lib/cx';
import { checkboxClasses } from '../ui/styles';

/** A modality with its sub-modalities, as the trees of the API give them. */
export interface TreeModality {
  id: string;
  nome: string;
  submodalidades: readonly { id: string; nome: string }[];
}

/** Checks or unchecks every sub-modality of a modality. */
export function toggleModality(
  selected: ReadonlySet<string>,
  modality: TreeModality,
  on: boolean,
): Set<string> {
  const next = new Set(selected);
  for (const s of modality.submodalidades) {
    if (on) next.add(s.id);
    else next.delete(s.id);
  }
  return next;
}

export interface SubModalityTreeProps {
  modalities: readonly TreeModality[];
  /** The chosen sub-modality ids. */
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** Cards in two columns (a long form) or one list (a side panel). */
  layout?: 'cards' | 'list';
}

function ModalityNode({
  modality,
  selected,
  onChange,
  card,
}: Omit<SubModalityTreeProps, 'modalities' | 'layout'> & { modality: TreeModality; card: boolean }) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const count = modality.submodalidades.filter((s) => selected.has(s.id)).length;
  const all = count === modality.submodalidades.length;
  // Some but not all: the native mixed state, announced as such by screen readers.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);

  return (
    <li
      className={cx(
        'flex flex-col gap-1',
        card ? 'rounded-lg border border-slate-200 p-3' : 'border-b border-slate-100 py-2 last:border-b-0',
      )}
    >
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          checked={all}
          onChange={(event) => onChange(toggleModality(selected, modality, event.currentTarget.checked))}
          className={checkboxClasses}
        />
        <span className="font-medium text-slate-900">{modality.nome}</span>
        {/* Seen at a glance; a screen reader hears the checkbox's own checked / mixed state instead. */}
        <span aria-hidden="true" className="text-sm text-slate-500">
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
                className={checkboxClasses}
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
 * Modalities with their sub-modalities as a checkbox tree: a modality checks or clears all its
 * sub-modalities (mixed when only some are chosen), and each sub-modality can be chosen alone. Used
 * for an insurer's accepted modalities and for what a user may quote.
 */
export function SubModalityTree({ modalities, selected, onChange, layout = 'list' }: SubModalityTreeProps) {
  const card = layout === 'cards';
  return (
    <ul className={card ? 'grid gap-4 sm:grid-cols-2' : 'flex flex-col'}>
      {modalities.map((m) => (
        <ModalityNode key={m.id} modality={m} selected={selected} onChange={onChange} card={card} />
      ))}
    </ul>
  );
}
