import { asc, eq, inArray } from 'drizzle-orm';
import type { QuotationStageId } from '../../../src/contract/guarantee-quotations';
import type { Db } from '../client';
import {
  companies,
  economicGroups,
  insurerSubModalities,
  insurers,
  policies,
  quotationCosts,
  critiques,
  quotationDrafts,
  quotations,
  subModalities,
} from '../schema';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface DemoQuotation {
  etapa: QuotationStageId;
  cancelada?: string;
  critica?: string;
  valor: number;
}

/** One quotation per stage, a cancelled one and one with an open critique. */
const DEMO: DemoQuotation[] = [
  { etapa: 'dados_processo', valor: 250_000 },
  { etapa: 'aguardando_cotacao', valor: 1_200_000, critica: 'Falta o contrato assinado com o segurado.' },
  { etapa: 'solicitar_minuta', valor: 800_000 },
  { etapa: 'aprovacao_minuta', valor: 450_000 },
  { etapa: 'emissao_apolice', valor: 2_000_000 },
  { etapa: 'apolice_emitida', valor: 600_000 },
  { etapa: 'aguardando_cotacao', valor: 300_000, cancelada: 'O cliente desistiu da licitação.' },
];

const AFTER_CHOICE: QuotationStageId[] = [
  'solicitar_minuta',
  'aprovacao_minuta',
  'emissao_apolice',
  'apolice_emitida',
];

/**
 * Demo guarantee quotations for the first demo group's borrower, with the demo insurers' costs; the
 * insurers are made to accept the construction sub-modality. Only when there is no quotation yet.
 */
export async function seedDemoQuotations(db: Db, ownerId: string | null): Promise<void> {
  const [any] = await db.select({ id: quotations.id }).from(quotations).limit(1);
  if (any) return;
  // The first demo group that has a borrower, and that borrower.
  const [taker] = await db
    .select({
      id: companies.id,
      grupoId: companies.grupoId,
      nome: companies.nomeFantasia,
      razao: companies.razaoSocial,
    })
    .from(companies)
    .innerJoin(economicGroups, eq(economicGroups.id, companies.grupoId))
    .where(eq(companies.subsidiaria, false))
    .orderBy(asc(economicGroups.criadoEm), asc(economicGroups.id), asc(companies.criadoEm))
    .limit(1);
  const [sub] = await db
    .select({ id: subModalities.id, modalidadeId: subModalities.modalidadeId })
    .from(subModalities)
    .where(eq(subModalities.nome, 'EXECUTANTE CONSTRUTOR'));
  const demoInsurers = await db
    .select({ id: insurers.id })
    .from(insurers)
    .where(inArray(insurers.nome, ['SEGURADORA HORIZONTE', 'AURORA FIANÇAS']))
    .orderBy(asc(insurers.nome));
  if (!taker || !sub || demoInsurers.length < 2) return;
  const group = { id: taker.grupoId };
  const [aurora, horizonte] = demoInsurers.map((i) => i.id) as [string, string];
  await db
    .insert(insurerSubModalities)
    .values([aurora, horizonte].map((seguradoraId) => ({ seguradoraId, submodalidadeId: sub.id })))
    .onConflictDoNothing();

  for (const [i, d] of DEMO.entries()) {
    const chosen = AFTER_CHOICE.includes(d.etapa);
    const [q] = await db
      .insert(quotations)
      .values({
        etapa: d.etapa,
        status: d.cancelada ? 'cancelada' : 'em_andamento',
        etapasCanceladas: d.cancelada
          ? [
              'aguardando_cotacao',
              'solicitar_minuta',
              'aprovacao_minuta',
              'emissao_apolice',
              'apolice_emitida',
            ]
          : [],
        justificativaCancelamento: d.cancelada ?? null,
        grupoId: group.id,
        tomadorId: taker.id,
        tomadorNome: taker.nome ?? taker.razao,
        modalidadeId: sub.modalidadeId,
        submodalidadeId: sub.id,
        tipoEmissao: 'nova',
        seguradoTipo: 'PJ',
        seguradoDocumento: '46395000000139',
        seguradoNome: `MUNICÍPIO DE DEMONSTRAÇÃO ${i + 1}`,
        seguradoUf: 'SP',
        seguradoCidade: 'SÃO PAULO',
        importanciaSegurada: d.valor,
        vigenciaInicio: day(0),
        vigenciaFim: day(365),
        objeto: '<p>Execução de obras de pavimentação conforme edital.</p>',
        seguradoraId: chosen ? horizonte : null,
        responsavelId: ownerId,
        criadoEm: new Date(Date.now() - (DEMO.length - i) * 86_400_000),
      })
      .returning();
    if (!q) continue;
    if (d.etapa !== 'dados_processo') {
      await db.insert(quotationCosts).values([
        {
          cotacaoId: q.id,
          seguradoraId: horizonte,
          status: chosen ? 'escolhido' : 'cotado',
          premio: Math.round(d.valor * 0.012 * 100) / 100,
          taxa: 1.2,
          importanciaSegurada: d.valor,
          comissao: 20,
          validade: day(30),
        },
        {
          cotacaoId: q.id,
          seguradoraId: aurora,
          status: 'cotado',
          premio: Math.round(d.valor * 0.0135 * 100) / 100,
          taxa: 1.35,
          importanciaSegurada: d.valor,
          comissao: 18,
          validade: day(20),
        },
      ]);
    }
    if (chosen)
      await db.insert(quotationDrafts).values({
        cotacaoId: q.id,
        seguradoraId: horizonte,
        status:
          d.etapa === 'solicitar_minuta'
            ? 'solicitada'
            : d.etapa === 'aprovacao_minuta'
              ? 'aguardando_aprovacao'
              : 'aprovada',
        solicitadaEm: new Date(),
        ...(d.etapa === 'solicitar_minuta'
          ? {}
          : { emitidaEm: new Date(), aprovacaoSolicitadaEm: new Date() }),
      });
    if (d.etapa === 'apolice_emitida')
      await db.insert(policies).values({
        cotacaoId: q.id,
        numero: `10075000${String(q.numero).padStart(5, '0')}`,
        seguradoraId: horizonte,
        grupoId: group.id,
        tomadorId: taker.id,
        submodalidadeId: sub.id,
        emitidaEm: day(0),
        vigenciaInicio: day(0),
        vigenciaFim: day(365),
        premio: Math.round(d.valor * 0.012 * 100) / 100,
        importanciaSegurada: d.valor,
        criadoPor: ownerId,
      });
    if (d.critica)
      await db
        .insert(critiques)
        .values({ entidade: 'cotacao_garantia', entidadeId: q.id, texto: d.critica, autorId: ownerId });
  }
}
