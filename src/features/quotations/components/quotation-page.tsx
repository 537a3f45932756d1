import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ComparisonRow, Quotation, QuotationStatusView } from '../../../contract/guarantee-quotations';
import { formatQuotationNumber, headerLinks } from '../../../contract/guarantee-quotations';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { insurerSuggestQuery } from '../../../lookups/insurers';
import { Button, buttonClasses } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { FormDialog, LoadState } from '../../../ui/form-dialog';
import { FormField } from '../../../ui/form-field';
import { MoneyInput } from '../../../ui/money-input';
import { PercentInput } from '../../../ui/percent-input';
import { DateInput } from '../../../ui/date-input';
import { TextArea } from '../../../ui/text-area';
import { RecordActionsNotice } from '../../../forms/record-actions-notice';
import { comparisonQuery, quotationQuery, quotationStatusQuery } from '../api';
import type { QuotationRef } from '../commands';
import { quotationAction, sendQuotationEmail } from '../commands';
import { useQuotationPermissions } from '../permissions';
import { StepBar } from './step-bar';
import { useQuotationAction, useQuotationQueue } from './use-quotation-queue';
import {
  COST_ACTION_OF,
  QUOTATION_COST_WORKFLOW,
  QUOTATION_WORKFLOW,
} from '../../../contract/workflows/guarantee-quotations';
import { actionsFrom } from '../../../contract/workflow-table';
import type { QuotationAction as TableAction } from '../../../contract/workflows/guarantee-quotations';
import { WorkflowActions } from '../../../forms/workflow-actions';

/** Whether the page offers an action of the table (for one insurer, of the per-insurer ones). */
type Offers = (action: TableAction, seg?: string) => boolean;
import { ScrollRegion } from '../../../ui/data-table/scroll-region';

export const refOf = (q: Quotation): QuotationRef => ({
  id: q.id,
  numero: q.numero,
  tomador: q.tomador.nome_fantasia,
});

const rate = (n: number | null) =>
  n === null ? '—' : `${n.toLocaleString('pt-BR', { maximumFractionDigits: 4 })}%`;
const money = (n: number | null) => (n === null ? '—' : formatMoney(n));

