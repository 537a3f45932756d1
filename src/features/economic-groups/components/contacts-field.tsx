import { useState } from 'react';
import { X } from 'lucide-react';
import { queryClient } from '../../../api/query';
import type { SuggestItem } from '../../../contract/common';
import type { GroupContact } from '../../../contract/economic-groups';
import type { InsurerSuggestion } from '../../../contract/insurers';
import { insurerContactSuggestQuery, insurerSuggestQuery } from '../../../lookups/insurers';
import { Autocomplete } from '../../../ui/autocomplete';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';

export interface ContactsFieldProps {
  value: GroupContact[];
  onChange: (contacts: GroupContact[]) => void;
}

/** The insurers' relationship contacts who look after the group: pick an insurer, then its contact. */
export function ContactsField({ value, onChange }: ContactsFieldProps) {
  const [insurer, setInsurer] = useState<InsurerSuggestion | null>(null);
  const [contact, setContact] = useState<SuggestItem | null>(null);
  const chosen = new Set(value.map((c) => c.id));

  function add() {
    if (!insurer || !contact || chosen.has(contact.id)) return;
    onChange([
      ...value,
      { id: contact.id, nome: contact.nome, seguradora: { id: insurer.id, nome: insurer.nome } },
    ]);
    setContact(null);
  }

  return (
    <div className="flex flex-col gap-4">
      {value.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhum contato de relacionamento.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Contatos de relacionamento escolhidos">
          {value.map((c) => (
            <li
              key={c.id}
              className="flex items-center justify-between gap-3 rounded-md border border-slate-200 px-3"
            >
              <span className="text-sm">
                {c.nome} <span className="text-slate-500">· {c.seguradora.nome}</span>
              </span>
              <Button
                variant="ghost"
                aria-label={`Remover contato ${c.nome}`}
                onClick={() => onChange(value.filter((other) => other.id !== c.id))}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid items-end gap-4 sm:grid-cols-[1fr_1fr_auto]">
        <FormField label="Seguradora">
          <Autocomplete<InsurerSuggestion>
            value={insurer}
            onChange={(next) => {
              setInsurer(next);
              setContact(null);
            }}
            load={(query) => queryClient.query(insurerSuggestQuery(query))}
            getLabel={(i) => i.nome}
            getKey={(i) => i.id}
            emptyText="Nenhuma seguradora encontrada."
          />
        </FormField>
        <FormField label="Contato">
          <Autocomplete<SuggestItem>
            key={insurer?.id ?? 'nenhuma'}
            value={contact}
            onChange={setContact}
            disabled={!insurer}
            load={(query) =>
              insurer ? queryClient.query(insurerContactSuggestQuery(insurer.id, query)) : Promise.resolve([])
            }
            getLabel={(c) => c.nome}
            getKey={(c) => c.id}
            placeholder={insurer ? undefined : 'Escolha a seguradora'}
            emptyText="Nenhum contato encontrado."
          />
        </FormField>
        <Button variant="secondary" onClick={add} disabled={!insurer || !contact || chosen.has(contact.id)}>
          Adicionar contato
        </Button>
      </div>
    </div>
  );
}
