// The guest form's heavy half, loaded right after the form is on screen or when first
// needed (guest-page.tsx, `loadGuestEngine`): the checks (valibot and the contract's schemas), the
// outbox and its sync engine (Dexie). The first step opens and takes input without any of it.
import { offlineDb } from '../../../offline/db';
import { requestDrain, startSyncEngine } from '../../../offline/drain';
import { enqueue, updatePayload } from '../../../offline/outbox';
import type { AgroRef } from '../commands';
import type { AgroGuestQuotation } from '../guest-commands';
import { AGRO_GUEST_COMMAND, submitAgroGuestQuotation } from '../guest-commands';
import type { GuestFormValues } from './form-values';
import { sketchOf, toGuestBody, valuesOfBody } from './form';
import type { GuestDraft, GuestPhoto } from './storage';
import { recordGuestSubmission } from './storage';

export { formErrors, stepErrors } from './form';
export { requestDrain, startSyncEngine };

/** A refused quotation being corrected: its outbox item's form and how many photos it holds. */
export async function correctionOf(
  itemId: string,
): Promise<{ draft: GuestDraft; lockedPhotos: number } | null> {
  const item = await offlineDb.outbox.get({ id: itemId });
  if (item?.command !== AGRO_GUEST_COMMAND) return null;
  const payload = item.payload as AgroGuestQuotation;
  return {
    draft: { id: payload.body.id, values: valuesOfBody(payload.body, payload.croqui), correcting: itemId },
    lockedPhotos: payload.fotos.length,
  };
}

export interface GuestQuotationToStore {
  id: string;
  values: GuestFormValues;
  link: { groupId?: string; officeId?: string };
  photos: GuestPhoto[];
  /** The refused outbox item being corrected. */
  correcting?: string;
}

/**
 * 'Enviar cotação': the quotation, its photos and its sketch go to the outbox as one item (a corrected
 * one replaces the refused item's payload, keeping its photos and its place in the quotation's order),
 * and the device remembers it for the confirmation. Quota errors are thrown (StorageFullError).
 */
export async function storeGuestQuotation({
  id,
  values,
  link,
  photos,
  correcting,
}: GuestQuotationToStore): Promise<void> {
  const body = toGuestBody(values, { id, ...link });
  const quotation: AgroRef = { id, numero: null, produtor: body.produtor.nome, produto: body.produto };
  const croqui = sketchOf(values);
  const stored = correcting ? await offlineDb.outbox.get({ id: correcting }) : undefined;
  if (stored?.command === AGRO_GUEST_COMMAND) {
    const before = stored.payload as AgroGuestQuotation;
    await updatePayload(stored.id, { ...before, quotation, body, croqui } satisfies AgroGuestQuotation);
  } else {
    const files: Record<string, File> = {};
    const fotos = photos.map((p) => {
      const arquivo = `foto-${p.id}`;
      files[arquivo] = new File([p.dados], p.nome, { type: p.tipo });
      return { id: p.id, arquivo, nome: p.nome, tipo: p.tipo, tamanho: p.tamanho };
    });
    await enqueue(submitAgroGuestQuotation, { quotation, body, fotos, croqui }, files);
  }
  await recordGuestSubmission({
    id,
    produtor: quotation.produtor,
    salva_em: Date.now(),
    numero: null,
    token: null,
  });
}
