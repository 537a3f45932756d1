import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { Me, MessageResponse, UpdateMeBody } from '../../contract/auth';
import { updateUser } from '../../session/store';

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => api.get<Me>('/v1/me/', { signal }),
});

/** PUT /v1/me/; the nickname in the toolbar follows the new apelido. */
export async function updateMe(body: UpdateMeBody): Promise<Me> {
  const me = await api.put<Me>('/v1/me/', body);
  await updateUser({ nickname: me.apelido, avatar: me.avatar });
  return me;
}

export function changePassword(senhaAtual: string, novaSenha: string): Promise<MessageResponse> {
  return api.put<MessageResponse>('/v1/me/alterar-senha/', {
    senha_atual: senhaAtual,
    nova_senha: novaSenha,
  });
}

/** PUT /v1/me/aceitar-termos/; the guard stops sending the user to /termo. */
export async function acceptTerms(): Promise<void> {
  await api.put<Me>('/v1/me/aceitar-termos/');
  await updateUser({ termos_pendentes: false });
}
