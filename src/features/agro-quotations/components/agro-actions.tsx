import { useState } from 'react';
import type { AgroFileRef, AgroQuotation } from '../../../contract/agro-quotations';
import {
  AGRO_MESSAGES,
  agroPolicyBody,
  instalmentsOf,
  proposalBody,
  reasonBody,
} from '../../../contract/agro-quotations';
import { formatDate, formatDateTime } from '../../../lib/dates';
import type { CommandDefinition } from '../../../offline/types';
import { formatMoney } from '../../../lib/money';
import { Button } from '../../../ui/button';
import { DateInput } from '../../../ui/date-input';
import { FileInput } from '../../../ui/file-input';
import { FormAlert } from '../../../ui/form-alert';
import { FormDialog } from '../../../ui/form-dialog';
import { FormField } from '../../../ui/form-field';
import { TextArea } from '../../../ui/text-area';
import { TextInput } from '../../../ui/text-input';
import { AGRO_WORKFLOW } from '../../../contract/workflows/agro-quotations';
import { useWorkflowAction } from '../../../forms/use-workflow-action';
import { WorkflowActions } from '../../../forms/workflow-actions';
import {
  agroRefOf,
  approveAgroFile,
  cancelAgroQuotation,
  generateAgroCard,
  registerAgroPolicy,
  registerAgroProposal,
  rejectAgroFile,
  uploadAgroSignedCard,
} from '../commands';
import type { AgroRef } from '../commands';
import type { FieldErrors } from '../validate';
import { validate } from '../validate';
import { useAgroWorkflow } from './use-agro-workflow';

type DialogKind = 'card' | 'upload' | 'approveFile' | 'rejectFile' | 'proposal' | 'policy' | 'cancel';

/** The newest file of a kind (the card may be generated again; the signed one sent again). */
export function latestFile(q: AgroQuotation, tipo: AgroFileRef['tipo']): AgroFileRef | undefined {
  return q.arquivos.filter((f) => f.tipo === tipo).sort((a, b) => b.criado_em.localeCompare(a.criado_em))[0];
}

const fileLink = 'text-brand-700 underline underline-offset-2 inline-flex min-h-11 items-center';

/**
 * The actions of the quotation's state (only those the workflow allows now, for who may write), the
 * card and signed file to download, the proposal and the policy. Each action opens its dialog.
 */
