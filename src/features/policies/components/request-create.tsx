import { useQuery } from '@tanstack/react-query';
import { policyScreens } from '../../../contract/manifests/policies';
import { announceOutcome } from '../../../forms/command-feedback';
import { useRecordCreate } from '../../../forms/use-record-create';
import { Screen } from '../../../ui/screen';
import { policyQuery } from '../api';
import { createRequest, requestDraftKey } from '../commands';
import { RequestForm } from './request-form';

/** /apolices/{id}/detalhes-apolice/nova-solicitacao-endosso: through the offline queue. */
export function RequestCreate({ policyId, itemId }: { policyId: string; itemId?: string | undefined }) {
  const policy = useQuery(policyQuery(policyId)).data?.data;
  const create = useRecordCreate({
    command: createRequest,
    itemId,
    draftKey: requestDraftKey(policyId),
    fromPayload: ({ id, policyId: _policy, ...values }) => ({ id, values }),
    back: { to: policyScreens.detalhesApolice.path, params: { id: policyId } },
  });
  return (
    <Screen
      title={
        policy
          ? `Nova solicitação de endosso da apólice ${policy.numero}`
          : policyScreens.novaSolicitacaoEndosso.title
      }
    >
      {create.placeholder ?? (
        <RequestForm
          {...create.form}
          modalityId={policy?.modalidade.id}
          onSubmit={async (data) =>
            announceOutcome(
              await create.save({ ...data, id: create.id, policyId }),
              () => 'Solicitação de endosso registrada.',
            )
          }
        />
      )}
    </Screen>
  );
}
