import { asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { computeCheckDigits, formatUniqueNumber } from '../../../src/lib/cnj';
import { runEndorsements } from '../../../src/contract/policies';
import type { EndorsementTypeId } from '../../../src/contract/policies';
import type { Db } from '../client';
import {
  critiques,
  endorsementRequests,
  cancellationReasonModalities,
  cancellationReasons,
  companies,
  endorsements,
  insurers,
  policies,
  quotations,
  subModalities,
} from '../schema';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface DemoEndorsement {
  numero: string;
  tipo: EndorsementTypeId;
  efeito: number;
  valor?: number;
  novaVigencia?: number;
  descricao?: string;
  cancelamento?: true;
}

interface DemoPolicy {
  numero: string;
  valor: number;
  inicio: number;
  fim: number;
  endossos: DemoEndorsement[];
  /** A labour-court bond (JUDICIAL TRABALHISTA) with its court case: the renewal radar lists it first. */
  judicial?: true;
}

/** A valid CNJ number (check digits computed) of a labour court case, for the judicial demo policy. */
const LABOUR_CASE = (() => {
  const parts = { sequencial: '1000457', ano: '2024', segmento: 5, tribunal: '02', origem: '0038' };
  return formatUniqueNumber({ ...parts, digito: computeCheckDigits(parts) });
})();

/**
 * Policies quoted elsewhere: one ending soon, one expired, one cancelled, and a labour-court bond ending
 * soon (days from today).
 */
const HAND_MADE: DemoPolicy[] = [
  {
    numero: '0775310000123',
    valor: 350_000,
    inicio: -320,
    fim: 45,
    endossos: [
      { numero: '1', tipo: 'reducao_is', efeito: -200, valor: 50_000 },
      {
        numero: '2',
        tipo: 'alteracao_cadastral',
        efeito: -100,
        descricao: 'Endereço do segurado alterado para Rua das Flores, 100.',
      },
    ],
  },
  { numero: '0775310000045', valor: 120_000, inicio: -500, fim: -135, endossos: [] },
  { numero: '0775310000310', valor: 80_000, inicio: -325, fim: 40, endossos: [], judicial: true },
  {
    numero: '0775310000201',
    valor: 900_000,
    inicio: -90,
    fim: 275,
    endossos: [{ numero: '1', tipo: 'cancelamento', efeito: -10, cancelamento: true }],
  },
];

/** The endorsements added to the policy of the demo quotation that reached 'Apólice emitida'. */
const ON_ISSUED: DemoEndorsement[] = [
  { numero: '1', tipo: 'aumento_is', efeito: 0, valor: 150_000 },
  { numero: '2', tipo: 'prorrogacao', efeito: 0, novaVigencia: 455 },
];

/**
 * Demo policies: the quotation-issued ones get the quotation's data and two endorsements; three more are
 * registered by hand (one ending soon, one expired, one cancelled). Only when no endorsement exists yet.
 */
export async function seedDemoPolicies(db: Db, ownerId: string | null): Promise<void> {
  const [any] = await db.select({ id: endorsements.id }).from(endorsements).limit(1);
  if (any) return;
  // The policies the demo quotations issued carry the quotation's data (as policyFromQuotation stores).
  await db.execute(sql`
    update ${policies} a set tipo_emissao = c.tipo_emissao, segurado_tipo = c.segurado_tipo,
      segurado_documento = c.segurado_documento, segurado_nome = c.segurado_nome,
      processo_numero = c.processo_numero, processo_tribunal_id = c.processo_tribunal_id,
      processo_unidade_id = c.processo_unidade_id, comissao = 20,
      solicitada_por = coalesce(c.responsavel_id, a.criado_por)
    from ${quotations} c where c.id = a.cotacao_id`);
  const issued = await db.select().from(policies).where(isNotNull(policies.cotacaoId));
  const [taker] = await db
    .select({ id: companies.id, grupoId: companies.grupoId })
    .from(companies)
    .where(eq(companies.subsidiaria, false))
    .orderBy(asc(companies.criadoEm))
    .limit(1);
  const [sub] = await db
    .select({ id: subModalities.id, modalidadeId: subModalities.modalidadeId })
    .from(subModalities)
    .where(eq(subModalities.nome, 'EXECUTANTE CONSTRUTOR'));
  const [insurer] = await db
    .select({ id: insurers.id })
    .from(insurers)
    .where(inArray(insurers.nome, ['AURORA FIANÇAS']));
  const [labourSub] = await db
    .select({ id: subModalities.id })
    .from(subModalities)
    .where(eq(subModalities.nome, 'JUDICIAL TRABALHISTA'));
  let [reason] = await db.select({ id: cancellationReasons.id }).from(cancellationReasons).limit(1);
  if (!reason && sub) {
    [reason] = await db
      .insert(cancellationReasons)
      .values({ nome: 'SUBSTITUIÇÃO POR OUTRA GARANTIA' })
      .returning({ id: cancellationReasons.id });
    if (reason)
      await db
        .insert(cancellationReasonModalities)
        .values({ motivoId: reason.id, modalidadeId: sub.modalidadeId });
  }
  const plans: { id: string; endossos: DemoEndorsement[] }[] = issued.map((p) => ({
    id: p.id,
    endossos: ON_ISSUED,
  }));
  if (taker && sub && insurer)
    for (const d of HAND_MADE) {
      if (d.judicial && !labourSub) continue;
      const [row] = await db
        .insert(policies)
        .values({
          numero: d.numero,
          seguradoraId: insurer.id,
          grupoId: taker.grupoId,
          tomadorId: taker.id,
          submodalidadeId: d.judicial && labourSub ? labourSub.id : sub.id,
          processoNumero: d.judicial ? LABOUR_CASE : null,
          tipoEmissao: 'nova',
          seguradoTipo: 'PJ',
          seguradoDocumento: '46395000000139',
          seguradoNome: 'MUNICÍPIO DE DEMONSTRAÇÃO',
          emitidaEm: day(d.inicio),
          vigenciaInicio: day(d.inicio),
          vigenciaFim: day(d.fim),
          premio: Math.round(d.valor * 0.012 * 100) / 100,
          comissao: 18,
          importanciaSegurada: d.valor,
          solicitadaPor: ownerId,
          criadoPor: ownerId,
        })
        .onConflictDoNothing()
        .returning();
      if (row) plans.push({ id: row.id, endossos: d.endossos });
    }
  for (const plan of plans) {
    const [p] = await db.select().from(policies).where(eq(policies.id, plan.id));
    if (!p) continue;
    const effects = plan.endossos.map((e) => ({
      tipo: e.tipo,
      data_efeito: day(e.efeito),
      valor: e.valor ?? null,
      nova_vigencia_fim: e.novaVigencia === undefined ? null : day(e.novaVigencia),
    }));
    const run = runEndorsements(
      {
        importancia_segurada: p.importanciaSegurada,
        vigencia_inicio: p.vigenciaInicio,
        vigencia_fim: p.vigenciaFim,
      },
      effects,
    );
    if (!run.ok) continue;
    for (const [i, e] of plan.endossos.entries())
      await db.insert(endorsements).values({
        apoliceId: p.id,
        numero: e.numero,
        tipo: e.tipo,
        dataEfeito: effects[i]?.data_efeito ?? day(0),
        valor: e.valor ?? null,
        novaVigenciaFim: effects[i]?.nova_vigencia_fim ?? null,
        descricao: e.descricao ?? null,
        motivoCancelamentoId: e.cancelamento ? (reason?.id ?? null) : null,
        comRestituicao: e.cancelamento ? true : null,
        valorRestituicao: e.cancelamento ? 2_500 : null,
        criadoPor: ownerId,
        criadoEm: new Date(Date.now() - (plan.endossos.length - i) * 60_000),
      });
    await db
      .update(policies)
      .set({
        importanciaAtual: run.atual.importancia,
        vigenciaFimAtual: run.atual.vigencia_fim,
        canceladaEm: run.atual.cancelada_em,
      })
      .where(eq(policies.id, p.id));
  }
  await seedDemoRequests(db, ownerId);
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/**
 * Endorsement requests in every state, on the policies that are not cancelled: an open one with an
 * open critique, a sent one whose critique was resolved, one overdue at the insurer, a refused one, a
 * withdrawn one, and an accepted one pointing at the endorsement it became.
 */
async function seedDemoRequests(db: Db, ownerId: string | null): Promise<void> {
  const live = await db
    .select()
    .from(policies)
    .where(sql`${policies.canceladaEm} is null and ${policies.vigenciaFimAtual} >= current_date`)
    .orderBy(asc(policies.criadoEm), asc(policies.id));
  // The open ones on the quotation's policy (it reads 'em_endosso'); the closed ones on a hand-made one,
  // which stays 'vigente'.
  const first = live.find((p) => p.cotacaoId !== null) ?? live[0];
  if (!first) return;
  const closed = live.find((p) => p.id !== first.id) ?? first;
  const insert = async (values: typeof endorsementRequests.$inferInsert) => {
    const [row] = await db
      .insert(endorsementRequests)
      .values({ criadoPor: ownerId, ...values })
      .returning();
    return row;
  };
  const open = await insert({
    apoliceId: first.id,
    tipo: 'prorrogacao',
    dataEfeito: day(0),
    novaVigenciaFim: day(800),
    criadoEm: daysAgo(2),
  });
  const sent = await insert({
    apoliceId: first.id,
    tipo: 'aumento_is',
    dataEfeito: day(0),
    valor: 80_000,
    estado: 'enviada',
    enviadaEm: daysAgo(5),
    criadoEm: daysAgo(6),
  });
  await insert({
    apoliceId: first.id,
    tipo: 'alteracao_cadastral',
    dataEfeito: day(-20),
    descricao: 'Novo endereço do segurado.',
    estado: 'enviada',
    enviadaEm: daysAgo(20),
    criadoEm: daysAgo(21),
  });
  await insert({
    apoliceId: closed.id,
    tipo: 'reducao_is',
    dataEfeito: day(-30),
    valor: 10_000,
    estado: 'reprovada',
    enviadaEm: daysAgo(30),
    decididaEm: daysAgo(25),
    motivoReprovacao: 'A seguradora pede o aditivo contratual assinado.',
    criadoEm: daysAgo(31),
  });
  await insert({
    apoliceId: closed.id,
    tipo: 'prorrogacao',
    dataEfeito: day(0),
    novaVigenciaFim: day(900),
    estado: 'cancelada',
    decididaEm: daysAgo(9),
    criadoEm: daysAgo(12),
  });
  // The extension endorsement of an issued policy came from an accepted request.
  const [extension] = await db
    .select()
    .from(endorsements)
    .where(eq(endorsements.tipo, 'prorrogacao'))
    .orderBy(asc(endorsements.criadoEm))
    .limit(1);
  if (extension)
    await insert({
      apoliceId: extension.apoliceId,
      tipo: 'prorrogacao',
      dataEfeito: extension.dataEfeito,
      novaVigenciaFim: extension.novaVigenciaFim,
      estado: 'aceita',
      enviadaEm: daysAgo(12),
      decididaEm: daysAgo(4),
      endossoId: extension.id,
      criadoEm: daysAgo(14),
    });
  if (open)
    await db.insert(critiques).values({
      entidade: 'solicitacao_endosso',
      entidadeId: open.id,
      texto: 'Falta o aditivo contratual com o novo prazo da obra.',
      autorId: ownerId,
      criadoEm: daysAgo(1),
    });
  if (sent)
    await db.insert(critiques).values({
      entidade: 'solicitacao_endosso',
      entidadeId: sent.id,
      texto: 'O valor pedido não bate com o do contrato.',
      autorId: ownerId,
      status: 'regularizada',
      regularizadaEm: daysAgo(5),
      regularizadaPor: ownerId,
      resolucao: 'Valor corrigido conforme o aditivo.',
      criadoEm: daysAgo(6),
    });
  // A policy with an open request reads 'em_endosso'.
  await db.execute(sql`
    update ${policies} p set em_endosso = exists (select 1 from ${endorsementRequests} r
      where r.apolice_id = p.id and r.estado in ('criada', 'enviada'))`);
}
