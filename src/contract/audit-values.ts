import { formatDate, formatDateTime } from '../lib/dates';
import { formatMoney } from '../lib/money';
import { displayCnpj, displayCpf, displayPhone } from './documents';
import { ACTIONS, MODULES } from './permission-catalog';
import { AREAS, STRUCTURES } from './permissions';
import { SEGMENTS } from './segments';

/**
 * How a history shows one value: money as R$ 1.234,56, rates as 1,2%, dates as dd/mm/aaaa, codes by
 * their Portuguese names. The server uses it to summarise a list item that was added or removed
 * (server/domains/audit/present.ts); the client for every value it prints (src/audit/format.ts).
 */

/** What an empty value (null, '', an empty list) reads as in the history. */
export const EMPTY_VALUE = '—';

/** The last part of a change's `campo` ('respostas.status' -> 'status'): the key the tables use. */
export const fieldKey = (campo: string): string => campo.slice(campo.lastIndexOf('.') + 1);

/** Keys whose number is an amount in reais, wherever they appear. */
const MONEY = new Set([
  'valor_solicitado',
  'premio',
  'importancia_segurada',
  'limite_aprovado',
  'valor_parcela',
  'preco_unitario',
  'recurso',
  'valor',
  'valor_pago',
]);

/** Keys whose number is a percentage. */
const PERCENT = new Set([
  'taxa',
  'taxa_minima',
  'comissao',
  'percentagem_participacao',
  'franquia_percentual',
  'subvencao_percentual',
  'nivel_cobertura',
]);

/** Labels of keys inside a field's value (a cost's premium, an answer's status, an address's city). */
export const AUDIT_KEY_LABELS: Readonly<Record<string, string>> = {
  nome: 'Nome',
  ativo: 'Ativo',
  status: 'Situação',
  canal: 'Canal',
  email: 'E-mail',
  descricao: 'Descrição',
  telefone: 'Telefone',
  documento: 'Documento',
  taxa: 'Taxa',
  taxa_minima: 'Taxa mínima',
  premio: 'Prêmio',
  comissao: 'Comissão',
  validade: 'Validade',
  observacoes: 'Observações',
  limite_aprovado: 'Limite aprovado',
  vigencia_inicio: 'Início da vigência',
  vigencia_fim: 'Fim da vigência',
  estrutura_ccg: 'Estrutura CCG',
  tipo_regra_premio: 'Regra do prêmio',
  tipo_regra_aprovacao: 'Regra de aprovação',
  enviado_em: 'Enviada em',
  respondido_em: 'Respondida em',
  motivo_declinio: 'Motivo do declínio',
  importancia_segurada: 'Importância segurada',
  justificativa_limite: 'Justificativa do limite',
  percentagem_participacao: 'Participação',
  corretoras: 'Corretoras',
  corretora_id: 'Corretora',
  seguradora: 'Seguradora',
  seguradora_id: 'Seguradora',
  opcoes: 'Opções de pagamento',
  parcelas: 'Parcelas',
  valor_parcela: 'Valor da parcela',
  forma_pagamento: 'Forma de pagamento',
  aprovada: 'Aprovada',
  franquia_percentual: 'Franquia',
  subvencao_percentual: 'Subvenção',
  cep: 'CEP',
  logradouro: 'Logradouro',
  numero: 'Número',
  complemento: 'Complemento',
  bairro: 'Bairro',
  cidade: 'Cidade',
  uf: 'UF',
  codigo_ibge: 'Código IBGE',
  municipio: 'Município',
  area_ha: 'Área (ha)',
  latitude: 'Latitude',
  longitude: 'Longitude',
  especie: 'Espécie',
  variedade: 'Variedade',
  ano_plantio: 'Ano de plantio',
  numero_plantas: 'Número de plantas',
  sistema_cultivo: 'Sistema de cultivo',
  classificacao_solo: 'Classificação do solo',
  espacamento_linhas_m: 'Espaçamento entre linhas (m)',
  espacamento_plantas_m: 'Espaçamento entre plantas (m)',
  produtividade_sacas_ha: 'Produtividade (sacas/ha)',
  pontos: 'Pontos',
  poligono: 'Polígono',
  tipo: 'Tipo',
  arquivo: 'Arquivo',
  texto: 'Texto',
  resolucao: 'Resolução',
  emitida_em: 'Emitida em',
  numero_apolice: 'Número da apólice',
  forma: 'Forma de pagamento',
  motivo: 'Motivo',
  tamanho: 'Tamanho',
  tipo_documento: 'Tipo de documento',
  ano: 'Ano',
  cargo: 'Cargo',
};

