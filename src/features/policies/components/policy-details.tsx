import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { HistoryPanel } from '../../../audit/history-panel';
import { displayCnpj } from '../../../contract/documents';
import { policyScreens } from '../../../contract/manifests/policies';
import type { EndorsementLine, PolicyDetail } from '../../../contract/policies';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { buttonClasses } from '../../../ui/button';
import { Screen } from '../../../ui/screen';
import { policyQuery } from '../api';
import { usePolicyPermissions } from '../permissions';
import { PolicyRequests } from './policy-requests';

const documentOf = (s: NonNullable<PolicyDetail['segurado']>) =>
  s.tipo === 'PJ'
    ? displayCnpj(s.documento)
    : s.documento.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

/** What changed in an endorsement, in one line. */
function changeOf(e: EndorsementLine): string {
  switch (e.tipo.id) {
    case 'aumento_is':
      return `+ ${formatMoney(e.valor ?? 0)}`;
    case 'reducao_is':
      return `− ${formatMoney(e.valor ?? 0)}`;
    case 'prorrogacao':
      return `Vigência até ${formatDate(e.nova_vigencia_fim)}`;
    case 'cancelamento':
      return [
        e.motivo_cancelamento?.nome,
        e.com_restituicao
          ? `com restituição${e.valor_restituicao !== null ? ` de ${formatMoney(e.valor_restituicao)}` : ''}`
          : 'sem restituição',
      ]
        .filter(Boolean)
        .join(' · ');
    case 'alteracao_cadastral':
      return e.descricao ?? '';
  }
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * /apolices/{id}/detalhes-apolice: the policy as issued and as it stands after each endorsement.
 * `invoices`: the invoices' section, composed by the route (a feature never imports another).
 */
export function PolicyDetails({ policyId, invoices }: { policyId: string; invoices?: React.ReactNode }) {
  const query = useQuery(policyQuery(policyId));
  const { canEndorse, canEdit, canRequest } = usePolicyPermissions();
  const p = query.data?.data;
  if (query.isError) return <p role="alert">Não foi possível carregar a apólice.</p>;
  if (!p) return <p aria-busy="true">Carregando</p>;
  const cancelled = p.situacao.id === 'cancelada' || p.endossos.some((e) => e.tipo.id === 'cancelamento');
  return (
    <Screen
      title={`Apólice ${p.numero}`}
      actions={
        <div className="flex flex-wrap gap-2">
          {canEdit && (
            <Link
              to={policyScreens.editarApolice.path}
              params={{ id: p.id }}
              className={buttonClasses('secondary')}
            >
              Editar apólice
            </Link>
          )}
          {canEndorse && !cancelled && (
            <Link
              to={policyScreens.novoEndosso.path}
              params={{ id: p.id }}
              className={buttonClasses('primary')}
            >
              <Plus aria-hidden="true" className="size-4" />
              Novo endosso
            </Link>
          )}
        </div>
      }
    >
      <section aria-labelledby="apolice-dados" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="apolice-dados" className="mb-3 text-lg font-semibold">
          Dados da apólice
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Field label="Situação">{p.situacao.nome}</Field>
          <Field label="Seguradora">{p.seguradora.nome}</Field>
          <Field label="Tomador">
            {p.tomador.nome_fantasia} <span className="text-sm text-slate-600">({p.tomador.grupo.nome})</span>
          </Field>
          <Field label="Modalidade">
            {p.modalidade.nome} · {p.submodalidade.nome}
          </Field>
          <Field label="Tipo de emissão">{p.tipo_emissao.nome}</Field>
          <Field label="Segurado">
            {p.segurado ? `${p.segurado.nome} (${documentOf(p.segurado)})` : '—'}
          </Field>
          <Field label="Importância segurada atual">{formatMoney(p.importancia_atual)}</Field>
          <Field label="Importância segurada emitida">{formatMoney(p.importancia_segurada)}</Field>
          <Field label="Prêmio">{formatMoney(p.premio)}</Field>
          <Field label="Comissão">
            {p.comissao === null ? '—' : `${p.comissao.toLocaleString('pt-BR')}%`}
          </Field>
          <Field label="Vigência atual">
            {formatDate(p.vigencia_inicio)} a {formatDate(p.vigencia_fim_atual)}
          </Field>
          <Field label="Emitida em">{formatDate(p.emitida_em)}</Field>
          {p.cancelada_em && <Field label="Cancelada em">{formatDate(p.cancelada_em)}</Field>}
          {p.processo && (
            <Field label="Processo">
              {p.processo.numero}
              {p.processo.tribunal ? ` · ${p.processo.tribunal.nome}` : ''}
              {p.processo.unidade ? ` · ${p.processo.unidade.nome}` : ''}
            </Field>
          )}
          <Field label="Solicitada por">{p.solicitada_por?.nome ?? '—'}</Field>
          {p.cotacao && (
            <Field label="Cotação">
              <Link to="/cotacao/$id" params={{ id: p.cotacao.id }} className="text-sky-800 underline">
                {`COT-${String(p.cotacao.numero).padStart(6, '0')}`}
              </Link>
            </Field>
          )}
          {p.arquivo && (
            <Field label="Arquivo da apólice">
              <a href={p.arquivo.url} className="text-sky-800 underline">
                {p.arquivo.nome}
              </a>
            </Field>
          )}
        </dl>
      </section>

      <section
        aria-labelledby="apolice-endossos"
        className="min-w-0 rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="apolice-endossos" className="mb-3 text-lg font-semibold">
          Endossos
        </h2>
        {p.endossos.length === 0 ? (
          <p className="text-slate-600">Nenhum endosso registrado.</p>
        ) : (
          // A tablet in portrait is narrower than the table: it scrolls inside its box, which the
          // keyboard can reach (focusable) and a screen reader names, never the whole page. `relative`
          // keeps the hidden 'Ações' header (absolutely placed) inside the box instead of past the page.
          <div
            className="relative overflow-x-auto"
            tabIndex={0}
            role="region"
            aria-label="Endossos (role para os lados para ver todas as colunas)"
          >
            <table className="w-full text-left">
              <caption className="sr-only">Endossos em ordem de efeito, com a apólice após cada um</caption>
              <thead className="text-sm text-slate-600">
                <tr>
                  <th scope="col" className="p-2">
                    Número
                  </th>
                  <th scope="col" className="p-2">
                    Tipo
                  </th>
                  <th scope="col" className="p-2">
                    Efeito
                  </th>
                  <th scope="col" className="p-2">
                    Alteração
                  </th>
                  <th scope="col" className="p-2 text-right">
                    Importância segurada após
                  </th>
                  <th scope="col" className="p-2">
                    Vigência até
                  </th>
                  {(canEndorse || canRequest) && (
                    <th scope="col" className="p-2">
                      <span className="sr-only">Ações</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {p.endossos.map((e) => (
                  <tr key={e.id} className="border-t border-slate-200">
                    <td className="p-2 font-medium">{e.numero}</td>
                    <td className="p-2">{e.tipo.nome}</td>
                    <td className="p-2 whitespace-nowrap">{formatDate(e.data_efeito)}</td>
                    <td className="p-2">{changeOf(e)}</td>
                    <td className="p-2 text-right whitespace-nowrap">{formatMoney(e.importancia_apos)}</td>
                    <td className="p-2 whitespace-nowrap">{formatDate(e.vigencia_fim_apos)}</td>
                    {(canEndorse || canRequest) && (
                      <td className="p-2">
                        <div className="flex gap-3">
                          {canEndorse && (
                            <Link
                              to={policyScreens.editarEndosso.path}
                              params={{ id: p.id, endosso: e.id }}
                              className="inline-flex min-h-11 items-center text-sky-800 underline"
                              aria-label={`Editar endosso ${e.numero}`}
                            >
                              Editar
                            </Link>
                          )}
                          {canRequest && !cancelled && (
                            <Link
                              to={policyScreens.cancelamentoEndosso.path}
                              params={{ id: p.id, numero: e.numero }}
                              className="inline-flex min-h-11 items-center text-sky-800 underline"
                              aria-label={`Cancelar endosso ${e.numero}`}
                            >
                              Cancelar
                            </Link>
                          )}
                        </div>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {invoices}
      <PolicyRequests policyId={p.id} requests={p.solicitacoes} canRequest={canRequest && !cancelled} />
      <HistoryPanel entity="apolice" id={p.id} />
    </Screen>
  );
}
