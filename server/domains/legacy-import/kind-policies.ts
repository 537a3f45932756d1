import { and, eq, inArray } from 'drizzle-orm';
import { EMISSION_TYPES } from '../../../src/contract/guarantee-quotations';
import type { LegacyImportColumn } from '../../../src/contract/legacy-import';
import { ENDORSEMENT_TYPES, createPolicyBody, endorsementBody } from '../../../src/contract/policies';
import type { EndorsementData, PolicyData } from '../../../src/contract/policies';
import type { Db } from '../../db/client';
import {
  cancellationReasons,
  companies,
  economicGroups,
  endorsements,
  insurers,
  modalities,
  policies,
  subModalities,
} from '../../db/schema';
import {
  createPolicies,
  createPolicy,
  getEndorsement,
  getPolicyEdit,
  policyIdsByNumbers,
  registerEndorsement,
  updateEndorsement,
  updatePolicy,
} from '../policies/service';
import { RowRefused, digitsOf, domainParse, fold, ptBoolean, ptDate, ptNumber } from './cells';
import type { CellError } from './cells';
import { sameValues } from './kinds';
import type { ImportContext, ImportKind, RowOutcome } from './kinds';

const C = {
  seguradora: 'Seguradora',
  numero: 'Número da apólice',
  grupo: 'CNPJ do grupo',
  tomador: 'CNPJ do tomador',
  modalidade: 'Modalidade',
  submodalidade: 'Sub-modalidade',
  emissao: 'Tipo de emissão',
  seguradoTipo: 'Tipo do segurado',
  seguradoDocumento: 'CPF/CNPJ do segurado',
  seguradoNome: 'Nome do segurado',
  importancia: 'Importância segurada',
  premio: 'Prêmio',
  comissao: 'Comissão (%)',
  emitidaEm: 'Data de emissão',
  inicio: 'Início de vigência',
  fim: 'Fim de vigência',
  processo: 'Número do processo',
  endosso: 'Número do endosso',
  endossoTipo: 'Tipo do endosso',
  endossoEfeito: 'Data de efeito do endosso',
  endossoValor: 'Valor do endosso',
  endossoFim: 'Novo fim de vigência',
  endossoDescricao: 'Descrição do endosso',
  endossoPremio: 'Prêmio do endosso',
  endossoMotivo: 'Motivo do cancelamento',
  endossoRestituicao: 'Com restituição',
  endossoValorRestituicao: 'Valor da restituição',
} as const;

const col = (nome: string, obrigatoria: boolean, formato: string, exemplo: string): LegacyImportColumn => ({
  nome,
  obrigatoria,
  formato,
  exemplo,
});

const columns: LegacyImportColumn[] = [
  col(C.seguradora, true, 'CNPJ ou nome da seguradora cadastrada', '61.074.175/0001-38'),
  col(C.numero, true, 'texto, até 60 caracteres', '1007500012345'),
  col(C.grupo, true, 'CNPJ de um grupo cadastrado', '11.222.333/0001-81'),
  col(C.tomador, true, 'CNPJ de um tomador do grupo', '11.222.333/0001-81'),
  col(C.modalidade, true, 'nome da modalidade cadastrada', 'EXECUTANTE CONSTRUTOR'),
  col(C.submodalidade, true, 'nome da sub-modalidade da modalidade', 'PERFORMANCE'),
  col(
    C.emissao,
    false,
    `${EMISSION_TYPES.map((t) => t.nome).join(', ')} (padrão: Apólice nova)`,
    'Apólice nova',
  ),
  col(C.seguradoTipo, false, 'PF ou PJ', 'PJ'),
  col(C.seguradoDocumento, false, 'CPF (PF) ou CNPJ (PJ)', '46.395.000/0001-39'),
  col(C.seguradoNome, false, 'texto', 'MUNICÍPIO DE EXEMPLO'),
  col(C.importancia, true, 'valor em reais, 1.234,56', '500.000,00'),
  col(C.premio, true, 'valor em reais, 1.234,56', '6.000,00'),
  col(C.comissao, false, 'percentual, 0 a 100', '20'),
  col(C.emitidaEm, true, 'data dd/mm/aaaa', '10/01/2026'),
  col(C.inicio, true, 'data dd/mm/aaaa', '10/01/2026'),
  col(C.fim, true, 'data dd/mm/aaaa, depois do início', '10/01/2027'),
  col(C.processo, false, 'número CNJ (sub-modalidades judiciais)', ''),
  col(C.endosso, false, 'preencha para registrar um endosso da apólice (uma linha por endosso)', ''),
  col(C.endossoTipo, false, ENDORSEMENT_TYPES.map((t) => t.nome).join(', '), ''),
  col(C.endossoEfeito, false, 'data dd/mm/aaaa', ''),
  col(C.endossoValor, false, 'valor em reais (aumento ou redução de IS)', ''),
  col(C.endossoFim, false, 'data dd/mm/aaaa (prorrogação)', ''),
  col(C.endossoDescricao, false, 'texto (alteração cadastral)', ''),
  col(C.endossoPremio, false, 'valor em reais', ''),
  col(C.endossoMotivo, false, 'nome do motivo de cancelamento cadastrado', ''),
  col(C.endossoRestituicao, false, 'Sim ou Não', ''),
  col(C.endossoValorRestituicao, false, 'valor em reais', ''),
];

