import crypto from 'node:crypto';
import type { Paged, SuggestItem } from '../../../src/contract/common';
import { fileUrl } from '../../../src/contract/files';
import { EMISSION_TYPES } from '../../../src/contract/guarantee-quotations';
import type {
  Endorsement,
  EndorsementData,
  EndorsementLine,
  EndorsementListItem,
  EndorsementListQuery,
  Policy,
  PolicyData,
  PolicyDetail,
  PolicyEdit,
  PolicyFromQuotationData,
  PolicyListQuery,
  PolicyOptions,
} from '../../../src/contract/policies';
import {
  ENDORSEMENT_TYPES,
  POLICY_MESSAGES,
  POLICY_SITUATIONS,
  nameOfId,
  runEndorsements,
} from '../../../src/contract/policies';
import { worksIn } from '../../../src/contract/visibility';
import { formatUniqueNumber, parseUniqueNumber } from '../../../src/lib/cnj';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors';
import { writeAudit, writeAudits } from '../../lib/audit';
import type { Actor } from '../../lib/audit';
import { createOnce } from '../../lib/create-once';
import { isUniqueViolation } from '../../lib/db-errors';
import { assertIfMatch } from '../../lib/etag';
import type { Created } from '../../lib/listing';
import { SYSTEM_VIEWER, visibleWhere } from '../../lib/visibility';
import type { Viewer } from '../../lib/visibility';
import * as repo from './repository';

/** Who writes and what they may see. */
export type PolicyCaller = Actor & { readonly viewer: Viewer };

const refuse = (field: string, message: string) => badRequest([{ field, message }], message);
const visible = (viewer: Viewer) => visibleWhere(viewer, 'apolice');

/* ---------------------------------------------------------------- wire */

export function toPolicy(r: repo.PolicyJoined): Policy {
  const p = r.policy;
  return {
    id: p.id,
    numero: p.numero,
    cotacao: p.cotacaoId && r.cotacaoNumero !== null ? { id: p.cotacaoId, numero: r.cotacaoNumero } : null,
    seguradora: { id: p.seguradoraId, nome: r.seguradora },
    tomador: { id: p.tomadorId, nome_fantasia: r.tomador, grupo: { id: p.grupoId, nome: r.grupo } },
    modalidade: { id: r.modalidadeId, nome: r.modalidade },
    submodalidade: { id: p.submodalidadeId, nome: r.submodalidade },
    tipo_emissao: { id: p.tipoEmissao, nome: nameOfId(EMISSION_TYPES, p.tipoEmissao) },
    segurado:
      p.seguradoTipo && p.seguradoDocumento && p.seguradoNome
        ? { tipo: p.seguradoTipo, documento: p.seguradoDocumento, nome: p.seguradoNome }
        : null,
    importancia_segurada: p.importanciaSegurada,
    premio: p.premio,
    comissao: p.comissao,
    emitida_em: p.emitidaEm,
    vigencia_inicio: p.vigenciaInicio,
    vigencia_fim: p.vigenciaFim,
    importancia_atual: p.importanciaAtual ?? p.importanciaSegurada,
    vigencia_fim_atual: p.vigenciaFimAtual ?? p.vigenciaFim,
    cancelada_em: p.canceladaEm,
    situacao: { id: r.situacao, nome: nameOfId(POLICY_SITUATIONS, r.situacao) },
    processo: p.processoNumero
      ? {
          numero: p.processoNumero,
          tribunal:
            p.processoTribunalId && r.tribunal ? { id: p.processoTribunalId, nome: r.tribunal } : null,
          unidade: p.processoUnidadeId && r.unidade ? { id: p.processoUnidadeId, nome: r.unidade } : null,
        }
      : null,
    arquivo:
      p.arquivoId && r.arquivo ? { id: p.arquivoId, nome: r.arquivo, url: fileUrl(p.arquivoId) } : null,
    solicitada_por: p.solicitadaPor && r.solicitante ? { id: p.solicitadaPor, nome: r.solicitante } : null,
    atualizado_em: p.atualizadoEm.toISOString(),
  };
}

