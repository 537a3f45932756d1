import { useId } from 'react';
import { queryClient } from '../../../api/query';
import type { InsurerSuggestion } from '../../../contract/insurers';
import { insurerSuggestQuery } from '../../../lookups/insurers';
import { Autocomplete } from '../../../ui/autocomplete';

export interface InsurerFilterProps {
  /** The insurer in the URL (its name comes from the rows when they tell it). */
  insurer: { id: string; nome: string } | null;
  onChange: (insurerId: string | undefined) => void;
}

/** 'Seguradora' of the credit-limit lists: a picker over the insurers, kept in the URL by id. */
export function InsurerFilter({ insurer, onChange }: InsurerFilterProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:w-64">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Seguradora
      </label>
      <Autocomplete<InsurerSuggestion>
        id={id}
        value={insurer ? { id: insurer.id, nome: insurer.nome, logo: null } : null}
        onChange={(picked) => onChange(picked?.id)}
        load={(query) => queryClient.query(insurerSuggestQuery(query))}
        getLabel={(i) => i.nome}
        getKey={(i) => i.id}
        placeholder="Todas"
      />
    </div>
  );
}