const FIELD_COLUMNS: Record<string, string> = {
  // The one check of the policy body on the whole body: the term's end after its start.
  '': C.fim,
  numero: C.numero,
  seguradora_id: C.seguradora,
  grupo_economico_id: C.grupo,
  tomador_id: C.tomador,
  modalidade_id: C.modalidade,
  submodalidade_id: C.submodalidade,
  tipo_emissao_id: C.emissao,
  segurado: C.seguradoDocumento,
  'segurado.tipo': C.seguradoTipo,
  'segurado.documento': C.seguradoDocumento,
  'segurado.nome': C.seguradoNome,
  importancia_segurada: C.importancia,
  premio: C.premio,
  comissao: C.comissao,
  emitida_em: C.emitidaEm,
  vigencia_inicio: C.inicio,
  vigencia_fim: C.fim,
  'processo.numero': C.processo,
  'endosso.numero': C.endosso,
  'endosso.tipo_id': C.endossoTipo,
  'endosso.data_efeito': C.endossoEfeito,
  'endosso.valor': C.endossoValor,
  'endosso.nova_vigencia_fim': C.endossoFim,
  'endosso.descricao': C.endossoDescricao,
  'endosso.premio': C.endossoPremio,
  'endosso.motivo_cancelamento_id': C.endossoMotivo,
  'endosso.com_restituicao': C.endossoRestituicao,
  'endosso.valor_restituicao': C.endossoValorRestituicao,
};

/** A row as read, references still by the names and CNPJs of the file. */
interface PolicyRowValue {
  refs: {
    seguradora: string;
    grupo: string;
    tomador: string;
    modalidade: string;
    submodalidade: string;
    motivo: string | null;
  };
  /** The policy body but for the ids, which `resolve` fills. */
  policy: Record<string, unknown>;
  endorsement: Record<string, unknown> | null;
}

const blank = (t: string | undefined) => (t?.trim() ? t.trim() : null);
const byName = <T extends string>(list: readonly { id: T; nome: string }[], text: string): T | string => {
  const f = fold(text);
  return list.find((t) => fold(t.nome) === f || fold(t.id) === f)?.id ?? text;
};

/** Reads every cell, collecting each column's error instead of stopping at the first. */
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

interface Registers {
  insurers: Map<string, string>;
  subs: Map<string, { id: string; modalidadeId: string }>;
  modalities: Map<string, string>;
  reasons: Map<string, string>;
}

/** The small registers every row refers to by name, read once per run. */
async function registers(ctx: ImportContext): Promise<Registers> {
  const cached = ctx.cache.get('policies') as Registers | undefined;
  if (cached) return cached;
  const tx = ctx.tx;
  const ins = await tx.select({ id: insurers.id, nome: insurers.nome, cnpj: insurers.cnpj }).from(insurers);
  const mods = await tx.select({ id: modalities.id, nome: modalities.nome }).from(modalities);
  const subs = await tx
    .select({ id: subModalities.id, nome: subModalities.nome, modalidadeId: subModalities.modalidadeId })
    .from(subModalities);
  const reasons = await tx
    .select({ id: cancellationReasons.id, nome: cancellationReasons.nome })
    .from(cancellationReasons);
  const result: Registers = {
    insurers: new Map([
      ...ins.map((i) => [fold(i.nome), i.id] as const),
      ...ins.map((i) => [i.cnpj, i.id] as const),
    ]),
    modalities: new Map(mods.map((m) => [fold(m.nome), m.id])),
    subs: new Map(
      subs.map((s) => [`${s.modalidadeId}|${fold(s.nome)}`, { id: s.id, modalidadeId: s.modalidadeId }]),
    ),
    reasons: new Map(reasons.map((r) => [fold(r.nome), r.id])),
  };
  ctx.cache.set('policies', result);
  return result;
}

