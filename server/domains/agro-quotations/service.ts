import { fileTypeFromBuffer } from 'file-type';
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import type { Paged } from '../../../src/contract/common';
import type {
  AgroCost,
  AgroCostBody,
  AgroFormData,
  AgroListQuery,
  AgroMunicipality,
  AgroPrintView,
  AgroProductId,
  AgroQuotation,
  AgroQuotationBody,
  AgroQuotationRow,
  AgroStateId,
  PaymentFormId,
  SketchBody,
} from '../../../src/contract/agro-quotations';
import {
  AGRO_COVERAGES,
  AGRO_CROPS,
  AGRO_MESSAGES,
  AGRO_PRODUCTS,
  AGRO_SERVER_MESSAGES,
  AGRO_STATES,
  COFFEE_SPECIES,
  COFFEE_SYSTEMS,
  COFFEE_VARIETIES,
  COVERAGE_LEVELS,
  OPERATION_GROUPS,
  PAYMENT_FORMS,
  SOIL_CLASSES,
  agroNameOf,
  formatAgroNumber,
  instalmentsOf,
  suggestedInsuredAmount,
} from '../../../src/contract/agro-quotations';
import { GUEST_NICKNAME } from '../../../src/contract/auth';
import { CNPJ_INVALID, CPF_INVALID } from '../../../src/contract/documents';
import { fileUrl } from '../../../src/contract/files';
import { isImageType } from '../../lib/image-types';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors';
import type { Actor } from '../../lib/audit';
import { writeAudit } from '../../lib/audit';
import { createOnce } from '../../lib/create-once';
import { sha256Hex } from '../../lib/fingerprint';
import type { Created } from '../../lib/listing';
import { UploadForm, createFile } from '../files/service';
import type { FileStorage } from '../files/service';
import { agreementCardPdf, demoSignedCardPdf } from './card';
import type { PrintPurpose, PrintTokens } from './print-token';
import * as repo from './repository';
import type { AgroRow, AgroScope } from './repository';
import { ALL_AGRO } from './repository';
import type { AgroAction } from './workflow';
import { STAY_ACTIONS, agroWorkflow } from './workflow';

export type { AgroScope } from './repository';
export { ALL_AGRO } from './repository';
export { printTokens } from './print-token';

/** What every operation needs besides its input: the database, the print tokens, the file storage. */
export interface AgroContext {
  db: Db;
  print: PrintTokens;
  storage: FileStorage;
}

/** Who acts (the audit's actor) and what they see (the one visibility rule: server/lib/visibility.ts). */
export type AgroCaller = Actor & { readonly guest: boolean; readonly scope: AgroScope };

const refuse = (field: string, message: string) => badRequest([{ field, message }], message);

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const today = () => isoDay.format(new Date());
const dmy = (iso: string) => iso.split('-').reverse().join('/');
const round2 = (n: number) => Math.round(n * 100) / 100;

const nameRef = <T extends string>(list: readonly { id: string; nome: string }[], id: T) => ({
  id,
  nome: agroNameOf(list, id),
});

/* ---------------------------------------------------------------- views */

function toCost(c: repo.CostRow, seguradora: string): AgroCost {
  return {
    id: c.id,
    cotacao_id: c.cotacaoId,
    seguradora: { id: c.seguradoraId, nome: seguradora },
    importancia_segurada: c.importanciaSegurada,
    taxa: c.taxa,
    subvencao_percentual: c.subvencaoPercentual,
    franquia_percentual: c.franquiaPercentual,
    validade: c.validade,
    // The count follows the payment form, not the stored number: lines saved before the rule
    // ('Parcelado em 2 vezes' with 4) must not reach the approval, the card or the print view saying
    // two things at once.
    opcoes: c.opcoes.map((o) => {
      const parcelas = instalmentsOf(o.forma_pagamento);
      return {
        forma_pagamento: nameRef(PAYMENT_FORMS, o.forma_pagamento),
        premio: o.premio,
        parcelas,
        valor_parcela: round2(o.premio / parcelas),
      };
    }),
    aprovada: c.formaAprovada ? nameRef(PAYMENT_FORMS, c.formaAprovada) : null,
    observacoes: c.observacoes,
    criado_em: c.criadoEm.toISOString(),
  };
}

async function costsView(db: Db, quotationId: string): Promise<AgroCost[]> {
  return (await repo.costsOf(db, quotationId)).map((c) => toCost(c.cost, c.seguradora));
}

