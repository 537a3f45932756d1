import { queryOptions } from '@tanstack/react-query';
import type { RequestOptions } from '../../api/client';
import { api } from '../../api/client';
import type { Me, MessageResponse } from '../../contract/auth';
import { accountApi } from '../../contract/manifests/account';
import { updateUser } from '../../session/store';

/** GET /v1/me with its ETag: the profile form sends it back as If-Match. */
function fetchMe(options: RequestOptions) {
  return api.getWithEtag<Me>(accountApi.me, options);
}

export const meQuery = queryOptions({
  queryKey: ['me'] as const,
  queryFn: ({ signal }) => fetchMe({ signal }),
});

/** The same query for the prefetch after login: quiet, no loading modal nor alert in the background. */
export const meQuietQuery = queryOptions({
  ...meQuery,
  queryFn: ({ signal }) => fetchMe({ signal, silent: true }),
});

/** The toolbar shows the nickname and the photo the server now holds. */
export function followSavedAccount(me: Me): Promise<void> {
  return updateUser({ nickname: me.apelido, avatar: me.avatar });
}

/**
 * PUT /v1/me/alterar-senha. Never queued: the server checks the current password at that moment,
 * and a password kept on the device waiting for the connection would be a secret at rest.
 */
export function changePassword(senhaAtual: string, novaSenha: string): Promise<MessageResponse> {
  return api.put<MessageResponse>(accountApi.changePassword, {
    senha_atual: senhaAtual,
    nova_senha: novaSenha,
  });
}

/** PUT /v1/me/aceitar-termos; the guard stops sending the user to /termo. */
export async function acceptTerms(): Promise<void> {
  await api.put<Me>(accountApi.acceptTerms);
  await updateUser({ termos_pendentes: false });
}
