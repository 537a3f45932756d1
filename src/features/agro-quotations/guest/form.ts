import * as v from 'valibot';
// Portuguese fallback messages of the contract's schemas: loaded with the form, never with the route
// tree (a side-effect import in a route file lands in the entry bundle, the /login budget).
import '../../../contract/messages';
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import type { AgroQuotationInput, SketchBody } from '../../../contract/agro-quotations';
import {
  AGRO_MESSAGES,
  AGRO_SERVER_MESSAGES,
  COFFEE_VARIETIES,
  COVERAGE_LEVELS,
  agroQuotationBody,
  coffeeBody,
  plantsPerHectare,
  producerBody,
  propertyBody,
  suggestedInsuredAmount,
} from '../../../contract/agro-quotations';
import { CNPJ_INVALID, CPF_INVALID, PHONE_INVALID } from '../../../contract/documents';
import { moneyAmount } from '../../../contract/common';
import type { FieldErrors } from '../validate';
import type { GuestFormValues } from './form-values';
import { GUEST_STEPS, LAST_GUEST_STEP, emptyGuestForm } from './form-values';

// The form's shape and steps live apart (form-values.ts): the first step opens without valibot.
export type { GuestFormValues, GuestPoint } from './form-values';
export {
  GUEST_FORM_READY_MARK,
  GUEST_STEPS,
  LAST_GUEST_STEP,
  clampGuestStep,
  emptyGuestForm,
  fieldId,
} from './form-values';

/**
 * The guest form as the screen holds it: the contract's body with empty fields as '' or
 * null, so a half-typed form can be autosaved and restored as it is. `toGuestBody` gives the wire
 * body; the checks of each step use the contract's own schemas (the same Portuguese messages the
 * server answers) plus the CPF/CNPJ check digits.
 */

export const GUEST_MESSAGES = {
  documentRequired: 'Informe o CPF ou CNPJ do produtor.',
  municipalityRequired: 'Escolha o município na lista (ou digite o nome, sem sinal).',
  ufRequired: 'Escolha a UF.',
  cropRequired: 'Escolha a cultura.',
  operationRequired: 'Escolha o grupo de operação.',
  insuredRequired: 'Informe a importância segurada.',
  coordinatesPair: 'Informe a latitude e a longitude (ou nenhuma das duas).',
} as const;

const digits = (text: string) => text.replace(/\D/g, '');
const blankToUndefined = (text: string) => (text.trim() === '' ? undefined : text.trim());
const nullToUndefined = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

/** Plants per hectare of the typed spacing (0 until both are known). */
export function guestPlantsPerHectare(values: GuestFormValues): number {
  const { espacamento_linhas_m: rows, espacamento_plantas_m: plants } = values.cafezal;
  return rows && plants ? plantsPerHectare(rows, plants) : 0;
}

/**
 * The insured value suggested for a coffee quotation: area × productivity × coverage level × price
 * per sack (hail insures the whole expected production: level 100 %). Null until all are known;
 * other crops have no productivity in the body, so no suggestion.
 */
export function guestSuggestedInsuredAmount(values: GuestFormValues): number | null {
  if (values.produto !== 'cafezal') return null;
  const area = values.propriedade.area_ha;
  const productivity = values.cafezal.produtividade_sacas_ha;
  const price = values.preco_unitario;
  const level = values.cobertura === 'granizo' ? 100 : values.nivel_cobertura;
  if (!area || !productivity || !price || !level) return null;
  const amount = suggestedInsuredAmount({
    area_ha: area,
    produtividade: productivity,
    nivel_cobertura: level,
    preco_unitario: price,
  });
  return amount > 0 ? amount : null;
}

/** Applies a change and keeps the insured value on the suggestion while the user has not typed one. */
export function withSuggestion(values: GuestFormValues): GuestFormValues {
  if (values.importancia_editada) return values;
  const suggested = guestSuggestedInsuredAmount(values);
  return suggested === null || suggested === values.importancia_segurada
    ? values
    : { ...values, importancia_segurada: suggested };
}

/** The croqui as the wire takes it (an outline needs 3 points: fewer are not sent). */
export function sketchOf(values: GuestFormValues): SketchBody | null {
  return values.croqui.length === 0 ? null : { poligono: values.croqui, pontos: [] };
}

