import { useQuery } from '@tanstack/react-query';
import { policyScreens } from '../../../contract/manifests/policies';
import { announceOutcome } from '../../../forms/command-feedback';
import { useRecordCreate } from '../../../forms/use-record-create';
import { Screen } from '../../../ui/screen';
import { policyQuery } from '../api';
import { createEndorsement, endorsementDraftKeys } from '../commands';
import { EndorsementForm } from './endorsement-form';

/** /apolices/{id}/detalhes-apolice/novo-endosso. */
export function EndorsementCreate({ policyId, itemId }: { policyId: string; itemId?: string | undefined }) {
  const policy = useQuery(policyQuery(policyId)).data?.data;
  const create = useRecordCreate({
    command: createEndorsement,
    itemId,
    draftKey: endorsementDraftKeys.create(policyId),
    fromPayload: ({ id, policyId: _policy, ...values }) => ({ id, values }),
    back: { to: policyScreens.detalhesApolice.path, params: { id: policyId } },
  });
  return (
    <Screen title={policy ? `Novo endosso da apólice ${policy.numero}` : policyScreens.novoEndosso.title}>
      {create.placeholder ?? (
        <EndorsementForm
          {...create.form}
          modalityId={policy?.modalidade.id}
          onSubmit={async (data) =>
            announceOutcome(
              await create.save({ ...data, id: create.id, policyId }),
              (saved) => `Endosso ${saved.numero} registrado.`,
            )
          }
        />
      )}
    </Screen>
  );
}
