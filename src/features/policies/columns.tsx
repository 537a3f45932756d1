import { Link } from '@tanstack/react-router';
import type {
  EndorsementRequestListItem,
  RequestCritiqueFollowUp,
} from '../../contract/endorsement-requests';
import { answerCountdown, daysToAnswer } from '../../contract/endorsement-requests';
import { policyScreens } from '../../contract/manifests/policies';
import type { EndorsementListItem, Policy } from '../../contract/policies';
import { formatDate, formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { dataTableColumnHelper } from '../../ui/data-table/columns';
import type { CsvColumn } from '../../ui/data-table/csv';

const policy = dataTableColumnHelper<Policy>();

/** Column ids that match POLICY_SORT are the ones the table lets the user sort by. */
export const policyColumns = policy.columns([
  policy.accessor('numero', {
    header: 'Número',
    cell: (info) => (
      <Link
        to={policyScreens.detalhesApolice.path}
        params={{ id: info.row.original.id }}
        className="font-medium text-sky-800 underline underline-offset-2"
      >
        {info.getValue()}
      </Link>
    ),
  }),
  policy.accessor((row) => row.tomador.nome_fantasia, {
    id: 'tomador',
    header: 'Tomador',
    cell: (info) => (
      <span>
        {info.getValue()}
        <span className="block text-sm text-slate-600">{info.row.original.tomador.grupo.nome}</span>
      </span>
    ),
  }),
  policy.accessor((row) => row.seguradora.nome, {
    id: 'seguradora',
    header: 'Seguradora',
    meta: { className: 'hidden @3xl:table-cell' },
  }),
  policy.accessor((row) => row.submodalidade.nome, {
    id: 'submodalidade',
    header: 'Sub-modalidade',
    meta: { className: 'hidden @4xl:table-cell' },
  }),
  policy.accessor((row) => formatMoney(row.importancia_atual), {
    id: 'importancia_segurada',
    header: 'Importância segurada',
    meta: { className: 'whitespace-nowrap text-right' },
  }),
  policy.accessor((row) => formatDate(row.vigencia_fim_atual), {
    id: 'vigencia_fim',
    header: 'Fim da vigência',
    meta: { className: 'whitespace-nowrap' },
  }),
  policy.accessor((row) => row.situacao.nome, { id: 'situacao', header: 'Situação' }),
]);

/** The CSV export: the SPEC §3 policy view and the values after the endorsements. */
export const policyCsvColumns: readonly CsvColumn<Policy>[] = [
  { header: 'Número', value: (p) => p.numero },
  { header: 'Tomador', value: (p) => p.tomador.nome_fantasia },
  { header: 'Grupo econômico', value: (p) => p.tomador.grupo.nome },
  { header: 'Seguradora', value: (p) => p.seguradora.nome },
  { header: 'Modalidade', value: (p) => p.modalidade.nome },
  { header: 'Sub-modalidade', value: (p) => p.submodalidade.nome },
  { header: 'Tipo de emissão', value: (p) => p.tipo_emissao.nome },
  { header: 'Segurado', value: (p) => p.segurado?.nome ?? null },
  { header: 'Importância segurada emitida', value: (p) => formatMoney(p.importancia_segurada) },
  { header: 'Importância segurada atual', value: (p) => formatMoney(p.importancia_atual) },
  { header: 'Prêmio', value: (p) => formatMoney(p.premio) },
  { header: 'Início da vigência', value: (p) => formatDate(p.vigencia_inicio) },
  { header: 'Fim da vigência atual', value: (p) => formatDate(p.vigencia_fim_atual) },
  { header: 'Situação', value: (p) => p.situacao.nome },
  { header: 'Solicitada por', value: (p) => p.solicitada_por?.nome ?? null },
];

const endorsement = dataTableColumnHelper<EndorsementListItem>();

export const endorsementColumns = endorsement.columns([
  endorsement.accessor('numero', { header: 'Número' }),
  endorsement.accessor((row) => row.apolice.numero, {
    id: 'apolice',
    header: 'Apólice',
    cell: (info) => (
      <Link
        to={policyScreens.detalhesApolice.path}
        params={{ id: info.row.original.apolice.id }}
        className="font-medium text-sky-800 underline underline-offset-2"
      >
        {info.getValue()}
      </Link>
    ),
  }),
  endorsement.accessor((row) => row.tomador.nome_fantasia, { id: 'tomador', header: 'Tomador' }),
  endorsement.accessor((row) => row.tipo.nome, { id: 'tipo', header: 'Tipo' }),
  endorsement.accessor((row) => formatDate(row.data_efeito), {
    id: 'data_efeito',
    header: 'Efeito',
    meta: { className: 'whitespace-nowrap' },
  }),
]);

export const endorsementCsvColumns: readonly CsvColumn<EndorsementListItem>[] = [
  { header: 'Número', value: (e) => e.numero },
  { header: 'Apólice', value: (e) => e.apolice.numero },
  { header: 'Tomador', value: (e) => e.tomador.nome_fantasia },
  { header: 'Seguradora', value: (e) => e.seguradora.nome },
  { header: 'Tipo', value: (e) => e.tipo.nome },
  { header: 'Data de efeito', value: (e) => formatDate(e.data_efeito) },
  { header: 'Valor', value: (e) => (e.valor === null ? null : formatMoney(e.valor)) },
  { header: 'Novo fim de vigência', value: (e) => formatDate(e.nova_vigencia_fim) },
  { header: 'Motivo do cancelamento', value: (e) => e.motivo_cancelamento?.nome ?? null },
];

const request = dataTableColumnHelper<EndorsementRequestListItem>();

/** The insurer's countdown of an open request; overdue ones stand out (red, bold) as on the policy page. */
function Countdown({ r }: { r: EndorsementRequestListItem }) {
  const days = daysToAnswer(r);
  if (days === null) return <span className="text-slate-500">—</span>;
  return (
    <span
      className={
        days < 0 || r.atrasada
          ? 'rounded bg-red-50 px-2 py-0.5 font-semibold whitespace-nowrap text-red-800'
          : 'whitespace-nowrap text-slate-800'
      }
    >
      {answerCountdown(days)}
    </span>
  );
}

/** /endossos 'Solicitações': column ids that match ENDORSEMENT_REQUEST_SORT sort the list. */
export const requestColumns = request.columns([
  request.accessor((row) => row.apolice.numero, {
    id: 'apolice',
    header: 'Apólice',
    cell: (info) => (
      <Link
        to={policyScreens.detalhesApolice.path}
        params={{ id: info.row.original.apolice.id }}
        className="font-medium text-sky-800 underline underline-offset-2"
      >
        {info.getValue()}
      </Link>
    ),
  }),
  request.accessor((row) => row.tomador.nome_fantasia, { id: 'tomador', header: 'Tomador' }),
  request.accessor((row) => row.tipo.nome, { id: 'tipo', header: 'Tipo' }),
  request.accessor((row) => row.estado.nome, { id: 'estado', header: 'Estado' }),
  request.accessor((row) => formatDate(row.enviada_em?.slice(0, 10) ?? null), {
    id: 'enviada_em',
    header: 'Enviada em',
    meta: { className: 'whitespace-nowrap' },
  }),
  request.display({
    id: 'prazo',
    header: 'Prazo da seguradora',
    cell: (info) => <Countdown r={info.row.original} />,
  }),
]);

const critique = dataTableColumnHelper<RequestCritiqueFollowUp>();
const openFor = (n: number) => (n === 1 ? '1 dia' : `${n.toLocaleString('pt-BR')} dias`);

/** /acompanhar-criticas?origem=solicitacoes: the open critiques of the requests, oldest first. */
export const requestCritiqueFollowUpColumns = critique.columns([
  critique.accessor((row) => row.apolice.numero, {
    id: 'apolice',
    header: 'Apólice',
    cell: (info) => (
      <Link
        to={policyScreens.criticasSolicitacao.path}
        params={{ id: info.row.original.apolice.id, endosso: info.row.original.solicitacao_id }}
        className="inline-flex min-h-11 items-center font-medium whitespace-nowrap text-sky-800 underline underline-offset-2"
        aria-label={`Críticas da solicitação da apólice ${info.getValue()}`}
      >
        {info.getValue()}
      </Link>
    ),
  }),
  critique.accessor((row) => row.tipo.nome, { id: 'tipo', header: 'Solicitação' }),
  critique.accessor('texto', {
    header: 'Crítica',
    cell: (info) => (
      <span className="block max-w-[16rem] truncate @3xl:max-w-md" title={info.getValue()}>
        {info.getValue()}
      </span>
    ),
  }),
  critique.accessor('dias', {
    header: 'Aberta há',
    cell: (info) => openFor(info.getValue()),
    meta: { className: 'whitespace-nowrap tabular-nums' },
  }),
  critique.accessor('criado_em', {
    header: 'Criada em',
    cell: (info) => formatDate(info.getValue()),
    meta: { className: 'hidden @2xl:table-cell whitespace-nowrap tabular-nums' },
  }),
  critique.accessor('reenvios', {
    header: 'Reenvios',
    meta: { className: 'hidden @xl:table-cell text-center tabular-nums' },
  }),
]);

export const requestCritiqueFollowUpCsvColumns: readonly CsvColumn<RequestCritiqueFollowUp>[] = [
  { header: 'Apólice', value: (c) => c.apolice.numero },
  { header: 'Solicitação', value: (c) => c.tipo.nome },
  { header: 'Crítica', value: (c) => c.texto },
  { header: 'Dias em aberto', value: (c) => c.dias },
  { header: 'Criada em', value: (c) => formatDateTime(c.criado_em) },
  { header: 'Reenvios', value: (c) => c.reenvios },
  { header: 'Autor', value: (c) => c.autor?.nome ?? '' },
];
