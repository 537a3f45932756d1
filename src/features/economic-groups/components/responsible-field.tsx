import { queryClient } from '../../../api/query';
import type { UserSuggestion } from '../../../contract/users';
import { userPickerAccess, userSuggestQuery } from '../../../lookups/users';
import { useAllowed } from '../../../session/allowed';
import { Autocomplete } from '../../../ui/autocomplete';
import { TextInput } from '../../../ui/text-input';

export interface ResponsibleFieldProps {
  value: { id: string; nome: string } | null;
  onChange: (user: { id: string; nome: string } | null) => void;
  onBlur?: () => void;
}

async function loadUsers(query: string): Promise<UserSuggestion[]> {
  return queryClient.query(userSuggestQuery(query));
}

/**
 * The group's responsible user (whose wallet holds it). Choosing another user needs the users' list
 * (the server's rule: `visualizar_usuario`); without it the field shows the current responsible, and
 * the wallet transfer (/carteira) is where the group changes hands.
 */
export function ResponsibleField({ value, onChange, onBlur }: ResponsibleFieldProps) {
  const canPick = useAllowed(userPickerAccess);
  if (!canPick) return <TextInput value={value?.nome ?? '—'} readOnly aria-readonly="true" />;
  return (
    <Autocomplete<{ id: string; nome: string }>
      value={value}
      onChange={(user) => onChange(user && { id: user.id, nome: user.nome })}
      onBlur={onBlur}
      load={loadUsers}
      getLabel={(u) => u.nome}
      getKey={(u) => u.id}
      emptyText="Nenhum usuário ativo encontrado."
    />
  );
}
