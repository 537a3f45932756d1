import type { AgroPrintView, AgroProductId } from '../../../src/contract/agro-quotations';
import { AGRO_MESSAGES, AGRO_SERVER_MESSAGES, formatAgroNumber } from '../../../src/contract/agro-quotations';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../errors';
import { sha256Hex } from '../../lib/fingerprint';
import { UploadForm, createFile } from '../files/service';
import type { FileStorage } from '../files/service';
import { agreementCardPdf, demoSignedCardPdf } from './card';
import type { PrintTokens } from './print-token';
import * as repo from './repository';
import type { AgroQuotationRead } from './views';
import type { AgroRow } from './repository';
import { ALL_AGRO } from './repository';
import { act, precheck } from './transition';
import type { AgroCaller, AgroContext } from './transition';
import { costView, costsView, toQuotation } from './views';

/* The agreement card (made, stored, linked), the print view and who may open the files it links. */

/**
 * GET {id}/impressao?token=: public, and offering no action (`acoes` empty); the token must be this
 * quotation's print token, unexpired, and the quotation not cancelled (403 otherwise).
 */
export async function printView(
  ctx: AgroContext,
  id: string,
  token: string | undefined,
): Promise<AgroPrintView & AgroQuotationRead> {
  if (!token || ctx.print.verify(id, token) !== 'impressao') throw forbidden(AGRO_MESSAGES.printTokenInvalid);
  const row = await repo.findQuotation(ctx.db, id, ALL_AGRO);
  if (!row) throw notFound(AGRO_MESSAGES.printTokenInvalid);
  // Cancelling revokes every print link of the quotation.
  if (row.situacao === 'cancelada') throw forbidden(AGRO_MESSAGES.printTokenInvalid);
  const [quotation, custos] = await Promise.all([
    toQuotation(ctx.db, row, ctx.print, [], 'impressao'),
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

interface NamedPdf {
  name: string;
  bytes: Buffer;
}

/** The agreement card of a quotation with an approved payment form: its PDF and file name. */
async function cardPdf(db: Db, row: AgroRow, print: PrintTokens, generatedAt: Date): Promise<NamedPdf> {
  const quotation = await toQuotation(db, row, print, []);
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
): Promise<AgroQuotationRead> {
  const row = await precheck(ctx, caller, id, 'gerar_card', product);
  const card = await cardPdf(ctx.db, row, ctx.print, new Date());
  const file = await storePdf(ctx, card, caller.userId);
  return act(ctx, caller, id, 'gerar_card', {
    product,
    work: async (tx) => {
      await repo.linkFile(tx, id, file.id, 'card');
      return undefined;
    },
  });
}

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
 * The files of a demo quotation, made by the routes' own code: the agreement card's PDF
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