function coffeeOf(row: AgroRow): AgroQuotation['cafezal'] {
  if (
    row.produto !== 'cafezal' ||
    !row.cafeEspecie ||
    !row.cafeVariedade ||
    !row.cafeSistema ||
    !row.classificacaoSolo
  )
    return null;
  return {
    especie: nameRef(COFFEE_SPECIES, row.cafeEspecie),
    variedade: nameRef(COFFEE_VARIETIES, row.cafeVariedade),
    sistema_cultivo: nameRef(COFFEE_SYSTEMS, row.cafeSistema),
    ano_plantio: row.cafeAnoPlantio ?? 0,
    espacamento_linhas_m: row.cafeEspacamentoLinhas ?? 0,
    espacamento_plantas_m: row.cafeEspacamentoPlantas ?? 0,
    numero_plantas: row.cafeNumeroPlantas ?? 0,
    produtividade_sacas_ha: row.cafeProdutividade ?? 0,
    classificacao_solo: nameRef(SOIL_CLASSES, row.classificacaoSolo),
  };
}

async function creatorOf(db: Db, row: AgroRow): Promise<AgroQuotation['criado_por']> {
  if (row.convidado) return { id: row.criadoPor, nome: GUEST_NICKNAME };
  const nome = /^[0-9a-f-]{36}$/i.test(row.criadoPor) ? await repo.userName(db, row.criadoPor) : undefined;
  return nome ? { id: row.criadoPor, nome } : null;
}

/**
 * The quotation's view. Its files' links carry a token of this quotation (`filePurpose`: the print
 * view's links stop with the print token when the quotation is cancelled; a reader's do not).
 */
export async function toQuotation(
  db: Db,
  row: AgroRow,
  print: PrintTokens,
  filePurpose: PrintPurpose = 'arquivo',
): Promise<AgroQuotation> {
  const fileToken = encodeURIComponent(print.sign(row.id, filePurpose));
  // One after the other: `db` may be a transaction's single client (pg queues, and will refuse,
  // concurrent queries on one client).
  const names = await repo.namesOf(db, row);
  const files = await repo.filesOf(db, row.id);
  const criador = await creatorOf(db, row);
  return {
    id: row.id,
    numero: row.numero,
    situacao: nameRef(AGRO_STATES, row.situacao),
    produto: nameRef(AGRO_PRODUCTS, row.produto),
    cobertura: nameRef(AGRO_COVERAGES, row.cobertura),
    convidado: row.convidado,
    grupo_economico: row.grupoId ? { id: row.grupoId, nome: names?.grupo ?? '' } : null,
    escritorio: row.escritorioId ? { id: row.escritorioId, nome: names?.escritorio ?? '' } : null,
    produtor: {
      documento: row.produtorDocumento,
      nome: row.produtorNome,
      email: row.produtorEmail,
      telefone: row.produtorTelefone,
    },
    propriedade: {
      nome: row.propriedadeNome,
      municipio: row.municipio,
      uf: row.uf,
      codigo_ibge: row.codigoIbge,
      latitude: row.latitude,
      longitude: row.longitude,
      area_ha: row.areaHa,
    },
    cultura: row.produto === 'agricola' && row.cultura ? nameRef(AGRO_CROPS, row.cultura) : null,
    cafezal: coffeeOf(row),
    grupo_operacao: nameRef(OPERATION_GROUPS, row.grupoOperacao),
    nivel_cobertura: row.nivelCobertura,
    preco_unitario: row.precoUnitario,
    importancia_segurada: row.importanciaSegurada,
    subvencao_percentual: row.subvencaoPercentual,
    franquia_percentual: row.franquiaPercentual,
    observacoes: row.observacoes,
    aprovacao:
      row.aprovacaoCustoId && row.aprovacaoForma && row.aprovacaoPremio !== null && names?.seguradoraId
        ? {
            custo_id: row.aprovacaoCustoId,
            seguradora: { id: names.seguradoraId, nome: names.seguradora ?? '' },
            forma_pagamento: nameRef(PAYMENT_FORMS, row.aprovacaoForma),
            premio: row.aprovacaoPremio,
          }
        : null,
    motivo_reprovacao: row.motivoReprovacao,
    numero_proposta: row.numeroProposta,
    apolice:
      row.apoliceNumero && row.apoliceVigenciaInicio && row.apoliceVigenciaFim
        ? {
            numero: row.apoliceNumero,
            vigencia_inicio: row.apoliceVigenciaInicio,
            vigencia_fim: row.apoliceVigenciaFim,
          }
        : null,
    justificativa_cancelamento: row.justificativaCancelamento,
    croqui: row.croqui,
    arquivos: files.map((f) => ({
      id: f.id,
      nome: f.nome,
      url: `${fileUrl(f.id)}?token=${fileToken}`,
      tipo: f.tipo,
      criado_em: f.criadoEm.toISOString(),
    })),
    token_impressao: print.sign(row.id),
    criado_por: criador,
    criado_em: row.criadoEm.toISOString(),
    atualizado_em: row.atualizadoEm.toISOString(),
  };
}

