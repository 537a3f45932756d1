import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import type { AgroStateId, PaymentFormId } from '../../../src/contract/agro-quotations';
import { suggestedInsuredAmount } from '../../../src/contract/agro-quotations';
import { AGRO_PATH } from '../../../src/contract/workflows/agro-quotations';
import type { Db } from '../client';
import {
  agroCosts,
  agroQuotations,
  economicGroups,
  insurers,
  modalities,
  offices,
  quotePermissions,
  subModalities,
} from '../schema';
import type { StoredCostOption } from '../schema';

const AGRO_AREA = 'agronegocio';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The agro quote permissions of the demo field agent: every sub-modality of the agro area
 * (server/db/seed/modalities.ts), so the permissions editor of the agro area shows them granted.
 */
export async function grantAgroPermissions(db: Db, userId: string): Promise<void> {
  const [granted] = await db
    .select({ id: quotePermissions.id })
    .from(quotePermissions)
    .where(and(eq(quotePermissions.areaId, AGRO_AREA), eq(quotePermissions.alvoId, userId)))
    .limit(1);
  if (granted) return;
  const subs = await db
    .select({ id: subModalities.id })
    .from(subModalities)
    .innerJoin(modalities, eq(modalities.id, subModalities.modalidadeId))
    .where(eq(modalities.areaId, AGRO_AREA));
  if (subs.length)
    await db
      .insert(quotePermissions)
      .values(
        subs.map((s) => ({ areaId: AGRO_AREA, alvoTipo: 'usuario', alvoId: userId, submodalidadeId: s.id })),
      );
}

interface Place {
  propriedade: string;
  municipio: string;
  uf: string;
  ibge: string;
  lat: number;
  lon: number;
}

interface DemoAgro {
  situacao: AgroStateId;
  kind: 'cafe' | 'granizo';
  produtor: string;
  pj?: boolean;
  place: Place;
  area: number;
  guest?: boolean;
  cancelada?: string;
  reprovada?: string;
}

const FARMS: Record<string, Place> = {
  guaxupe: {
    propriedade: 'FAZENDA BOA VISTA',
    municipio: 'Guaxupé',
    uf: 'MG',
    ibge: '3128709',
    lat: -21.3,
    lon: -46.71,
  },
  patrocinio: {
    propriedade: 'FAZENDA CERRADO ALTO',
    municipio: 'Patrocínio',
    uf: 'MG',
    ibge: '3148103',
    lat: -18.94,
    lon: -46.99,
  },
  franca: {
    propriedade: 'SÍTIO ALTA MOGIANA',
    municipio: 'Franca',
    uf: 'SP',
    ibge: '3516200',
    lat: -20.54,
    lon: -47.4,
  },
  linhares: {
    propriedade: 'FAZENDA RIO DOCE',
    municipio: 'Linhares',
    uf: 'ES',
    ibge: '3203205',
    lat: -19.39,
    lon: -40.06,
  },
  cascavel: {
    propriedade: 'SÍTIO SANTA RITA',
    municipio: 'Cascavel',
    uf: 'PR',
    ibge: '4104808',
    lat: -24.96,
    lon: -53.46,
  },
  rioVerde: {
    propriedade: 'FAZENDA VALE VERDE',
    municipio: 'Rio Verde',
    uf: 'GO',
    ibge: '5218805',
    lat: -17.79,
    lon: -50.92,
  },
  vacaria: {
    propriedade: 'POMAR SERRA GAÚCHA',
    municipio: 'Vacaria',
    uf: 'RS',
    ibge: '4322509',
    lat: -28.51,
    lon: -50.94,
  },
  sorriso: {
    propriedade: 'FAZENDA TELES PIRES',
    municipio: 'Sorriso',
    uf: 'MT',
    ibge: '5107925',
    lat: -12.54,
    lon: -55.72,
  },
};

