import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { EndorsementRequest } from '../../../contract/endorsement-requests';
import {
  ENDORSEMENT_REQUEST_WORKFLOW,
  answerCountdown,
  daysToAnswer,
} from '../../../contract/endorsement-requests';
import { policyScreens } from '../../../contract/manifests/policies';
import { useWorkflowAction, useWorkflowQueue } from '../../../forms/use-workflow-action';
import { RecordActionsNotice } from '../../../forms/record-actions-notice';
import { WorkflowActions } from '../../../forms/workflow-actions';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { buttonClasses } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { cancelRequest, sameRequest, sendRequest } from '../commands';
import { actionsOfRequest, requestQueueRecord, requestQueueSpec } from '../request-queue';
import { AcceptRequestDialog, RefuseRequestDialog } from './request-answer-dialogs';

/** What a request asks for, in one line. */
function askedOf(r: EndorsementRequest): string {
  switch (r.tipo.id) {
    case 'aumento_is':
      return `+ ${formatMoney(r.valor ?? 0)}`;
    case 'reducao_is':
      return `− ${formatMoney(r.valor ?? 0)}`;
    case 'prorrogacao':
      return `Vigência até ${formatDate(r.nova_vigencia_fim)}`;
    case 'cancelamento':
      return r.motivo_cancelamento?.nome ?? '';
    case 'alteracao_cadastral':
      return r.descricao ?? '';
  }
}

/**
 * The policy page's 'Solicitações': each request with its state, the insurer's countdown and its actions,
 * as the policy's read carries them (`requests`: absent from a read cached before it carried them).
 */
export function PolicyRequests({
  policyId,
  requests,
  canRequest,
}: {
  policyId: string;
  requests: readonly EndorsementRequest[] | undefined;
  canRequest: boolean;
}) {
  const send = useWorkflowAction(sendRequest, sameRequest);
  const cancel = useWorkflowAction(cancelRequest, sameRequest);
  const [dialog, setDialog] = useState<{ kind: 'aceitar' | 'reprovar'; id: string } | null>(null);
  const items = requests ?? [];
  const open = dialog ? items.find((r) => r.id === dialog.id) : undefined;
  const closeDialog = () => setDialog(null);
  return (
    <section
      aria-labelledby="apolice-solicitacoes"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="apolice-solicitacoes" className="text-lg font-semibold">
          Solicitações
        </h2>
        <div className="flex flex-wrap gap-2">
          <Link
            to={policyScreens.criticasApolice.path}
            params={{ id: policyId }}
            className={buttonClasses('secondary')}
          >
            Críticas
          </Link>
          {canRequest && (
            <>
              <Link
                to={policyScreens.cancelamentoApolice.path}
                params={{ id: policyId }}
                className={buttonClasses('secondary')}
              >
                Solicitar cancelamento
              </Link>
              <Link
                to={policyScreens.novaSolicitacaoEndosso.path}
                params={{ id: policyId }}
                className={buttonClasses('secondary')}
              >
                <Plus aria-hidden="true" className="size-4" />
                Nova solicitação
              </Link>
            </>
          )}
        </div>
      </div>
      <FormAlert message={send.error ?? cancel.error} />
      {items.length === 0 && <p className="text-slate-600">Nenhuma solicitação.</p>}
      <ul className="flex flex-col gap-3">
        {items.map((r) => (
          <RequestItem
            key={r.id}
            policyId={policyId}
            request={r}
            canRequest={canRequest}
            onSend={() =>
              void send.run({ policyId, id: r.id, body: {} }, 'Solicitação enviada à seguradora.')
            }
            sending={send.busy}
            onCancel={() => void cancel.run({ policyId, id: r.id, body: {} }, 'Solicitação cancelada.')}
            cancelling={cancel.busy}
            onAnswer={(kind) => setDialog({ kind, id: r.id })}
          />
        ))}
      </ul>
      {open && dialog?.kind === 'aceitar' && (
        <AcceptRequestDialog policyId={policyId} request={open} onClose={closeDialog} />
      )}
      {open && dialog?.kind === 'reprovar' && (
        <RefuseRequestDialog policyId={policyId} request={open} onClose={closeDialog} />
      )}
    </section>
  );
}

interface RequestItemProps {
  policyId: string;
  request: EndorsementRequest;
  canRequest: boolean;
  onSend: () => void;
  sending: boolean;
  onCancel: () => void;
  cancelling: boolean;
  onAnswer: (kind: 'aceitar' | 'reprovar') => void;
}

/**
 * One request: its actions are the server's less those waiting on the device for it (an action queued
 * offline is not offered twice; its notice says it waits).
 */
function RequestItem({
  policyId,
  request: r,
  canRequest,
  onSend,
  sending,
  onCancel,
  cancelling,
  onAnswer,
}: RequestItemProps) {
  const spec = requestQueueSpec(r.id);
  // The server answers what the user may do (acoes): the buttons follow it, less what waits here.
  const queue = useWorkflowQueue(spec, requestQueueRecord(policyId, r), true);
  const days = daysToAnswer(r);
  const params = { id: policyId, endosso: r.id };
  return (
    <li className={`rounded-lg border p-3 ${r.atrasada ? 'border-red-300 bg-red-50' : 'border-slate-200'}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">
          {r.tipo.nome} · {askedOf(r)}
        </p>
        <p>
          <span className="rounded bg-slate-100 px-2 py-0.5 text-sm text-slate-800">{r.estado.nome}</span>
        </p>
      </div>
      <p className="text-sm text-slate-700">
        Efeito em {formatDate(r.data_efeito)}
        {r.enviada_em && ` · enviada em ${formatDate(r.enviada_em.slice(0, 10))}`}
        {r.criticas_abertas > 0 &&
          ` · ${r.criticas_abertas} ${r.criticas_abertas === 1 ? 'crítica aberta' : 'críticas abertas'}`}
        {r.endosso && ` · endosso ${r.endosso.numero}`}
      </p>
      {days !== null && (
        <p className={`text-sm font-medium ${days < 0 ? 'text-red-800' : 'text-slate-800'}`}>
          {answerCountdown(days)}
        </p>
      )}
      {r.motivo_reprovacao && <p className="text-sm text-slate-700">Motivo: {r.motivo_reprovacao}</p>}
      <RecordActionsNotice actions={actionsOfRequest(spec, queue.queued)} />
      <div className="mt-2 flex flex-wrap gap-2">
        <WorkflowActions
          table={ENDORSEMENT_REQUEST_WORKFLOW}
          allowed={queue.allowed}
          label={`Ações da solicitação de ${r.tipo.nome.toLowerCase()}`}
          buttons={{
            editar: canRequest && {
              variant: 'secondary',
              render: ({ label, className }) => (
                <Link to={policyScreens.editarSolicitacao.path} params={params} className={className}>
                  {label}
                </Link>
              ),
            },
            enviar: { busy: sending, onRun: onSend },
            aceitar: { onRun: () => onAnswer('aceitar') },
            reprovar: { variant: 'secondary', onRun: () => onAnswer('reprovar') },
            cancelar: { variant: 'secondary', busy: cancelling, onRun: onCancel },
          }}
        />
        <Link
          to={policyScreens.criticasSolicitacao.path}
          params={params}
          className={buttonClasses('secondary')}
          aria-label={`Críticas da solicitação de ${r.tipo.nome.toLowerCase()}`}
        >
          Críticas
        </Link>
      </div>
    </li>
  );
}
