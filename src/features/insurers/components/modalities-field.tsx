import { useQuery } from '@tanstack/react-query';
import { modalityTreeQuery } from '../api';

export interface ModalitiesFieldProps {
  value: readonly string[];
  onChange: (ids: string[]) => void;
}

/** 'Modalidades aceitas': a modality checks or clears all its sub-modalities; each can be chosen alone. */
export function ModalitiesField({ value, onChange }: ModalitiesFieldProps) {
  const tree = useQuery(modalityTreeQuery);
  const chosen = new Set(value);

  if (tree.isPending)
    return (
      <p role="status" className="text-slate-600">
        Carregando modalidades…
      </p>
    );
  if (tree.isError)
    return (
      <p role="alert" className="text-red-700">
        Não foi possível carregar as modalidades.
      </p>
    );
  const modalities = tree.data.filter((m) => m.submodalidades.length > 0);
  if (modalities.length === 0) return <p className="text-slate-600">Nenhuma modalidade cadastrada.</p>;

  const toggle = (ids: string[], on: boolean) => {
    const next = new Set(chosen);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange([...next]);
  };

  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {modalities.map((m) => {
        const ids = m.submodalidades.map((s) => s.id);
        const count = ids.filter((id) => chosen.has(id)).length;
        return (
          <li key={m.id} className="rounded-lg border border-slate-200 p-3">
            <label className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                className="size-5 accent-brand-600"
                checked={count === ids.length}
                ref={(input) => {
                  if (input) input.indeterminate = count > 0 && count < ids.length;
                }}
                onChange={(event) => toggle(ids, event.currentTarget.checked)}
              />
              <span className="font-medium text-slate-900">{m.nome}</span>
            </label>
            <ul className="ml-8 flex flex-col">
              {m.submodalidades.map((s) => (
                <li key={s.id}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3">
                    <input
                      type="checkbox"
                      className="size-5 accent-brand-600"
                      checked={chosen.has(s.id)}
                      onChange={(event) => toggle([s.id], event.currentTarget.checked)}
                    />
                    <span className="text-sm text-slate-700">{s.nome}</span>
                  </label>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
