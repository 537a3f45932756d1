import { eq } from 'drizzle-orm';
import {
  APPROVAL_RULE_TYPES,
  CCG_STRUCTURES,
  PREMIUM_RULE_TYPES,
  answerBody,
} from '../../../src/contract/credit-limits';
import type { LegacyImportColumn } from '../../../src/contract/legacy-import';
import { economicGroups, insurers } from '../../db/schema';
import { assertGroupVisible } from '../../lib/visibility';
import { registerApprovedLimit } from '../credit-limits/service';
import type { ApprovedLimitData } from '../credit-limits/service';
import { RowRefused, digitsOf, domainParse, fold, ptDate, ptNumber } from './cells';
import type { CellError } from './cells';
import type { ImportContext, ImportKind, RowOutcome } from './kinds';

const C = {
  grupo: 'CNPJ do grupo',
  seguradora: 'Seguradora',
  limite: 'Limite aprovado',
  taxa: 'Taxa mínima (%)',
  inicio: 'Início de vigência',
  fim: 'Fim de vigência',
  ccg: 'Estrutura CCG',
  aprovacao: 'Regra de aprovação',
  premio: 'Regra de prêmio',
  observacoes: 'Observações',
} as const;

const col = (nome: string, obrigatoria: boolean, formato: string, exemplo: string): LegacyImportColumn => ({
  nome,
  obrigatoria,
  formato,
  exemplo,
});

const names = (list: readonly { nome: string }[]) => list.map((x) => x.nome).join('; ');

const columns: LegacyImportColumn[] = [
  col(C.grupo, true, 'CNPJ de um grupo econômico cadastrado', '11.222.333/0001-81'),
  col(C.seguradora, true, 'CNPJ ou nome da seguradora cadastrada', '61.074.175/0001-38'),
  col(C.limite, true, 'valor em reais, 1.234,56', '5.000.000,00'),
  col(C.taxa, false, 'percentual, 0 a 100 (até 4 casas)', '0,45'),
  col(C.inicio, true, 'data dd/mm/aaaa', '01/01/2026'),
  col(C.fim, true, 'data dd/mm/aaaa, depois do início', '31/12/2026'),
  col(C.ccg, false, names(CCG_STRUCTURES), ''),
  col(C.aprovacao, false, names(APPROVAL_RULE_TYPES), ''),
  col(C.premio, false, names(PREMIUM_RULE_TYPES), ''),
  col(C.observacoes, false, 'texto, até 4.000 caracteres', ''),
];

const FIELD_COLUMNS: Record<string, string> = {
  // The body's one check on the whole body the import can meet: the validity's end after its start.
  '': C.fim,
  seguradora_id: C.seguradora,
  limite_aprovado: C.limite,
  taxa_minima: C.taxa,
  vigencia_inicio: C.inicio,
  vigencia_fim: C.fim,
  estrutura_ccg: C.ccg,
  tipo_regra_aprovacao: C.aprovacao,
  tipo_regra_premio: C.premio,
  observacoes: C.observacoes,
};

const PENDING_ID = '00000000-0000-4000-8000-000000000000';

interface LimitRowValue {
  refs: { grupo: string; seguradora: string };
  /** The answer body but for the insurer's id. */
  limit: ApprovedLimitData;
}

const blank = (t: string | undefined) => (t?.trim() ? t.trim() : null);

/** A fixed list's item by its name or id (no accents or case); the text itself when none matches. */
const byName = (list: readonly { id: string; nome: string }[], text: string | null) => {
  if (!text) return null;
  const f = fold(text);
  return list.find((x) => fold(x.nome) === f || fold(x.id) === f)?.id ?? text;
};

function cells<T>(errors: CellError[], read: () => T): T | null {
  try {
    return read();
  } catch (err) {
    if (err instanceof RowRefused) {
      errors.push(...err.erros);
      return null;
    }
    throw err;
  }
}

