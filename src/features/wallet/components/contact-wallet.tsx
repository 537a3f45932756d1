import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../api/query';
import type { SuggestItem } from '../../../contract/common';
import { insurerContactSuggestQuery, insurerSuggestQuery } from '../../../lookups/insurers';
import { Autocomplete } from '../../../ui/autocomplete';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import { contactWalletQuery } from '../api';
import { transferContactWallet } from '../commands';
import { useWalletPermissions } from '../permissions';
import type { WalletListSearch, WalletSearch } from '../search';
import { walletListSearch } from '../search';
import type { Named } from './transfer-dialog';
import { WalletTable } from './wallet-table';

export interface ContactWalletProps {
  search: WalletSearch;
  onSearchChange: ListSearchChange<Partial<WalletSearch>>;
}

const named = (item: SuggestItem): Named => ({ id: item.id, nome: item.nome });

/** The record a link's id names: the one picked, else found in its list; 'loading' while it is read. */
function resolved(
  id: string | undefined,
  picked: Named | null,
  list: { data?: SuggestItem[]; isPending: boolean },
  unknown: string,
): Named | 'loading' | null {
  if (id === undefined) return null;
  if (picked) return picked;
  if (list.data === undefined && list.isPending) return 'loading';
  const found = list.data?.find((item) => item.id === id);
  return { id, nome: found?.nome ?? unknown };
}

/**
 * 'Contatos das seguradoras': an insurer, one of its relationship contacts, that contact's wallet and
 * the transfer to another contact of the same insurer.
 */
export function ContactWallet({ search, onSearchChange }: ContactWalletProps) {
  const { canOpenGroups, canTransfer } = useWalletPermissions();
  // What the pickers chose: their names are known without asking the server again.
  const [pickedInsurer, setPickedInsurer] = useState<Named | null>(null);
  const [pickedContact, setPickedContact] = useState<Named | null>(null);
  const insurerId = search.seguradora;
  const contactId = insurerId ? search.contato : undefined;
  const knownInsurer = pickedInsurer?.id === insurerId ? pickedInsurer : null;
  const knownContact = pickedContact?.id === contactId ? pickedContact : null;
  // A shared link names them by id only: their names come from the pickers' lists (up to 200 each).
  const insurers = useQuery({
    ...insurerSuggestQuery(''),
    enabled: insurerId !== undefined && knownInsurer === null,
  });
  const contacts = useQuery({
    ...insurerContactSuggestQuery(insurerId ?? '', ''),
    enabled: contactId !== undefined && knownContact === null,
  });
  const insurer = resolved(insurerId, knownInsurer, insurers, 'Seguradora escolhida');
  const contact = resolved(contactId, knownContact, contacts, 'Contato escolhido');

  const loadContacts = async (query: string) =>
    insurerId ? (await queryClient.query(insurerContactSuggestQuery(insurerId, query))).map(named) : [];

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Seguradora">
          {insurer === 'loading' ? (
            <TextInput value="Carregando…" readOnly aria-busy="true" />
          ) : (
            <Autocomplete<Named>
              value={insurer}
              onChange={(chosen) => {
                setPickedInsurer(chosen);
                setPickedContact(null);
                onSearchChange({ seguradora: chosen?.id, contato: undefined, page: 1 });
              }}
              load={async (query) => (await queryClient.query(insurerSuggestQuery(query))).map(named)}
              getLabel={(i) => i.nome}
              getKey={(i) => i.id}
              emptyText="Nenhuma seguradora encontrada."
            />
          )}
        </FormField>
        <FormField label="Contato de relacionamento">
          {contact === 'loading' ? (
            <TextInput value="Carregando…" readOnly aria-busy="true" />
          ) : (
            <Autocomplete<Named>
              // Another insurer's contacts are other options: the picker starts again.
              key={insurerId ?? 'nenhuma'}
              value={contact}
              onChange={(chosen) => {
                setPickedContact(chosen);
                onSearchChange({ contato: chosen?.id, page: 1 });
              }}
              load={loadContacts}
              getLabel={(c) => c.nome}
              getKey={(c) => c.id}
              disabled={insurerId === undefined}
              placeholder={insurerId === undefined ? 'Escolha antes a seguradora' : undefined}
              emptyText="Nenhum contato encontrado."
            />
          )}
        </FormField>
      </div>
      {insurer && insurer !== 'loading' && contact && contact !== 'loading' ? (
        <WalletTable
          key={`${insurer.id}:${contact.id}`}
          owner={{ kind: 'contact', insurer, id: contact.id, nome: contact.nome }}
          pageQuery={(list: WalletListSearch) => contactWalletQuery(insurer.id, contact.id, list)}
          search={walletListSearch(search)}
          onSearchChange={onSearchChange}
          canTransfer={canTransfer}
          linkGroups={canOpenGroups}
          destinationLabel="Contato de destino"
          destinationEmptyText="Nenhum outro contato desta seguradora encontrado."
          loadDestinations={async (query) => (await loadContacts(query)).filter((c) => c.id !== contact.id)}
          command={transferContactWallet}
          transferOf={(destination, body) => ({ insurer, source: contact, destination, body })}
        />
      ) : (
        <p className="text-sm text-slate-700">Escolha a seguradora e o contato para ver a carteira dele.</p>
      )}
    </div>
  );
}