/**
 * A quotation the caller sees. A guest asking for any other (another's or a missing one) gets the same
 * 404 with AGRO_MESSAGES.guestOnlyOwn: the answer tells nothing about quotations that are not its own.
 */
const missing = (caller: Pick<AgroCaller, 'guest'>) =>
  caller.guest ? notFound(AGRO_MESSAGES.guestOnlyOwn) : notFound();

async function visible(db: Db, id: string, caller: Pick<AgroCaller, 'guest' | 'scope'>): Promise<AgroRow> {
  const row = await repo.findQuotation(db, id, caller.scope);
  if (!row) throw missing(caller);
  return row;
}

export async function getQuotation(
  ctx: AgroContext,
  caller: Pick<AgroCaller, 'guest' | 'scope'>,
  id: string,
): Promise<AgroQuotation> {
  return toQuotation(ctx.db, await visible(ctx.db, id, caller), ctx.print);
}

/**
 * GET {id}/impressao?token=: public; the token must be this quotation's print token, unexpired, and the
 * quotation not cancelled (403 otherwise).
 */
export async function printView(
  ctx: AgroContext,
  id: string,
  token: string | undefined,
): Promise<AgroPrintView> {
  if (!token || ctx.print.verify(id, token) !== 'impressao') throw forbidden(AGRO_MESSAGES.printTokenInvalid);
  const row = await repo.findQuotation(ctx.db, id, ALL_AGRO);
  if (!row) throw notFound(AGRO_MESSAGES.printTokenInvalid);
  // Cancelling revokes every print link of the quotation.
  if (row.situacao === 'cancelada') throw forbidden(AGRO_MESSAGES.printTokenInvalid);
  const [quotation, custos] = await Promise.all([
    toQuotation(ctx.db, row, ctx.print, 'impressao'),
    costsView(ctx.db, id),
  ]);
  return { ...quotation, custos };
}

/**
 * Whether GET /arquivos/{id}?token= may serve a file: a file linked to an agro quotation (its photos,
 * card, signed card) needs a token of that quotation from one of its views, unexpired, and a print
 * token only while the quotation is not cancelled; any other file is not the agro quotations' to gate.
 */
export async function filePermit(db: Db, print: PrintTokens, fileId: string, token: string | undefined) {
  const owner = await repo.quotationOfFile(db, fileId);
  if (!owner) return true;
  const purpose = token ? print.verify(owner.id, token) : undefined;
  if (purpose === 'arquivo') return true;
  return purpose === 'impressao' && owner.situacao !== 'cancelada';
}

/* ---------------------------------------------------------------- create */

type QuotationData = Omit<AgroQuotationBody, 'id'>;

