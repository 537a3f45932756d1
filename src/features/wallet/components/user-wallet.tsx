import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../api/query';
import { userSuggestQuery } from '../../../lookups/users';
import { useSession } from '../../../session/store';
import { Autocomplete } from '../../../ui/autocomplete';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { userWalletQuery, walletUserNameQuery } from '../api';
import { transferUserWallet } from '../commands';
import { useWalletPermissions } from '../permissions';
import type { WalletListSearch, WalletSearch } from '../search';
import { walletListSearch } from '../search';
import type { Named } from './transfer-dialog';
import { WalletTable } from './wallet-table';

export interface UserWalletProps {
  search: WalletSearch;
  onSearchChange: ListSearchChange<Partial<WalletSearch>>;
}

async function loadUsers(query: string): Promise<Named[]> {
  const users = await queryClient.query(userSuggestQuery(query));
  return users.map((u) => ({ id: u.id, nome: u.nome }));
}

/** A user's wallet: the logged user's own, or with module carteira anyone's ('Carteira de'). */
export function UserWallet({ search, onSearchChange }: UserWalletProps) {
  const me = useSession((s) => s.user);
  const { canPickUsers, canOpenGroups, canTransfer } = useWalletPermissions();
  // The user chosen in the picker: their name is known without asking the server again.
  const [picked, setPicked] = useState<Named | null>(null);
  // Without the users' list no other wallet can be named: the link's `usuario` is ignored.
  const otherId = canPickUsers && search.usuario && search.usuario !== me?.id ? search.usuario : undefined;
  const pickedName = picked && picked.id === otherId ? picked.nome : undefined;
  // A shared link names the user by id only.
  const other = useQuery({
    ...walletUserNameQuery(otherId ?? ''),
    enabled: otherId !== undefined && pickedName === undefined,
  });
  if (!me) return null;

  const ownerId = otherId ?? me.id;
  const ownerName = otherId ? (pickedName ?? other.data?.nome) : me.nickname;
  const owner = { kind: 'user', id: ownerId, nome: ownerName ?? 'Usuário escolhido' } as const;

  return (
    <div className="flex flex-col gap-4">
      {canPickUsers && (
        <FormField label="Carteira de" className="max-w-md">
          {ownerName === undefined ? (
            // The picker shows the name once read: downshift keeps the first label of a chosen id.
            <TextInput value="Carregando…" readOnly aria-busy="true" />
          ) : (
            <Autocomplete<Named>
              value={{ id: ownerId, nome: ownerName }}
              onChange={(user) => {
                setPicked(user);
                onSearchChange({ usuario: user && user.id !== me.id ? user.id : undefined, page: 1 });
              }}
              load={loadUsers}
              getLabel={(u) => u.nome}
              getKey={(u) => u.id}
              emptyText="Nenhum usuário ativo encontrado."
            />
          )}
        </FormField>
      )}
      <WalletTable
        // Another wallet starts with nothing selected.
        key={ownerId}
        owner={owner}
        pageQuery={(list: WalletListSearch) => userWalletQuery(ownerId, list)}
        search={walletListSearch(search)}
        onSearchChange={onSearchChange}
        canTransfer={canPickUsers && canTransfer}
        linkGroups={canOpenGroups}
        destinationLabel="Usuário de destino"
        destinationEmptyText="Nenhum outro usuário ativo encontrado."
        loadDestinations={async (query) => (await loadUsers(query)).filter((u) => u.id !== ownerId)}
        command={transferUserWallet}
        transferOf={(destination, body) => ({
          source: { id: owner.id, nome: owner.nome },
          destination,
          body,
        })}
      />
    </div>
  );
}
