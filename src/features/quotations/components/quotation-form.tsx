import { useEffect } from 'react';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { useForm, useWatch } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuotationEdit } from '../../../contract/guarantee-quotations';
import type { Refusal } from '../../../forms/command-feedback';
import { useCommandForm } from '../../../forms/use-command-form';
import { companiesForQuotationQuery, groupsForCurrentUserQuery } from '../../../lookups/economic-groups';
import { uniqueNumberQuery } from '../../../lookups/judiciary-cases';
import { quotableModalitiesQuery } from '../../../lookups/modalities';
import { quotationOptionsQuery } from '../api';
import type { BodyNames, QuotationBody, QuotationFormData, QuotationFormValues } from '../form-schema';
import {
  QUOTATION_FIELDS,
  appealAmountOf,
  appealApplies,
  formFieldOf,
  requirementsOf,
  validateQuotationForm,
} from '../form-schema';
import type { QuotationFormApi, QuotationFormState } from './quotation-form-shared';
import { processDigits } from './quotation-form-shared';
import { BorrowerFields, InsuredFields, ModalityFields } from './quotation-party-fields';
import { GuaranteeFields, ObjectField } from './quotation-guarantee-fields';

export type { OptionsFieldProps, QuotationFormApi, QuotationFormState } from './quotation-form-shared';
export { BorrowerFields, InsuredFields, ModalityFields } from './quotation-party-fields';
export { GuaranteeFields, ObjectField } from './quotation-guarantee-fields';
export { QuotationReview } from './quotation-review';

/**
 * Every rule of the form at once (validateQuotationForm): the resolver of @hookform/resolvers stops a
 * pipe at its first issue, which would hide the cross-field rules (validity order, the blocks a
 * sub-modality demands) while any other field is still wrong.
 */
const resolver: Resolver<QuotationFormValues, unknown, QuotationFormData> = (values, _context, options) => {
  const result = validateQuotationForm(values);
  if (result.ok) return { values: result.data, errors: {} };
  const flat = Object.fromEntries(
    Object.entries(result.errors).map(([path, message]) => [path || 'root', { type: 'validation', message }]),
  );
  return { values: {}, errors: toNestErrors(flat, options) };
};

/** A refusal whose details name wire fields ('tomador_id'), pointed at the form's ('tomador'). */
function refusalForForm(refusal: Refusal | null): Refusal | null {
  return (
    refusal && {
      ...refusal,
      details: refusal.details.map((d) => (d.field ? { ...d, field: formFieldOf(d.field) } : d)),
    }
  );
}

export interface QuotationFormOptions {
  draftKey: string;
  defaultValues: QuotationFormValues;
  /** Runs the command; a refusal comes back to be shown at the fields. */
  onSubmit: (data: QuotationFormData) => Promise<Refusal | null>;
  onSaved: () => unknown;
}

/**
 * The quotation form shared by the wizard and the edit screen: the values (autosaved as a draft), the
 * outbox save cycle, and what follows from them wherever the user is: the chosen sub-modality's
 * options, the appeal's insured amount, and the court and unit the process number points to.
 */
export function useQuotationForm({
  draftKey,
  defaultValues,
  onSubmit,
  onSaved,
}: QuotationFormOptions): QuotationFormState {
  const form = useForm<QuotationFormValues, unknown, QuotationFormData>({ resolver, defaultValues });
  const command = useCommandForm(form, {
    draftKey,
    fields: QUOTATION_FIELDS,
    onSubmit: async (data) => refusalForForm(await onSubmit(data)),
    onSaved,
  });
  const options = useSubModalityOptions(form);
  useAppealAmount(form);
  useProcessResolution(form);
  return { form, command, options };
}

/** Keeps `opcoes` (and the appeal's default percent) in step with GET opcoes of the sub-modality. */
function useSubModalityOptions({ control, getValues, setValue, getFieldState }: QuotationFormApi) {
  const subId = useWatch({ control, name: 'submodalidade' })?.id ?? '';
  const options = useQuery({ ...quotationOptionsQuery(subId), enabled: subId !== '' });
  const { data } = options;
  useEffect(() => {
    if (!data) return;
    const next = requirementsOf(data);
    const current = getValues('opcoes');
    if (current?.processo !== next.processo || current.recurso !== next.recurso) setValue('opcoes', next);
    // The sub-modality's default percent, until the user types one or an appeal was filled before.
    const percent = data.percentual_recurso_padrao;
    const untouched = !getFieldState('recurso.percentual').isDirty && getValues('recurso.valor') === null;
    if (untouched && getValues('recurso.percentual') !== percent) setValue('recurso.percentual', percent);
  }, [data, getValues, setValue, getFieldState]);
  return options;
}

/** With an appeal, the insured amount is the deposit plus its percent: shown as it is typed. */
function useAppealAmount({ control, getValues, setValue }: QuotationFormApi) {
  const [opcoes, recurso] = useWatch({ control, name: ['opcoes', 'recurso'] });
  const amount = appealApplies({ opcoes, recurso }) ? appealAmountOf(recurso) : null;
  useEffect(() => {
    if (amount !== null && getValues('importancia_segurada') !== amount)
      setValue('importancia_segurada', amount, { shouldDirty: true });
  }, [amount, getValues, setValue]);
}