export function toEndorsement(e: repo.StoredEndorsement, motivo: string | null): Endorsement {
  return {
    id: e.id,
    apolice_id: e.apoliceId,
    numero: e.numero,
    tipo: { id: e.tipo, nome: nameOfId(ENDORSEMENT_TYPES, e.tipo) },
    data_efeito: e.dataEfeito,
    valor: e.valor,
    nova_vigencia_fim: e.novaVigenciaFim,
    descricao: e.descricao,
    premio: e.premio,
    motivo_cancelamento:
      e.motivoCancelamentoId && motivo !== null ? { id: e.motivoCancelamentoId, nome: motivo } : null,
    com_restituicao: e.comRestituicao,
    valor_restituicao: e.valorRestituicao,
    atualizado_em: e.atualizadoEm.toISOString(),
  };
}

const effectOf = (e: repo.StoredEndorsement) => ({
  tipo: e.tipo,
  data_efeito: e.dataEfeito,
  valor: e.valor,
  nova_vigencia_fim: e.novaVigenciaFim,
});

const baseOf = (p: repo.StoredPolicy) => ({
  importancia_segurada: p.importanciaSegurada,
  vigencia_inicio: p.vigenciaInicio,
  vigencia_fim: p.vigenciaFim,
});

/** The policy and its endorsements with the running values: two queries (the policy, its endorsements). */
async function readDetail(db: Db, id: string, viewer: Viewer): Promise<PolicyDetail | undefined> {
  const row = await repo.findPolicyJoined(db, id, visible(viewer));
  if (!row) return undefined;
  const list = await repo.endorsementsOf(db, id);
  const run = runEndorsements(
    baseOf(row.policy),
    list.map((l) => effectOf(l.endorsement)),
  );
  const endossos: EndorsementLine[] = list.map((l, i) => {
    // A stored chain always ran (every write checks it); the issued values stand in otherwise.
    const step = run.ok ? run.steps[i] : undefined;
    return {
      ...toEndorsement(l.endorsement, l.motivo),
      importancia_apos: step?.importancia ?? row.policy.importanciaAtual ?? row.policy.importanciaSegurada,
      vigencia_fim_apos: step?.vigencia_fim ?? row.policy.vigenciaFimAtual ?? row.policy.vigenciaFim,
    };
  });
  return { ...toPolicy(row), endossos };
}

/* ---------------------------------------------------------------- reads */

export async function listPolicies(db: Db, viewer: Viewer, q: PolicyListQuery): Promise<Paged<Policy>> {
  const page = await repo.listPolicies(db, {
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
    direction: q.direction,
    text: q.query || undefined,
    visible: visible(viewer),
    numero: q.numero || undefined,
    tomadorId: q.tomador_id,
    grupoId: q.grupo_economico_id,
    seguradoraId: q.seguradora_id,
    modalidadeId: q.modalidade_id,
    situacao: q.situacao,
    vigenciaFimDe: q.vigencia_fim_de,
    vigenciaFimAte: q.vigencia_fim_ate,
    emitidaDe: q.emitida_de,
    emitidaAte: q.emitida_ate,
  });
  return { items: page.rows.map(toPolicy), total_count: page.total };
}

export async function getPolicy(db: Db, viewer: Viewer, id: string): Promise<PolicyDetail> {
  const detail = await readDetail(db, id, viewer);
  if (!detail) throw notFound();
  return detail;
}

export async function getPolicyEdit(db: Db, viewer: Viewer, id: string): Promise<PolicyEdit> {
  const p = await getPolicy(db, viewer, id);
  return {
    id: p.id,
    numero: p.numero,
    seguradora_id: p.seguradora.id,
    grupo_economico_id: p.tomador.grupo.id,
    tomador_id: p.tomador.id,
    modalidade_id: p.modalidade.id,
    submodalidade_id: p.submodalidade.id,
    tipo_emissao_id: p.tipo_emissao.id as PolicyEdit['tipo_emissao_id'],
    segurado: p.segurado,
    importancia_segurada: p.importancia_segurada,
    premio: p.premio,
    comissao: p.comissao,
    emitida_em: p.emitida_em,
    vigencia_inicio: p.vigencia_inicio,
    vigencia_fim: p.vigencia_fim,
    processo: p.processo ? { numero: p.processo.numero, unidade_id: p.processo.unidade?.id ?? null } : null,
    arquivo_id: p.arquivo?.id ?? null,
  };
}