/** One quotation in each state, coffee and hail, one started by a guest from the farm link. */
const DEMO: DemoAgro[] = [
  {
    situacao: 'aguardando_custos',
    kind: 'cafe',
    produtor: 'JOÃO BATISTA PEREIRA',
    place: FARMS.guaxupe as Place,
    area: 18,
    guest: true,
  },
  {
    situacao: 'aguardando_aprovacao',
    kind: 'granizo',
    produtor: 'AGROPECUÁRIA TRÊS IRMÃOS LTDA',
    pj: true,
    place: FARMS.cascavel as Place,
    area: 320,
  },
  {
    situacao: 'aprovada',
    kind: 'cafe',
    produtor: 'MARIA APARECIDA DOS SANTOS',
    place: FARMS.patrocinio as Place,
    area: 42.5,
  },
  {
    situacao: 'card_gerado',
    kind: 'granizo',
    produtor: 'POMARES SERRANOS LTDA',
    pj: true,
    place: FARMS.vacaria as Place,
    area: 60,
    // Its signed card was sent and rejected: back to the card, waiting for a new signed copy.
    reprovada: 'A assinatura do produtor não confere com o documento.',
  },
  {
    situacao: 'arquivo_enviado',
    kind: 'cafe',
    produtor: 'ANTÔNIO CARLOS RIBEIRO',
    place: FARMS.franca as Place,
    area: 25,
  },
  {
    situacao: 'arquivo_aprovado',
    kind: 'granizo',
    produtor: 'FAZENDAS TELES PIRES S.A.',
    pj: true,
    place: FARMS.sorriso as Place,
    area: 1500,
  },
  {
    situacao: 'proposta',
    kind: 'cafe',
    produtor: 'JOSÉ CARLOS NUNES',
    place: FARMS.linhares as Place,
    area: 30,
  },
  {
    situacao: 'apolice_emitida',
    kind: 'cafe',
    produtor: 'SEBASTIÃO ALVES DE MELO',
    place: FARMS.guaxupe as Place,
    area: 55,
  },
  {
    situacao: 'cancelada',
    kind: 'granizo',
    produtor: 'AGROPECUÁRIA VALE VERDE S.A.',
    pj: true,
    place: FARMS.rioVerde as Place,
    area: 800,
    cancelada: 'O produtor contratou o seguro pelo banco do custeio.',
  },
];

const ORDER = AGRO_PATH;
const reached = (d: DemoAgro, state: AgroStateId) =>
  d.situacao !== 'cancelada' && ORDER.indexOf(d.situacao) >= ORDER.indexOf(state);

/** Two payment forms per insurer (premium in reais by insured value × rate). */
function options(insured: number, rate: number, forms: [PaymentFormId, PaymentFormId]): StoredCostOption[] {
  const premio = Math.round(insured * rate) / 100;
  return [
    { forma_pagamento: forms[0], premio, parcelas: 1 },
    {
      forma_pagamento: forms[1],
      premio: Math.round(premio * 1.04 * 100) / 100,
      parcelas: forms[1] === 'parcelado_4x' ? 4 : forms[1] === 'parcelado_2x' ? 2 : 1,
    },
  ];
}

/**
 * Makes a demo quotation's files, through the agro domain's own code (`demoAgroFiles` of
 * server/domains/agro-quotations/service.ts): its agreement card's PDF and, when `signed`, the
 * producer's signed copy, stored where the uploads are and linked to the quotation. The seed sits below
 * the domains, so whoever starts the server hands it in (server/main.ts, tests/server/harness.ts).
 */
export type DemoAgroFiles = (
  db: Db,
  quotationId: string,
  request: { subject: string; signed: boolean },
) => Promise<void>;

/**
 * Demo agro quotations for the field agent: coffee and hail, one in each state of the
 * workflow and a cancelled one, one started by a guest; the two demo insurers' costs for two payment
 * forms each where the state has costs, the approved form from 'aprovada' on. Only when there is no
 * agro quotation yet. From 'card_gerado' on, each has its card's PDF and, once a signed copy was sent
 * (also the one rejected back to the card), that copy, made by `files` (a caller that seeds the demo
 * data without it, as some server tests do, gets the quotations without their files).
 */
