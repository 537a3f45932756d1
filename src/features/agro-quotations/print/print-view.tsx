import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { ApiError } from '../../../api/errors';
import type { AgroCost, AgroPrintView } from '../../../contract/agro-quotations';
import { AGRO_MESSAGES, formatAgroNumber, plantsPerHectare } from '../../../contract/agro-quotations';
import { displayCnpj, displayCpf, displayPhone } from '../../../contract/documents';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { Button } from '../../../ui/button';
import { agroPrintBySessionQuery, agroPrintQuery } from './api';

/** The brokerage's name on the printed quotation. */
export const BROKERAGE_NAME = 'Portal da Corretora — Seguro Garantia e Agronegócio';

export const PRINT_TEXTS = {
  invalidToken: AGRO_MESSAGES.printTokenInvalid,
  invalidTokenHelp: 'Peça à corretora um novo link desta cotação.',
  needsLogin:
    'Para ver esta cotação, entre no portal com o seu usuário ou abra o link com o token enviado ao produtor.',
  offline: 'Sem conexão: a cotação ainda não está neste dispositivo. Ela abre quando o sinal voltar.',
  loading: 'Carregando a cotação…',
} as const;

const A4_STYLES = `
@page { size: A4; margin: 14mm 12mm; }
@media print {
  html, body { background: white !important; }
  .agro-print-page { max-width: none !important; padding: 0 !important; }
  .agro-print { font-size: 10.5pt; }
  .agro-print section { break-inside: avoid; }
}
`;

const number = (n: number | null | undefined, digits = 2) =>
  n === null || n === undefined ? '—' : n.toLocaleString('pt-BR', { maximumFractionDigits: digits });
const percent = (n: number | null | undefined) => (n === null || n === undefined ? '—' : `${number(n)}%`);
const money = (n: number | null | undefined) => (n === null || n === undefined ? '—' : formatMoney(n));

function documentOf(digits: string): string {
  return digits.length === 14 ? displayCnpj(digits) : displayCpf(digits);
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 border-t border-slate-300 pt-4" aria-label={title}>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CostsTable({ costs }: { costs: AgroCost[] }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">Custos por forma de pagamento</caption>
      <thead>
        <tr className="border-b border-slate-400 text-left">
          <th scope="col" className="py-1 pr-2">
            Seguradora
          </th>
          <th scope="col" className="py-1 pr-2">
            Forma de pagamento
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            Prêmio
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            Parcelas
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            Valor da parcela
          </th>
          <th scope="col" className="py-1 text-right">
            Taxa
          </th>
        </tr>
      </thead>
      <tbody>
        {costs.flatMap((cost) =>
          cost.opcoes.map((option) => {
            const approved = cost.aprovada?.id === option.forma_pagamento.id;
            return (
              <tr key={`${cost.id}-${option.forma_pagamento.id}`} className="border-b border-slate-200">
                <td className="py-1 pr-2">{cost.seguradora.nome}</td>
                <td className="py-1 pr-2">
                  {option.forma_pagamento.nome}
                  {approved && <strong> (aprovada)</strong>}
                </td>
                <td className="py-1 pr-2 text-right tabular-nums">{formatMoney(option.premio)}</td>
                <td className="py-1 pr-2 text-right tabular-nums">{option.parcelas}</td>
                <td className="py-1 pr-2 text-right tabular-nums">{formatMoney(option.valor_parcela)}</td>
                <td className="py-1 text-right tabular-nums">{percent(cost.taxa)}</td>
              </tr>
            );
          }),
        )}
      </tbody>
    </table>
  );
}