/** The checks of the data against the records it names; answers the columns to store. */
async function checkData(db: Db, data: QuotationData): Promise<Omit<repo.AgroValues, 'criadoPor'>> {
  const doc = data.produtor.documento;
  if (doc.length === 11 && !isValidCpf(doc)) throw refuse('produtor.documento', CPF_INVALID);
  if (doc.length === 14 && !isValidCnpj(doc)) throw refuse('produtor.documento', CNPJ_INVALID);
  if (data.grupo_economico_id && !(await repo.groupExists(db, data.grupo_economico_id)))
    throw refuse('grupo_economico_id', AGRO_SERVER_MESSAGES.groupMissing);
  if (data.escritorio_id && !(await repo.officeExists(db, data.escritorio_id)))
    throw refuse('escritorio_id', AGRO_SERVER_MESSAGES.officeMissing);
  const p = data.propriedade;
  const municipality = await repo.findMunicipality(db, p.codigo_ibge);
  if (!municipality)
    throw refuse('propriedade.codigo_ibge', 'Município não encontrado pelo código IBGE. Escolha na lista.');
  if (municipality.uf !== p.uf)
    throw refuse(
      'propriedade.codigo_ibge',
      `O código IBGE ${p.codigo_ibge} não é de um município de ${p.uf}.`,
    );
  const coffee = data.produto === 'cafezal' ? data.cafezal : undefined;
  const insured =
    data.importancia_segurada ??
    (coffee && data.nivel_cobertura !== undefined && data.preco_unitario !== undefined
      ? suggestedInsuredAmount({
          area_ha: p.area_ha,
          produtividade: coffee.produtividade_sacas_ha,
          nivel_cobertura: data.nivel_cobertura,
          preco_unitario: data.preco_unitario,
        })
      : null);
  return {
    produto: data.produto,
    cobertura: data.cobertura,
    grupoId: data.grupo_economico_id ?? null,
    escritorioId: data.escritorio_id ?? null,
    produtorDocumento: doc,
    produtorNome: data.produtor.nome,
    produtorEmail: data.produtor.email ?? null,
    produtorTelefone: data.produtor.telefone || null,
    propriedadeNome: p.nome,
    municipio: p.municipio,
    uf: p.uf,
    codigoIbge: p.codigo_ibge,
    latitude: p.latitude ?? null,
    longitude: p.longitude ?? null,
    areaHa: p.area_ha,
    cultura: data.produto === 'agricola' ? (data.cultura ?? null) : null,
    cafeEspecie: coffee?.especie_id ?? null,
    cafeVariedade: coffee?.variedade_id ?? null,
    cafeSistema: coffee?.sistema_cultivo_id ?? null,
    cafeAnoPlantio: coffee?.ano_plantio ?? null,
    cafeEspacamentoLinhas: coffee?.espacamento_linhas_m ?? null,
    cafeEspacamentoPlantas: coffee?.espacamento_plantas_m ?? null,
    cafeNumeroPlantas: coffee?.numero_plantas ?? null,
    cafeProdutividade: coffee?.produtividade_sacas_ha ?? null,
    classificacaoSolo: coffee?.classificacao_solo_id ?? null,
    grupoOperacao: data.grupo_operacao_id,
    nivelCobertura: data.nivel_cobertura ?? null,
    precoUnitario: data.preco_unitario ?? null,
    importanciaSegurada: insured,
    subvencaoPercentual: data.subvencao_percentual ?? null,
    franquiaPercentual: data.franquia_percentual ?? null,
    observacoes: data.observacoes || null,
  };
}

/**
 * POST /v1/agro/cotacoes, by staff or a guest (then `convidado`, and only the guest reads it). A
 * replay with the same client id answers the stored quotation (200), once; the audit row ('criar')
 * is written with the insert.
 */
export async function createQuotation(
  ctx: AgroContext,
  caller: AgroCaller,
  data: AgroQuotationBody,
): Promise<Created<AgroQuotation>> {
  const { id, ...fields } = data;
  return createOnce<AgroQuotation>({
    db: ctx.db,
    audit: { actor: caller, entidade: 'cotacao_agro' },
    request: fields,
    stored: async () => {
      // Another's quotation under this id is not shown: the insert then collides (409).
      const row = id ? await repo.findQuotation(ctx.db, id, caller.scope) : undefined;
      return row && toQuotation(ctx.db, row, ctx.print);
    },
    insert: async (tx) => {
      const values = await checkData(tx, fields);
      const row = await repo.insertQuotation(tx, {
        ...(id ? { id } : {}),
        ...values,
        criadoPor: caller.userId,
        convidado: caller.guest,
      });
      return toQuotation(tx, row, ctx.print);
    },
    conflict: () => conflict(AGRO_SERVER_MESSAGES.alreadyRegistered),
  });
}

/* ---------------------------------------------------------------- the one write path of actions */

interface ActionPlan {
  /** The product the endpoint serves ('...Cafezal' or the plain one): another product is a 409. */
  product?: AgroProductId;
  /** The writes of the action; answers the quotation's own columns to change. */
  work?: (tx: Db, row: AgroRow) => Promise<Partial<repo.AgroValues> | undefined>;
}

function checkProduct(row: AgroRow, product: AgroProductId | undefined) {
  if (product && row.produto !== product) throw conflict(AGRO_MESSAGES.productMismatch);
}