export async function options(db: Db, subModalityId: string): Promise<PolicyOptions> {
  const sub = await repo.findSubModality(db, subModalityId);
  if (!sub) throw notFound('Sub-modalidade não encontrada.');
  return {
    submodalidade_id: sub.id,
    modalidade: { id: sub.modalidadeId, nome: sub.modalidade },
    processo: sub.exigeProcesso,
    tipos_emissao: EMISSION_TYPES.map(({ id, nome }) => ({ id, nome })),
  };
}

export const situations = (): SuggestItem[] => POLICY_SITUATIONS.map(({ id, nome }) => ({ id, nome }));
export const endorsementTypes = (): SuggestItem[] => ENDORSEMENT_TYPES.map(({ id, nome }) => ({ id, nome }));

/* ---------------------------------------------------------------- policy writes */

/** What a policy body's references were found to be: the reads behind the rules of `checkRefs`. */
interface PolicyRefs {
  insurer: boolean;
  group: boolean;
  taker: { grupoId: string } | undefined;
  sub: { modalidadeId: string; exigeProcesso: boolean } | undefined;
  file: boolean;
  taken: boolean;
}

/** The rules of a policy body's references, in the order the screens report them; answers its sub-modality. */
function checkRefs(data: PolicyData, refs: PolicyRefs) {
  if (!refs.insurer) throw refuse('seguradora_id', 'Seguradora não encontrada.');
  if (!refs.group) throw refuse('grupo_economico_id', 'Grupo econômico não encontrado.');
  if (!refs.taker || refs.taker.grupoId !== data.grupo_economico_id)
    throw refuse('tomador_id', POLICY_MESSAGES.borrowerNotInGroup);
  const sub = refs.sub;
  if (!sub) throw refuse('submodalidade_id', 'Sub-modalidade não encontrada.');
  if (sub.modalidadeId !== data.modalidade_id)
    throw refuse('submodalidade_id', POLICY_MESSAGES.subModalityMismatch);
  if (data.arquivo_id && !refs.file) throw refuse('arquivo_id', 'Arquivo não encontrado.');
  if (refs.taken) throw conflict(POLICY_MESSAGES.numberTaken);
  return sub;
}

/** The columns a checked policy body becomes. */
const policyColumns = (data: PolicyData, processo: Awaited<ReturnType<typeof processValues>>) => ({
  numero: data.numero,
  seguradoraId: data.seguradora_id,
  grupoId: data.grupo_economico_id,
  tomadorId: data.tomador_id,
  submodalidadeId: data.submodalidade_id,
  tipoEmissao: data.tipo_emissao_id,
  seguradoTipo: data.segurado?.tipo ?? null,
  seguradoDocumento: data.segurado?.documento ?? null,
  seguradoNome: data.segurado?.nome ?? null,
  emitidaEm: data.emitida_em,
  vigenciaInicio: data.vigencia_inicio,
  vigenciaFim: data.vigencia_fim,
  premio: data.premio,
  comissao: data.comissao,
  importanciaSegurada: data.importancia_segurada,
  arquivoId: data.arquivo_id,
  ...processo,
});

/** The checked references of a policy body and the columns they become. */
async function policyValues(db: Db, viewer: Viewer, data: PolicyData, exceptId?: string) {
  const sub = checkRefs(data, {
    insurer: !!(await repo.findInsurer(db, data.seguradora_id)),
    group: !!(await repo.findGroup(db, data.grupo_economico_id, visibleWhere(viewer, 'grupo_economico'))),
    taker: await repo.findTaker(db, data.tomador_id),
    sub: await repo.findSubModality(db, data.submodalidade_id),
    file: data.arquivo_id ? await repo.fileExists(db, data.arquivo_id) : true,
    taken: !!(await repo.findPolicyByNumber(db, data.seguradora_id, data.numero, exceptId)),
  });
  return policyColumns(data, await processValues(db, sub.exigeProcesso, data.processo));
}