/** The page's header: number, borrower, situation and the links of SPEC.md §4. */
export function QuotationHeader({ q, status }: { q: Quotation; status: QuotationStatusView }) {
  const links = headerLinks({
    status: status.status.id,
    etapa: status.etapa.id,
    tem_minuta: status.tem_minuta,
    tem_apolice: status.tem_apolice,
  });
  const { canWrite } = useQuotationPermissions();
  const params = { id: q.id };
  return (
    <header className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">Cotação {formatQuotationNumber(q.numero)}</h1>
          <p className="text-sm text-slate-600">
            {q.tomador.nome_fantasia} · {q.grupo_economico.nome} · {q.modalidade.nome} /{' '}
            {q.submodalidade.nome}
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-sm font-medium ${
            q.status.id === 'cancelada' ? 'bg-red-100 text-red-800' : 'bg-brand-50 text-brand-800'
          }`}
        >
          {q.situacao.nome}
        </span>
      </div>
      <nav aria-label="Páginas da cotação" className="flex flex-wrap gap-2">
        {links.resumo && (
          <Link to="/cotacao/$id/resumo-cotacao" params={params} className={buttonClasses('secondary')}>
            Resumo
          </Link>
        )}
        {links.historico && (
          <Link to="/cotacao/$id/historico-cotacao" params={params} className={buttonClasses('secondary')}>
            Histórico
          </Link>
        )}
        <Link to="/cotacao/$id/criticas" params={params} className={buttonClasses('secondary')}>
          Críticas
          {q.criticas_abertas > 0
            ? ` (${q.criticas_abertas} aberta${q.criticas_abertas > 1 ? 's' : ''})`
            : ''}
        </Link>
        {canWrite && status.acoes.includes('editar') && (
          <Link to="/cotacao/$id/editar-cotacao" params={params} className={buttonClasses('secondary')}>
            Editar dados
          </Link>
        )}
      </nav>
    </header>
  );
}

/** /cotacao/{id}: the step bar, the insurers' comparison and costs, and the actions of the stage. */
export function QuotationPage({ id }: { id: string }) {
  const quotation = useQuery(quotationQuery(id));
  const status = useQuery(quotationStatusQuery(id));
  if (!quotation.data || !status.data)
    return <LoadState error={quotation.error || status.error ? 'Não foi possível ler a cotação.' : null} />;
  return <QuotationView q={quotation.data.data} s={status.data} />;
}

function QuotationView({ q, s }: { q: Quotation; s: QuotationStatusView }) {
  const queue = useQuotationQueue(q, s);
  return (
    <section className="flex flex-col gap-4">
      <QuotationHeader q={q} status={s} />
      <RecordActionsNotice actions={queue.queued} />
      <StepBar steps={s.passos} />
      {q.status.id === 'cancelada' && (
        <p role="status" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Cotação cancelada: {q.justificativa_cancelamento}
        </p>
      )}
      <StageActions q={q} status={s} allowed={queue.allowed} offers={queue.offers} />
      {q.custos.length > 0 && <Comparison q={q} offers={queue.offers} />}
      <Summary q={q} />
    </section>
  );
}

function Summary({ q }: { q: Quotation }) {
  const items: [string, string][] = [
    ['Segurado', `${q.segurado.nome} (${q.segurado.documento})`],
    ['Importância segurada', formatMoney(q.importancia_segurada)],
    ['Vigência', `${formatDate(q.vigencia_inicio)} a ${formatDate(q.vigencia_fim)}`],
    ['Tipo de emissão', q.tipo_emissao.nome],
    ...(q.processo
      ? ([
          [
            'Processo',
            `${q.processo.numero} · ${q.processo.tribunal?.nome ?? '—'} · ${q.processo.unidade?.nome ?? 'NÃO SE APLICA'}`,
          ],
        ] as [string, string][])
      : []),
    ...(q.recurso
      ? ([['Recurso', `${formatMoney(q.recurso.valor)} + ${rate(q.recurso.percentual)}`]] as [
          string,
          string,
        ][])
      : []),
    ['Seguradora escolhida', q.seguradora?.nome ?? '—'],
    ['Validade da cotação', q.expira_em ? formatDate(q.expira_em) : '—'],
  ];
  return (
    <section aria-labelledby="dados" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="dados" className="mb-2 text-base font-semibold text-slate-900">
        Dados da cotação
      </h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {items.map(([k, v]) => (
          <div key={k}>
            <dt className="text-xs text-slate-500">{k}</dt>
            <dd className="text-sm text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

type Dialog =
  | { kind: 'generate' }
  | { kind: 'costs'; row: ComparisonRow }
  | { kind: 'choose'; row: ComparisonRow }
  | {
      kind: 'reason';
      acao: TableAction;
      title: string;
      label: string;
      required: boolean;
      field: 'motivo' | 'justificativa';
      seg?: string;
    };

/**
 * The buttons of the stage: only the workflow's allowed actions (`status.acoes`) show, less those a
 * queued action takes away (useQuotationQueue), drawn by the workflow-actions widget.
 */
function StageActions({
  q,
  status,
  allowed,
  offers: can,
}: {
  q: Quotation;
  status: QuotationStatusView;
  allowed: readonly TableAction[];
  offers: Offers;
}) {
  const { canWrite } = useQuotationPermissions();
  const action = useQuotationAction(quotationAction);
  const email = useQuotationAction(sendQuotationEmail);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  if (!canWrite) return null;
  const seg = q.seguradora?.id;
  const label = (a: TableAction) => QUOTATION_WORKFLOW.actions[a].label;
  const run = (acao: TableAction, done: string, extra: { seg?: string } = {}) =>
    void action.run({ quotation: refOf(q), acao, body: {}, ...extra }, done);
  const params = { id: q.id };
  const reason = (acao: TableAction, field: 'motivo' | 'justificativa', text: string) =>
    setDialog({ kind: 'reason', acao, title: label(acao), label: text, required: true, field });
  return (
    <section aria-label="Ações da etapa" className="flex flex-col gap-2">
      <WorkflowActions
        table={QUOTATION_WORKFLOW}
        allowed={allowed}
        label="Ações da cotação"
        buttons={{
          gerar_cotacao: {
            ...(q.custos.length ? { label: 'Adicionar seguradoras' } : {}),
            onRun: () => setDialog({ kind: 'generate' }),
          },
          // Per insurer: the chosen one's draft.
          solicitar_minuta: !!seg &&
            can('solicitar_minuta', seg) && {
              variant: 'secondary',
              onRun: () => run('solicitar_minuta', 'Minuta solicitada à seguradora.', { seg }),
            },
          inserir_minuta: {
            ...(status.tem_minuta ? { label: 'Substituir minuta' } : {}),
            render: (b) => (
              <Link
                to={status.tem_minuta ? '/cotacao/$id/editar-minuta' : '/cotacao/$id/inserir-minuta'}
                params={params}
                className={b.className}
              >
                {b.label}
              </Link>
            ),
          },
          solicitar_aprovacao_minuta: {
            variant: 'secondary',
            onRun: () => run('solicitar_aprovacao_minuta', 'Aprovação da minuta solicitada ao tomador.'),
          },
          aprovar_minuta: { onRun: () => run('aprovar_minuta', 'Minuta aprovada.') },
          recusar_minuta: {
            variant: 'secondary',
            onRun: () => reason('recusar_minuta', 'motivo', 'Motivo da recusa'),
          },
          remover_minuta: !!seg &&
            can('remover_minuta', seg) && {
              variant: 'ghost',
              onRun: () => run('remover_minuta', 'Minuta removida.', { seg }),
            },
          registrar_declinio_minuta: {
            variant: 'ghost',
            render: (b) => (
              <Link to="/cotacao/$id/declinar-minuta" params={params} className={b.className}>
                {b.label}
              </Link>
            ),
          },
          solicitar_apolice: {
            variant: 'secondary',
            onRun: () => run('solicitar_apolice', 'Apólice solicitada à seguradora.'),
          },
          inserir_apolice: {
            render: (b) => (
              <Link to="/cotacao/$id/inserir-apolice" params={params} className={b.className}>
                {b.label}
              </Link>
            ),
          },
          cancelar: {
            variant: 'danger',
            onRun: () =>
              setDialog({
                kind: 'reason',
                acao: 'cancelar',
                title: 'Cancelar cotação',
                label: 'Justificativa',
                required: true,
                field: 'justificativa',
              }),
          },
          criticar: {
            variant: 'secondary',
            render: (b) => (
              <Link to="/cotacao/$id/nova-critica" params={params} className={b.className}>
                {b.label}
              </Link>
            ),
          },
          enviar_email: q.custos.length > 0 && {
            variant: 'secondary',
            busy: email.busy,
            onRun: () =>
              void email.run({ quotation: refOf(q), mensagem: null }, 'E-mail enviado às seguradoras.'),
          },
        }}
      />
      {q.minuta?.arquivo && (
        <p className="text-sm text-slate-700">
          Minuta ({q.minuta.status.nome}):{' '}
          <a className="text-brand-700 underline" href={q.minuta.arquivo.url}>
            {q.minuta.arquivo.nome}
          </a>
        </p>
      )}
      {q.apolice && (
        <p className="text-sm text-slate-700">
          Apólice {q.apolice.numero} · emitida em {formatDate(q.apolice.emitida_em)} · prêmio{' '}
          {formatMoney(q.apolice.premio)}
          {q.apolice.arquivo && (
            <>
              {' · '}
              <a className="text-brand-700 underline" href={q.apolice.arquivo.url}>
                {q.apolice.arquivo.nome}
              </a>
            </>
          )}
        </p>
      )}
      <FormAlert message={action.error ?? email.error} />
      {dialog?.kind === 'generate' && <GenerateDialog q={q} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'reason' && (
        <ReasonDialog
          title={dialog.title}
          label={dialog.label}
          required={dialog.required}
          onClose={() => setDialog(null)}
          onSubmit={(text) =>
            action.run(
              {
                quotation: refOf(q),
                acao: dialog.acao,
                body: { [dialog.field]: text },
                ...(dialog.seg ? { seg: dialog.seg } : {}),
              },
              `${dialog.title}: feito.`,
            )
          }
          error={action.error}
        />
      )}
    </section>
  );
}

/** The insurers side by side: limit, costs, the cheapest valid offer highlighted; the cost actions. */
function Comparison({ q, offers }: { q: Quotation; offers: Offers }) {
  const rows = useQuery(comparisonQuery(q.id));
  const action = useQuotationAction(quotationAction);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  return (
    <section aria-labelledby="comparativo" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="comparativo" className="mb-2 text-base font-semibold text-slate-900">
        Seguradoras: limites e custos
      </h2>
      {!rows.data ? (
        <LoadState error={rows.error ? 'Não foi possível ler o comparativo.' : null} />
      ) : (
        <ScrollRegion label="Seguradoras: limites e custos">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <thead className="text-xs text-slate-500">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Seguradora
                </th>
                <th scope="col" className="py-2 pr-3">
                  Limite disponível
                </th>
                <th scope="col" className="py-2 pr-3">
                  Prêmio
                </th>
                <th scope="col" className="py-2 pr-3">
                  Taxa
                </th>
                <th scope="col" className="py-2 pr-3">
                  Validade
                </th>
                <th scope="col" className="py-2 pr-3">
                  Situação
                </th>
                <th scope="col" className="py-2">
                  Ações
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.data.map((r) => {
                const c = r.custo;
                return (
                  <tr
                    key={r.seguradora.id}
                    className={`border-t border-slate-100 ${r.mais_barata ? 'bg-emerald-50' : ''}`}
                  >
                    <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                      {r.seguradora.nome}
                      {r.mais_barata && (
                        <span className="ml-2 rounded bg-emerald-700 px-1.5 py-0.5 text-[11px] text-white">
                          Mais barata
                        </span>
                      )}
                    </th>
                    <td className="py-2 pr-3">
                      {r.limite ? (
                        <span className={r.limite_suficiente ? '' : 'font-medium text-red-700'}>
                          {formatMoney(r.limite.disponivel)}
                          <span className="block text-xs text-slate-500">
                            de {formatMoney(r.limite.aprovado)} · CCG {r.limite.estrutura_ccg?.nome ?? '—'} ·
                            mín. {rate(r.limite.taxa_minima)}
                          </span>
                        </span>
                      ) : (
                        <span className="font-medium text-red-700">Sem limite vigente</span>
                      )}
                      {!r.limite_suficiente && <span className="sr-only"> (insuficiente)</span>}
                    </td>
                    <td className="py-2 pr-3">{money(c?.premio ?? null)}</td>
                    <td className="py-2 pr-3">
                      {rate(c?.taxa ?? null)}
                      {c?.taxa != null && r.limite?.taxa_minima != null && c.taxa < r.limite.taxa_minima && (
                        <span className="block text-xs font-medium text-amber-800">abaixo da mínima</span>
                      )}
                    </td>
                    <td className="py-2 pr-3">{c?.validade ? formatDate(c.validade) : '—'}</td>
                    <td className="py-2 pr-3">{c?.status.nome}</td>
                    <td className="py-2">
                      {c && (
                        <WorkflowActions
                          table={QUOTATION_COST_WORKFLOW}
                          allowed={actionsFrom(QUOTATION_COST_WORKFLOW, c.status.id).filter((a) =>
                            offers(COST_ACTION_OF[a], r.seguradora.id),
                          )}
                          label={`Ações da ${r.seguradora.nome}`}
                          buttons={{
                            registrar: {
                              label: 'Custos',
                              ariaLabel: `Registrar custos da ${r.seguradora.nome}`,
                              variant: 'secondary',
                              onRun: () => setDialog({ kind: 'costs', row: r }),
                            },
                            escolher: {
                              ariaLabel: `Escolher ${r.seguradora.nome}`,
                              onRun: () => setDialog({ kind: 'choose', row: r }),
                            },
                            declinar: {
                              ariaLabel: `Declinar ${r.seguradora.nome}`,
                              variant: 'ghost',
                              onRun: () =>
                                setDialog({
                                  kind: 'reason',
                                  acao: 'declinar_custo',
                                  title: `Declinar ${r.seguradora.nome}`,
                                  label: 'Motivo (opcional)',
                                  required: false,
                                  field: 'motivo',
                                  seg: r.seguradora.id,
                                }),
                            },
                            reativar: {
                              ariaLabel: `Reativar ${r.seguradora.nome}`,
                              variant: 'ghost',
                              onRun: () =>
                                void action.run(
                                  {
                                    quotation: refOf(q),
                                    acao: 'reativar_custo',
                                    seg: r.seguradora.id,
                                    body: {},
                                    detalhe: `da ${r.seguradora.nome}`,
                                  },
                                  'Seguradora reativada.',
                                ),
                            },
                            // The draft's decline is the stage's action ('Registrar declínio da minuta').
                            desistir: false,
                          }}
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <FormAlert message={action.error} />
      {dialog?.kind === 'costs' && <CostDialog q={q} row={dialog.row} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'choose' && <ChooseDialog q={q} row={dialog.row} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'reason' && (
        <ReasonDialog
          title={dialog.title}
          label={dialog.label}
          required={dialog.required}
          onClose={() => setDialog(null)}
          error={action.error}
          onSubmit={(text) =>
            action.run(
              {
                quotation: refOf(q),
                acao: dialog.acao,
                ...(dialog.seg ? { seg: dialog.seg } : {}),
                body: { [dialog.field]: text || null },
              },
              'Registrado.',
            )
          }
        />
      )}
    </section>
  );
}

function GenerateDialog({ q, onClose }: { q: Quotation; onClose: () => void }) {
  const insurers = useQuery(insurerSuggestQuery(''));
  const [chosen, setChosen] = useState<string[]>([]);
  const action = useQuotationAction(quotationAction);
  const already = new Set(q.custos.map((c) => c.seguradora.id));
  const submit = async (ids: string[] | null) => {
    const ok = await action.run(
      {
        quotation: refOf(q),
        acao: 'gerar_cotacao',
        body: ids ? { seguradora_ids: ids } : {},
      },
      'Cotação gerada com as seguradoras.',
    );
    if (ok) onClose();
  };
  return (
    <FormDialog title="Gerar cotação com as seguradoras" onClose={onClose}>
      <p className="text-sm text-slate-600">
        Sem escolha, a cotação vai às seguradoras que aceitam a sub-modalidade e têm limite de crédito vigente
        para o grupo.
      </p>
      <fieldset className="flex max-h-72 flex-col gap-1 overflow-y-auto">
        <legend className="mb-1 text-sm font-medium text-slate-700">Seguradoras</legend>
        {(insurers.data ?? [])
          .filter((i) => !already.has(i.id))
          .map((i) => (
            <label key={i.id} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5"
                checked={chosen.includes(i.id)}
                onChange={(e) =>
                  setChosen(e.currentTarget.checked ? [...chosen, i.id] : chosen.filter((x) => x !== i.id))
                }
              />
              {i.nome}
            </label>
          ))}
      </fieldset>
      <FormAlert message={action.error} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => void submit(null)} disabled={action.busy}>
          Usar as seguradoras padrão
        </Button>
        <Button onClick={() => void submit(chosen)} disabled={action.busy || chosen.length === 0}>
          Gerar com as escolhidas ({chosen.length})
        </Button>
      </div>
    </FormDialog>
  );
}

export function CostDialog({ q, row, onClose }: { q: Quotation; row: ComparisonRow; onClose: () => void }) {
  const c = row.custo;
  const [premio, setPremio] = useState<number | null>(c?.premio ?? null);
  const [taxa, setTaxa] = useState<number | null>(c?.taxa ?? null);
  const [comissao, setComissao] = useState<number | null>(c?.comissao ?? null);
  const [validade, setValidade] = useState<string | null>(c?.validade ?? null);
  const [local, setLocal] = useState<string | null>(null);
  const action = useQuotationAction(quotationAction);
  // The insurer may quote below its own minimum (an exception it grants), so this warns, not refuses.
  const minimum = row.limite?.taxa_minima ?? null;
  const belowMinimum = taxa !== null && minimum !== null && taxa < minimum;
  const submit = async () => {
    if (premio === null || taxa === null) {
      setLocal('Informe o prêmio e a taxa.');
      return;
    }
    setLocal(null);
    const ok = await action.run(
      {
        quotation: refOf(q),
        acao: 'registrar_custos',
        seg: row.seguradora.id,
        body: { premio, taxa, comissao, validade },
        detalhe: `da ${row.seguradora.nome}`,
      },
      'Custos registrados.',
    );
    if (ok) onClose();
  };
  return (
    <FormDialog title={`Custos da ${row.seguradora.nome}`} onClose={onClose}>
      <form
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FormField label="Prêmio" required>
          <MoneyInput value={premio} onChange={setPremio} />
        </FormField>
        <FormField
          label="Taxa (%)"
          required
          hint={
            belowMinimum ? (
              <span className="font-medium text-amber-800">
                Atenção: abaixo da taxa mínima da {row.seguradora.nome} ({rate(minimum)}). Confirme com a
                seguradora antes de salvar.
              </span>
            ) : minimum !== null ? (
              `Taxa mínima da seguradora: ${rate(minimum)}.`
            ) : undefined
          }
        >
          <PercentInput value={taxa} onChange={setTaxa} />
        </FormField>
        <FormField label="Comissão (%)">
          <PercentInput value={comissao} onChange={setComissao} />
        </FormField>
        <FormField label="Validade da cotação">
          <DateInput value={validade} onChange={setValidade} />
        </FormField>
        <div className="sm:col-span-2">
          <FormAlert message={local ?? action.error} />
        </div>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Fechar
          </Button>
          <Button type="submit" disabled={action.busy}>
            Salvar custos
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}

function ChooseDialog({ q, row, onClose }: { q: Quotation; row: ComparisonRow; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const action = useQuotationAction(quotationAction);
  const short = !row.limite_suficiente;
  const submit = async () => {
    const ok = await action.run(
      {
        quotation: refOf(q),
        acao: 'escolher_seguradora',
        seg: row.seguradora.id,
        body: short ? { justificativa_limite: reason } : {},
        detalhe: `(${row.seguradora.nome})`,
      },
      `${row.seguradora.nome} escolhida; minuta solicitada.`,
    );
    if (ok) onClose();
  };
  return (
    <FormDialog title={`Escolher ${row.seguradora.nome}`} onClose={onClose}>
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className="text-sm text-slate-700">
          Formaliza a cotação com esta seguradora (prêmio {money(row.custo?.premio ?? null)}) e solicita a
          minuta.
        </p>
        {short && (
          <FormField label="Justificativa (limite disponível insuficiente)" required>
            <TextArea value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
          </FormField>
        )}
        <FormAlert message={action.error} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Fechar
          </Button>
          <Button type="submit" disabled={action.busy || (short && !reason.trim())}>
            Escolher e solicitar minuta
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}

function ReasonDialog({
  title,
  label,
  required,
  onClose,
  onSubmit,
  error,
}: {
  title: string;
  label: string;
  required: boolean;
  onClose: () => void;
  onSubmit: (text: string) => Promise<boolean>;
  error: string | null;
}) {
  const [text, setText] = useState('');
  return (
    <FormDialog title={title} onClose={onClose}>
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit(text.trim()).then((ok) => ok && onClose());
        }}
      >
        <FormField label={label} required={required}>
          <TextArea value={text} onChange={(e) => setText(e.currentTarget.value)} />
        </FormField>
        <FormAlert message={error} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Fechar
          </Button>
          <Button type="submit" disabled={required && !text.trim()}>
            Confirmar
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
