import { useQuery } from '@tanstack/react-query';
import type { EndorsementRequest } from '../../../contract/endorsement-requests';
import { policyScreens } from '../../../contract/manifests/policies';
import { announceOutcome } from '../../../forms/command-feedback';
import { useRecordEdit } from '../../../forms/use-record-edit';
import { Screen } from '../../../ui/screen';
import { policyQuery, requestQuery } from '../api';
import { updateRequest, updateRequestDraftKey } from '../commands';
import type { RequestFormValues } from './request-form';
import { RequestForm } from './request-form';

export const requestFormValuesOf = (r: EndorsementRequest): RequestFormValues => ({
  tipo_id: r.tipo.id,
  data_efeito: r.data_efeito,
  valor: r.valor,
  nova_vigencia_fim: r.nova_vigencia_fim,
  descricao: r.descricao,
  motivo_cancelamento_id: r.motivo_cancelamento?.id ?? null,
  com_restituicao: r.com_restituicao ?? false,
  valor_restituicao: r.valor_restituicao,
});

export interface RequestEditProps {
  policyId: string;
  requestId: string;
  itemId?: string | undefined;
}

/**
 * /apolices/{id}/detalhes-apolice/{endosso}/editar-solicitacao: through the offline queue, over the
 * version read (If-Match). Only while the table lets the request be edited (criada or enviada): once
 * answered, the screen says so instead of a form the server would refuse.
 */
export function RequestEdit({ policyId, requestId, itemId }: RequestEditProps) {
  const policy = useQuery(policyQuery(policyId)).data?.data;
  const edit = useRecordEdit({
    record: useQuery(requestQuery(policyId, requestId)),
    command: updateRequest,
    itemId,
    draftKey: updateRequestDraftKey(requestId),
    toForm: requestFormValuesOf,
    back: { to: policyScreens.detalhesApolice.path, params: { id: policyId } },
  });
  const title = policy
    ? `${policyScreens.editarSolicitacao.title} da apólice ${policy.numero}`
    : policyScreens.editarSolicitacao.title;
  const closed = edit.record && !edit.correcting && !edit.record.acoes.includes('editar');
  return (
    <Screen title={title}>
      {edit.placeholder ??
        (closed ? (
          <p role="status" className="rounded-lg border border-slate-200 bg-white p-4 text-slate-800">
            Esta solicitação está {edit.record?.estado.nome.toLowerCase()}: não pode mais ser alterada.
          </p>
        ) : (
          <RequestForm
            key={edit.record?.id ?? requestId}
            {...edit.form}
            modalityId={policy?.modalidade.id}
            onSubmit={async (data) =>
              announceOutcome(
                await edit.save({ policyId, id: requestId, data }),
                () => 'Solicitação de endosso alterada.',
              )
            }
          />
        ))}
    </Screen>
  );
}