/** A group's or company's id by CNPJ; found ids are kept for the run (records are not deleted). */
async function idByCnpj(ctx: ImportContext, table: typeof economicGroups | typeof companies, cnpj: string) {
  const key = `${table === economicGroups ? 'grupo' : 'empresa'}:${cnpj}`;
  const cached = ctx.cache.get(key) as string | undefined;
  if (cached) return cached;
  const [row] = await ctx.tx.select({ id: table.id }).from(table).where(eq(table.cnpj, cnpj));
  if (row) ctx.cache.set(key, row.id);
  return row?.id;
}

/** The groups' and companies' ids of a batch's CNPJs, one query each, into the run's cache. */
async function prefetchCnpjs(ctx: ImportContext, values: PolicyRowValue[]) {
  for (const [table, prefix, pick] of [
    [economicGroups, 'grupo', (v: PolicyRowValue) => v.refs.grupo],
    [companies, 'empresa', (v: PolicyRowValue) => v.refs.tomador],
  ] as const) {
    const wanted = [...new Set(values.map((v) => digitsOf(pick(v))))].filter(
      (cnpj) => cnpj && !ctx.cache.has(`${prefix}:${cnpj}`),
    );
    if (!wanted.length) continue;
    const rows = await ctx.tx
      .select({ id: table.id, cnpj: table.cnpj })
      .from(table)
      .where(inArray(table.cnpj, wanted));
    for (const row of rows) ctx.cache.set(`${prefix}:${row.cnpj}`, row.id);
  }
}

/** The file's names and CNPJs as the ids the domain body takes; each unknown one is a column error. */
async function resolve(
  ctx: ImportContext,
  value: PolicyRowValue,
): Promise<{ policy: PolicyData; endorsement: EndorsementData | null }> {
  const reg = await registers(ctx);
  const errors: CellError[] = [];
  const r = value.refs;
  const seguradora = reg.insurers.get(
    digitsOf(r.seguradora).length === 14 ? digitsOf(r.seguradora) : fold(r.seguradora),
  );
  if (!seguradora)
    errors.push({ coluna: C.seguradora, motivo: `Seguradora '${r.seguradora}' não cadastrada.` });
  const modalidade = reg.modalities.get(fold(r.modalidade));
  if (!modalidade)
    errors.push({ coluna: C.modalidade, motivo: `Modalidade '${r.modalidade}' não cadastrada.` });
  const sub = modalidade ? reg.subs.get(`${modalidade}|${fold(r.submodalidade)}`) : undefined;
  if (modalidade && !sub)
    errors.push({
      coluna: C.submodalidade,
      motivo: `Sub-modalidade '${r.submodalidade}' não existe na modalidade.`,
    });
  const grupo = await idByCnpj(ctx, economicGroups, digitsOf(r.grupo));
  if (!grupo)
    errors.push({
      coluna: C.grupo,
      motivo: `O grupo de CNPJ ${r.grupo} não está no arquivo nem cadastrado.`,
    });
  const tomador = await idByCnpj(ctx, companies, digitsOf(r.tomador));
  if (!tomador) errors.push({ coluna: C.tomador, motivo: `Tomador de CNPJ ${r.tomador} não cadastrado.` });
  const motivo = r.motivo ? reg.reasons.get(fold(r.motivo)) : null;
  if (r.motivo && !motivo)
    errors.push({ coluna: C.endossoMotivo, motivo: `Motivo de cancelamento '${r.motivo}' não cadastrado.` });
  const policy = cells(errors, () =>
    domainParse(
      createPolicyBody,
      {
        ...value.policy,
        seguradora_id: seguradora ?? '00000000-0000-4000-8000-000000000000',
        grupo_economico_id: grupo ?? '00000000-0000-4000-8000-000000000000',
        tomador_id: tomador ?? '00000000-0000-4000-8000-000000000000',
        modalidade_id: modalidade ?? '00000000-0000-4000-8000-000000000000',
        submodalidade_id: sub?.id ?? '00000000-0000-4000-8000-000000000000',
      },
      policiesKind.columnOf,
    ),
  );
  const endorsement = value.endorsement
    ? cells(errors, () =>
        domainParse(
          endorsementBody,
          { ...value.endorsement, motivo_cancelamento_id: motivo ?? null },
          (field) => policiesKind.columnOf(`endosso.${field}`),
        ),
      )
    : null;
  if (errors.length || !policy) throw new RowRefused(errors);
  return { policy, endorsement };
}