export function AgroActions({ q }: { q: AgroQuotation }) {
  // A queued action moves the offered ones on: its own button goes, the next step's comes.
  const { allowed } = useAgroWorkflow(q);
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const card = latestFile(q, 'card');
  const signed = latestFile(q, 'card_assinado');
  const close = () => setDialog(null);

  return (
    <section
      aria-labelledby="acoes-agro"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="acoes-agro" className="text-base font-semibold text-slate-900">
        Andamento
      </h2>
      {q.situacao.id === 'cancelada' && (
        <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Cotação cancelada: {q.justificativa_cancelamento}
        </p>
      )}
      {q.motivo_reprovacao && q.situacao.id === 'card_gerado' && (
        <p className="rounded-lg border border-slate-200 bg-amber-50 p-3 text-sm text-amber-900">
          Cartão assinado reprovado: {q.motivo_reprovacao}. Envie o arquivo assinado de novo.
        </p>
      )}
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <Item label="Forma de pagamento aprovada">
          {q.aprovacao
            ? `${q.aprovacao.seguradora.nome} · ${q.aprovacao.forma_pagamento.nome} · ${formatMoney(q.aprovacao.premio)}`
            : '—'}
        </Item>
        <Item label="Cartão de adesão">
          {card ? (
            <a className={fileLink} href={card.url} download={card.nome}>
              Baixar cartão de adesão (PDF)
              <span className="sr-only">, gerado em {formatDateTime(card.criado_em)}</span>
            </a>
          ) : (
            '—'
          )}
        </Item>
        <Item label="Cartão assinado">
          {signed ? (
            <a className={fileLink} href={signed.url} target="_blank" rel="noopener">
              {signed.nome}
            </a>
          ) : (
            '—'
          )}
        </Item>
        <Item label="Proposta">{q.numero_proposta ?? '—'}</Item>
        <Item label="Apólice">
          {q.apolice
            ? `${q.apolice.numero} · vigência ${formatDate(q.apolice.vigencia_inicio)} a ${formatDate(q.apolice.vigencia_fim)}`
            : '—'}
        </Item>
      </dl>
      <WorkflowActions
        table={AGRO_WORKFLOW}
        allowed={allowed}
        label="Ações da cotação"
        buttons={{
          gerar_card: { onRun: () => setDialog('card') },
          enviar_arquivo: { onRun: () => setDialog('upload') },
          aprovar_arquivo: { onRun: () => setDialog('approveFile') },
          reprovar_arquivo: { variant: 'secondary', onRun: () => setDialog('rejectFile') },
          registrar_proposta: { onRun: () => setDialog('proposal') },
          emitir_apolice: { onRun: () => setDialog('policy') },
          cancelar: { variant: 'danger', onRun: () => setDialog('cancel') },
        }}
      />
      {dialog === 'card' && <CardDialog q={q} onClose={close} />}
      {dialog === 'upload' && <UploadDialog q={q} onClose={close} />}
      {dialog === 'approveFile' && <ApproveFileDialog q={q} signedUrl={signed} onClose={close} />}
      {dialog === 'rejectFile' && (
        <ReasonDialog
          title={AGRO_WORKFLOW.actions.reprovar_arquivo.label}
          label="Motivo da reprovação"
          confirm={AGRO_WORKFLOW.actions.reprovar_arquivo.label}
          onClose={close}
          command={rejectAgroFile}
          payload={(motivo) => ({ quotation: agroRefOf(q), motivo })}
          done="Cartão assinado reprovado."
        />
      )}
      {dialog === 'proposal' && <ProposalDialog q={q} onClose={close} />}
      {dialog === 'policy' && <PolicyDialog q={q} onClose={close} />}
      {dialog === 'cancel' && (
        <ReasonDialog
          title="Cancelar cotação"
          label="Motivo do cancelamento"
          confirm="Cancelar cotação"
          danger
          onClose={close}
          command={cancelAgroQuotation}
          payload={(motivo) => ({ quotation: agroRefOf(q), motivo })}
          done="Cotação cancelada."
        />
      )}
    </section>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** Close and Confirm at the foot of a dialog. */
function DialogButtons({
  onClose,
  confirm,
  busy,
  danger = false,
}: {
  onClose: () => void;
  confirm: string;
  busy: boolean;
  danger?: boolean;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button type="button" variant="secondary" onClick={onClose}>
        Fechar
      </Button>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={busy}>
        {confirm}
      </Button>
    </div>
  );
}

/** A dialog that only confirms one action on the quotation (no fields): its text, then the command. */
function ConfirmActionDialog({
  q,
  command,
  title,
  confirm,
  done,
  onClose,
  children,
}: {
  q: AgroQuotation;
  command: CommandDefinition<{ quotation: AgroRef }>;
  title: string;
  confirm: string;
  /** The alert once the action is saved (or queued). */
  done: string;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const action = useWorkflowAction(command);
  return (
    <FormDialog title={title} onClose={onClose}>
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void action.run({ quotation: agroRefOf(q) }, done).then((ok) => ok && onClose());
        }}
      >
        <p className="text-sm text-slate-700">{children}</p>
        <FormAlert message={action.error} />
        <DialogButtons onClose={onClose} confirm={confirm} busy={action.busy} />
      </form>
    </FormDialog>
  );
}

function CardDialog({ q, onClose }: { q: AgroQuotation; onClose: () => void }) {
  return (
    <ConfirmActionDialog
      q={q}
      command={generateAgroCard}
      title="Gerar cartão de adesão"
      confirm="Gerar cartão"
      done="Cartão de adesão gerado."
      onClose={onClose}
    >
      O cartão de adesão (PDF) sai com a forma de pagamento aprovada
      {q.aprovacao ? `: ${q.aprovacao.seguradora.nome}, ${q.aprovacao.forma_pagamento.nome}` : ''}. O produtor
      o assina e o arquivo assinado é enviado aqui.
    </ConfirmActionDialog>
  );
}

function UploadDialog({ q, onClose }: { q: AgroQuotation; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const command = useWorkflowAction(uploadAgroSignedCard);
  return (
    <FormDialog title="Enviar cartão assinado" onClose={onClose}>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!file) {
            setError('Escolha o arquivo do cartão assinado.');
            return;
          }
          setError(undefined);
          void command
            .run({ quotation: agroRefOf(q), fileName: file.name }, 'Cartão assinado enviado.', {
              arquivo: file,
            })
            .then((ok) => ok && onClose());
        }}
      >
        <FormField label="Cartão assinado (PDF ou foto)" required error={error}>
          <FileInput value={file} onChange={setFile} accept="application/pdf,image/jpeg,image/png" />
        </FormField>
        <p className="text-sm text-slate-600">
          Sem sinal, o arquivo fica no dispositivo e segue quando a conexão voltar.
        </p>
        <FormAlert message={command.error} />
        <DialogButtons onClose={onClose} confirm="Enviar arquivo" busy={command.busy} />
      </form>
    </FormDialog>
  );
}

