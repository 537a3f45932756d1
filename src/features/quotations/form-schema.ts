import * as v from 'valibot';
import { cnpj, cpf, displayCnpj, displayCpf } from '../../contract/documents';
import type {
  AppealTypeId,
  QuotationEdit,
  QuotationOptions,
  quotationBody,
} from '../../contract/guarantee-quotations';
import {
  APPEAL_TYPE_IDS,
  DEFAULT_APPEAL_PERCENT,
  QUOTATION_MESSAGES,
  appealInsuredAmount,
  insuredBody,
  quotationEntries,
} from '../../contract/guarantee-quotations';
import type { CompanyLookup } from '../../contract/pessoas';
import { formatUniqueNumber, parseUniqueNumber } from '../../lib/cnj';

/**
 * The quotation form as the screens hold it: the contract's body (its rules and Portuguese messages,
 * field by field), except that pickers keep the chosen record with its name (a draft or a queued item
 * reopens showing names), the insured's document keeps its mask, and the court case keeps what its
 * number resolved to. `opcoes` is what GET opcoes told for the chosen sub-modality (null until known:
 * offline and never asked, both blocks are offered and left to the server). `toQuotationBody` gives the
 * wire body.
 */

/** The server's own message (server/domains/judiciary/lookups.ts) for a number with wrong check digits. */
export const PROCESS_CHECK_DIGIT = 'Dígito verificador inválido no número do processo.';

const ref = v.object({ id: v.string(), nome: v.string() });
const groupRef = v.object({ id: v.string(), nome: v.string(), cnpj: v.optional(v.string()) });
const borrowerRef = v.object({ id: v.string(), nome: v.string(), cnpj: v.string() });

/** The first message a contract schema gives for `value`, or null when it passes. */
function contractMessage(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value);
  return result.success ? null : result.issues[0].message;
}

/** A picker's choice: required, with the message the contract gives for its missing id. */
function picked<TEntries extends v.ObjectEntries>(
  item: v.ObjectSchema<TEntries, undefined>,
  id: v.GenericSchema,
) {
  return v.pipe(
    v.nullable(item),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const message = contractMessage(id, (dataset.value as { id?: string } | null)?.id);
      if (message) addIssue({ message });
    }),
  );
}

/** A date the DateInput holds (null while empty or incomplete), then the contract's rule. */
const date = (required: string, contract: v.GenericSchema<string, string>) =>
  v.pipe(
    v.nullable(v.string()),
    v.check((d) => d !== null, required),
    v.transform((d) => d ?? ''),
    contract,
  );

const { tipo: _tipo, documento: _documento, ...insuredEntries } = insuredBody.entries;
const appealEntries = quotationEntries.recurso.wrapped.wrapped.entries;

const insured = v.variant(
  'tipo',
  [
    v.object({ tipo: v.literal('PF'), documento: cpf('Informe o CPF do segurado.'), ...insuredEntries }),
    v.object({ tipo: v.literal('PJ'), documento: cnpj('Informe o CNPJ do segurado.'), ...insuredEntries }),
  ],
  'Tipo do segurado: PF ou PJ.',
);

/** What is wrong with a typed CNJ number, if anything. */
function problemOf(text: string): 'format' | 'check_digit' | null {
  const parsed = parseUniqueNumber(text);
  return parsed.ok ? null : parsed.error;
}

const processNumber = v.pipe(
  v.string(QUOTATION_MESSAGES.processInvalid),
  v.trim(),
  v.check((t) => t === '' || problemOf(t) !== 'format', QUOTATION_MESSAGES.processInvalid),
  v.check((t) => t === '' || problemOf(t) === null, PROCESS_CHECK_DIGIT),
);

/** What the number resolved to (null: not asked yet, e.g. typed offline). */
const resolution = v.nullable(v.object({ tribunal: v.nullable(ref), unidade: v.nullable(ref) }));

const entries = {
  grupo_economico: picked(groupRef, quotationEntries.grupo_economico_id),
  tomador: picked(borrowerRef, quotationEntries.tomador_id),
  modalidade: picked(ref, quotationEntries.modalidade_id),
  submodalidade: picked(ref, quotationEntries.submodalidade_id),
  opcoes: v.nullable(v.object({ processo: v.boolean(), recurso: v.boolean() })),
  tipo_emissao_id: v.pipe(v.string(), quotationEntries.tipo_emissao_id),
  segurado: insured,
  importancia_segurada: v.nullable(quotationEntries.importancia_segurada),
  vigencia_inicio: date('Informe o início da vigência.', quotationEntries.vigencia_inicio),
  vigencia_fim: date('Informe o fim da vigência.', quotationEntries.vigencia_fim),
  recurso: v.object({
    tipo_id: v.pipe(
      v.string(),
      v.check(
        (t) => t === '' || (APPEAL_TYPE_IDS as readonly string[]).includes(t),
        'Tipo de recurso inválido.',
      ),
    ),
    valor: v.nullable(appealEntries.valor),
    percentual: v.nullable(appealEntries.percentual),
  }),
  processo: v.object({ numero: processNumber, resolucao: resolution }),
  objeto: quotationEntries.objeto,
};