async function policyIdOf(db: Db, insurerId: string, numero: string) {
  const [row] = await db
    .select({ id: policies.id })
    .from(policies)
    .where(and(eq(policies.seguradoraId, insurerId), eq(policies.numero, numero)));
  return row?.id;
}

async function endorsementIdOf(db: Db, policyId: string, numero: string) {
  const [row] = await db
    .select({ id: endorsements.id })
    .from(endorsements)
    .where(and(eq(endorsements.apoliceId, policyId), eq(endorsements.numero, numero)));
  return row?.id;
}

async function writePolicy(
  ctx: ImportContext,
  data: PolicyData,
): Promise<{ id: string; outcome: RowOutcome }> {
  const caller = { ...ctx.actor, viewer: ctx.viewer };
  const id = await policyIdOf(ctx.tx, data.seguradora_id, data.numero);
  if (!id) {
    const { record } = await createPolicy(ctx.tx, caller, data);
    return { id: record.id, outcome: 'criada' };
  }
  const { id: _id, ...current } = await getPolicyEdit(ctx.tx, ctx.viewer, id);
  if (sameValues(current, data)) return { id, outcome: 'inalterada' };
  await updatePolicy(ctx.tx, caller, id, data, undefined);
  return { id, outcome: 'atualizada' };
}

async function writeEndorsement(
  ctx: ImportContext,
  policyId: string,
  data: EndorsementData,
): Promise<RowOutcome> {
  const caller = { ...ctx.actor, viewer: ctx.viewer };
  const id = await endorsementIdOf(ctx.tx, policyId, data.numero);
  if (!id) {
    await registerEndorsement(ctx.tx, caller, policyId, data);
    return 'criada';
  }
  const e = await getEndorsement(ctx.tx, ctx.viewer, policyId, id);
  const current = {
    numero: e.numero,
    tipo_id: e.tipo.id,
    data_efeito: e.data_efeito,
    valor: e.valor,
    nova_vigencia_fim: e.nova_vigencia_fim,
    descricao: e.descricao,
    premio: e.premio,
    motivo_cancelamento_id: e.motivo_cancelamento?.id ?? null,
    com_restituicao: e.com_restituicao,
    valor_restituicao: e.valor_restituicao,
  };
  const { id: _id, ...wanted } = data;
  if (sameValues(current, wanted)) return 'inalterada';
  await updateEndorsement(ctx.tx, caller, policyId, id, data, undefined);
  return 'atualizada';
}

