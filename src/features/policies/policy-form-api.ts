import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { policyApi } from '../../contract/manifests/policies';
import type { PolicyOptions } from '../../contract/policies';
import { policyKeys } from './api';

/** GET opcoes?submodalidade_id=: whether the sub-modality needs a court case, its emission types. */
export function policyOptionsQuery(subModalityId: string) {
  return queryOptions({
    queryKey: [...policyKeys.all, 'options', subModalityId] as const,
    queryFn: ({ signal }) =>
      api.get<PolicyOptions>(policyApi.options, {
        query: { submodalidade_id: subModalityId },
        signal,
        silent: true,
      }),
    staleTime: 60 * 60 * 1000,
  });
}