/** The wire body of the form (the link's group and office bind the quotation). */
export function toGuestBody(
  values: GuestFormValues,
  link: { id: string; groupId?: string; officeId?: string },
): AgroQuotationInput & { id: string } {
  const { produtor, propriedade, cafezal } = values;
  const coffee = values.produto === 'cafezal';
  const multirrisco = values.cobertura === 'multirrisco';
  return {
    id: link.id,
    ...(link.groupId ? { grupo_economico_id: link.groupId } : {}),
    ...(link.officeId ? { escritorio_id: link.officeId } : {}),
    produto: values.produto,
    cobertura: values.cobertura,
    produtor: {
      documento: digits(produtor.documento),
      nome: produtor.nome.trim(),
      email: blankToUndefined(produtor.email),
      telefone: blankToUndefined(digits(produtor.telefone)),
    },
    propriedade: {
      nome: propriedade.nome.trim(),
      municipio: propriedade.municipio.trim(),
      uf: propriedade.uf,
      codigo_ibge: propriedade.codigo_ibge,
      latitude: nullToUndefined(propriedade.latitude),
      longitude: nullToUndefined(propriedade.longitude),
      area_ha: propriedade.area_ha ?? Number.NaN,
    },
    cultura: coffee ? undefined : (values.cultura as AgroQuotationInput['cultura']),
    cafezal: coffee
      ? {
          especie_id: cafezal.especie_id as 'arabica',
          variedade_id: cafezal.variedade_id,
          sistema_cultivo_id: cafezal.sistema_cultivo_id,
          ano_plantio: cafezal.ano_plantio ?? Number.NaN,
          espacamento_linhas_m: cafezal.espacamento_linhas_m ?? Number.NaN,
          espacamento_plantas_m: cafezal.espacamento_plantas_m ?? Number.NaN,
          numero_plantas: cafezal.numero_plantas ?? Number.NaN,
          produtividade_sacas_ha: cafezal.produtividade_sacas_ha ?? Number.NaN,
          classificacao_solo_id: cafezal.classificacao_solo_id,
        }
      : undefined,
    grupo_operacao_id: values.grupo_operacao_id as AgroQuotationInput['grupo_operacao_id'],
    nivel_cobertura: multirrisco ? nullToUndefined(values.nivel_cobertura) : undefined,
    preco_unitario: nullToUndefined(values.preco_unitario),
    importancia_segurada: nullToUndefined(values.importancia_segurada),
    subvencao_percentual: nullToUndefined(values.subvencao_percentual),
    franquia_percentual: nullToUndefined(values.franquia_percentual),
    observacoes: blankToUndefined(values.observacoes),
  };
}

/** The form of a body (a refused quotation reopened for correction). */
export function valuesOfBody(body: AgroQuotationInput, croqui: SketchBody | null): GuestFormValues {
  const num = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? null : n);
  const coffee = body.cafezal;
  return {
    produtor: {
      documento: body.produtor.documento,
      nome: body.produtor.nome,
      email: body.produtor.email ?? '',
      telefone: body.produtor.telefone ?? '',
    },
    propriedade: {
      nome: body.propriedade.nome,
      uf: body.propriedade.uf,
      municipio: body.propriedade.municipio,
      codigo_ibge: body.propriedade.codigo_ibge,
      sede: null,
      latitude: num(body.propriedade.latitude),
      longitude: num(body.propriedade.longitude),
      area_ha: num(body.propriedade.area_ha),
    },
    produto: body.produto,
    cobertura: body.cobertura,
    cultura: body.cultura ?? '',
    cafezal: coffee
      ? {
          especie_id: coffee.especie_id,
          variedade_id: coffee.variedade_id,
          sistema_cultivo_id: coffee.sistema_cultivo_id,
          ano_plantio: num(coffee.ano_plantio),
          espacamento_linhas_m: num(coffee.espacamento_linhas_m),
          espacamento_plantas_m: num(coffee.espacamento_plantas_m),
          numero_plantas: num(coffee.numero_plantas),
          produtividade_sacas_ha: num(coffee.produtividade_sacas_ha),
          classificacao_solo_id: coffee.classificacao_solo_id,
        }
      : emptyGuestForm.cafezal,
    grupo_operacao_id: body.grupo_operacao_id,
    nivel_cobertura: num(body.nivel_cobertura),
    preco_unitario: num(body.preco_unitario),
    importancia_segurada: num(body.importancia_segurada),
    importancia_editada: true,
    subvencao_percentual: num(body.subvencao_percentual),
    franquia_percentual: num(body.franquia_percentual),
    observacoes: body.observacoes ?? '',
    croqui: croqui?.poligono ?? [],
  };
}

