import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Quotation } from '../../../contract/guarantee-quotations';
import { formatDateTime, formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { Button } from '../../../ui/button';
import { DateInput } from '../../../ui/date-input';
import { FileInput } from '../../../ui/file-input';
import { FormAlert } from '../../../ui/form-alert';
import { LoadState } from '../../../ui/form-dialog';
import { FormField } from '../../../ui/form-field';
import { MoneyInput } from '../../../ui/money-input';
import { TextArea } from '../../../ui/text-area';
import { TextInput } from '../../../ui/text-input';
import { critiquesQuery, quotationQuery, quotationStatusQuery } from '../api';
import { HistoryPanel } from '../../../audit/history-panel';
import {
  addCritique,
  insertDraft,
  insertPolicy,
  quotationAction,
  resendCritique,
  resolveCritique,
} from '../commands';
import { useQuotationPermissions } from '../permissions';
import { QuotationHeader, refOf } from './quotation-page';
import { StepBar } from './step-bar';
import { useQuotationAction } from './use-quotation-queue';

/** A sub-page of /cotacao/{id}: the header over its own content. */
function Frame({ id, children }: { id: string; children: (q: Quotation) => React.ReactNode }) {
  const quotation = useQuery(quotationQuery(id));
  const status = useQuery(quotationStatusQuery(id));
  if (!quotation.data || !status.data)
    return <LoadState error={quotation.error || status.error ? 'Não foi possível ler a cotação.' : null} />;
  return (
    <section className="flex flex-col gap-4">
      <QuotationHeader q={quotation.data.data} status={status.data} />
      {children(quotation.data.data)}
    </section>
  );
}

function useBack(id: string) {
  const navigate = useNavigate();
  return () => void navigate({ to: '/cotacao/$id', params: { id } });
}

const card = 'flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4';

/** inserir-minuta and editar-minuta: the draft's file (PDF), kept on the device until sent. */
export function DraftUploadPage({ id, replace = false }: { id: string; replace?: boolean }) {
  const back = useBack(id);
  const [file, setFile] = useState<File | null>(null);
  const command = useQuotationAction(insertDraft);
  return (
    <Frame id={id}>
      {(q) => (
        <form
          className={card}
          onSubmit={(e) => {
            e.preventDefault();
            if (!file) return;
            void command
              .run({ quotation: refOf(q), fileName: file.name }, 'Minuta inserida.', { arquivo: file })
              .then((ok) => ok && back());
          }}
        >
          <h2 className="text-base font-semibold">{replace ? 'Substituir a minuta' : 'Inserir a minuta'}</h2>
          {q.minuta?.arquivo && (
            <p className="text-sm text-slate-600">
              Minuta atual:{' '}
              <a className="text-brand-700 underline" href={q.minuta.arquivo.url}>
                {q.minuta.arquivo.nome}
              </a>
            </p>
          )}
          <FormField label="Arquivo da minuta (PDF)" required>
            <FileInput value={file} onChange={setFile} accept="application/pdf" />
          </FormField>
          <FormAlert message={command.error} />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={back}>
              Voltar
            </Button>
            <Button type="submit" disabled={!file || command.busy}>
              Enviar minuta
            </Button>
          </div>
        </form>
      )}
    </Frame>
  );
}

/** declinar-minuta: the chosen insurer declined to issue the draft; the quotation goes back to the costs. */
export function DraftDeclinePage({ id }: { id: string }) {
  const back = useBack(id);
  const [motivo, setMotivo] = useState('');
  const command = useQuotationAction(quotationAction);
  return (
    <Frame id={id}>
      {(q) => (
        <form
          className={card}
          onSubmit={(e) => {
            e.preventDefault();
            void command
              .run(
                {
                  quotation: refOf(q),
                  acao: 'registrar_declinio_minuta',
                  body: { motivo: motivo.trim() || null },
                },
                'Declínio registrado: escolha outra seguradora.',
              )
              .then((ok) => ok && back());
          }}
        >
          <h2 className="text-base font-semibold">
            Declínio da minuta por {q.seguradora?.nome ?? 'a seguradora'}
          </h2>
          <FormField label="Motivo">
            <TextArea value={motivo} onChange={(e) => setMotivo(e.currentTarget.value)} />
          </FormField>
          <FormAlert message={command.error} />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={back}>
              Voltar
            </Button>
            <Button type="submit" variant="danger" disabled={command.busy}>
              Registrar declínio
            </Button>
          </div>
        </form>
      )}
    </Frame>
  );
}

/** inserir-apolice: the issued policy's number, dates, premium and PDF. */
export function PolicyInsertPage({ id }: { id: string }) {
  const back = useBack(id);
  const [numero, setNumero] = useState('');
  const [emitida, setEmitida] = useState<string | null>(null);
  const [inicio, setInicio] = useState<string | null>(null);
  const [fim, setFim] = useState<string | null>(null);
  const [premio, setPremio] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [local, setLocal] = useState<string | null>(null);
  const [policyId] = useState(() => crypto.randomUUID());
  const command = useQuotationAction(insertPolicy);
  return (
    <Frame id={id}>
      {(q) => (
        <form
          className={`${card} sm:grid sm:grid-cols-2`}
          onSubmit={(e) => {
            e.preventDefault();
            if (!numero.trim() || !emitida || !inicio || !fim || premio === null) {
              setLocal('Informe o número, as datas e o prêmio da apólice.');
              return;
            }
            setLocal(null);
            void command
              .run(
                {
                  quotation: refOf(q),
                  body: {
                    id: policyId,
                    numero: numero.trim(),
                    emitida_em: emitida,
                    vigencia_inicio: inicio,
                    vigencia_fim: fim,
                    premio,
                  },
                  fileName: file?.name ?? null,
                },
                'Apólice inserida.',
                file ? { arquivo: file } : undefined,
              )
              .then((ok) => ok && back());
          }}
        >
          <h2 className="text-base font-semibold sm:col-span-2">Apólice emitida por {q.seguradora?.nome}</h2>
          <FormField label="Número da apólice" required>
            <TextInput value={numero} onChange={(e) => setNumero(e.currentTarget.value)} />
          </FormField>
          <FormField label="Data de emissão" required>
            <DateInput value={emitida} onChange={setEmitida} />
          </FormField>
          <FormField label="Início da vigência" required>
            <DateInput value={inicio} onChange={setInicio} />
          </FormField>
          <FormField label="Fim da vigência" required>
            <DateInput value={fim} onChange={setFim} />
          </FormField>
          <FormField label="Prêmio" required>
            <MoneyInput value={premio} onChange={setPremio} />
          </FormField>
          <FormField label="PDF da apólice">
            <FileInput value={file} onChange={setFile} accept="application/pdf" />
          </FormField>
          <div className="sm:col-span-2">
            <FormAlert message={local ?? command.error} />
          </div>
          <div className="flex justify-end gap-2 sm:col-span-2">
            <Button type="button" variant="secondary" onClick={back}>
              Voltar
            </Button>
            <Button type="submit" disabled={command.busy}>
              Inserir apólice
            </Button>
          </div>
        </form>
      )}
    </Frame>
  );
}

/** criticas: every critique of the quotation; resend or regularise the open ones. */
export function CritiquesPage({ id }: { id: string }) {
  const list = useQuery(critiquesQuery(id));
  const { canWrite } = useQuotationPermissions();
  const resend = useQuotationAction(resendCritique);
  const resolve = useQuotationAction(resolveCritique);
  const navigate = useNavigate();
  return (
    <Frame id={id}>
      {(q) => (
        <section className={card} aria-labelledby="criticas">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="criticas" className="text-base font-semibold">
              Críticas
            </h2>
            {canWrite && q.status.id === 'em_andamento' && q.etapa.id !== 'apolice_emitida' && (
              <Button onClick={() => void navigate({ to: '/cotacao/$id/nova-critica', params: { id } })}>
                Nova crítica
              </Button>
            )}
          </div>
          {!list.data ? (
            <LoadState error={list.error ? 'Não foi possível ler as críticas.' : null} />
          ) : list.data.length === 0 ? (
            <p className="text-sm text-slate-600">Nenhuma crítica registrada.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {list.data.map((c) => (
                <li key={c.id} className="rounded-lg border border-slate-200 p-3">
                  <p className="text-sm whitespace-pre-wrap text-slate-900">{c.texto}</p>
                  <p className="mt-1 text-xs text-slate-500">
                    {c.status.nome} · {c.autor?.nome ?? '—'} · {formatDateTime(c.criado_em)}
                    {c.reenvios > 0 && ` · reenviada ${c.reenvios}×`}
                    {c.regularizada_em &&
                      ` · regularizada em ${formatDateTime(c.regularizada_em)} por ${c.regularizada_por?.nome ?? '—'}`}
                  </p>
                  {c.resolucao && <p className="mt-1 text-sm text-slate-700">Resolução: {c.resolucao}</p>}
                  {canWrite && c.status.id === 'aberta' && (
                    <div className="mt-2 flex gap-2">
                      <Button
                        variant="secondary"
                        onClick={() =>
                          void resend.run({ quotation: refOf(q), critica: c.id }, 'Crítica reenviada.')
                        }
                      >
                        Reenviar
                      </Button>
                      <Button
                        onClick={() =>
                          void resolve.run(
                            { quotation: refOf(q), critica: c.id, resolucao: null },
                            'Crítica regularizada.',
                          )
                        }
                      >
                        Regularizar
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
          <FormAlert message={resend.error ?? resolve.error} />
        </section>
      )}
    </Frame>
  );
}

/** nova-critica: a review comment; it blocks choosing the insurer and approving the draft until regularised. */
export function NewCritiquePage({ id }: { id: string }) {
  const navigate = useNavigate();
  const [texto, setTexto] = useState('');
  const [critiqueId] = useState(() => crypto.randomUUID());
  const command = useQuotationAction(addCritique);
  return (
    <Frame id={id}>
      {(q) => (
        <form
          className={card}
          onSubmit={(e) => {
            e.preventDefault();
            if (!texto.trim()) return;
            void command
              .run({ quotation: refOf(q), id: critiqueId, texto: texto.trim() }, 'Crítica registrada.')
              .then((ok) => {
                if (ok) void navigate({ to: '/cotacao/$id/criticas', params: { id } });
              });
          }}
        >
          <FormField
            label="Crítica"
            required
            hint="Enquanto aberta, impede escolher a seguradora e aprovar a minuta."
          >
            <TextArea value={texto} onChange={(e) => setTexto(e.currentTarget.value)} rows={6} />
          </FormField>
          <FormAlert message={command.error} />
          <div className="flex justify-end gap-2">
            <Button type="submit" disabled={!texto.trim() || command.busy}>
              Registrar crítica
            </Button>
          </div>
        </form>
      )}
    </Frame>
  );
}

/** historico-cotacao: who did what, when, and what changed (the quotation's history). */
export function QuotationHistoryPage({ id }: { id: string }) {
  return (
    <Frame id={id}>{() => <HistoryPanel entity="cotacao_garantia" id={id} collapsible={false} />}</Frame>
  );
}

/** resumo-cotacao: the quotation at a glance, printable. */
export function QuotationSummaryPage({ id }: { id: string }) {
  const status = useQuery(quotationStatusQuery(id));
  return (
    <Frame id={id}>
      {(q) => (
        <section className={card} aria-labelledby="resumo">
          <h2 id="resumo" className="text-base font-semibold">
            Resumo
          </h2>
          {status.data && <StepBar steps={status.data.passos} />}
          <dl className="grid gap-2 sm:grid-cols-2">
            {(
              [
                ['Tomador', `${q.tomador.nome_fantasia} (${q.tomador.cnpj})`],
                ['Segurado', `${q.segurado.nome} (${q.segurado.documento})`],
                ['Modalidade', `${q.modalidade.nome} / ${q.submodalidade.nome}`],
                ['Importância segurada', formatMoney(q.importancia_segurada)],
                ['Vigência', `${formatDate(q.vigencia_inicio)} a ${formatDate(q.vigencia_fim)}`],
                ['Seguradora', q.seguradora?.nome ?? '—'],
                ['Minuta', q.minuta ? q.minuta.status.nome : '—'],
                ['Apólice', q.apolice ? `${q.apolice.numero} (${formatMoney(q.apolice.premio)})` : '—'],
              ] as const
            ).map(([k, v]) => (
              <div key={k}>
                <dt className="text-xs text-slate-500">{k}</dt>
                <dd className="text-sm">{v}</dd>
              </div>
            ))}
          </dl>
          {q.objeto && (
            // The server sanitised the object (tags of a simple editor only).
            <div className="prose prose-sm max-w-none" dangerouslySetInnerHTML={{ __html: q.objeto }} />
          )}
          <div>
            <Button variant="secondary" onClick={() => window.print()}>
              Imprimir
            </Button>
          </div>
        </section>
      )}
    </Frame>
  );
}
