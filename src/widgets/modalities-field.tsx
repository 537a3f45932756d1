import { useQuery } from '@tanstack/react-query';
import { modalityTreeQuery } from '../lookups/modalities';
import { SubModalityTree } from './sub-modality-tree';

export interface ModalitiesFieldProps {
  value: readonly string[];
  onChange: (ids: string[]) => void;
}

/**
 * A picker of sub-modalities over the whole catalogue (the insurer's 'Modalidades aceitas'): a
 * modality checks or clears all its sub-modalities; each can be chosen alone.
 */
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

  return (
    <SubModalityTree
      layout="cards"
      modalities={modalities}
      selected={chosen}
      onChange={(next) => onChange([...next])}
    />
  );
}
