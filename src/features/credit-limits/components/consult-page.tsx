import { useId, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type {
  CreditAnswer,
  CreditConsult,
  CreditConsultActionId as ConsultActionId,
} from '../../../contract/credit-limits';
import { creditLimitScreens } from '../../../contract/manifests/credit-limits';
import { announceOutcome } from '../../../forms/command-feedback';
import { useCommandSave } from '../../../forms/use-command-save';
import { useWorkflowAction, useWorkflowQueue } from '../../../forms/use-workflow-action';
import { WorkflowActions } from '../../../forms/workflow-actions';
import { FormAlert } from '../../../ui/form-alert';
import { CREDIT_CONSULT_WORKFLOW } from '../../../contract/workflows/credit-limits';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { Button, buttonClasses } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Screen } from '../../../ui/screen';
import { consultQuery } from '../api';
import type { ConsultUpdate, GroupRef } from '../commands';
import { groupScope, renewConsult, updateConsult } from '../commands';
import { ANSWER_CHOICES } from '../form-schema';
import { useCreditLimitPermissions } from '../permissions';
import { AnswerDialog } from './answer-dialog';
import { AnswerCells, AnswerHeaderCells } from './answer-cells';
import { CoBrokerageSection } from './co-brokerage-form';
import { ScrollRegion } from '../../../ui/data-table/scroll-region';

export interface ConsultPageProps {
  groupId: string;
  consultId: string;
}

/** .../limite-de-credito/$consultId: the consult, each insurer's answer, the co-brokerage, its actions. */
export function ConsultPage({ groupId, consultId }: ConsultPageProps) {
  const consult = useQuery(consultQuery(groupId, consultId));
  const { canWrite } = useCreditLimitPermissions();
  const record = consult.data?.data;
  const title = record
    ? `${creditLimitScreens.consultaLimite.title} de ${formatDate(record.criado_em)}`
    : creditLimitScreens.consultaLimite.title;
  return (
    <Screen
      title={title}
      actions={
        <div className="flex flex-wrap gap-2">
          <Link
            to={creditLimitScreens.historicoConsultaLimite.path}
            params={{ groupId, consultId }}
            className={buttonClasses('secondary')}
          >
            Histórico
          </Link>
          {record && canWrite && <ConsultActions consult={record} etag={consult.data?.etag ?? null} />}
        </div>
      }
    >
      {!record ? (
        <p className="text-sm text-slate-600">
          {consult.isError ? 'Não foi possível carregar a consulta.' : 'Carregando consulta…'}
        </p>
      ) : (
        <>
          <ConsultSummary consult={record} />
          <AnswersSection consult={record} canWrite={canWrite} />
          <CoBrokerageSection
            group={record.grupo_economico}
            consultId={consultId}
            etag={consult.data?.etag ?? null}
            canWrite={canWrite && record.status.id === 'em_andamento'}
          />
        </>
      )}
    </Screen>
  );
}