/** The options as the form keeps them (null: not known on this device). */
type Requirements = { processo: boolean; recurso: boolean } | null;

/** Whether the appeal block applies: the options say so, or (unknown) the user filled it. */
export function appealApplies(q: { opcoes: Requirements; recurso: { valor: number | null } }): boolean {
  return q.opcoes ? q.opcoes.recurso : q.recurso.valor !== null;
}

/** Whether the court case block applies: the options say so, or (unknown) the user filled it. */
export function processApplies(q: { opcoes: Requirements; processo: { numero: string } }): boolean {
  return q.opcoes ? q.opcoes.processo : q.processo.numero.trim() !== '';
}

export const quotationFormSchema = v.pipe(
  v.object(entries),
  v.forward(
    v.partialCheck(
      [['opcoes'], ['recurso', 'valor'], ['importancia_segurada']],
      (q) => appealApplies(q) || q.importancia_segurada !== null,
      'Informe a importância segurada.',
    ),
    ['importancia_segurada'],
  ),
  v.forward(
    v.partialCheck(
      [['opcoes'], ['recurso', 'valor']],
      (q) => !q.opcoes?.recurso || q.recurso.valor !== null,
      QUOTATION_MESSAGES.appealRequired,
    ),
    ['recurso', 'valor'],
  ),
  v.forward(
    v.partialCheck(
      [['opcoes'], ['processo', 'numero']],
      (q) => !q.opcoes?.processo || q.processo.numero !== '',
      QUOTATION_MESSAGES.processRequired,
    ),
    ['processo', 'numero'],
  ),
  v.forward(
    v.partialCheck(
      [['vigencia_inicio'], ['vigencia_fim']],
      (q) => q.vigencia_fim > q.vigencia_inicio,
      QUOTATION_MESSAGES.validityOrder,
    ),
    ['vigencia_fim'],
  ),
);

export type QuotationFormValues = v.InferInput<typeof quotationFormSchema>;
export type QuotationFormData = v.InferOutput<typeof quotationFormSchema>;
export type InsuredFormValues = QuotationFormValues['segurado'];

export type QuotationValidation =
  { ok: true; data: QuotationFormData } | { ok: false; errors: Record<string, string> };

/**
 * Validates the whole form, every rule at once: the cross-field rules run even while other fields are
 * still wrong (the resolver of react-hook-form stops a pipe at its first issue, hiding them until the
 * rest is fixed). One message per field path ('segurado.documento'), the first found.
 */