/** What an audit row of the quotation compares: the quotation as on the wire and its costs. */
async function auditView(db: Db, row: AgroRow, print: PrintTokens) {
  const quotation = await toQuotation(db, row, print);
  const custos = await costsView(db, row.id);
  return { quotation, audited: { ...quotation, custos } };
}

/**
 * Every change of a quotation after its creation: lock the row, check the product and the workflow
 * (409 otherwise, nothing changes), write, move the state, and write the audit row named after the
 * action, all in one transaction.
 */
async function runAction(
  ctx: AgroContext,
  caller: AgroCaller,
  id: string,
  action: AgroAction,
  plan: ActionPlan = {},
): Promise<AgroQuotation> {
  return ctx.db.transaction(async (tx) => {
    const row = await repo.findQuotation(tx, id, caller.scope, true);
    if (!row) throw missing(caller);
    checkProduct(row, plan.product);
    const before = await auditView(tx, row, ctx.print);
    const to = agroWorkflow.apply(row.situacao, action);
    const values = (await plan.work?.(tx, row)) ?? {};
    await repo.updateQuotation(tx, id, { ...(STAY_ACTIONS.has(action) ? {} : { situacao: to }), ...values });
    const updated = await repo.findQuotation(tx, id, ALL_AGRO);
    if (!updated) throw missing(caller);
    const after = await auditView(tx, updated, ctx.print);
    await writeAudit(
      tx,
      { actor: caller, entidade: 'cotacao_agro' },
      action,
      id,
      before.audited,
      after.audited,
      {
        always: true,
      },
    );
    return after.quotation;
  });
}

/** A refusal of `action` in the current state before any bytes are stored (the action checks again). */
async function precheck(
  ctx: AgroContext,
  caller: AgroCaller,
  id: string,
  action: AgroAction,
  product?: AgroProductId,
): Promise<AgroRow> {
  const row = await visible(ctx.db, id, caller);
  checkProduct(row, product);
  agroWorkflow.apply(row.situacao, action);
  return row;
}

export async function cancel(ctx: AgroContext, caller: AgroCaller, id: string, motivo: string) {
  return runAction(ctx, caller, id, 'cancelar', {
    work: async () => ({ justificativaCancelamento: motivo }),
  });
}

export async function saveSketch(ctx: AgroContext, caller: AgroCaller, id: string, data: SketchBody) {
  if (data.poligono.length > 0 && data.poligono.length < 3)
    throw refuse('poligono', AGRO_SERVER_MESSAGES.polygonTooShort);
  return runAction(ctx, caller, id, 'salvar_croqui', { work: async () => ({ croqui: data }) });
}

/* ---------------------------------------------------------------- costs and approval */

async function costView(db: Db, id: string): Promise<AgroCost | undefined> {
  const c = await repo.findCost(db, id);
  return c && toCost(c.cost, c.seguradora);
}

/** POST custo/adicionar: one insurer's costs per payment form (one line per insurer and quotation). */
export async function addCost(
  ctx: AgroContext,
  caller: AgroCaller,
  data: AgroCostBody,
): Promise<Created<AgroCost>> {
  const { id, ...fields } = data;
  return createOnce<AgroCost>({
    db: ctx.db,
    request: fields,
    stored: async () => (id ? costView(ctx.db, id) : undefined),
    insert: async () => {
      let inserted: repo.CostRow | undefined;
      await runAction(ctx, caller, data.cotacao_id, 'adicionar_custo', {
        work: async (tx) => {
          const insurer = await repo.activeInsurer(tx, data.seguradora_id);
          if (!insurer) throw refuse('seguradora_id', AGRO_SERVER_MESSAGES.insurerMissing);
          if (await repo.costOfInsurer(tx, data.cotacao_id, data.seguradora_id))
            throw conflict(AGRO_SERVER_MESSAGES.costExists);
          inserted = await repo.insertCost(tx, {
            ...(id ? { id } : {}),
            cotacaoId: data.cotacao_id,
            seguradoraId: data.seguradora_id,
            importanciaSegurada: data.importancia_segurada,
            taxa: data.taxa,
            subvencaoPercentual: data.subvencao_percentual,
            franquiaPercentual: data.franquia_percentual,
            validade: data.validade,
            opcoes: data.opcoes.map((o) => ({
              forma_pagamento: o.forma_pagamento,
              premio: o.premio,
              parcelas: o.parcelas,
            })),
            observacoes: data.observacoes || null,
            criadoPor: caller.userId,
          });
          return undefined;
        },
      });
      const record = inserted && (await costView(ctx.db, inserted.id));
      if (!record) throw notFound(AGRO_MESSAGES.costNotFound);
      return record;
    },
    conflict: () => conflict(AGRO_SERVER_MESSAGES.costExists),
  });
}

