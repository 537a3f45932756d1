import type { Paged } from '../../../src/contract/common';
import type {
  AgroFormData,
  AgroListQuery,
  AgroMunicipality,
  AgroQuotationRow,
  AgroStateId,
} from '../../../src/contract/agro-quotations';
import {
  AGRO_COVERAGES,
  AGRO_CROPS,
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
} from '../../../src/contract/agro-quotations';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import * as repo from './repository';
import type { AgroQuotationRead } from './views';
import type { AgroScope } from './repository';
import { quotationFor, visible } from './transition';
import type { AgroCaller, AgroContext } from './transition';
import { nameRef } from './views';

/* Reads: one quotation (with the actions allowed now), the lists and the fixed lists of the form. */

export async function getQuotation(
  ctx: AgroContext,
  caller: Pick<AgroCaller, 'guest' | 'scope'>,
  id: string,
): Promise<AgroQuotationRead> {
  return quotationFor(ctx, caller, await visible(ctx.db, id, caller));
}

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