/** The first message of each field, with `prefix` before the path ('produtor.nome'). */
function check(schema: v.GenericSchema, value: unknown, prefix: string, into: FieldErrors): void {
  const result = v.safeParse(schema, value);
  if (result.success) return;
  for (const issue of result.issues) {
    const path = (issue.path ?? []).map((p) => String(p.key)).join('.');
    const key = [prefix, path].filter(Boolean).join('.');
    into[key] ??= issue.message;
  }
}

function producerErrors(values: GuestFormValues, into: FieldErrors): void {
  const body = toGuestBody(values, { id: '' });
  check(producerBody, body.produtor, 'produtor', into);
  const document = digits(values.produtor.documento);
  if (document === '') into['produtor.documento'] = GUEST_MESSAGES.documentRequired;
  else if (document.length === 11 && !isValidCpf(document)) into['produtor.documento'] = CPF_INVALID;
  else if (document.length === 14 && !isValidCnpj(document)) into['produtor.documento'] = CNPJ_INVALID;
  const phone = digits(values.produtor.telefone);
  if (phone !== '' && !/^\d{10,11}$/.test(phone)) into['produtor.telefone'] = PHONE_INVALID;
}

const propertyWithoutCode = /*#__PURE__*/ v.omit(propertyBody, ['codigo_ibge']);

function propertyErrors(values: GuestFormValues, into: FieldErrors): void {
  const { propriedade } = toGuestBody(values, { id: '' });
  // A municipality typed without the list has no IBGE code yet: the outbox resolves it when it sends.
  check(propertyWithoutCode, propriedade, 'propriedade', into);
  if (values.propriedade.uf === '') into['propriedade.uf'] = GUEST_MESSAGES.ufRequired;
  if (values.propriedade.municipio.trim() === '')
    into['propriedade.municipio'] = GUEST_MESSAGES.municipalityRequired;
  const { latitude, longitude } = values.propriedade;
  if ((latitude === null) !== (longitude === null))
    into[latitude === null ? 'propriedade.latitude' : 'propriedade.longitude'] ??=
      GUEST_MESSAGES.coordinatesPair;
}

/** A list left unchosen says so (the contract's 'inválida' is for a value outside the list). */
const EMPTY_CHOICE = {
  especie_id: 'Escolha a espécie.',
  variedade_id: 'Escolha a variedade.',
  sistema_cultivo_id: 'Escolha o sistema de cultivo.',
  classificacao_solo_id: 'Escolha a classificação do solo.',
} as const;

function cropErrors(values: GuestFormValues, into: FieldErrors): void {
  const body = toGuestBody(values, { id: '' });
  if (values.produto === 'agricola') {
    if (values.cultura === '') into.cultura = GUEST_MESSAGES.cropRequired;
    return;
  }
  check(coffeeBody, body.cafezal, 'cafezal', into);
  for (const [field, message] of Object.entries(EMPTY_CHOICE)) {
    if (values.cafezal[field as keyof typeof EMPTY_CHOICE] === '') into[`cafezal.${field}`] = message;
  }
  const { especie_id, variedade_id } = values.cafezal;
  if (
    especie_id &&
    variedade_id &&
    !COFFEE_VARIETIES.some((x) => x.id === variedade_id && x.especie_id === especie_id)
  )
    into['cafezal.variedade_id'] ??= AGRO_MESSAGES.varietyMismatch;
}

const optionalMoney = (label: string) => v.optional(moneyAmount(label));
const valuesSchema = /*#__PURE__*/ v.object({
  preco_unitario: optionalMoney('O preço por saca'),
  importancia_segurada: optionalMoney('A importância segurada'),
});