/** The CNJ number resolved to its court (and unit) when the sub-modality asks for a case. */
async function processValues(db: Db, required: boolean, processo: PolicyData['processo']) {
  const none = { processoNumero: null, processoTribunalId: null, processoUnidadeId: null };
  if (!processo?.numero) {
    if (required) throw refuse('processo.numero', POLICY_MESSAGES.processRequired);
    return none;
  }
  const parsed = parseUniqueNumber(processo.numero);
  if (!parsed.ok)
    throw refuse(
      'processo.numero',
      parsed.error === 'format'
        ? POLICY_MESSAGES.processInvalid
        : 'Dígito verificador inválido no número do processo.',
    );
  const n = parsed.value;
  const found = await repo.courtOfCase(db, `${String(n.segmento)}.${n.tribunal}`, n.origem);
  let unitId = found.unit?.id ?? null;
  if (processo.unidade_id) {
    const unit = await repo.courtUnitRow(db, processo.unidade_id);
    if (!unit || !found.court || unit.tribunalId !== found.court.id)
      throw refuse('processo.unidade_id', 'A unidade judiciária não pertence ao tribunal do processo.');
    unitId = unit.id;
  }
  return {
    processoNumero: formatUniqueNumber(n),
    processoTribunalId: found.court?.id ?? null,
    processoUnidadeId: unitId,
  };
}

/** Rewrites the policy's current values from its issued ones and its endorsements; a broken chain is a 400. */
async function recompute(tx: Db, policy: repo.StoredPolicy): Promise<void> {
  const list = await repo.endorsementsOf(tx, policy.id);
  const run = runEndorsements(
    baseOf(policy),
    list.map((l) => effectOf(l.endorsement)),
  );
  if (!run.ok) {
    const which = list[run.index]?.endorsement.numero;
    throw refuse(run.field, which ? `Endosso ${which}: ${run.message}` : run.message);
  }
  await repo.updatePolicy(tx, policy.id, {
    importanciaAtual: run.atual.importancia,
    vigenciaFimAtual: run.atual.vigencia_fim,
    canceladaEm: run.atual.cancelada_em,
  });
}

const assertGuaranteeArea = (viewer: Viewer) => {
  if (!viewer.system && (viewer.guest || !worksIn(viewer.area, 'garantia'))) throw forbidden();
};

/** POST /v1/garantia/apolices: a policy quoted elsewhere, registered by hand. */
export async function createPolicy(
  db: Db,
  caller: PolicyCaller,
  data: PolicyData & { id?: string | undefined },
): Promise<Created<PolicyDetail>> {
  assertGuaranteeArea(caller.viewer);
  return createOnce({
    db,
    audit: { actor: caller, entidade: 'apolice' },
    request: data,
    stored: async () => (data.id ? readDetail(db, data.id, caller.viewer) : undefined),
    insert: async (tx) => {
      const values = await policyValues(tx, caller.viewer, data);
      const row = await repo.insertPolicy(tx, {
        ...(data.id ? { id: data.id } : {}),
        ...values,
        solicitadaPor: caller.userId,
        importanciaAtual: values.importanciaSegurada,
        vigenciaFimAtual: values.vigenciaFim,
        criadoPor: caller.userId,
      });
      const detail = await readDetail(tx, row.id, SYSTEM_VIEWER);
      if (!detail) throw notFound();
      return detail;
    },
    conflict: () => conflict(POLICY_MESSAGES.numberTaken),
  });
}

/** The ids of the policies holding some of these (insurer, number) keys, as 'insurer|number' → id. */
export const policyIdsByNumbers = (db: Db, keys: { seguradoraId: string; numero: string }[]) =>
  repo.findPolicyIdsByNumbers(db, keys);

/** Each body's fate in `createPolicies`: the new policy's id (null in a check only) or its refusal. */
export type BulkCreated = { id: string | null } | { error: AppError };

/**
 * Many new policies at once (the legacy import's batches): the rules of `createPolicy` (area, the
 * references by `checkRefs`, the number free, the case number), with each kind of reference read in one
 * query, one multi-row insert and one multi-row audit insert ('criar', as `createPolicy` writes it). A
 * refused body gets its refusal in its place and the others go on; with `write` false nothing is written
 * (a dry run). A database failure throws: the caller then retries the bodies one by one.
 */