function ApproveFileDialog({
  q,
  signedUrl,
  onClose,
}: {
  q: AgroQuotation;
  signedUrl: AgroFileRef | undefined;
  onClose: () => void;
}) {
  return (
    <ConfirmActionDialog
      q={q}
      command={approveAgroFile}
      title={AGRO_WORKFLOW.actions.aprovar_arquivo.label}
      confirm={AGRO_WORKFLOW.actions.aprovar_arquivo.label}
      done="Cartão assinado aprovado."
      onClose={onClose}
    >
      Confira a assinatura do produtor no cartão antes de aprovar.
      {signedUrl && (
        <>
          {' '}
          <a className="text-brand-700 underline" href={signedUrl.url} target="_blank" rel="noopener">
            Abrir {signedUrl.nome}
          </a>
        </>
      )}
    </ConfirmActionDialog>
  );
}

/** A dialog whose only field is a required reason (reject the file, cancel the quotation). */
function ReasonDialog<P>({
  title,
  label,
  confirm,
  danger = false,
  onClose,
  command,
  payload,
  done,
}: {
  title: string;
  label: string;
  confirm: string;
  danger?: boolean;
  onClose: () => void;
  command: CommandDefinition<P>;
  payload: (motivo: string) => P;
  done: string;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const run = useWorkflowAction(command);
  return (
    <FormDialog title={title} onClose={onClose}>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = validate(reasonBody, { motivo: text });
          if (!parsed.ok) {
            setError(parsed.errors.motivo ?? AGRO_MESSAGES.reasonRequired);
            return;
          }
          setError(undefined);
          void run.run(payload(parsed.output.motivo), done).then((ok) => ok && onClose());
        }}
      >
        <FormField label={label} required error={error}>
          <TextArea value={text} onChange={(e) => setText(e.currentTarget.value)} maxLength={1000} />
        </FormField>
        <FormAlert message={run.error} />
        <DialogButtons onClose={onClose} confirm={confirm} busy={run.busy} danger={danger} />
      </form>
    </FormDialog>
  );
}