/** GET custo/{id}: one cost, when its quotation is the caller's to see. */
export async function getCost(ctx: AgroContext, caller: AgroCaller, id: string): Promise<AgroCost> {
  const cost = await costView(ctx.db, id);
  if (!cost) throw notFound(AGRO_MESSAGES.costNotFound);
  await visible(ctx.db, cost.cotacao_id, caller);
  return cost;
}

/** GET custo/{id}/listar: the costs of the quotation `id`. */
export async function listCosts(ctx: AgroContext, caller: AgroCaller, id: string): Promise<AgroCost[]> {
  await visible(ctx.db, id, caller);
  return costsView(ctx.db, id);
}

/**
 * PUT custo/{cost}/aprovar/{forma} (aprovarcafezal for coffee): the producer (its guest session) or
 * staff approve one payment form the insurer offered; the quotation keeps the cost, the form and the
 * premium.
 */
export async function approve(
  ctx: AgroContext,
  caller: AgroCaller,
  costId: string,
  forma: PaymentFormId,
  product: AgroProductId,
): Promise<AgroQuotation> {
  const found = await repo.findCost(ctx.db, costId);
  if (!found) throw notFound(AGRO_MESSAGES.costNotFound);
  return runAction(ctx, caller, found.cost.cotacaoId, 'aprovar_forma_pagamento', {
    product,
    work: async (tx) => {
      const current = await repo.findCost(tx, costId);
      if (!current) throw notFound(AGRO_MESSAGES.costNotFound);
      const option = current.cost.opcoes.find((o) => o.forma_pagamento === forma);
      if (!option) throw conflict(AGRO_MESSAGES.paymentFormNotOffered);
      if (current.cost.validade < today())
        throw conflict(`Os custos desta seguradora venceram em ${dmy(current.cost.validade)}.`);
      await repo.updateCost(tx, costId, { formaAprovada: forma });
      return { aprovacaoCustoId: costId, aprovacaoForma: forma, aprovacaoPremio: option.premio };
    },
  });
}

/* ---------------------------------------------------------------- card, signed file */

interface NamedPdf {
  name: string;
  bytes: Buffer;
}

/** The agreement card of a quotation with an approved payment form: its PDF and file name. */
async function cardPdf(db: Db, row: AgroRow, print: PrintTokens, generatedAt: Date): Promise<NamedPdf> {
  const quotation = await toQuotation(db, row, print);
  const cost = quotation.aprovacao && (await costView(db, quotation.aprovacao.custo_id));
  const option = cost?.opcoes.find((o) => o.forma_pagamento.id === quotation.aprovacao?.forma_pagamento.id);
  if (!option) throw conflict(AGRO_SERVER_MESSAGES.noApprovedCost);
  const bytes = Buffer.from(await agreementCardPdf({ quotation, option, generatedAt }));
  return { name: `cartao-adesao-${formatAgroNumber(row.numero)}.pdf`, bytes };
}

/** A PDF made here, stored as an upload of `subject` (the same createFile and storage as the uploads). */
async function storePdf(ctx: Pick<AgroContext, 'db' | 'storage'>, pdf: NamedPdf, subject: string) {
  const { record } = await createFile(
    ctx.db,
    ctx.storage,
    new UploadForm(pdf.name, pdf.bytes, sha256Hex(pdf.bytes), undefined),
    subject,
  );
  return record;
}

/** PUT custo/card/{id}/gerar (gerarCafezal): the agreement card as a PDF, stored and linked as 'card'. */
export async function generateCard(
  ctx: AgroContext,
  caller: AgroCaller,
  id: string,
  product: AgroProductId,
): Promise<AgroQuotation> {
  const row = await precheck(ctx, caller, id, 'gerar_card', product);
  const card = await cardPdf(ctx.db, row, ctx.print, new Date());
  const file = await storePdf(ctx, card, caller.userId);
  return runAction(ctx, caller, id, 'gerar_card', {
    product,
    work: async (tx) => {
      await repo.linkFile(tx, id, file.id, 'card');
      return undefined;
    },
  });
}

