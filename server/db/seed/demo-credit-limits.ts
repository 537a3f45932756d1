import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  brokers,
  creditAnswers,
  creditCoBrokerages,
  creditCoBrokers,
  creditConsults,
  economicGroups,
  insurers,
} from '../schema';
import { cnpjFrom } from './demo-groups';

async function insurerNamed(db: Db, nome: string, razaoSocial: string, first12: string): Promise<string> {
  const cnpj = cnpjFrom(first12);
  const [found] = await db.select({ id: insurers.id }).from(insurers).where(eq(insurers.cnpj, cnpj));
  if (found) return found.id;
  const [row] = await db.insert(insurers).values({ nome, razaoSocial, cnpj }).returning({ id: insurers.id });
  if (!row) throw new Error(`seguradora ${nome} não criada`);
  return row.id;
}

async function brokerNamed(db: Db, razaoSocial: string, first12: string): Promise<string> {
  const cnpj = cnpjFrom(first12);
  const [found] = await db.select({ id: brokers.id }).from(brokers).where(eq(brokers.cnpj, cnpj));
  if (found) return found.id;
  const [row] = await db.insert(brokers).values({ razaoSocial, cnpj }).returning({ id: brokers.id });
  if (!row) throw new Error(`corretora ${razaoSocial} não criada`);
  return row.id;
}

const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);

/**
 * Credit-limit consults of the demo groups: one in progress with an approval, an analysis and
 * a 60/40 co-brokerage; an older concluded one whose approval expired (reads 'vencido') and a refusal;
 * one waiting; one cancelled. Only when there is no consult yet.
 */
export async function seedDemoCreditLimits(db: Db): Promise<void> {
  const [any] = await db.select({ id: creditConsults.id }).from(creditConsults).limit(1);
  if (any) return;
  const groups = await db
    .select({ id: economicGroups.id })
    .from(economicGroups)
    .orderBy(asc(economicGroups.criadoEm), asc(economicGroups.id))
    .limit(2);
  const [first, second] = groups;
  if (!first || !second) return;
  const horizonte = await insurerNamed(
    db,
    'SEGURADORA HORIZONTE',
    'HORIZONTE SEGUROS DE GARANTIA S.A.',
    '619874320001',
  );
  const aurora = await insurerNamed(db, 'AURORA FIANÇAS', 'AURORA SEGUROS E FIANÇAS S.A.', '734512890001');
  const partnerA = await brokerNamed(db, 'PARCEIRA GARANTIAS CORRETORA DE SEGUROS LTDA', '452198760001');
  const partnerB = await brokerNamed(db, 'CONFIANÇA CORRETORA DE SEGUROS LTDA', '518273640001');

  const consult = async (
    grupoId: string,
    valor: number,
    status: 'em_andamento' | 'concluida' | 'cancelada',
    age: number,
    antecessoraId: string | null = null,
  ) => {
    const [row] = await db
      .insert(creditConsults)
      .values({
        grupoId,
        valorSolicitado: valor,
        status,
        antecessoraId,
        criadoEm: daysAgo(age),
        atualizadoEm: daysAgo(age),
      })
      .returning({ id: creditConsults.id });
    if (!row) throw new Error('consulta de demonstração não criada');
    return row.id;
  };

  const old = await consult(first.id, 8_000_000, 'concluida', 420);
  await db.insert(creditAnswers).values([
    {
      consultaId: old,
      seguradoraId: horizonte,
      status: 'aprovado',
      limiteAprovado: 6_500_000,
      taxaMinima: 0.45,
      vigenciaInicio: '2024-07-01',
      vigenciaFim: '2025-06-30',
      estruturaCcg: 'com_socios',
      tipoRegraAprovacao: 'limite_global',
      tipoRegraPremio: 'taxa_minima',
      enviadoEm: daysAgo(420),
      respondidoEm: daysAgo(410),
    },
    {
      consultaId: old,
      seguradoraId: aurora,
      status: 'recusado',
      observacoes: 'Endividamento acima da política.',
      enviadoEm: daysAgo(420),
      respondidoEm: daysAgo(400),
    },
  ]);
  const current = await consult(first.id, 10_000_000, 'em_andamento', 12, old);
  await db.insert(creditAnswers).values([
    {
      consultaId: current,
      seguradoraId: horizonte,
      status: 'aprovado',
      limiteAprovado: 9_000_000,
      taxaMinima: 0.38,
      vigenciaInicio: '2026-11-01',
      vigenciaFim: '2027-10-31',
      estruturaCcg: 'corporativa',
      tipoRegraAprovacao: 'limite_por_modalidade',
      tipoRegraPremio: 'taxa_por_prazo',
      enviadoEm: daysAgo(12),
      respondidoEm: daysAgo(5),
    },
    { consultaId: current, seguradoraId: aurora, status: 'em_analise', enviadoEm: daysAgo(12) },
  ]);
  await db.insert(creditCoBrokerages).values({ consultaId: current, ativo: true });
  await db.insert(creditCoBrokers).values([
    { consultaId: current, corretoraId: partnerA, percentagemParticipacao: 60, ordem: 0 },
    { consultaId: current, corretoraId: partnerB, percentagemParticipacao: 40, ordem: 1 },
  ]);
  const waiting = await consult(second.id, 2_500_000, 'em_andamento', 3);
  await db.insert(creditAnswers).values([
    { consultaId: waiting, seguradoraId: horizonte, enviadoEm: daysAgo(3) },
    { consultaId: waiting, seguradoraId: aurora, enviadoEm: daysAgo(3) },
  ]);
  const cancelled = await consult(second.id, 1_000_000, 'cancelada', 60);
  await db
    .insert(creditAnswers)
    .values({ consultaId: cancelled, seguradoraId: aurora, enviadoEm: daysAgo(60) });
}