function ProposalDialog({ q, onClose }: { q: AgroQuotation; onClose: () => void }) {
  const [numero, setNumero] = useState('');
  const [error, setError] = useState<string | undefined>();
  const command = useWorkflowAction(registerAgroProposal);
  return (
    <FormDialog title="Registrar proposta" onClose={onClose}>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = validate(proposalBody, { numero_proposta: numero });
          if (!parsed.ok) {
            setError(parsed.errors.numero_proposta ?? 'Informe o número da proposta.');
            return;
          }
          setError(undefined);
          void command
            .run(
              { quotation: agroRefOf(q), numero_proposta: parsed.output.numero_proposta },
              'Proposta registrada.',
            )
            .then((ok) => ok && onClose());
        }}
      >
        <FormField label="Número da proposta" required error={error}>
          <TextInput
            value={numero}
            onChange={(e) => setNumero(e.currentTarget.value)}
            maxLength={60}
            autoComplete="off"
          />
        </FormField>
        <FormAlert message={command.error} />
        <DialogButtons onClose={onClose} confirm="Registrar proposta" busy={command.busy} />
      </form>
    </FormDialog>
  );
}

/**
 * The premium the policy carries: the approved payment form's, already known, so the dialog states it
 * instead of asking for it again (the policy record keeps no premium of its own).
 */
function ApprovedPremium({ approval }: { approval: NonNullable<AgroQuotation['aprovacao']> }) {
  const count = instalmentsOf(approval.forma_pagamento.id);
  const instalments =
    count === 1 ? 'parcela única' : `${String(count)} × ${formatMoney(approval.premio / count)}`;
  return (
    <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700 sm:col-span-2">
      Prêmio: <strong className="tabular-nums">{formatMoney(approval.premio)}</strong> ·{' '}
      {approval.forma_pagamento.nome} ({instalments}) · {approval.seguradora.nome}, da forma de pagamento
      aprovada.
    </p>
  );
}

function PolicyDialog({ q, onClose }: { q: AgroQuotation; onClose: () => void }) {
  const [numero, setNumero] = useState('');
  const [inicio, setInicio] = useState<string | null>(null);
  const [fim, setFim] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const command = useWorkflowAction(registerAgroPolicy);
  return (
    <FormDialog title="Registrar apólice" onClose={onClose}>
      <form
        className="grid gap-3 sm:grid-cols-2"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const missing: FieldErrors = {};
          if (!inicio) missing.vigencia_inicio = 'Informe o início da vigência.';
          if (!fim) missing.vigencia_fim = 'Informe o fim da vigência.';
          const parsed = validate(agroPolicyBody, {
            numero_apolice: numero,
            vigencia_inicio: inicio ?? '',
            vigencia_fim: fim ?? '',
          });
          const found = { ...(parsed.ok ? {} : parsed.errors), ...missing };
          if (!parsed.ok || Object.keys(missing).length > 0) {
            setErrors(found);
            return;
          }
          setErrors({});
          void command
            .run({ quotation: agroRefOf(q), body: parsed.output }, 'Apólice registrada.')
            .then((ok) => ok && onClose());
        }}
      >
        {q.aprovacao && <ApprovedPremium approval={q.aprovacao} />}
        <FormField label="Número da apólice" required error={errors.numero_apolice} className="sm:col-span-2">
          <TextInput
            value={numero}
            onChange={(e) => setNumero(e.currentTarget.value)}
            maxLength={60}
            autoComplete="off"
          />
        </FormField>
        <FormField label="Início da vigência" required error={errors.vigencia_inicio}>
          <DateInput value={inicio} onChange={setInicio} />
        </FormField>
        <FormField label="Fim da vigência" required error={errors.vigencia_fim}>
          <DateInput value={fim} onChange={setFim} />
        </FormField>
        <div className="sm:col-span-2">
          {/* The rule across both dates ('o fim depois do início') has no single field. */}
          <FormAlert message={errors[''] ?? command.error} />
        </div>
        <div className="sm:col-span-2">
          <DialogButtons onClose={onClose} confirm="Registrar apólice" busy={command.busy} />
        </div>
      </form>
    </FormDialog>
  );
}