/**
 * POST custo/arquivo/upload (arquivoCafezal) ?cotacao_id=: the signed card, PDF or image. A replay of
 * the same upload (client `id` already linked) answers the quotation as it is.
 */
export async function uploadSigned(
  ctx: AgroContext,
  caller: AgroCaller,
  id: string,
  product: AgroProductId,
  form: UploadForm,
): Promise<AgroQuotation> {
  if (form.id && (await repo.isLinked(ctx.db, id, form.id))) return getQuotation(ctx, caller, id);
  await precheck(ctx, caller, id, 'enviar_arquivo', product);
  const { record: file } = await createFile(ctx.db, ctx.storage, form, caller.userId);
  return runAction(ctx, caller, id, 'enviar_arquivo', {
    product,
    work: async (tx) => {
      await repo.linkFile(tx, id, file.id, 'card_assinado');
      return { motivoReprovacao: null };
    },
  });
}

export async function approveFile(ctx: AgroContext, caller: AgroCaller, id: string) {
  return runAction(ctx, caller, id, 'aprovar_arquivo', { work: async () => ({ motivoReprovacao: null }) });
}

export async function rejectFile(
  ctx: AgroContext,
  caller: AgroCaller,
  id: string,
  motivo: string | undefined,
) {
  if (!motivo) throw refuse('motivo', AGRO_MESSAGES.reasonRequired);
  return runAction(ctx, caller, id, 'reprovar_arquivo', { work: async () => ({ motivoReprovacao: motivo }) });
}

/** POST cotacoes/{id}/fotos: a photo taken at the farm (PNG, JPEG or WebP), linked as 'foto'. */
export async function addPhoto(ctx: AgroContext, caller: AgroCaller, id: string, form: UploadForm) {
  if (form.id && (await repo.isLinked(ctx.db, id, form.id))) return getQuotation(ctx, caller, id);
  await precheck(ctx, caller, id, 'enviar_foto');
  const detected = await fileTypeFromBuffer(form.bytes);
  if (!detected || !isImageType(detected.mime))
    throw new AppError(415, 'unsupported_media_type', AGRO_SERVER_MESSAGES.photoNotImage);
  const { record: file } = await createFile(ctx.db, ctx.storage, form, caller.userId);
  return runAction(ctx, caller, id, 'enviar_foto', {
    work: async (tx) => {
      await repo.linkFile(tx, id, file.id, 'foto');
      return undefined;
    },
  });
}

/* ---------------------------------------------------------------- demo data */

/** The card carries no print link: the seed, which runs before the link's secret exists, signs none. */
const NO_PRINT_LINK: PrintTokens = { sign: () => '', verify: () => undefined };

/** What the demo seed asks of this domain for one quotation (server/db/seed/demo-agro.ts). */
export interface DemoAgroFileRequest {
  /** Who generated the card and sent the signed copy (the demo field agent). */
  subject: string;
  /** Also the producer's signed copy (a signed card was sent, approved or rejected). */
  signed: boolean;
}

/**
 * The files of a demo quotation (issue 12), made by the routes' own code: the agreement card's PDF
 * of its approved payment form, and, when asked, the producer's signed copy (that card with a
 * signature note, card.ts), stored through createFile in DATA_DIR/arquivos and linked as `card` and
 * `card_assinado`. The seed sits below the domains: server/main.ts and the tests' harness hand this in.
 */
export function demoAgroFiles(storage: FileStorage) {
  return async (db: Db, quotationId: string, request: DemoAgroFileRequest): Promise<void> => {
    const row = await repo.findQuotation(db, quotationId, ALL_AGRO);
    if (!row) throw notFound();
    const ctx = { db, storage };
    const card = await cardPdf(db, row, NO_PRINT_LINK, row.atualizadoEm);
    await repo.linkFile(db, row.id, (await storePdf(ctx, card, request.subject)).id, 'card');
    if (!request.signed) return;
    const signed = {
      name: `cartao-adesao-${formatAgroNumber(row.numero)}-assinado.pdf`,
      bytes: Buffer.from(await demoSignedCardPdf(card.bytes, row.produtorNome, row.atualizadoEm)),
    };
    await repo.linkFile(db, row.id, (await storePdf(ctx, signed, request.subject)).id, 'card_assinado');
  };
}