async function insurerIds(ctx: ImportContext): Promise<Map<string, string>> {
  const cached = ctx.cache.get('limites:seguradoras') as Map<string, string> | undefined;
  if (cached) return cached;
  const rows = await ctx.tx
    .select({ id: insurers.id, nome: insurers.nome, cnpj: insurers.cnpj })
    .from(insurers);
  const map = new Map([
    ...rows.map((i) => [fold(i.nome), i.id] as const),
    ...rows.map((i) => [i.cnpj, i.id] as const),
  ]);
  ctx.cache.set('limites:seguradoras', map);
  return map;
}

async function write(ctx: ImportContext, value: LimitRowValue): Promise<RowOutcome> {
  const errors: CellError[] = [];
  const ins = await insurerIds(ctx);
  const digits = digitsOf(value.refs.seguradora);
  const insurerId = ins.get(digits.length === 14 ? digits : fold(value.refs.seguradora));
  if (!insurerId)
    errors.push({ coluna: C.seguradora, motivo: `Seguradora '${value.refs.seguradora}' não cadastrada.` });
  const [group] = await ctx.tx
    .select({ id: economicGroups.id })
    .from(economicGroups)
    .where(eq(economicGroups.cnpj, digitsOf(value.refs.grupo)));
  if (!group)
    errors.push({
      coluna: C.grupo,
      motivo: `O grupo de CNPJ ${value.refs.grupo} não está cadastrado (importe os grupos antes dos limites).`,
    });
  if (errors.length || !insurerId || !group) throw new RowRefused(errors);
  // The same rule as the group's limit screens: a group outside the user's wallet is refused.
  await assertGroupVisible(ctx.tx, ctx.viewer, 'limite_credito', group.id);
  const { outcome } = await registerApprovedLimit(ctx.tx, ctx.actor, group.id, {
    ...value.limit,
    seguradora_id: insurerId,
  });
  return outcome;
}

/** 'limites': credit limits insurers already approved (natural key: group + insurer + validity start). */
export const limitsKind: ImportKind<LimitRowValue> = {
  id: 'limites',
  nome: 'Limites de crédito aprovados',
  colunas: columns,
  columnOf: (field) => FIELD_COLUMNS[field] ?? null,
  parse(row) {
    const errors: CellError[] = [];
    const get = (c: string) => row[c] ?? '';
    for (const [c, label] of [
      [C.grupo, 'o CNPJ do grupo'],
      [C.seguradora, 'a seguradora'],
      [C.limite, 'o limite aprovado'],
      [C.inicio, 'o início de vigência'],
      [C.fim, 'o fim de vigência'],
    ] as const)
      if (!blank(get(c))) errors.push({ coluna: c, motivo: `Informe ${label}.` });
    const body = {
      seguradora_id: PENDING_ID,
      status: 'aprovado',
      limite_aprovado: cells(errors, () => ptNumber(get(C.limite), C.limite)),
      taxa_minima: cells(errors, () => ptNumber(get(C.taxa), C.taxa)),
      vigencia_inicio: cells(errors, () => ptDate(get(C.inicio), C.inicio)),
      vigencia_fim: cells(errors, () => ptDate(get(C.fim), C.fim)),
      estrutura_ccg: byName(CCG_STRUCTURES, blank(get(C.ccg))),
      tipo_regra_aprovacao: byName(APPROVAL_RULE_TYPES, blank(get(C.aprovacao))),
      tipo_regra_premio: byName(PREMIUM_RULE_TYPES, blank(get(C.premio))),
      observacoes: blank(get(C.observacoes)),
    };
    if (errors.length) throw new RowRefused(errors);
    const limit = domainParse(answerBody, body, limitsKind.columnOf) as ApprovedLimitData;
    return { refs: { grupo: get(C.grupo).trim(), seguradora: get(C.seguradora).trim() }, limit };
  },
  key: (value) =>
    `limite:${digitsOf(value.refs.grupo)}|${fold(value.refs.seguradora)}|${value.limit.vigencia_inicio}`,
  write,
};
