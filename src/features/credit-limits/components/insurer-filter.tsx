import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../api/query';
import type { InsurerSuggestion } from '../../../contract/insurers';
import { insurerSuggestQuery } from '../../../lookups/insurers';
import { Autocomplete } from '../../../ui/autocomplete';
import { TextInput } from '../../../ui/text-input';

export interface InsurerFilterProps {
  /** The insurer in the URL. */
  insurerId: string | undefined;
  /** Its name when the screen already knows it (from its rows). */
  knownName?: string | null;
  onChange: (insurerId: string | undefined) => void;
}

/**
 * 'Seguradora' of the credit-limit lists: a picker over the insurers, kept in the URL by id. The name
 * shown is the one picked, else the screen's, else the insurers' lookup's (a shared link holds the id only).
 */
export function InsurerFilter({ insurerId, knownName, onChange }: InsurerFilterProps) {
  const id = useId();
  const [picked, setPicked] = useState<InsurerSuggestion | null>(null);
  const known = picked && picked.id === insurerId ? picked.nome : knownName;
  const insurers = useQuery({
    ...insurerSuggestQuery(''),
    enabled: insurerId !== undefined && !known,
  });
  // The picker keeps the label it started with for the same id: it opens once the name is read (or
  // the read is paused offline, then the generic name stands).
  const loading = insurerId !== undefined && !known && insurers.isLoading;
  const nome = known ?? insurers.data?.find((i) => i.id === insurerId)?.nome ?? 'Seguradora escolhida';
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:w-64">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Seguradora
      </label>
      {loading ? (
        <TextInput id={id} value="Carregando…" readOnly aria-busy="true" />
      ) : (
        <Autocomplete<InsurerSuggestion>
          id={id}
          value={insurerId ? { id: insurerId, nome, logo: null } : null}
          onChange={(chosen) => {
            setPicked(chosen);
            onChange(chosen?.id);
          }}
          load={(query) => queryClient.query(insurerSuggestQuery(query))}
          getLabel={(i) => i.nome}
          getKey={(i) => i.id}
          placeholder="Todas"
        />
      )}
    </div>
  );
}