/**
 * A key's label; a key nobody listed reads as words ('forma_envio' -> 'Forma envio'), never as the
 * wire name.
 */
export function auditKeyLabel(key: string): string {
  const known = AUDIT_KEY_LABELS[key];
  if (known) return known;
  const words = key.replace(/_ids?$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const numberFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 6 });

/** Digits the forms show with a mask, shown the same way in the history. */
const MASKED: Record<string, (digits: string) => string> = {
  cnpj: displayCnpj,
  cpf: displayCpf,
  telefone: displayPhone,
  cep: (digits) => (digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits),
  documento: (digits) => (digits.length === 14 ? displayCnpj(digits) : displayCpf(digits)),
};

/** Codes that name a channel, an area, a permission..., by the key that holds them. */
const CODES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  canal: { email: 'E-mail' },
  area_id: AREAS,
  estrutura_id: STRUCTURES,
  estruturas: STRUCTURES,
  modulos: MODULES,
  acoes: Object.fromEntries(Object.entries(ACTIONS).map(([id, action]) => [id, action.nome])),
  segmento: Object.fromEntries(Object.entries(SEGMENTS).map(([id, nome]) => [id, nome])),
};

const codeName = (key: string, value: string | number): string | undefined => CODES[key]?.[String(value)];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function scalarText(key: string, value: unknown): string {
  if (typeof value === 'boolean') {
    if (key === 'ativo') return value ? 'Ativo' : 'Inativo';
    return value ? 'Sim' : 'Não';
  }
  if (typeof value === 'number') {
    const named = codeName(key, value);
    if (named) return named;
    if (MONEY.has(key)) return formatMoney(value);
    if (PERCENT.has(key)) return `${numberFormat.format(value)}%`;
    return numberFormat.format(value);
  }
  if (typeof value === 'string') {
    const mask = MASKED[key];
    if (mask && /^\d+$/.test(value)) return mask(value);
    const named = codeName(key, value);
    if (named) return named;
    if (ISO_DAY.test(value)) return formatDate(value);
    if (ISO_INSTANT.test(value)) return formatDateTime(value) || value;
    // An id nobody could name (a record since removed) says nothing to a reader.
    if (UUID_PATTERN.test(value)) return 'registro removido';
    return value;
  }
  return '';
}

/** Keys a summary leaves out: bookkeeping, and the parent a nested row points back to. */
const SUMMARY_SKIPPED = new Set(['id', 'criado_em', 'atualizado_em', 'consulta_id', 'cotacao_id', 'url']);

/**
 * One item of a list, or a single related record: its name when it has one ({id, nome} of a modality,
 * a status...), else its filled values with their labels ('E-mail: a@b.com.br; Descrição: Financeiro').
 */
function itemText(key: string, value: unknown): string {
  if (isRecord(value)) {
    if (typeof value.nome === 'string' && (Object.keys(value).length <= 2 || 'id' in value))
      return value.nome;
    return Object.entries(value)
      .filter(([k, part]) => !SUMMARY_SKIPPED.has(k) && part !== null && part !== '')
      .map(([k, part]) => {
        const text = formatAuditValue(k, part);
        return text === EMPTY_VALUE ? '' : `${auditKeyLabel(k)}: ${text}`;
      })
      .filter((text) => text !== '')
      .join('; ');
  }
  return scalarText(key, value);
}

/**
 * A value before or after a change, as a person reads it: 'Ativo'/'Inativo' for the record's status,
 * 'Sim'/'Não' for other flags, names for related records, money as R$, rates as %, dates as
 * dd/mm/aaaa, '—' when empty. `campo` may be a path ('custos.premio'): its last key decides.
 */
export function formatAuditValue(campo: string, value: unknown): string {
  const key = fieldKey(campo);
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every((item) => typeof item === 'string' && UUID_PATTERN.test(item)))
      return `${numberFormat.format(value.length)} ${value.length === 1 ? 'item' : 'itens'}`;
    // A drawn area's corners say nothing as numbers: how many were marked does.
    if (
      value.length > 0 &&
      value.every((item) => isRecord(item) && 'latitude' in item && 'longitude' in item)
    )
      return `${numberFormat.format(value.length)} ${value.length === 1 ? 'ponto' : 'pontos'}`;
    const items = value.map((item) => itemText(key, item)).filter((text) => text !== '');
    if (items.length === 0) return EMPTY_VALUE;
    return items.some((text) => text.includes(';'))
      ? items.map((t) => `(${t})`).join(', ')
      : items.join(', ');
  }
  const text = itemText(key, value);
  return text === '' ? EMPTY_VALUE : text;
}