/* ---------------------------------------------------------------- proposal, policy */

export async function registerProposal(
  ctx: AgroContext,
  caller: AgroCaller,
  id: string,
  product: AgroProductId,
  numero: string,
) {
  return runAction(ctx, caller, id, 'registrar_proposta', {
    product,
    work: async () => ({ numeroProposta: numero }),
  });
}

export async function registerPolicy(
  ctx: AgroContext,
  caller: AgroCaller,
  id: string,
  product: AgroProductId,
  data: { numero_apolice: string; vigencia_inicio: string; vigencia_fim: string },
) {
  return runAction(ctx, caller, id, 'emitir_apolice', {
    product,
    work: async () => ({
      apoliceNumero: data.numero_apolice,
      apoliceVigenciaInicio: data.vigencia_inicio,
      apoliceVigenciaFim: data.vigencia_fim,
    }),
  });
}

/* ---------------------------------------------------------------- lists, history, lookups */

export async function listQuotations(
  db: Db,
  q: AgroListQuery,
  scope: AgroScope,
  state?: AgroStateId,
): Promise<Paged<AgroQuotationRow>> {
  const page = await repo.listQuotations(db, q, scope, state);
  return {
    items: page.rows.map((r) => ({
      id: r.id,
      numero: r.numero,
      situacao: nameRef(AGRO_STATES, r.situacao),
      produto: nameRef(AGRO_PRODUCTS, r.produto),
      cobertura: nameRef(AGRO_COVERAGES, r.cobertura),
      produtor: r.produtor,
      propriedade: r.propriedade,
      municipio: r.municipio,
      uf: r.uf,
      area_ha: r.areaHa,
      convidado: r.convidado,
      grupo_economico: r.grupoId ? { id: r.grupoId, nome: r.grupo ?? '' } : null,
      numero_proposta: r.numeroProposta,
      numero_apolice: r.apoliceNumero,
      premio: r.premio,
      criado_em: r.criadoEm.toISOString(),
    })),
    total_count: page.total,
  };
}

export const FORM_DATA: AgroFormData = {
  produtos: AGRO_PRODUCTS.map(({ id, nome }) => ({ id, nome })),
  coberturas: AGRO_COVERAGES.map(({ id, nome }) => ({ id, nome })),
  culturas: AGRO_CROPS.map(({ id, nome }) => ({ id, nome })),
  especies: COFFEE_SPECIES.map(({ id, nome }) => ({ id, nome })),
  variedades: COFFEE_VARIETIES.map(({ id, nome, especie_id }) => ({ id, nome, especie_id })),
  sistemas_cultivo: COFFEE_SYSTEMS.map(({ id, nome }) => ({ id, nome })),
  classificacoes_solo: SOIL_CLASSES.map(({ id, nome }) => ({ id, nome })),
  formas_pagamento: PAYMENT_FORMS.map(({ id, nome, parcelas }) => ({ id, nome, parcelas })),
  grupos_operacao: OPERATION_GROUPS.map(({ id, nome }) => ({ id, nome })),
  niveis_cobertura: [...COVERAGE_LEVELS],
};

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();

/** The fixed-list suggests: the items whose name contains the typed text (accents and case ignored). */
export function suggest<T extends { id: string; nome: string }>(
  items: readonly T[],
  query: string | undefined,
): T[] {
  const term = query ? fold(query) : '';
  return items.filter((item) => !term || fold(item.nome).includes(term) || item.id.toUpperCase() === term);
}

/** classificacaoSolo/listar/{id}: the ZARC soil classes for a crop of AGRO_CROPS or `cafezal`. */
export function soilClasses(id: string) {
  if (id !== 'cafezal' && !AGRO_CROPS.some((c) => c.id === id))
    throw notFound(AGRO_SERVER_MESSAGES.cropNotFound);
  return SOIL_CLASSES.map(({ id: code, nome }) => ({ id: code, nome }));
}

export async function suggestMunicipalities(
  db: Db,
  query: string | undefined,
  uf: string | undefined,
): Promise<AgroMunicipality[]> {
  const rows = await repo.suggestMunicipalities(db, query, uf);
  return rows.map((m) => ({
    id: m.codigoIbge,
    nome: m.nome,
    uf: m.uf,
    latitude: m.latitude,
    longitude: m.longitude,
  }));
}