/** 'apolices': guarantee policies (natural key insurer + number), each row optionally one endorsement of it. */
export const policiesKind: ImportKind<PolicyRowValue> = {
  id: 'apolices',
  nome: 'Apólices e endossos',
  colunas: columns,
  columnOf: (field) => FIELD_COLUMNS[field] ?? null,
  parse(row) {
    const errors: CellError[] = [];
    const get = (c: string) => row[c] ?? '';
    const seguradoTipo = blank(get(C.seguradoTipo))?.toUpperCase() ?? null;
    const policy = {
      numero: get(C.numero),
      tipo_emissao_id: blank(get(C.emissao)) ? byName(EMISSION_TYPES, get(C.emissao)) : 'nova',
      segurado:
        seguradoTipo || blank(get(C.seguradoDocumento)) || blank(get(C.seguradoNome))
          ? { tipo: seguradoTipo ?? '', documento: get(C.seguradoDocumento), nome: get(C.seguradoNome) }
          : null,
      importancia_segurada: cells(errors, () => ptNumber(get(C.importancia), C.importancia)),
      premio: cells(errors, () => ptNumber(get(C.premio), C.premio)),
      comissao: cells(errors, () => ptNumber(get(C.comissao), C.comissao)),
      emitida_em: cells(errors, () => ptDate(get(C.emitidaEm), C.emitidaEm)),
      vigencia_inicio: cells(errors, () => ptDate(get(C.inicio), C.inicio)),
      vigencia_fim: cells(errors, () => ptDate(get(C.fim), C.fim)),
      processo: blank(get(C.processo)) ? { numero: get(C.processo) } : null,
    };
    const endorsement = blank(get(C.endosso))
      ? {
          numero: get(C.endosso),
          tipo_id: byName(ENDORSEMENT_TYPES, get(C.endossoTipo)),
          data_efeito: cells(errors, () => ptDate(get(C.endossoEfeito), C.endossoEfeito)),
          valor: cells(errors, () => ptNumber(get(C.endossoValor), C.endossoValor)),
          nova_vigencia_fim: cells(errors, () => ptDate(get(C.endossoFim), C.endossoFim)),
          descricao: blank(get(C.endossoDescricao)),
          premio: cells(errors, () => ptNumber(get(C.endossoPremio), C.endossoPremio)),
          com_restituicao: cells(errors, () => ptBoolean(get(C.endossoRestituicao), C.endossoRestituicao)),
          valor_restituicao: cells(errors, () =>
            ptNumber(get(C.endossoValorRestituicao), C.endossoValorRestituicao),
          ),
        }
      : null;
    for (const [c, label] of [
      [C.seguradora, 'a seguradora'],
      [C.grupo, 'o CNPJ do grupo'],
      [C.tomador, 'o CNPJ do tomador'],
      [C.modalidade, 'a modalidade'],
      [C.submodalidade, 'a sub-modalidade'],
    ] as const)
      if (!blank(get(c))) errors.push({ coluna: c, motivo: `Informe ${label}.` });
    if (errors.length) throw new RowRefused(errors);
    return {
      refs: {
        seguradora: get(C.seguradora),
        grupo: get(C.grupo),
        tomador: get(C.tomador),
        modalidade: get(C.modalidade),
        submodalidade: get(C.submodalidade),
        motivo: blank(get(C.endossoMotivo)),
      },
      policy,
      endorsement,
    };
  },
  key: (value) => `apolice:${fold(value.refs.seguradora)}|${fold(String(value.policy.numero))}`,
  async writeBatch(ctx, values) {
    await prefetchCnpjs(ctx, values);
    const resolved: (Awaited<ReturnType<typeof resolve>> | { error: unknown })[] = [];
    for (const v of values) resolved.push(await resolve(ctx, v).catch((error: unknown) => ({ error })));
    const keyOf = (p: PolicyData) => `${p.seguradora_id}|${p.numero}`;
    const ok = resolved.flatMap((r) => ('error' in r ? [] : [r]));
    const existing = await policyIdsByNumbers(
      ctx.tx,
      ok.map((r) => ({ seguradoraId: r.policy.seguradora_id, numero: r.policy.numero })),
    );
    const times = new Map<string, number>();
    for (const r of ok) times.set(keyOf(r.policy), (times.get(keyOf(r.policy)) ?? 0) + 1);
    // New policies without an endorsement, once in the batch, go in bulk; the rest (updates,
    // endorsements, a policy over several lines) row by row in their savepoints, as before.
    const bulk = (r: (typeof resolved)[number]) =>
      !('error' in r) && !r.endorsement && !existing.has(keyOf(r.policy)) && times.get(keyOf(r.policy)) === 1;
    const bulkRows = resolved.flatMap((r) => (bulk(r) && !('error' in r) ? [r.policy] : []));
    const created = await createPolicies(ctx.tx, { ...ctx.actor, viewer: ctx.viewer }, bulkRows, {
      write: !ctx.dryRun,
    });
    let next = 0;
    const out: (RowOutcome | { error: unknown })[] = [];
    for (const [i, r] of resolved.entries()) {
      if ('error' in r) {
        out.push(r);
        continue;
      }
      if (bulk(r)) {
        const c = created[next++];
        out.push(!c ? { error: null } : 'error' in c ? { error: c.error } : 'criada');
        continue;
      }
      try {
        const value = values[i] as PolicyRowValue;
        out.push(await ctx.tx.transaction((sp) => policiesKind.write({ ...ctx, tx: sp }, value)));
      } catch (error) {
        out.push({ error });
      }
    }
    return out;
  },
  async write(ctx, value) {
    const { policy, endorsement } = await resolve(ctx, value);
    const written = await writePolicy(ctx, policy);
    if (!endorsement) return written.outcome;
    const e = await writeEndorsement(ctx, written.id, endorsement);
    return written.outcome === 'inalterada' ? e : written.outcome;
  },
};