export function validateQuotationForm(values: QuotationFormValues): QuotationValidation {
  const result = v.safeParse(quotationFormSchema, values);
  if (result.success) return { ok: true, data: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}

/* ---------------------------------------------------------------- the wizard's steps */

/** A step of the new-quotation wizard: its number (`?passo=`), name and the fields it validates. */
export interface QuotationStep {
  numero: number;
  nome: string;
  fields: readonly (keyof QuotationFormValues)[];
}

export const QUOTATION_STEPS = [
  { numero: 1, nome: 'Tomador', fields: ['grupo_economico', 'tomador'] },
  { numero: 2, nome: 'Modalidade', fields: ['modalidade', 'submodalidade', 'tipo_emissao_id'] },
  { numero: 3, nome: 'Segurado', fields: ['segurado'] },
  {
    numero: 4,
    nome: 'Garantia',
    fields: ['importancia_segurada', 'vigencia_inicio', 'vigencia_fim', 'recurso', 'processo'],
  },
  { numero: 5, nome: 'Objeto', fields: ['objeto'] },
  { numero: 6, nome: 'Revisão', fields: [] },
] as const satisfies readonly QuotationStep[];

export const LAST_STEP = QUOTATION_STEPS.length;

/** The step a field path ('segurado.documento') is filled in; null for a path of no step. */
export function stepOfField(path: string): number | null {
  const top = path.split('.')[0];
  const step = QUOTATION_STEPS.find((s) => (s.fields as readonly string[]).includes(top ?? ''));
  return step?.numero ?? null;
}

/** The messages of one step's fields, by path. */
export function stepErrors(values: QuotationFormValues, numero: number): Record<string, string> {
  const result = validateQuotationForm(values);
  if (result.ok) return {};
  return Object.fromEntries(Object.entries(result.errors).filter(([path]) => stepOfField(path) === numero));
}

/** The first step holding one of these field paths (the wizard goes back there). */
export function firstStepOf(paths: readonly string[]): number | null {
  const steps = paths.map(stepOfField).filter((s): s is number => s !== null);
  return steps.length > 0 ? Math.min(...steps) : null;
}

/* ---------------------------------------------------------------- values <-> wire */

export const EMPTY_INSURED: InsuredFormValues = {
  tipo: 'PJ',
  documento: '',
  nome: '',
  cep: null,
  logradouro: null,
  numero: null,
  complemento: null,
  uf: null,
  cidade: null,
  bairro: null,
};

export const emptyQuotationForm: QuotationFormValues = {
  grupo_economico: null,
  tomador: null,
  modalidade: null,
  submodalidade: null,
  opcoes: null,
  tipo_emissao_id: 'nova',
  segurado: EMPTY_INSURED,
  importancia_segurada: null,
  vigencia_inicio: null,
  vigencia_fim: null,
  recurso: { tipo_id: '', valor: null, percentual: DEFAULT_APPEAL_PERCENT },
  processo: { numero: '', resolucao: null },
  objeto: '',
};

/** The options of a sub-modality as the form keeps them. */
export const requirementsOf = (o: QuotationOptions): NonNullable<QuotationFormValues['opcoes']> => ({
  processo: o.processo,
  recurso: o.recurso,
});

/** The appeal's percent as sent: the typed one, else the default. */
const percentOf = (recurso: { percentual?: number | null }) => recurso.percentual ?? DEFAULT_APPEAL_PERCENT;

/** The insured amount an appeal bond covers, or null before the deposit value is typed. */
export function appealAmountOf(recurso: { valor: number | null; percentual?: number | null }): number | null {
  return recurso.valor === null ? null : appealInsuredAmount(recurso.valor, percentOf(recurso));
}

export type QuotationBody = v.InferInput<typeof quotationBody>;

/**
 * The PUT body (the POST adds the client id) of a validated form. With an appeal, the insured amount
 * is the deposit plus its percent (SPEC.md §9); blocks that do not apply are sent as null.
 */
export function toQuotationBody(data: QuotationFormData): QuotationBody {
  const appeal = appealApplies(data) ? appealAmountOf(data.recurso) : null;
  const objeto = data.objeto?.trim() ? data.objeto : null;
  return {
    grupo_economico_id: data.grupo_economico?.id ?? '',
    tomador_id: data.tomador?.id ?? '',
    modalidade_id: data.modalidade?.id ?? '',
    submodalidade_id: data.submodalidade?.id ?? '',
    tipo_emissao_id: data.tipo_emissao_id,
    segurado: data.segurado,
    importancia_segurada: appeal ?? data.importancia_segurada ?? 0,
    vigencia_inicio: data.vigencia_inicio,
    vigencia_fim: data.vigencia_fim,
    recurso:
      appeal !== null && data.recurso.valor !== null
        ? {
            tipo_id: (data.recurso.tipo_id || null) as AppealTypeId | null,
            valor: data.recurso.valor,
            percentual: percentOf(data.recurso),
          }
        : null,
    processo: processApplies(data)
      ? {
          numero: formatUniqueNumber(data.processo.numero),
          unidade_id: data.processo.resolucao?.unidade?.id ?? null,
        }
      : null,
    objeto,
  };
}

/** The insured's document as the form shows it (masked). */
export const displayDocument = (tipo: 'PF' | 'PJ', digits: string): string =>
  tipo === 'PF' ? displayCpf(digits) : displayCnpj(digits);

/** The names a wire body does not carry, for a form reopened from it. */
export interface BodyNames {
  grupo_economico: { id: string; nome: string; cnpj?: string };
  tomador: { id: string; nome: string; cnpj: string };
  modalidade: { id: string; nome: string };
  submodalidade: { id: string; nome: string };
  processo: {
    tribunal: { id: string; nome: string } | null;
    unidade: { id: string; nome: string } | null;
  } | null;
}

/** The form's values of a wire body (a queued item opened to be corrected, a quotation's edit data). */
export function formValuesOfBody(body: QuotationBody, names: BodyNames): QuotationFormValues {
  const s = body.segurado;
  const tipo = s.tipo === 'PF' ? 'PF' : 'PJ';
  return {
    grupo_economico: names.grupo_economico,
    tomador: names.tomador,
    modalidade: names.modalidade,
    submodalidade: names.submodalidade,
    opcoes: null,
    tipo_emissao_id: body.tipo_emissao_id,
    segurado: {
      tipo,
      documento: displayDocument(tipo, s.documento),
      nome: s.nome,
      cep: s.cep ?? null,
      logradouro: s.logradouro ?? null,
      numero: s.numero ?? null,
      complemento: s.complemento ?? null,
      uf: s.uf ?? null,
      cidade: s.cidade ?? null,
      bairro: s.bairro ?? null,
    },
    importancia_segurada: body.importancia_segurada,
    vigencia_inicio: body.vigencia_inicio,
    vigencia_fim: body.vigencia_fim,
    recurso: body.recurso
      ? {
          tipo_id: body.recurso.tipo_id ?? '',
          valor: body.recurso.valor,
          percentual: body.recurso.percentual ?? DEFAULT_APPEAL_PERCENT,
        }
      : emptyQuotationForm.recurso,
    processo: body.processo
      ? { numero: formatUniqueNumber(body.processo.numero), resolucao: names.processo }
      : emptyQuotationForm.processo,
    objeto: body.objeto ?? '',
  };
}

/** The form's values of GET {id}/edicao. */
export function formValuesOfEdit(q: QuotationEdit): QuotationFormValues {
  return formValuesOfBody(
    {
      grupo_economico_id: q.grupo_economico.id,
      tomador_id: q.tomador.id,
      modalidade_id: q.modalidade.id,
      submodalidade_id: q.submodalidade.id,
      tipo_emissao_id: q.tipo_emissao_id,
      segurado: q.segurado,
      importancia_segurada: q.importancia_segurada,
      vigencia_inicio: q.vigencia_inicio,
      vigencia_fim: q.vigencia_fim,
      recurso: q.recurso,
      processo: q.processo && { numero: q.processo.numero, unidade_id: q.processo.unidade_id },
      objeto: q.objeto,
    },
    {
      grupo_economico: q.grupo_economico,
      tomador: { id: q.tomador.id, nome: q.tomador.nome_fantasia, cnpj: q.tomador.cnpj },
      modalidade: q.modalidade,
      submodalidade: q.submodalidade,
      processo: q.processo && { tribunal: q.processo.tribunal, unidade: q.processo.unidade },
    },
  );
}

/* ---------------------------------------------------------------- server refusals */

/** Where a server detail about a wire field ('tomador_id') shows on the form ('tomador'). */
const WIRE_TO_FORM: Readonly<Record<string, string>> = {
  grupo_economico_id: 'grupo_economico',
  tomador_id: 'tomador',
  modalidade_id: 'modalidade',
  submodalidade_id: 'submodalidade',
  recurso: 'recurso.valor',
  processo: 'processo.numero',
  'processo.unidade_id': 'processo.numero',
};

/** A server detail's field as a form field path. */
export const formFieldOf = (wireField: string): string => WIRE_TO_FORM[wireField] ?? wireField;

/** Every field path a server detail may point at, as the form names it. */
export const QUOTATION_FIELDS = [
  'grupo_economico',
  'tomador',
  'modalidade',
  'submodalidade',
  'tipo_emissao_id',
  'segurado',
  'segurado.tipo',
  'segurado.documento',
  'segurado.nome',
  'segurado.cep',
  'segurado.logradouro',
  'segurado.numero',
  'segurado.complemento',
  'segurado.uf',
  'segurado.cidade',
  'segurado.bairro',
  'importancia_segurada',
  'vigencia_inicio',
  'vigencia_fim',
  'recurso.tipo_id',
  'recurso.valor',
  'recurso.percentual',
  'processo.numero',
  'objeto',
] as const;

/* ---------------------------------------------------------------- insured autofill */

type InsuredFill = Omit<InsuredFormValues, 'tipo' | 'documento'>;

const FILLED = ['nome', 'cep', 'logradouro', 'numero', 'complemento', 'uf', 'cidade', 'bairro'] as const;

const blank = (value: unknown) => value === null || value === undefined || value === '';

/** What a CNPJ lookup gives the insured: the legal name and the address. */
export function insuredFillOf(found: CompanyLookup): InsuredFill {
  const { endereco } = found;
  return {
    nome: found.razao_social,
    cep: endereco.cep,
    logradouro: endereco.logradouro,
    numero: endereco.numero,
    complemento: endereco.complemento,
    uf: endereco.uf,
    cidade: endereco.cidade,
    bairro: endereco.bairro,
  };
}

/**
 * The insured after a CNPJ lookup: a field takes the lookup's value unless the user typed into it (it
 * is not blank and not what the previous lookup put there), so a corrected CNPJ replaces what the
 * first one filled and nothing typed is lost.
 */
export function mergeInsuredFill(
  current: InsuredFormValues,
  previous: InsuredFill | null,
  found: CompanyLookup,
): InsuredFormValues {
  const fill = insuredFillOf(found);
  const typed = (key: (typeof FILLED)[number]) =>
    !blank(current[key]) && (previous === null || current[key] !== previous[key]);
  const next: InsuredFormValues = { ...current };
  for (const key of FILLED) if (!typed(key)) Object.assign(next, { [key]: fill[key] });
  return next;
}
