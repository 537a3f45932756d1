import { fileTypeFromBuffer } from 'file-type';
import type { AgroProductId, SketchBody } from '../../../src/contract/agro-quotations';
import { AGRO_MESSAGES, AGRO_SERVER_MESSAGES } from '../../../src/contract/agro-quotations';
import { AppError } from '../../errors';
import { isImageType } from '../../lib/image-types';
import { createFile } from '../files/service';
import type { UploadForm } from '../files/service';
import * as repo from './repository';
import type { AgroQuotationRead } from './views';
import { act, precheck, quotationFor, refuse, visible } from './transition';
import type { AgroCaller, AgroContext } from './transition';

/* What the producer and the field agent send: the signed card (and its review), photos, the sketch. */

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
): Promise<AgroQuotationRead> {
  if (form.id && (await repo.isLinked(ctx.db, id, form.id)))
    return quotationFor(ctx, caller, await visible(ctx.db, id, caller));
  await precheck(ctx, caller, id, 'enviar_arquivo', product);
  const { record: file } = await createFile(ctx.db, ctx.storage, form, caller.userId);
  return act(ctx, caller, id, 'enviar_arquivo', {
    product,
    work: async (tx) => {
      await repo.linkFile(tx, id, file.id, 'card_assinado');
      return { motivoReprovacao: null };
    },
  });
}

export async function approveFile(ctx: AgroContext, caller: AgroCaller, id: string) {
  return act(ctx, caller, id, 'aprovar_arquivo', { work: async () => ({ motivoReprovacao: null }) });
}

export async function rejectFile(
  ctx: AgroContext,
  caller: AgroCaller,
  id: string,
  motivo: string | undefined,
) {
  if (!motivo) throw refuse('motivo', AGRO_MESSAGES.reasonRequired);
  return act(ctx, caller, id, 'reprovar_arquivo', { work: async () => ({ motivoReprovacao: motivo }) });
}

/** POST cotacoes/{id}/fotos: a photo taken at the farm (PNG, JPEG or WebP), linked as 'foto'. */
export async function addPhoto(ctx: AgroContext, caller: AgroCaller, id: string, form: UploadForm) {
  if (form.id && (await repo.isLinked(ctx.db, id, form.id)))
    return quotationFor(ctx, caller, await visible(ctx.db, id, caller));
  await precheck(ctx, caller, id, 'enviar_foto');
  const detected = await fileTypeFromBuffer(form.bytes);
  if (!detected || !isImageType(detected.mime))
    throw new AppError(415, 'unsupported_media_type', AGRO_SERVER_MESSAGES.photoNotImage);
  const { record: file } = await createFile(ctx.db, ctx.storage, form, caller.userId);
  return act(ctx, caller, id, 'enviar_foto', {
    work: async (tx) => {
      await repo.linkFile(tx, id, file.id, 'foto');
      // The photo is a child row: the quotation's atualizado_em still moves, so copies refresh.
      return { atualizadoEm: new Date() };
    },
  });
}

export async function saveSketch(ctx: AgroContext, caller: AgroCaller, id: string, data: SketchBody) {
  if (data.poligono.length > 0 && data.poligono.length < 3)
    throw refuse('poligono', AGRO_SERVER_MESSAGES.polygonTooShort);
  return act(ctx, caller, id, 'salvar_croqui', { work: async () => ({ croqui: data }) });
}