export async function createPolicies(
  tx: Db,
  caller: PolicyCaller,
  list: PolicyData[],
  { write }: { write: boolean },
): Promise<BulkCreated[]> {
  try {
    assertGuaranteeArea(caller.viewer);
  } catch (err) {
    if (err instanceof AppError) return list.map(() => ({ error: err }));
    throw err;
  }
  const ids = <T>(pick: (d: PolicyData) => T) => [...new Set(list.map(pick))];
  const insurersFound = await repo.findInsurerIds(
    tx,
    ids((d) => d.seguradora_id),
  );
  const groupsFound = await repo.findGroupIds(
    tx,
    ids((d) => d.grupo_economico_id),
    visibleWhere(caller.viewer, 'grupo_economico'),
  );
  const takers = await repo.findTakers(
    tx,
    ids((d) => d.tomador_id),
  );
  const subs = await repo.findSubModalities(
    tx,
    ids((d) => d.submodalidade_id),
  );
  const taken = await repo.findPolicyIdsByNumbers(
    tx,
    list.map((d) => ({ seguradoraId: d.seguradora_id, numero: d.numero })),
  );
  const results: BulkCreated[] = [];
  const rows: (repo.PolicyRowValues & { id: string })[] = [];
  for (const data of list) {
    const key = `${data.seguradora_id}|${data.numero}`;
    try {
      const sub = checkRefs(data, {
        insurer: insurersFound.has(data.seguradora_id),
        group: groupsFound.has(data.grupo_economico_id),
        taker: takers.get(data.tomador_id),
        sub: subs.get(data.submodalidade_id),
        file: data.arquivo_id ? await repo.fileExists(tx, data.arquivo_id) : true,
        taken: taken.has(key),
      });
      const values = policyColumns(data, await processValues(tx, sub.exigeProcesso, data.processo));
      // A body repeating an earlier one's number is refused as the second create would be.
      taken.set(key, '');
      const id = write ? crypto.randomUUID() : null;
      if (id)
        rows.push({
          id,
          ...values,
          solicitadaPor: caller.userId,
          importanciaAtual: values.importanciaSegurada,
          vigenciaFimAtual: values.vigenciaFim,
          criadoPor: caller.userId,
        });
      results.push({ id });
    } catch (err) {
      if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
      results.push({ error: err });
    }
  }
  if (!rows.length) return results;
  await repo.insertPolicies(tx, rows);
  const joined = await repo.findPoliciesJoined(
    tx,
    rows.map((r) => r.id),
  );
  // A new policy has no endorsements: its detail is the joined row with an empty list.
  await writeAudits(
    tx,
    { actor: caller, entidade: 'apolice' },
    'criar',
    joined.map((row) => ({
      entidadeId: row.policy.id,
      before: null,
      after: { ...toPolicy(row), endossos: [] },
    })),
  );
  return results;
}

