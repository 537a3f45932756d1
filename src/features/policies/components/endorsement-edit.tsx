import { useQuery } from '@tanstack/react-query';
import { policyScreens } from '../../../contract/manifests/policies';
import type { Endorsement } from '../../../contract/policies';
import { announceOutcome } from '../../../forms/command-feedback';
import { useRecordEdit } from '../../../forms/use-record-edit';
import { Screen } from '../../../ui/screen';
import { endorsementQuery, policyQuery } from '../api';
import { endorsementDraftKeys, updateEndorsement } from '../commands';
import type { EndorsementFormValues } from './endorsement-form';
import { EndorsementForm } from './endorsement-form';

const formValuesOf = (e: Endorsement): EndorsementFormValues => ({
  numero: e.numero,
  tipo_id: e.tipo.id,
  data_efeito: e.data_efeito,
  valor: e.valor,
  nova_vigencia_fim: e.nova_vigencia_fim,
  descricao: e.descricao,
  premio: e.premio,
  motivo_cancelamento_id: e.motivo_cancelamento?.id ?? null,
  com_restituicao: e.com_restituicao ?? false,
  valor_restituicao: e.valor_restituicao,
});

export interface EndorsementEditProps {
  policyId: string;
  endorsementId: string;
  itemId?: string | undefined;
}

/** /apolices/{id}/detalhes-apolice/{endosso}/editar-endosso. */
export function EndorsementEdit({ policyId, endorsementId, itemId }: EndorsementEditProps) {
  const policy = useQuery(policyQuery(policyId)).data?.data;
  const edit = useRecordEdit({
    record: useQuery(endorsementQuery(policyId, endorsementId)),
    command: updateEndorsement,
    itemId,
    draftKey: endorsementDraftKeys.update(endorsementId),
    toForm: formValuesOf,
    back: { to: policyScreens.detalhesApolice.path, params: { id: policyId } },
  });
  const title = edit.record ? `Editar endosso ${edit.record.numero}` : policyScreens.editarEndosso.title;
  return (
    <Screen title={title}>
      {edit.placeholder ?? (
        <EndorsementForm
          key={edit.record?.id ?? endorsementId}
          {...edit.form}
          modalityId={policy?.modalidade.id}
          onSubmit={async (data) =>
            announceOutcome(
              await edit.save({ policyId, id: endorsementId, data }),
              (saved) => `Endosso ${saved.numero} salvo.`,
            )
          }
        />
      )}
    </Screen>
  );
}