/** Resolves a complete, valid process number to its court and unit (`processo.resolucao`). */
function useProcessResolution({ control, getValues, setValue }: QuotationFormApi) {
  const digits = processDigits(useWatch({ control, name: 'processo.numero' }));
  const { data } = useQuery({ ...uniqueNumberQuery(digits), enabled: digits !== '' });
  useEffect(() => {
    if (!data || digits === '') return;
    const next = {
      tribunal: data.tribunal && {
        id: data.tribunal.id,
        nome: `${data.tribunal.sigla} · ${data.tribunal.nome}`,
      },
      unidade: data.unidade && { id: data.unidade.id, nome: data.unidade.nome },
    };
    if (JSON.stringify(getValues('processo.resolucao')) !== JSON.stringify(next))
      setValue('processo.resolucao', next);
  }, [data, digits, getValues, setValue]);
}

/* ---------------------------------------------------------------- shared bits */

/** Every message of the form's errors (nested ones included) with its field path, in field order. */
function collectErrors(node: unknown, path = ''): { path: string; message: string }[] {
  if (!node || typeof node !== 'object') return [];
  const { message } = node as { message?: unknown };
  const own = typeof message === 'string' && message ? [{ path, message }] : [];
  const nested = Object.entries(node).flatMap(([key, child]) =>
    ['ref', 'message', 'type', 'types'].includes(key)
      ? []
      : collectErrors(child, path ? `${path}.${key}` : key),
  );
  return [...own, ...nested];
}

/** The field paths holding an error ('segurado.documento'). */
export const errorPaths = (errors: FieldErrors): string[] => collectErrors(errors).map((e) => e.path);

/** The distinct messages of the form's errors. */
export const errorMessages = (errors: FieldErrors): string[] => [
  ...new Set(collectErrors(errors).map((e) => e.message)),
];

/** An announced list of what is wrong (the fields show each message beside them). */
export function ErrorSummary({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <p className="font-semibold">
        {messages.length === 1
          ? 'Corrija o campo indicado:'
          : `Corrija os ${messages.length} campos indicados:`}
      </p>
      <ul className="mt-1 list-disc pl-5">
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  );
}

/** The fields of one step of the form (the wizard shows one, the edit screen all but the review). */
export function QuotationStepFields({ step, state }: { step: number; state: QuotationFormState }) {
  const { form, options } = state;
  switch (step) {
    case 1:
      return <BorrowerFields form={form} />;
    case 2:
      return <ModalityFields form={form} options={options} />;
    case 3:
      return <InsuredFields form={form} />;
    case 4:
      return <GuaranteeFields form={form} options={options} />;
    case 5:
      return <ObjectField form={form} />;
    default:
      return null;
  }
}

/* ---------------------------------------------------------------- a queued body reopened */

export interface NameHints {
  /** The borrower's name the queued item keeps (its QuotationRef). */
  tomador?: string;
  /** The quotation as the server has it (the edit screen): names of the ids it shares. */
  record?: QuotationEdit;
}

/**
 * Names for the ids of a queued body (a wire body keeps only ids), from the record when it has the same
 * id, else from the pickers' lists already on the device; a name not found stays blank (the pickers
 * and selects still show the choice by its id once their lists load).
 */
export function useBodyNames(): (body: QuotationBody, hints?: NameHints) => BodyNames {
  const client = useQueryClient();
  return (body, { tomador, record } = {}) => {
    const groups = client.getQueryData(groupsForCurrentUserQuery.queryKey) ?? [];
    const modalities = client.getQueryData(quotableModalitiesQuery.queryKey) ?? [];
    const companies = client.getQueryData(companiesForQuotationQuery(body.grupo_economico_id).queryKey) ?? [];
    const group = groups.find((g) => g.id === body.grupo_economico_id);
    const company = companies.find((c) => c.id === body.tomador_id);
    const modality = modalities.find((m) => m.id === body.modalidade_id);
    const sub = modality?.submodalidades.find((s) => s.id === body.submodalidade_id);
    const same = <T extends { id: string }>(saved: T | undefined, id: string) =>
      saved?.id === id ? saved : undefined;
    const recordBorrower = same(record?.tomador, body.tomador_id);
    return {
      grupo_economico: same(record?.grupo_economico, body.grupo_economico_id) ??
        group ?? { id: body.grupo_economico_id, nome: '' },
      tomador: recordBorrower
        ? { id: recordBorrower.id, nome: recordBorrower.nome_fantasia, cnpj: recordBorrower.cnpj }
        : {
            id: body.tomador_id,
            nome: company ? (company.nome_fantasia ?? company.nome) : (tomador ?? ''),
            cnpj: company?.cnpj ?? '',
          },
      modalidade: same(record?.modalidade, body.modalidade_id) ?? {
        id: body.modalidade_id,
        nome: modality?.nome ?? '',
      },
      submodalidade: same(record?.submodalidade, body.submodalidade_id) ?? {
        id: body.submodalidade_id,
        nome: sub?.nome ?? '',
      },
      // Resolved again from the number as the form opens (online, or from a number seen before).
      processo:
        record?.processo && body.processo && record.processo.numero === body.processo.numero
          ? { tribunal: record.processo.tribunal, unidade: record.processo.unidade }
          : null,
    };
  };
}
