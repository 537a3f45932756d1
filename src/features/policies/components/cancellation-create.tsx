import { useQuery } from '@tanstack/react-query';
import { policyScreens } from '../../../contract/manifests/policies';
import { announceOutcome } from '../../../forms/command-feedback';
import { useRecordCreate } from '../../../forms/use-record-create';
import { Screen } from '../../../ui/screen';
import { policyQuery } from '../api';
import { cancellationDraftKey, createRequest, requestDraftKey, requestPolicyCancellation } from '../commands';
import { reversalOf } from '../endorsement-reversal';
import type { RequestFormValues } from './request-form';
import { RequestForm } from './request-form';

const NEW_CANCELLATION: RequestFormValues = {
  tipo_id: 'cancelamento',
  data_efeito: '',
  motivo_cancelamento_id: null,
  com_restituicao: false,
  valor_restituicao: null,
};

interface Props {
  policyId: string;
  itemId?: string | undefined;
}

/**
 * /apolices/{id}/cancelamento-apolice: the policy's cancellation asked of the insurer (a request of the
 * type 'cancelamento': reason, refund or not, effective date), through the offline queue.
 */
export function CancellationCreate({ policyId, itemId }: Props) {
  const policy = useQuery(policyQuery(policyId)).data?.data;
  const create = useRecordCreate({
    command: requestPolicyCancellation,
    itemId,
    draftKey: cancellationDraftKey(policyId),
    fromPayload: ({ id, policyId: _policy, ...values }) => ({
      id,
      values: { ...values, tipo_id: 'cancelamento' as const },
    }),
    back: { to: policyScreens.detalhesApolice.path, params: { id: policyId } },
  });
  const title = policy
    ? `${policyScreens.cancelamentoApolice.title} ${policy.numero}`
    : policyScreens.cancelamentoApolice.title;
  return (
    <Screen title={title}>
      <p className="max-w-3xl text-slate-700">
        O pedido vai à seguradora como uma solicitação de cancelamento; aceita, vira o endosso de cancelamento
        e a apólice fica cancelada a partir da data de efeito.
      </p>
      {create.placeholder ?? (
        <RequestForm
          {...create.form}
          defaultValues={create.form.defaultValues ?? NEW_CANCELLATION}
          onlyType="cancelamento"
          modalityId={policy?.modalidade.id}
          onSubmit={async (data) =>
            announceOutcome(
              await create.save({
                id: create.id,
                policyId,
                data_efeito: data.data_efeito,
                // The form's schema requires the reason for a cancellation.
                motivo_cancelamento_id: data.motivo_cancelamento_id ?? '',
                com_restituicao: data.com_restituicao ?? false,
                valor_restituicao: data.valor_restituicao,
              }),
              () => 'Solicitação de cancelamento registrada.',
            )
          }
        />
      )}
    </Screen>
  );
}

/**
 * /apolices/{id}/cancelamento-endosso/{numero}: a request that undoes the endorsement of that number
 * (reversalOf), through the same queue as any request; the user may adjust it before saving.
 */
export function EndorsementCancellation({ policyId, numero }: { policyId: string; numero: string }) {
  const query = useQuery(policyQuery(policyId));
  const policy = query.data?.data;
  const endorsement = policy?.endossos.find((e) => e.numero === numero);
  const create = useRecordCreate({
    command: createRequest,
    itemId: undefined,
    draftKey: `${requestDraftKey(policyId)}:cancelamento:${numero}`,
    fromPayload: ({ id, policyId: _policy, ...values }) => ({ id, values }),
    back: { to: policyScreens.detalhesApolice.path, params: { id: policyId } },
  });
  const title = `${policyScreens.cancelamentoEndosso.title} ${numero}`;
  let body: React.ReactNode;
  if (query.isError) body = <p role="alert">Não foi possível carregar a apólice.</p>;
  else if (!policy) body = <p aria-busy="true">Carregando</p>;
  else if (!endorsement)
    body = (
      <p role="alert" className="text-red-800">
        A apólice {policy.numero} não tem o endosso {numero}.
      </p>
    );
  else
    body = (
      <>
        <p className="max-w-3xl text-slate-700">
          O cancelamento do endosso {numero} ({endorsement.tipo.nome.toLowerCase()}) é pedido à seguradora
          como uma solicitação que desfaz a alteração, com efeito na mesma data. Confira antes de salvar.
        </p>
        <RequestForm
          {...create.form}
          defaultValues={reversalOf(endorsement)}
          modalityId={policy.modalidade.id}
          onSubmit={async (data) =>
            announceOutcome(
              await create.save({ ...data, id: create.id, policyId }),
              () => 'Solicitação de cancelamento do endosso registrada.',
            )
          }
        />
      </>
    );
  return <Screen title={title}>{body}</Screen>;
}
