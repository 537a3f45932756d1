import type { ApiClient } from '../../api/http';
import type { AgroQuotation, AgroQuotationInput, SketchBody } from '../../contract/agro-quotations';
import { apiPath } from '../../contract/manifest';
import { agroQuotationApi } from '../../contract/manifests/agro-quotations';
import type { AgroMunicipality } from '../../lookups/agro';
import { defineCommand } from '../../offline/commands';
import { agroKeys } from './api';
import type { AgroRef } from './commands';
import { agroScopeOf } from './commands';
import { reportPhotoProgress } from './upload-progress';

/**
 * The guest form's one write: the quotation typed at the farm, its photos and its sketch,
 * stored together on the device and sent in order when the signal allows, in the quotation's scope
 * (`agro:{id}`, the staff's commands on it come after). Every step is safe to replay: the create
 * carries the client-made `id`, each photo its own client-made `id`, and the drainer gives each write a
 * stable `Idempotency-Key` derived from the item's.
 */

/** A photo stored with the item: its bytes are the item's file named `arquivo`. */
export interface AgroGuestPhoto {
  /** Client-made file id: a replayed upload returns the stored file instead of a second one. */
  id: string;
  /** The item's file holding the photo. */
  arquivo: string;
  nome: string;
  tipo: string;
  tamanho: number;
}

export interface AgroGuestQuotation {
  quotation: AgroRef;
  /** The wire body; `propriedade.codigo_ibge` may be '' when the municipality was typed offline. */
  body: AgroQuotationInput & { id: string };
  fotos: AgroGuestPhoto[];
  croqui: SketchBody | null;
}

/** The name as the server folds it: no accents, upper case, single spaces. */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The IBGE code of a municipality typed without the list (no signal when the form was filled): asked
 * of the municipalities suggest when the item is sent. Only an unambiguous answer is taken; otherwise
 * the body goes as it is and the server says what is missing.
 */
async function withMunicipalityCode(
  body: AgroGuestQuotation['body'],
  api: ApiClient,
): Promise<AgroGuestQuotation['body']> {
  const { propriedade } = body;
  if (/^\d{7}$/.test(propriedade.codigo_ibge) || !propriedade.municipio.trim()) return body;
  const found = await api.get<AgroMunicipality[]>(agroQuotationApi.municipalities, {
    query: { query: propriedade.municipio.trim(), uf: propriedade.uf },
  });
  const wanted = foldName(propriedade.municipio);
  const exact = found.filter((m) => foldName(m.nome) === wanted && m.uf === propriedade.uf);
  const match = exact.length === 1 ? exact[0] : found.length === 1 ? found[0] : undefined;
  if (!match) return body;
  return { ...body, propriedade: { ...propriedade, municipio: match.nome, codigo_ibge: match.id } };
}

export const AGRO_GUEST_COMMAND = 'agroQuotations.guestCreate';

export const submitAgroGuestQuotation = defineCommand<AgroGuestQuotation, AgroQuotation>({
  name: AGRO_GUEST_COMMAND,
  scope: ({ quotation }) => agroScopeOf(quotation.id),
  send: async ({ quotation, body, fotos, croqui }, { api, files }) => {
    let record = await api.post<AgroQuotation>(agroQuotationApi.list, await withMunicipalityCode(body, api));
    for (const foto of fotos) {
      const file = files[foto.arquivo];
      // Stored with the item, so never missing; skipping keeps the order of the other writes' keys.
      if (!file) continue;
      const form = new FormData();
      form.append('id', foto.id);
      form.append('arquivo', file, foto.nome);
      // The guest watches each photo go up on a slow signal (the confirmation screen shows it).
      record = await api.post<AgroQuotation>(apiPath(agroQuotationApi.photos, { id: quotation.id }), form, {
        onUploadProgress: (sent, total) => reportPhotoProgress(quotation.id, foto.id, sent / total),
      });
      reportPhotoProgress(quotation.id, foto.id, 1);
    }
    if (croqui && (croqui.poligono.length > 0 || croqui.pontos.length > 0))
      record = await api.put<AgroQuotation>(apiPath(agroQuotationApi.sketch, { id: quotation.id }), croqui);
    return record;
  },
  describe: ({ quotation, fotos, croqui }) => {
    const extras = [
      fotos.length > 0 ? `${fotos.length} ${fotos.length === 1 ? 'foto' : 'fotos'}` : null,
      croqui && croqui.poligono.length > 0 ? 'croqui' : null,
    ].filter(Boolean);
    return `Enviar cotação agro de ${quotation.produtor}${extras.length > 0 ? ` (com ${extras.join(' e ')})` : ''}`;
  },
  // No 'Editar' on the sync page: the guest corrects a refused quotation on its confirmation screen.
  invalidates: ({ quotation }) => [agroKeys.one(quotation.id), agroKeys.lists()],
});
