import type { ApiClient } from '../../api/client';
import { ifMatch } from '../../api/if-match';
import type { UploadedFile } from '../../contract/files';
import { fileApi } from '../../contract/manifests/files';
import { apiPath } from '../../contract/manifest';
import { policyApi, policyScreens } from '../../contract/manifests/policies';
import type { PolicyDetail } from '../../contract/policies';
import { defineCommand } from '../../offline/commands';
import { policyKeys } from './api';
import type { PolicyFormValues } from './policy-form-schema';
import { toPolicyInput } from './policy-form-schema';

/**
 * The payloads keep the form's values (checked before queueing), so 'Editar' on /sincronizacao
 * reopens the form as it was; the body is made from them when the command is sent. A create carries
 * a client-generated id, so a replayed create lands on the same row.
 */
export interface NewPolicy {
  id: string;
  data: PolicyFormValues;
  fileName: string | null;
}

export interface PolicyUpdate {
  id: string;
  /** The ETag of the policy the form showed: a change made meanwhile elsewhere is a 412. */
  etag: string | null;
  data: PolicyFormValues;
  fileName: string | null;
}

/**
 * The PDF chosen in the form travels with the outbox item (`arquivo`) and is uploaded when the
 * command is sent: its id replaces `arquivo_id`. Without a new file the body's own id stays.
 */
async function withFile<T extends { arquivo_id: string | null }>(
  body: T,
  files: Record<string, Blob>,
  api: ApiClient,
): Promise<T> {
  const file = files.arquivo;
  if (!file) return body;
  return { ...body, arquivo_id: (await api.upload<UploadedFile>(fileApi.upload, file)).id };
}

const policyScope = (id: string) => `policy:${id}`;

export const createPolicy = defineCommand<NewPolicy, PolicyDetail>({
  name: 'policies.create',
  scope: (p) => policyScope(p.id),
  send: async (p, { api, files }) =>
    api.post<PolicyDetail>(
      policyApi.list,
      await withFile({ id: p.id, ...toPolicyInput(p.data) }, files, api),
    ),
  describe: (p) => `Cadastrar apólice ${p.data.numero}`,
  editLink: () => ({ to: policyScreens.novaApolice.path }),
  invalidates: (p) => [policyKeys.detail(p.id), policyKeys.lists()],
});

export const updatePolicy = defineCommand<PolicyUpdate, PolicyDetail>({
  name: 'policies.update',
  scope: (u) => policyScope(u.id),
  send: async (u, { api, files }) =>
    api.put<PolicyDetail>(
      apiPath(policyApi.item, { id: u.id }),
      await withFile(toPolicyInput(u.data), files, api),
      {
        headers: ifMatch(u.etag),
      },
    ),
  describe: (u) => `Alterar apólice ${u.data.numero}`,
  editLink: (u) => ({ to: policyScreens.editarApolice.path, params: { id: u.id } }),
  invalidates: (u) => [policyKeys.detail(u.id), policyKeys.lists(), policyKeys.all],
});

export const policyDraftKeys = {
  create: 'policies.create',
  update: (id: string) => `policies.update:${id}`,
};