/** PUT /v1/garantia/apolices/{id}: the issued data; the current values follow from the endorsements. */
export async function updatePolicy(
  db: Db,
  caller: PolicyCaller,
  id: string,
  data: PolicyData,
  ifMatch: string | undefined,
): Promise<PolicyDetail> {
  try {
    return await db.transaction(async (tx) => {
      const locked = await repo.lockPolicy(tx, id, visible(caller.viewer));
      if (!locked) throw notFound();
      const current = await readDetail(tx, id, SYSTEM_VIEWER);
      if (!current) throw notFound();
      assertIfMatch(ifMatch, current);
      const values = await policyValues(tx, caller.viewer, data, id);
      // A policy issued from a quotation keeps its link (the quotation's data is not rewritten).
      await repo.updatePolicy(tx, id, values);
      await recompute(tx, { ...locked, ...values });
      const after = await readDetail(tx, id, SYSTEM_VIEWER);
      if (!after) throw notFound();
      await writeAudit(tx, { actor: caller, entidade: 'apolice' }, 'alterar', id, current, after);
      return after;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(POLICY_MESSAGES.numberTaken);
    throw err;
  }
}

/**
 * The policy record of a quotation that reached 'Apólice emitida', linked both ways (the policy's
 * `cotacao_id`; the quotation reads its policy by it). Runs inside the quotation's transaction `tx`; the
 * insurer is the one the quotation chose. Answers the policy as stored.
 */
export async function policyFromQuotation(
  tx: Db,
  actor: Actor,
  quotationId: string,
  data: PolicyFromQuotationData,
): Promise<PolicyDetail> {
  const q = await repo.quotationForPolicy(tx, quotationId);
  if (!q) throw notFound();
  if (!q.seguradoraId) throw conflict('A cotação não tem seguradora escolhida.');
  if (await repo.findPolicyOfQuotation(tx, quotationId)) throw conflict(POLICY_MESSAGES.quotationTaken);
  if (await repo.findPolicyByNumber(tx, q.seguradoraId, data.numero))
    throw conflict(POLICY_MESSAGES.numberTaken);
  if (data.arquivo_id && !(await repo.fileExists(tx, data.arquivo_id)))
    throw refuse('arquivo_id', 'Arquivo não encontrado.');
  const row = await repo.insertPolicy(tx, {
    ...(data.id ? { id: data.id } : {}),
    cotacaoId: q.id,
    numero: data.numero.trim().toUpperCase(),
    seguradoraId: q.seguradoraId,
    grupoId: q.grupoId,
    tomadorId: q.tomadorId,
    submodalidadeId: q.submodalidadeId,
    tipoEmissao: q.tipoEmissao,
    seguradoTipo: q.seguradoTipo,
    seguradoDocumento: q.seguradoDocumento,
    seguradoNome: q.seguradoNome,
    emitidaEm: data.emitida_em,
    vigenciaInicio: data.vigencia_inicio,
    vigenciaFim: data.vigencia_fim,
    premio: data.premio,
    comissao: data.comissao ?? null,
    importanciaSegurada: q.importanciaSegurada,
    importanciaAtual: q.importanciaSegurada,
    vigenciaFimAtual: data.vigencia_fim,
    processoNumero: q.processoNumero,
    processoTribunalId: q.processoTribunalId,
    processoUnidadeId: q.processoUnidadeId,
    arquivoId: data.arquivo_id ?? null,
    solicitadaPor: q.responsavelId ?? actor.userId,
    criadoPor: actor.userId,
  });
  const detail = await readDetail(tx, row.id, SYSTEM_VIEWER);
  if (!detail) throw notFound();
  await writeAudit(tx, { actor, entidade: 'apolice' }, 'criar', row.id, null, detail);
  return detail;
}

/* ---------------------------------------------------------------- endorsements */

async function endorsementValues(tx: Db, data: EndorsementData) {
  if (data.motivo_cancelamento_id && !(await repo.reasonExists(tx, data.motivo_cancelamento_id)))
    throw refuse('motivo_cancelamento_id', 'Motivo de cancelamento não encontrado.');
  return {
    numero: data.numero,
    tipo: data.tipo_id,
    dataEfeito: data.data_efeito,
    valor: data.valor,
    novaVigenciaFim: data.nova_vigencia_fim,
    descricao: data.descricao,
    premio: data.premio,
    motivoCancelamentoId: data.motivo_cancelamento_id,
    comRestituicao: data.com_restituicao,
    valorRestituicao: data.valor_restituicao,
  };
}

async function readEndorsement(db: Db, id: string): Promise<Endorsement | undefined> {
  const row = await repo.findEndorsement(db, id);
  if (!row) return undefined;
  const detail = await repo.endorsementsOf(db, row.apoliceId);
  const line = detail.find((l) => l.endorsement.id === id);
  return line && toEndorsement(line.endorsement, line.motivo);
}

/**
 * Registers an endorsement on a policy inside the caller's transaction `tx`: the one way an endorsement
 * is created (by hand, or by accepting an endorsement request). Locks the policy in the caller's
 * visibility (404 outside), refuses a policy already cancelled (409) or a repeated number (409),
 * recomputes the policy's current values (a broken chain is a 400) and audits 'registrar_endosso' on
 * the policy.
 */
export async function registerEndorsement(
  tx: Db,
  caller: PolicyCaller,
  policyId: string,
  data: EndorsementData,
): Promise<Endorsement> {
  const policy = await repo.lockPolicy(tx, policyId, visible(caller.viewer));
  if (!policy) throw notFound();
  const before = await readDetail(tx, policyId, SYSTEM_VIEWER);
  if (!before) throw notFound();
  if (before.endossos.some((e) => e.tipo.id === 'cancelamento')) throw conflict(POLICY_MESSAGES.cancelled);
  if (await repo.findEndorsementByNumber(tx, policyId, data.numero))
    throw conflict(POLICY_MESSAGES.endorsementNumberTaken);
  const row = await repo.insertEndorsement(tx, {
    ...(data.id ? { id: data.id } : {}),
    apoliceId: policyId,
    ...(await endorsementValues(tx, data)),
    criadoPor: caller.userId,
  });
  await recompute(tx, policy);
  const after = await readDetail(tx, policyId, SYSTEM_VIEWER);
  if (!after) throw notFound();
  await writeAudit(tx, { actor: caller, entidade: 'apolice' }, 'registrar_endosso', policyId, before, after);
  const line = after.endossos.find((e) => e.id === row.id);
  if (!line) throw notFound();
  const { importancia_apos: _i, vigencia_fim_apos: _v, ...endorsement } = line;
  return endorsement;
}

/** POST {id}/endossos: the policy's current values follow from its effect date on. */
export async function createEndorsement(
  db: Db,
  caller: PolicyCaller,
  policyId: string,
  data: EndorsementData,
): Promise<Created<Endorsement>> {
  const stored = async () => {
    if (!data.id) return undefined;
    const found = await readEndorsement(db, data.id);
    if (found && found.apolice_id !== policyId)
      throw conflict('Este identificador já pertence a um endosso de outra apólice.');
    return found;
  };
  return createOnce({
    db,
    request: data,
    stored,
    insert: (outer) => outer.transaction((tx) => registerEndorsement(tx, caller, policyId, data)),
    conflict: () => conflict(POLICY_MESSAGES.endorsementNumberTaken),
  });
}

/** An endorsement under its policy; one of another policy (or of a policy not seen) is a 404. */
export async function getEndorsement(
  db: Db,
  viewer: Viewer,
  policyId: string,
  id: string,
): Promise<Endorsement> {
  const policy = await repo.findPolicyJoined(db, policyId, visible(viewer));
  if (!policy) throw notFound();
  const found = await readEndorsement(db, id);
  if (!found || found.apolice_id !== policyId) throw notFound();
  return found;
}

/** PUT {id}/endossos/{endosso}: the whole chain is checked again; audited on the policy. */
export async function updateEndorsement(
  db: Db,
  caller: PolicyCaller,
  policyId: string,
  id: string,
  data: EndorsementData,
  ifMatch: string | undefined,
): Promise<Endorsement> {
  try {
    return await db.transaction(async (tx) => {
      const policy = await repo.lockPolicy(tx, policyId, visible(caller.viewer));
      if (!policy) throw notFound();
      const current = await readEndorsement(tx, id);
      if (!current || current.apolice_id !== policyId) throw notFound();
      assertIfMatch(ifMatch, current);
      const before = await readDetail(tx, policyId, SYSTEM_VIEWER);
      if (!before) throw notFound();
      if (await repo.findEndorsementByNumber(tx, policyId, data.numero, id))
        throw conflict(POLICY_MESSAGES.endorsementNumberTaken);
      await repo.updateEndorsement(tx, id, await endorsementValues(tx, data));
      await recompute(tx, policy);
      const after = await readDetail(tx, policyId, SYSTEM_VIEWER);
      if (!after) throw notFound();
      await writeAudit(
        tx,
        { actor: caller, entidade: 'apolice' },
        'alterar_endosso',
        policyId,
        before,
        after,
      );
      const saved = await readEndorsement(tx, id);
      if (!saved) throw notFound();
      return saved;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(POLICY_MESSAGES.endorsementNumberTaken);
    throw err;
  }
}

/** GET {id}/endossos/suggest: the policy's endorsements, 'número – tipo', in effect order. */
export async function endorsementSuggest(db: Db, viewer: Viewer, policyId: string): Promise<SuggestItem[]> {
  const detail = await getPolicy(db, viewer, policyId);
  return detail.endossos.map((e) => ({ id: e.id, nome: `${e.numero} – ${e.tipo.nome}` }));
}

export async function listEndorsements(
  db: Db,
  viewer: Viewer,
  q: EndorsementListQuery,
): Promise<Paged<EndorsementListItem>> {
  const page = await repo.listEndorsements(db, {
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
    direction: q.direction,
    text: q.query || undefined,
    visible: visible(viewer),
    tipo: q.tipo,
    apoliceId: q.apolice_id,
    seguradoraId: q.seguradora_id,
    efeitoDe: q.efeito_de,
    efeitoAte: q.efeito_ate,
  });
  return {
    items: page.rows.map((r) => ({
      ...toEndorsement(r.endorsement, r.motivo),
      apolice: { id: r.endorsement.apoliceId, numero: r.apoliceNumero },
      tomador: { id: r.tomadorId, nome_fantasia: r.tomador },
      seguradora: { id: r.seguradoraId, nome: r.seguradora },
    })),
    total_count: page.total,
  };
}