function CostCards({ costs }: { costs: AgroCost[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {costs.map((cost) => (
        <li key={cost.id} className="rounded-lg border border-slate-300 p-3 text-sm">
          <h3 className="font-semibold text-slate-900">{cost.seguradora.nome}</h3>
          <p className="text-slate-600">
            Importância segurada {formatMoney(cost.importancia_segurada)} · taxa {percent(cost.taxa)} · válido
            até {formatDate(cost.validade)}
          </p>
          <ul className="mt-2 flex flex-col gap-1">
            {cost.opcoes.map((option) => (
              <li key={option.forma_pagamento.id} className="flex justify-between gap-3">
                <span>
                  {option.forma_pagamento.nome}
                  {cost.aprovada?.id === option.forma_pagamento.id && <strong> (aprovada)</strong>}
                </span>
                <span className="tabular-nums">
                  {formatMoney(option.premio)}
                  {option.parcelas > 1 ? ` (${option.parcelas}× ${formatMoney(option.valor_parcela)})` : ''}
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

export interface AgroPrintDocumentProps {
  view: AgroPrintView;
  /** Costs as one table (isTableView) instead of a card per insurer. */
  tableView: boolean;
  /** The hail layout (isGranizo): hail coverage, no productivity table. */
  granizo: boolean;
}

/** The printable quotation (A4): header, producer, property, crop, values, costs, approval, signatures. */
export function AgroPrintDocument({ view, tableView, granizo }: AgroPrintDocumentProps) {
  const { propriedade, cafezal } = view;
  const perHectare = cafezal
    ? plantsPerHectare(cafezal.espacamento_linhas_m, cafezal.espacamento_plantas_m)
    : 0;
  const level = view.nivel_cobertura;
  const guaranteed = cafezal && level ? (cafezal.produtividade_sacas_ha * level) / 100 : null;
  const photos = view.arquivos.filter((f) => f.tipo === 'foto');
  return (
    <article className="agro-print flex flex-col gap-4 text-slate-900">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b-2 border-slate-400 pb-3">
        <div>
          <p className="text-sm font-semibold text-slate-700">{BROKERAGE_NAME}</p>
          <h1 className="text-2xl font-semibold">Cotação {formatAgroNumber(view.numero)}</h1>
          <p className="text-sm text-slate-700">
            {view.produto.nome} · {granizo ? 'Cobertura de granizo' : view.cobertura.nome}
          </p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt className="text-slate-500">Situação</dt>
          <dd>{view.situacao.nome}</dd>
          <dt className="text-slate-500">Criada em</dt>
          <dd>{formatDate(view.criado_em)}</dd>
          <dt className="text-slate-500">Atualizada em</dt>
          <dd>{formatDate(view.atualizado_em)}</dd>
          {view.numero_proposta && (
            <>
              <dt className="text-slate-500">Proposta</dt>
              <dd>{view.numero_proposta}</dd>
            </>
          )}
          {view.apolice && (
            <>
              <dt className="text-slate-500">Apólice</dt>
              <dd>
                {view.apolice.numero} · vigência {formatDate(view.apolice.vigencia_inicio)} a{' '}
                {formatDate(view.apolice.vigencia_fim)}
              </dd>
            </>
          )}
          <dt className="text-slate-500">Impressa em</dt>
          <dd>{formatDateTime(new Date())}</dd>
        </dl>
      </header>

      <Block title="Produtor">
        <Facts
          rows={[
            ['Nome', view.produtor.nome],
            ['CPF/CNPJ', documentOf(view.produtor.documento)],
            ['E-mail', view.produtor.email ?? '—'],
            ['Telefone', displayPhone(view.produtor.telefone) || '—'],
          ]}
        />
      </Block>

      <Block title="Propriedade">
        <Facts
          rows={[
            ['Fazenda', propriedade.nome],
            ['Município', `${propriedade.municipio} – ${propriedade.uf} (IBGE ${propriedade.codigo_ibge})`],
            [
              'Coordenadas',
              propriedade.latitude !== null && propriedade.longitude !== null
                ? `${number(propriedade.latitude, 6)}, ${number(propriedade.longitude, 6)}`
                : '—',
            ],
            ['Área', `${number(propriedade.area_ha)} ha`],
            ...(view.croqui && view.croqui.poligono.length > 0
              ? ([['Croqui', `${view.croqui.poligono.length} pontos no contorno`]] as [string, ReactNode][])
              : []),
          ]}
        />
      </Block>

      {cafezal ? (
        <Block title="Lavoura de café">
          <Facts
            rows={[
              ['Espécie', cafezal.especie.nome],
              ['Variedade', cafezal.variedade.nome],
              ['Sistema de cultivo', cafezal.sistema_cultivo.nome],
              ['Ano de plantio', String(cafezal.ano_plantio)],
              [
                'Espaçamento',
                `${number(cafezal.espacamento_linhas_m)} m × ${number(cafezal.espacamento_plantas_m)} m`,
              ],
              ['Plantas por hectare', number(perHectare, 0)],
              ['Número de plantas', number(cafezal.numero_plantas, 0)],
              ['Solo', cafezal.classificacao_solo.nome],
              ...(granizo
                ? []
                : ([['Produtividade esperada', `${number(cafezal.produtividade_sacas_ha)} sacas/ha`]] as [
                    string,
                    ReactNode,
                  ][])),
            ]}
          />
          {!granizo && guaranteed !== null && (
            <table className="mt-2 w-full border-collapse text-sm">
              <caption className="mb-1 text-left font-medium">Produtividade segurada</caption>
              <thead>
                <tr className="border-b border-slate-400 text-left">
                  <th scope="col" className="py-1 pr-2">
                    Esperada (sc/ha)
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    Nível de cobertura
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    Garantida (sc/ha)
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    Sacas seguradas
                  </th>
                  <th scope="col" className="py-1">
                    Preço por saca
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr className="tabular-nums">
                  <td className="py-1 pr-2">{number(cafezal.produtividade_sacas_ha)}</td>
                  <td className="py-1 pr-2">{percent(level)}</td>
                  <td className="py-1 pr-2">{number(guaranteed)}</td>
                  <td className="py-1 pr-2">{number(guaranteed * propriedade.area_ha)}</td>
                  <td className="py-1">{money(view.preco_unitario)}</td>
                </tr>
              </tbody>
            </table>
          )}
        </Block>
      ) : (
        <Block title="Lavoura">
          <Facts rows={[['Cultura', view.cultura?.nome ?? '—']]} />
        </Block>
      )}

      <Block title="Valores">
        <Facts
          rows={[
            ['Grupo de operação', view.grupo_operacao.nome],
            ['Importância segurada', money(view.importancia_segurada)],
            ...(granizo ? [] : ([['Nível de cobertura', percent(level)]] as [string, ReactNode][])),
            [cafezal ? 'Preço por saca' : 'Preço unitário', money(view.preco_unitario)],
            ['Subvenção (PSR)', percent(view.subvencao_percentual)],
            ['Franquia', percent(view.franquia_percentual)],
          ]}
        />
      </Block>

      <Block title="Custos por forma de pagamento">
        {view.custos.length === 0 ? (
          <p className="text-sm text-slate-600">As seguradoras ainda não informaram os custos.</p>
        ) : tableView ? (
          <CostsTable costs={view.custos} />
        ) : (
          <CostCards costs={view.custos} />
        )}
      </Block>

      <Block title="Opção aprovada">
        {view.aprovacao ? (
          <p className="text-sm">
            <strong>{view.aprovacao.seguradora.nome}</strong> · {view.aprovacao.forma_pagamento.nome} · prêmio{' '}
            {formatMoney(view.aprovacao.premio)}
          </p>
        ) : (
          <p className="text-sm text-slate-600">Nenhuma forma de pagamento aprovada até o momento.</p>
        )}
      </Block>

      {view.observacoes && (
        <Block title="Observações">
          <p className="text-sm whitespace-pre-line">{view.observacoes}</p>
        </Block>
      )}

      {photos.length > 0 && (
        <Block title="Fotos da propriedade">
          <ul className="grid grid-cols-3 gap-2">
            {photos.slice(0, 6).map((photo, i) => (
              <li key={photo.id}>
                <img
                  src={photo.url}
                  alt={`Foto ${i + 1} da propriedade`}
                  className="h-64 w-full rounded object-cover"
                />
              </li>
            ))}
          </ul>
        </Block>
      )}

      <section aria-label="Assinaturas" className="mt-8 flex gap-6 text-center text-sm">
        <div className="flex-1 border-t border-slate-400 pt-4">
          {view.produtor.nome}
          <br />
          Produtor · {documentOf(view.produtor.documento)}
        </div>
        <div className="flex-1 border-t border-slate-400 pt-4">
          Corretora
          <br />
          {view.escritorio?.nome ?? 'Responsável pela cotação'}
        </div>
      </section>
    </article>
  );
}

export interface AgroPrintPageProps {
  id: string;
  token?: string;
  /** The `isTableView` and `isGranizo` search params (absent: cards; the quotation's own coverage). */
  isTableView?: boolean;
  isGranizo?: boolean;
  /** Someone is logged in (staff, or the guest who made it): without a token the session reads it. */
  loggedIn: boolean;
  /** Where the reader can log in (no token, no session). */
  loginLink: ReactNode;
}

function Notice({ kind, children }: { kind: 'alert' | 'status'; children: ReactNode }) {
  return (
    <div
      role={kind}
      className={
        kind === 'alert'
          ? 'rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800'
          : 'rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700'
      }
    >
      {children}
    </div>
  );
}

/** /print-quotation/{id}?token=: reads the print view (with the link's token, or the session) and prints. */
export function AgroPrintPage({
  id,
  token,
  isTableView,
  isGranizo,
  loggedIn,
  loginLink,
}: AgroPrintPageProps) {
  const withToken = useQuery({ ...agroPrintQuery(id, token ?? ''), enabled: Boolean(token) });
  const bySession = useQuery({ ...agroPrintBySessionQuery(id), enabled: !token && loggedIn });
  const query = token ? withToken : bySession;

  if (!token && !loggedIn)
    return (
      <Notice kind="alert">
        <p>{PRINT_TEXTS.needsLogin}</p>
        <p className="mt-2">{loginLink}</p>
      </Notice>
    );
  if (query.data) {
    const view = query.data;
    return (
      <div className="flex flex-col gap-4">
        <div data-print="hide" className="flex flex-wrap items-center justify-end gap-3">
          <Button icon={<Printer aria-hidden="true" className="size-4" />} onClick={() => window.print()}>
            Imprimir
          </Button>
        </div>
        <AgroPrintDocument
          view={view}
          tableView={isTableView ?? false}
          granizo={isGranizo ?? view.cobertura.id === 'granizo'}
        />
      </div>
    );
  }
  if (query.error) {
    const refused =
      query.error instanceof ApiError && query.error.status !== null && query.error.status < 500;
    return (
      <Notice kind="alert">
        {refused && token ? (
          <>
            <p className="font-semibold">{PRINT_TEXTS.invalidToken}</p>
            <p>{PRINT_TEXTS.invalidTokenHelp}</p>
          </>
        ) : (
          <p>{query.error instanceof Error ? query.error.message : PRINT_TEXTS.offline}</p>
        )}
      </Notice>
    );
  }
  return (
    <Notice kind="status">
      {query.fetchStatus === 'paused' ? PRINT_TEXTS.offline : PRINT_TEXTS.loading}
    </Notice>
  );
}

/** The <style> of the A4 page: margins, white page, no splitting of a block across pages. */
export function A4PrintStyles() {
  return <style>{A4_STYLES}</style>;
}