export async function seedDemoAgro(db: Db, agentId: string | null, files?: DemoAgroFiles): Promise<void> {
  const [any] = await db.select({ id: agroQuotations.id }).from(agroQuotations).limit(1);
  if (any) return;
  const demoInsurers = await db
    .select({ id: insurers.id, nome: insurers.nome })
    .from(insurers)
    .where(inArray(insurers.nome, ['SEGURADORA HORIZONTE', 'AURORA FIANÇAS']));
  const horizonte = demoInsurers.find((i) => i.nome === 'SEGURADORA HORIZONTE')?.id;
  const aurora = demoInsurers.find((i) => i.nome === 'AURORA FIANÇAS')?.id;
  if (!horizonte || !aurora) return;
  const [coop] = await db
    .select({ id: economicGroups.id })
    .from(economicGroups)
    .where(eq(economicGroups.nomeFantasia, 'COOPERCAFÉ SUL DE MINAS'));
  const [regional] = await db
    .select({ id: offices.id })
    .from(offices)
    .where(eq(offices.nome, 'REGIONAL SUL DE MINAS'));
  const staff = agentId ?? 'sistema';

  for (const [i, d] of DEMO.entries()) {
    const coffee = d.kind === 'cafe';
    const arabica = d.place.uf !== 'ES';
    const productivity = arabica ? 32 : 48;
    const price = arabica ? 1350 : 980;
    const insured = coffee
      ? suggestedInsuredAmount({
          area_ha: d.area,
          produtividade: productivity,
          nivel_cobertura: 70,
          preco_unitario: price,
        })
      : Math.round(d.area * 4200 * 100) / 100;
    const id = crypto.randomUUID();
    const criadoEm = new Date(Date.now() - (DEMO.length - i) * 3 * 86_400_000);
    await db.insert(agroQuotations).values({
      id,
      situacao: d.situacao,
      produto: coffee ? 'cafezal' : 'agricola',
      cobertura: coffee ? 'multirrisco' : 'granizo',
      convidado: Boolean(d.guest),
      criadoPor: d.guest ? `guest:${crypto.randomUUID()}` : staff,
      grupoId: coffee && coop ? coop.id : null,
      escritorioId: coffee && regional ? regional.id : null,
      produtorDocumento: d.pj ? generateCnpj() : generateCpf(),
      produtorNome: d.produtor,
      produtorTelefone: d.pj ? null : '35998761234',
      propriedadeNome: d.place.propriedade,
      municipio: d.place.municipio,
      uf: d.place.uf,
      codigoIbge: d.place.ibge,
      latitude: d.place.lat,
      longitude: d.place.lon,
      areaHa: d.area,
      cultura: coffee ? null : d.place.uf === 'RS' ? 'maca' : 'soja',
      cafeEspecie: coffee ? (arabica ? 'arabica' : 'canephora') : null,
      cafeVariedade: coffee ? (arabica ? 'catuai_vermelho' : 'conilon_vitoria') : null,
      cafeSistema: coffee ? (arabica ? 'convencional_sequeiro' : 'adensado_irrigado') : null,
      cafeAnoPlantio: coffee ? 2014 + (i % 6) : null,
      cafeEspacamentoLinhas: coffee ? 3.5 : null,
      cafeEspacamentoPlantas: coffee ? 0.7 : null,
      cafeNumeroPlantas: coffee ? Math.round(d.area * 4082) : null,
      cafeProdutividade: coffee ? productivity : null,
      classificacaoSolo: coffee ? 'AD4' : null,
      grupoOperacao: coffee ? 'custeio' : 'recursos_proprios',
      nivelCobertura: coffee ? 70 : null,
      precoUnitario: coffee ? price : null,
      importanciaSegurada: insured,
      subvencaoPercentual: 40,
      franquiaPercentual: coffee ? 30 : 10,
      justificativaCancelamento: d.cancelada ?? null,
      motivoReprovacao: null,
      numeroProposta: reached(d, 'proposta') ? `PROP-${String(2026_0100 + i)}` : null,
      apoliceNumero: reached(d, 'apolice_emitida') ? `10075000${String(12340 + i)}` : null,
      apoliceVigenciaInicio: reached(d, 'apolice_emitida') ? day(-10) : null,
      apoliceVigenciaFim: reached(d, 'apolice_emitida') ? day(355) : null,
      criadoEm,
      atualizadoEm: criadoEm,
    });
    if (!reached(d, 'aguardando_aprovacao') && d.situacao !== 'cancelada') continue;
    const costs = [
      {
        seguradoraId: horizonte,
        taxa: 4.2,
        forms: ['a_vista', 'parcelado_4x'] as [PaymentFormId, PaymentFormId],
      },
      { seguradoraId: aurora, taxa: 4.6, forms: ['debito_conta', 'safra'] as [PaymentFormId, PaymentFormId] },
    ].map((c) => ({
      id: crypto.randomUUID(),
      cotacaoId: id,
      seguradoraId: c.seguradoraId,
      importanciaSegurada: insured,
      taxa: c.taxa,
      subvencaoPercentual: 40,
      franquiaPercentual: coffee ? 30 : 10,
      validade: day(45),
      opcoes: options(insured, c.taxa, c.forms),
      criadoPor: staff,
    }));
    await db.insert(agroCosts).values(costs);
    if (!reached(d, 'aprovada')) continue;
    const [approved] = costs;
    const option = approved?.opcoes[1];
    if (!approved || !option) continue;
    await db
      .update(agroCosts)
      .set({ formaAprovada: option.forma_pagamento })
      .where(eq(agroCosts.id, approved.id));
    await db
      .update(agroQuotations)
      .set({
        aprovacaoCustoId: approved.id,
        aprovacaoForma: option.forma_pagamento,
        aprovacaoPremio: option.premio,
        motivoReprovacao: d.reprovada ?? null,
      })
      .where(eq(agroQuotations.id, id));
    if (files && reached(d, 'card_gerado'))
      await files(db, id, { subject: staff, signed: reached(d, 'arquivo_enviado') || Boolean(d.reprovada) });
  }
}
