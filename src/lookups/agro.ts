import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import type { SuggestItem } from '../contract/common';
import type { AgroFormData } from '../contract/agro-quotations';
import {
  AGRO_COVERAGES,
  AGRO_CROPS,
  AGRO_PRODUCTS,
  COFFEE_SPECIES,
  COFFEE_SYSTEMS,
  COFFEE_VARIETIES,
  COVERAGE_LEVELS,
  OPERATION_GROUPS,
  PAYMENT_FORMS,
  SOIL_CLASSES,
} from '../contract/agro-quotations';
import { apiPath } from '../contract/manifest';
import { agroQuotationAccess, agroQuotationApi } from '../contract/manifests/agro-quotations';
import { LOOKUP_STALE_MS, lookupKey } from './keys';
import type { PrefetchLookup } from './prefetch';

/**
 * The agribusiness lookups: the form's fixed lists (GET dadoscontratacao) and the suggests, shared by
 * the staff screens (src/features/agro-quotations) and the guest form. Commands `agroQuotations.*`
 * refresh these keys (src/offline/drain.ts).
 */
const DOMAIN = 'agroQuotations';

/** Staff who read agro quotations read the form data after login (src/lookups/prefetch.ts). */
export const agroLookupAccess = agroQuotationAccess.view;

/** A payment form as the suggest and the form data give it. */
export interface AgroPaymentForm extends SuggestItem {
  parcelas: number;
}

/** A coffee variety and the species it belongs to. */
export interface AgroVariety extends SuggestItem {
  especie_id: string;
}

/** A municipality of the suggest: `id` is the IBGE code (7 digits). */
export interface AgroMunicipality extends SuggestItem {
  uf: string;
}

/**
 * The same lists as the contract fixes them: what the form shows when it opens for the first time with
 * no signal and nothing cached (the server's answer, when it comes, wins).
 */
export const AGRO_FORM_DATA_FALLBACK: AgroFormData = {
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

/** GET /v1/agro/cotacoes/dadoscontratacao: every fixed list of the form, in one read (offline). */
export const agroFormDataQuery = queryOptions({
  queryKey: lookupKey(DOMAIN, 'formData'),
  queryFn: ({ signal }) => api.get<AgroFormData>(agroQuotationApi.formData, { signal, silent: true }),
  staleTime: LOOKUP_STALE_MS,
});

const suggest = <T>(part: string, path: string, query?: Record<string, string>) =>
  queryOptions({
    queryKey: lookupKey(DOMAIN, part, query ?? {}),
    queryFn: ({ signal }) => api.get<T[]>(path, { query, signal, silent: true }),
    staleTime: LOOKUP_STALE_MS,
  });

/** GET /v1/agro/formaspagamento/suggest. */
export const paymentFormSuggestQuery = suggest<AgroPaymentForm>(
  'paymentForms',
  agroQuotationApi.paymentForms,
);

/** GET /v1/agro/gruposoperacao/suggest. */
export const operationGroupSuggestQuery = suggest<SuggestItem>(
  'operationGroups',
  agroQuotationApi.operationGroups,
);

/** GET /v1/agro/cafe/especies/suggest. */
export const coffeeSpeciesSuggestQuery = suggest<SuggestItem>(
  'coffeeSpecies',
  agroQuotationApi.coffeeSpecies,
);

/** GET /v1/agro/cafe/variedades/suggest?especie_id=: the varieties of one species (all without it). */
export function coffeeVarietySuggestQuery(especieId = '') {
  return suggest<AgroVariety>(
    'coffeeVarieties',
    agroQuotationApi.coffeeVarieties,
    especieId ? { especie_id: especieId } : undefined,
  );
}

/** GET /v1/agro/cafe/sistemascultivo/suggest. */
export const coffeeSystemSuggestQuery = suggest<SuggestItem>('coffeeSystems', agroQuotationApi.coffeeSystems);

/** GET /v1/agro/agricola/classificacaoSolo/listar/{id}: the soil classes for a crop or `cafezal`. */
export function soilClassesQuery(cropOrCoffee: string) {
  return suggest<SuggestItem>('soilClasses', apiPath(agroQuotationApi.soilClasses, { id: cropOrCoffee }));
}

/** GET /v1/agro/municipios/suggest?query=&uf=: municipalities with their IBGE code. */
export function municipalitySuggestQuery(query = '', uf = '') {
  const params: Record<string, string> = { query };
  if (uf) params.uf = uf;
  return suggest<AgroMunicipality>('municipalities', agroQuotationApi.municipalities, params);
}

/** What this domain's lookups read after login (src/lookups/prefetch.ts gathers every module's). */
export const prefetch: readonly PrefetchLookup[] = [
  // The agro quotation form's fixed lists (dadoscontratacao): a field agent quotes at the farm.
  { access: agroLookupAccess, fetch: (client) => client.query(agroFormDataQuery) },
];