function ConsultSummary({ consult }: { consult: CreditConsult }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-slate-600">Grupo econômico</dt>
        <dd className="font-medium">{consult.grupo_economico.nome}</dd>
      </div>
      <div>
        <dt className="text-slate-600">Situação da consulta</dt>
        <dd className="font-medium">{consult.status.nome}</dd>
      </div>
      <div>
        <dt className="text-slate-600">Valor solicitado</dt>
        <dd className="tabular-nums">{formatMoney(consult.valor_solicitado)}</dd>
      </div>
      <div>
        <dt className="text-slate-600">Criada em</dt>
        <dd className="tabular-nums">
          {formatDateTime(consult.criado_em)}
          {consult.criado_por && ` por ${consult.criado_por.nome}`}
        </dd>
      </div>
      {consult.antecessora_id && (
        <div className="sm:col-span-2">
          <dt className="text-slate-600">Renovação</dt>
          <dd>
            <Link
              to={creditLimitScreens.consultaLimite.path}
              params={{ groupId: consult.grupo_economico.id, consultId: consult.antecessora_id }}
              className="text-brand-700 underline"
            >
              Abrir a consulta renovada
            </Link>
          </dd>
        </div>
      )}
      <div className="sm:col-span-2">
        <dt className="text-slate-600">Documentos enviados</dt>
        <dd>
          {consult.documentos.length === 0 ? (
            'Nenhum'
          ) : (
            <ul className="flex flex-wrap gap-x-4">
              {consult.documentos.map((d) => (
                <li key={d.id}>
                  <a
                    href={d.arquivo.url}
                    className="inline-flex min-h-11 items-center text-brand-700 underline"
                  >
                    {d.nome}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
      {consult.observacoes && (
        <div className="sm:col-span-2">
          <dt className="text-slate-600">Observações</dt>
          <dd className="whitespace-pre-line">{consult.observacoes}</dd>
        </div>
      )}
    </dl>
  );
}

function AnswersSection({ consult, canWrite }: { consult: CreditConsult; canWrite: boolean }) {
  const headingId = useId();
  const [open, setOpen] = useState<CreditAnswer | null>(null);
  const recording = canWrite && consult.status.id === 'em_andamento';
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Respostas das seguradoras
      </h2>
      <ScrollRegion label="Respostas das seguradoras">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Resposta de cada seguradora consultada</caption>
          <thead className="text-slate-600">
            <tr>
              <AnswerHeaderCells />
              <th scope="col" className="p-2">
                <span className="sr-only">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {consult.respostas.map((a) => (
              <tr key={a.id} className="border-t border-slate-200">
                <AnswerCells answer={a} />
                <td className="p-2 text-right">
                  {recording && ANSWER_CHOICES[a.status.id].length > 0 && (
                    <Button
                      variant="secondary"
                      aria-label={`Registrar resposta de ${a.seguradora.nome}`}
                      onClick={() => setOpen(a)}
                    >
                      Registrar
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {open && (
        <AnswerDialog
          group={consult.grupo_economico}
          consultId={consult.id}
          answer={open}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}

/** The consult's own action in a queued item of its group's scope, if the item is one. */
export function consultActionOf(
  item: { command: string; payload: unknown },
  consultId: string,
): { action: ConsultActionId } | null {
  if (item.command !== updateConsult.name) return null;
  // An item of this command holds a ConsultUpdate.
  const update = item.payload as ConsultUpdate;
  return update.consultId === consultId && update.change.acao ? { action: update.change.acao } : null;
}

const sameConsultAction = (a: ConsultUpdate, b: ConsultUpdate) =>
  a.consultId === b.consultId && a.change.acao === b.change.acao;

function ConsultActions({ consult, etag }: { consult: CreditConsult; etag: string | null }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState<ConsultActionId | 'renovar' | null>(null);
  const update = useWorkflowAction(updateConsult, sameConsultAction);
  const renew = useCommandSave(renewConsult);
  const group: GroupRef = consult.grupo_economico;
  // The consult's actions as offered: the server's `acoes`, less one already waiting on the device.
  const queue = useWorkflowQueue(
    {
      table: CREDIT_CONSULT_WORKFLOW,
      offerNextState: true,
      scope: () => groupScope(group.id),
      actionOf: (item) => consultActionOf(item, consult.id),
    },
    { id: consult.id, state: consult.status.id, version: consult.atualizado_em, acoes: consult.acoes },
    true,
  );

  const close = (acao: ConsultActionId) =>
    void update.run(
      {
        group,
        consultId: consult.id,
        etag,
        label: `${CREDIT_CONSULT_WORKFLOW.actions[acao].label} consulta`,
        change: { acao },
      },
      acao === 'concluir' ? 'Consulta concluída.' : 'Consulta cancelada.',
    );
  const renewal = async () => {
    const id = crypto.randomUUID();
    const outcome = await renew({ group, previousId: consult.id, id });
    announceOutcome(outcome, () => 'Renovação enviada às seguradoras.');
    if (outcome.status === 'sent')
      await navigate({
        to: creditLimitScreens.consultaLimite.path,
        params: { groupId: group.id, consultId: id },
      });
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setAsking('renovar')}>
        Renovar
      </Button>
      <WorkflowActions
        table={CREDIT_CONSULT_WORKFLOW}
        allowed={queue.allowed}
        label="Ações da consulta"
        buttons={{
          concluir: { label: 'Concluir consulta', variant: 'secondary', onRun: () => setAsking('concluir') },
          cancelar: { label: 'Cancelar consulta', variant: 'danger', onRun: () => setAsking('cancelar') },
        }}
      />
      {update.error && <FormAlert message={update.error} />}
      <ConfirmDialog
        open={asking === 'renovar'}
        onOpenChange={(o) => !o && setAsking(null)}
        title="Renovar o limite de crédito"
        description="Uma nova consulta, com o valor, as seguradoras e os documentos desta, será enviada às seguradoras."
        confirmLabel="Renovar"
        onConfirm={() => void renewal()}
      />
      <ConfirmDialog
        open={asking === 'concluir'}
        onOpenChange={(o) => !o && setAsking(null)}
        title="Concluir a consulta"
        description="Concluída, a consulta não aceita mais respostas. Os limites aprovados continuam valendo."
        confirmLabel="Concluir"
        onConfirm={() => close('concluir')}
      />
      <ConfirmDialog
        open={asking === 'cancelar'}
        onOpenChange={(o) => !o && setAsking(null)}
        title="Cancelar a consulta"
        description="Cancelada, a consulta não aceita mais respostas."
        confirmLabel="Cancelar consulta"
        destructive
        onConfirm={() => close('cancelar')}
      />
    </>
  );
}