function valueErrors(values: GuestFormValues, into: FieldErrors): void {
  const body = toGuestBody(values, { id: '' });
  if (values.grupo_operacao_id === '') into.grupo_operacao_id = GUEST_MESSAGES.operationRequired;
  if (
    values.cobertura === 'multirrisco' &&
    values.nivel_cobertura !== null &&
    !(COVERAGE_LEVELS as readonly number[]).includes(values.nivel_cobertura)
  )
    into.nivel_cobertura = 'Nível de cobertura inválido.';
  check(valuesSchema, body, '', into);
  if (values.importancia_segurada === null) into.importancia_segurada = GUEST_MESSAGES.insuredRequired;
  for (const [field, label] of [
    ['subvencao_percentual', 'Subvenção'],
    ['franquia_percentual', 'Franquia'],
  ] as const) {
    const value = values[field];
    if (value !== null && value > 100) into[field] = `${label}: no máximo 100%.`;
  }
}

function mediaErrors(values: GuestFormValues, into: FieldErrors): void {
  const n = values.croqui.length;
  if (n > 0 && n < 3) into.croqui = AGRO_SERVER_MESSAGES.polygonTooShort;
}

const STEP_CHECKS: Record<number, (values: GuestFormValues, into: FieldErrors) => void> = {
  1: producerErrors,
  2: propertyErrors,
  3: cropErrors,
  4: valueErrors,
  5: mediaErrors,
};

/**
 * The fields in the order the screen shows them: the messages follow it, so the summary reads top to
 * bottom and the focus goes to the first field with a message (the schemas and the extra checks
 * find them in another order).
 */
const FIELD_ORDER = [
  'produtor.documento',
  'produtor.nome',
  'produtor.email',
  'produtor.telefone',
  'propriedade.nome',
  'propriedade.uf',
  'propriedade.municipio',
  'propriedade.latitude',
  'propriedade.longitude',
  'propriedade.area_ha',
  'cultura',
  'cafezal.especie_id',
  'cafezal.variedade_id',
  'cafezal.sistema_cultivo_id',
  'cafezal.ano_plantio',
  'cafezal.espacamento_linhas_m',
  'cafezal.espacamento_plantas_m',
  'cafezal.numero_plantas',
  'cafezal.produtividade_sacas_ha',
  'cafezal.classificacao_solo_id',
  'grupo_operacao_id',
  'nivel_cobertura',
  'preco_unitario',
  'importancia_segurada',
  'subvencao_percentual',
  'franquia_percentual',
  'observacoes',
  'croqui',
];

/** The same messages, their keys in screen order (a field the list does not know goes last). */
export function inFormOrder(errors: FieldErrors): FieldErrors {
  const rank = (key: string) => {
    const i = FIELD_ORDER.indexOf(key);
    return i === -1 ? FIELD_ORDER.length : i;
  };
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b)));
}

/** The messages of one step's fields ({} when the step is complete), in screen order. */
export function stepErrors(step: number, values: GuestFormValues): FieldErrors {
  const errors: FieldErrors = {};
  STEP_CHECKS[step]?.(values, errors);
  return inFormOrder(errors);
}

/** Every step's messages, and the first step holding one (null: ready to send). */
export function formErrors(values: GuestFormValues): { errors: FieldErrors; firstStep: number | null } {
  const errors: FieldErrors = {};
  let firstStep: number | null = null;
  for (const step of GUEST_STEPS) {
    const found = stepErrors(step.numero, values);
    if (Object.keys(found).length > 0) firstStep ??= step.numero;
    Object.assign(errors, found);
  }
  if (firstStep === null) {
    // What the steps do not see: the body as a whole, checked as the server will.
    const body = toGuestBody(values, { id: crypto.randomUUID() });
    const whole: FieldErrors = {};
    const withCode = /^\d{7}$/.test(body.propriedade.codigo_ibge)
      ? body
      : { ...body, propriedade: { ...body.propriedade, codigo_ibge: '0000000' } };
    check(agroQuotationBody, withCode, '', whole);
    if (Object.keys(whole).length > 0) {
      Object.assign(errors, inFormOrder(whole));
      firstStep = LAST_GUEST_STEP;
    }
  }
  return { errors, firstStep };
}
