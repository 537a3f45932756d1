import type { ReactNode } from 'react';
import { Suspense, lazy, useEffect, useRef } from 'react';
import type { FieldErrors, Resolver, UseFormReturn } from 'react-hook-form';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { displayCnpj } from '../../../contract/documents';
import { companyLabel } from '../../../contract/economic-groups';
import type { QuotationEdit, QuotationOptions } from '../../../contract/guarantee-quotations';
import {
  APPEAL_TYPES,
  DEFAULT_APPEAL_PERCENT,
  EMISSION_TYPES,
  nameOf,
} from '../../../contract/guarantee-quotations';
import { UNIT_NOT_APPLICABLE } from '../../../contract/judiciary';
import type { Address, CompanyLookup } from '../../../contract/pessoas';
import { displayCep } from '../../../contract/pessoas';
import type { Refusal } from '../../../forms/command-feedback';
import type { CommandForm } from '../../../forms/use-command-form';
import { useCommandForm } from '../../../forms/use-command-form';
import { cx } from '../../../lib/cx';
import { parseUniqueNumber } from '../../../lib/cnj';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import {
  companiesForQuotationQuery,
  groupsForCurrentUserQuery,
  insuredSuggestQuery,
} from '../../../lookups/economic-groups';
import { uniqueNumberQuery } from '../../../lookups/judiciary-cases';
import { quotableModalitiesQuery } from '../../../lookups/modalities';
import { Autocomplete } from '../../../ui/autocomplete';
import { Button } from '../../../ui/button';
import { DateInput } from '../../../ui/date-input';
import { FormField } from '../../../ui/form-field';
import { InfoTooltip } from '../../../ui/info-tooltip';
import { MaskedInput } from '../../../ui/masked-input';
import { MoneyInput } from '../../../ui/money-input';
import { PercentInput } from '../../../ui/percent-input';
import { SelectInput } from '../../../ui/select-input';
import { controlClasses } from '../../../ui/styles';
import { TextInput } from '../../../ui/text-input';
import { AddressFields, useCnpjAutofill } from '../../../widgets/company-fields';
import { quotationOptionsQuery } from '../api';
import type {
  BodyNames,
  InsuredFormValues,
  QuotationBody,
  QuotationFormData,
  QuotationFormValues,
} from '../form-schema';
import {
  QUOTATION_FIELDS,
  appealAmountOf,
  appealApplies,
  displayDocument,
  formFieldOf,
  insuredFillOf,
  mergeInsuredFill,
  processApplies,
  requirementsOf,
  validateQuotationForm,
} from '../form-schema';

/** The rich text editor (Tiptap) is the heaviest part of the form: fetched only when step 5 opens. */
const RichTextEditor = lazy(() =>
  import('../../../ui/rich-text-editor').then((m) => ({ default: m.RichTextEditor })),
);

export type QuotationFormApi = UseFormReturn<QuotationFormValues, unknown, QuotationFormData>;

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

export interface QuotationFormState {
  form: QuotationFormApi;
  command: CommandForm;
  /** GET opcoes of the chosen sub-modality (pending until one is chosen). */
  options: UseQueryResult<QuotationOptions>;
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

/** The digits of a complete, valid CNJ number, or '' (nothing to look up). */
function processDigits(numero: string | undefined): string {
  const parsed = parseUniqueNumber(numero ?? '');
  return parsed.ok ? parsed.value.digits : '';
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

const normalized = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase();

/** The items whose texts hold what was typed (accents and case ignored; digits match masked numbers). */
function matching<T>(items: readonly T[], query: string, texts: (item: T) => string[]): T[] {
  const wanted = normalized(query.trim());
  const digits = wanted.replace(/\D/g, '');
  if (!wanted) return [...items];
  return items.filter((item) =>
    texts(item).some(
      (text) =>
        normalized(text).includes(wanted) || (digits.length > 0 && text.replace(/\D/g, '').includes(digits)),
    ),
  );
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <fieldset className="flex min-w-0 flex-col gap-5 rounded-xl border border-slate-200 p-4">
    <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
    {children}
  </fieldset>
);

/* ---------------------------------------------------------------- step 1: Tomador */

interface GroupOption {
  id: string;
  nome: string;
  cnpj?: string;
}

interface BorrowerOption {
  id: string;
  nome: string;
  cnpj: string;
  favorito?: boolean;
}

const labelWithCnpj = (nome: string, cnpj: string | undefined) =>
  cnpj ? companyLabel(nome, displayCnpj(cnpj)) : nome;

export function BorrowerFields({ form }: { form: QuotationFormApi }) {
  const client = useQueryClient();
  const { control, setValue, getValues, formState } = form;
  const group = useWatch({ control, name: 'grupo_economico' });
  const errors = formState.errors;
  return (
    <div className="grid gap-5">
      <FormField label="Grupo econômico" error={errors.grupo_economico?.message} required>
        <Controller
          control={control}
          name="grupo_economico"
          render={({ field }) => (
            <Autocomplete<GroupOption>
              value={field.value ?? null}
              onChange={(chosen) => {
                field.onChange(chosen && { id: chosen.id, nome: chosen.nome, cnpj: chosen.cnpj });
                // A borrower belongs to one group: another group starts the choice again.
                if (getValues('tomador') && chosen?.id !== group?.id)
                  setValue('tomador', null, { shouldDirty: true });
              }}
              onBlur={field.onBlur}
              load={async (query) =>
                matching(await client.query(groupsForCurrentUserQuery), query, (g) => [g.nome, g.cnpj])
              }
              getLabel={(g) => labelWithCnpj(g.nome, g.cnpj)}
              getKey={(g) => g.id}
              placeholder="Nome ou CNPJ do grupo"
              emptyText="Nenhum grupo econômico encontrado na sua carteira."
            />
          )}
        />
      </FormField>
      <FormField
        label="Tomador"
        error={errors.tomador?.message}
        hint={group ? 'Os tomadores favoritos aparecem primeiro.' : 'Escolha antes o grupo econômico.'}
        required
      >
        <Controller
          control={control}
          name="tomador"
          render={({ field }) => (
            <Autocomplete<BorrowerOption>
              // The options are the chosen group's: another group opens a new list.
              key={group?.id ?? ''}
              value={field.value ?? null}
              onChange={(chosen) =>
                field.onChange(chosen && { id: chosen.id, nome: chosen.nome, cnpj: chosen.cnpj })
              }
              onBlur={field.onBlur}
              disabled={!group}
              load={async (query) => {
                if (!group) return [];
                const companies = await client.query(companiesForQuotationQuery(group.id));
                const options = companies.map((c) => ({
                  id: c.id,
                  nome: c.nome_fantasia ?? c.nome,
                  cnpj: c.cnpj,
                  favorito: c.favorito,
                }));
                const found = matching(options, query, (c) => [c.nome, c.cnpj]);
                return [...found.filter((c) => c.favorito), ...found.filter((c) => !c.favorito)];
              }}
              getLabel={(c) => labelWithCnpj(c.nome, c.cnpj)}
              getKey={(c) => c.id}
              renderOption={(c) => (
                <span className="flex items-center gap-2">
                  {c.favorito && (
                    <>
                      <Star className="size-4 shrink-0 fill-amber-400 text-amber-500" aria-hidden="true" />
                      <span className="sr-only">Favorito:</span>
                    </>
                  )}
                  {labelWithCnpj(c.nome, c.cnpj)}
                </span>
              )}
              placeholder="Nome fantasia ou CNPJ"
              emptyText="Nenhum tomador deste grupo pode ser cotado."
            />
          )}
        />
      </FormField>
    </div>
  );
}

/* ---------------------------------------------------------------- step 2: Modalidade */

export interface OptionsFieldProps {
  form: QuotationFormApi;
  options: QuotationFormState['options'];
}

/** A saved choice the list no longer offers (a permission withdrawn) still shows as chosen. */
function withSaved<T extends { id: string; nome: string }>(
  list: readonly T[],
  saved: { id: string; nome: string } | null,
) {
  return saved && saved.id && !list.some((item) => item.id === saved.id) ? [...list, saved] : list;
}

export function ModalityFields({ form, options }: OptionsFieldProps) {
  const { control, setValue, formState } = form;
  const errors = formState.errors;
  const quotable = useQuery(quotableModalitiesQuery);
  const [modality, tipo] = useWatch({ control, name: ['modalidade', 'tipo_emissao_id'] });
  const modalities = quotable.data ?? [];
  const subs = modalities.find((m) => m.id === modality?.id)?.submodalidades ?? [];
  const emissionTypes = withSaved(
    options.data?.tipos_emissao ?? EMISSION_TYPES,
    tipo ? { id: tipo, nome: nameOf(EMISSION_TYPES, tipo) } : null,
  );
  let listHint: string | undefined;
  if (quotable.isPending)
    listHint =
      quotable.fetchStatus === 'paused'
        ? 'Sem conexão: as modalidades serão carregadas quando a conexão voltar.'
        : 'Carregando as modalidades…';
  else if (modalities.length === 0) listHint = 'Você não tem permissão para cotar nenhuma sub-modalidade.';

  return (
    <div className="grid gap-5 md:grid-cols-2">
      <FormField label="Modalidade" error={errors.modalidade?.message} hint={listHint} required>
        <Controller
          control={control}
          name="modalidade"
          render={({ field }) => (
            <SelectInput
              ref={field.ref}
              name={field.name}
              value={field.value?.id ?? ''}
              onBlur={field.onBlur}
              onChange={(e) => {
                const id = e.target.value;
                const chosen = modalities.find((m) => m.id === id);
                field.onChange(chosen ? { id: chosen.id, nome: chosen.nome } : null);
                setValue('submodalidade', null, { shouldDirty: true });
                setValue('opcoes', null);
              }}
            >
              <option value="">Escolha a modalidade</option>
              {withSaved(modalities, field.value ?? null).map((m) => (
                <option key={m.id} value={m.id}>
                  {m.nome}
                </option>
              ))}
            </SelectInput>
          )}
        />
      </FormField>
      <FormField
        label="Sub-modalidade"
        error={errors.submodalidade?.message}
        hint={modality ? 'Só as sub-modalidades que você pode cotar.' : 'Escolha antes a modalidade.'}
        required
      >
        <Controller
          control={control}
          name="submodalidade"
          render={({ field }) => (
            <SelectInput
              ref={field.ref}
              name={field.name}
              value={field.value?.id ?? ''}
              disabled={!modality}
              onBlur={field.onBlur}
              onChange={(e) => {
                const id = e.target.value;
                const chosen = subs.find((s) => s.id === id);
                field.onChange(chosen ? { id: chosen.id, nome: chosen.nome } : null);
                setValue('opcoes', null);
              }}
            >
              <option value="">Escolha a sub-modalidade</option>
              {withSaved(subs, field.value ?? null).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.nome}
                </option>
              ))}
            </SelectInput>
          )}
        />
      </FormField>
      <FormField label="Tipo de emissão" error={errors.tipo_emissao_id?.message} required>
        <Controller
          control={control}
          name="tipo_emissao_id"
          render={({ field }) => (
            <SelectInput
              ref={field.ref}
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(e.target.value)}
            >
              <option value="">Escolha o tipo de emissão</option>
              {emissionTypes.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.nome}
                </option>
              ))}
            </SelectInput>
          )}
        />
      </FormField>
    </div>
  );
}

/* ---------------------------------------------------------------- step 3: Segurado */

const CPF_MASK = { mask: '000.000.000-00' };
const CNPJ_MASK = { mask: '00.000.000/0000-00' };

const ADDRESS_KEYS = ['cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'uf'] as const;

interface InsuredOption {
  id: string;
  nome: string;
  tipo: 'PF' | 'PJ';
  documento: string;
}

export function InsuredFields({ form }: { form: QuotationFormApi }) {
  const client = useQueryClient();
  const { control, register, setValue, getValues, formState } = form;
  const errors = formState.errors;
  const insured = useWatch({ control, name: 'segurado' });
  const lastFill = useRef<ReturnType<typeof insuredFillOf> | null>(null);
  const autofill = useCnpjAutofill(insured.tipo === 'PJ' ? insured.documento : '', (found: CompanyLookup) => {
    setValue('segurado', mergeInsuredFill(getValues('segurado'), lastFill.current, found), {
      shouldDirty: true,
    });
    lastFill.current = insuredFillOf(found);
  });
  const setInsured = (next: InsuredFormValues) => setValue('segurado', next, { shouldDirty: true });
  const address: Address = {
    cep: insured.cep ?? null,
    logradouro: insured.logradouro ?? null,
    numero: insured.numero ?? null,
    complemento: insured.complemento ?? null,
    bairro: insured.bairro ?? null,
    cidade: insured.cidade ?? null,
    uf: insured.uf ?? null,
    codigo_ibge: null,
  };
  const documentLabel = insured.tipo === 'PF' ? 'CPF' : 'CNPJ';

  return (
    <div className="grid gap-5">
      <FormField
        label="Segurado já cadastrado"
        hint="Opcional: escolha um segurado de cotações anteriores para preencher os dados."
      >
        <Autocomplete<InsuredOption>
          value={null}
          onChange={(chosen) => {
            if (!chosen) return;
            lastFill.current = null;
            setInsured({
              ...getValues('segurado'),
              tipo: chosen.tipo,
              documento: displayDocument(chosen.tipo, chosen.documento),
              nome: chosen.nome,
            });
          }}
          load={async (query) =>
            (await client.query(insuredSuggestQuery(query))).map((s) => ({
              id: s.id,
              nome: s.nome,
              tipo: s.tipo === 'fisica' ? 'PF' : 'PJ',
              documento: s.numero_documento.replace(/\D/g, ''),
            }))
          }
          getLabel={(s) => `${s.nome} · ${displayDocument(s.tipo, s.documento)}`}
          getKey={(s) => s.id}
          minChars={2}
          placeholder="Nome, CPF ou CNPJ"
          emptyText="Nenhum segurado encontrado."
        />
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Tipo do segurado</legend>
        <div className="flex flex-wrap gap-3">
          {(
            [
              ['PJ', 'Pessoa jurídica (CNPJ)'],
              ['PF', 'Pessoa física (CPF)'],
            ] as const
          ).map(([tipo, label]) => (
            <label
              key={tipo}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="segurado.tipo"
                value={tipo}
                checked={insured.tipo === tipo}
                onChange={() => {
                  lastFill.current = null;
                  // The document of the other kind has another mask and check: start it over.
                  setInsured({ ...getValues('segurado'), tipo, documento: '' });
                }}
                className="size-5 accent-brand-600"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-5 md:grid-cols-2">
        <FormField
          label={documentLabel}
          error={errors.segurado?.documento?.message}
          hint={errors.segurado?.documento ? undefined : (autofill.message ?? undefined)}
          required
        >
          <Controller
            control={control}
            name="segurado.documento"
            render={({ field }) => (
              <MaskedInput
                key={insured.tipo}
                mask={insured.tipo === 'PF' ? CPF_MASK : CNPJ_MASK}
                placeholder={insured.tipo === 'PF' ? '000.000.000-00' : '00.000.000/0000-00'}
                name={field.name}
                value={field.value}
                onChange={(text) => {
                  if (text !== field.value) field.onChange(text);
                }}
                onBlur={field.onBlur}
              />
            )}
          />
        </FormField>
        <FormField
          label={insured.tipo === 'PF' ? 'Nome' : 'Razão social'}
          error={errors.segurado?.nome?.message}
          required
        >
          <TextInput maxLength={200} autoComplete="off" {...register('segurado.nome')} />
        </FormField>
      </div>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Endereço do segurado</legend>
        <AddressFields
          value={address}
          onChange={(next) => {
            for (const key of ADDRESS_KEYS)
              if (next[key] !== address[key]) setValue(`segurado.${key}`, next[key], { shouldDirty: true });
          }}
          errors={Object.fromEntries(ADDRESS_KEYS.map((key) => [key, errors.segurado?.[key]?.message]))}
        />
      </fieldset>
    </div>
  );
}

/* ---------------------------------------------------------------- step 4: Garantia */

const CNJ_MASK = { mask: '0000000-00.0000.0.00.0000' };

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Why the blocks a sub-modality demands are not known yet. */
function rulesMessage(options: QuotationFormState['options']): string {
  if (options.fetchStatus === 'fetching') return 'Buscando as regras da sub-modalidade…';
  if (options.fetchStatus === 'paused' || options.isError)
    return 'Sem conexão: não foi possível saber se esta sub-modalidade exige recurso ou processo. Preencha-os se houver; o servidor confere ao receber a cotação.';
  return 'Escolha a sub-modalidade (etapa Modalidade) para saber se ela exige recurso ou processo.';
}

export function GuaranteeFields({ form, options }: OptionsFieldProps) {
  const { control, formState } = form;
  const errors = formState.errors;
  const [opcoes, recurso, processo] = useWatch({ control, name: ['opcoes', 'recurso', 'processo'] });
  const computed = appealApplies({ opcoes, recurso }) ? appealAmountOf(recurso) : null;
  const unknownRules = opcoes === null;
  const showAppeal = opcoes ? opcoes.recurso : true;
  const showProcess = opcoes ? opcoes.processo : true;

  return (
    <div className="grid gap-5">
      {unknownRules && (
        <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {rulesMessage(options)}
        </p>
      )}
      {showAppeal && <AppealFields form={form} required={!unknownRules} computed={computed} />}
      <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        <FormField
          label="Importância segurada"
          error={errors.importancia_segurada?.message}
          hint={computed !== null ? 'Calculada: valor do depósito mais o percentual do recurso.' : undefined}
          required
        >
          <Controller
            control={control}
            name="importancia_segurada"
            render={({ field }) => (
              <MoneyInput
                name={field.name}
                value={field.value}
                onChange={(n) => {
                  if (n !== field.value) field.onChange(n);
                }}
                onBlur={field.onBlur}
                readOnly={computed !== null}
                aria-readonly={computed !== null || undefined}
              />
            )}
          />
        </FormField>
        <FormField label="Início da vigência" error={errors.vigencia_inicio?.message} required>
          <Controller
            control={control}
            name="vigencia_inicio"
            render={({ field }) => (
              <DateInput
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </FormField>
        <FormField label="Fim da vigência" error={errors.vigencia_fim?.message} required>
          <Controller
            control={control}
            name="vigencia_fim"
            render={({ field }) => (
              <DateInput
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </FormField>
      </div>
      {showProcess && (
        <ProcessFields
          form={form}
          required={!unknownRules}
          resolution={processo.resolucao}
          numero={processo.numero}
        />
      )}
    </div>
  );
}

function AppealFields({
  form,
  required,
  computed,
}: {
  form: QuotationFormApi;
  required: boolean;
  computed: number | null;
}) {
  const { control, formState } = form;
  const errors = formState.errors;
  return (
    <Section title="Recurso">
      <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        <FormField label="Tipo de recurso" error={errors.recurso?.tipo_id?.message}>
          <Controller
            control={control}
            name="recurso.tipo_id"
            render={({ field }) => (
              <SelectInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              >
                <option value="">Não informado</option>
                {APPEAL_TYPES.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.nome}
                  </option>
                ))}
              </SelectInput>
            )}
          />
        </FormField>
        <FormField
          label="Valor do depósito recursal"
          error={errors.recurso?.valor?.message}
          required={required}
          info={
            <InfoTooltip>
              O seguro garantia substitui o depósito recursal; a importância segurada é este valor mais o
              percentual.
            </InfoTooltip>
          }
        >
          <Controller
            control={control}
            name="recurso.valor"
            render={({ field }) => (
              <MoneyInput
                name={field.name}
                value={field.value}
                onChange={(n) => {
                  if (n !== field.value) field.onChange(n);
                }}
                onBlur={field.onBlur}
              />
            )}
          />
        </FormField>
        <FormField
          label="Percentual do recurso"
          error={errors.recurso?.percentual?.message}
          hint={`Padrão: ${String(DEFAULT_APPEAL_PERCENT)}%.`}
        >
          <Controller
            control={control}
            name="recurso.percentual"
            render={({ field }) => (
              <PercentInput
                name={field.name}
                value={field.value ?? null}
                onChange={(n) => {
                  if (n !== field.value) field.onChange(n);
                }}
                onBlur={field.onBlur}
              />
            )}
          />
        </FormField>
      </div>
      <p role="status" className="text-sm text-slate-700">
        Importância segurada resultante:{' '}
        <strong className="tabular-nums">{computed === null ? '—' : formatMoney(computed)}</strong>
      </p>
    </Section>
  );
}

function ProcessFields({
  form,
  required,
  numero,
  resolution,
}: {
  form: QuotationFormApi;
  required: boolean;
  numero: string;
  resolution: QuotationFormValues['processo']['resolucao'];
}) {
  const { control, setValue, formState } = form;
  const error = formState.errors.processo?.numero?.message;
  const digits = processDigits(numero);
  const lookup = useQuery({ ...uniqueNumberQuery(digits), enabled: digits !== '' });
  let status: string | null = null;
  if (digits !== '' && !resolution) {
    if (lookup.fetchStatus === 'paused')
      status = 'Sem conexão: o tribunal e a vara serão identificados quando a conexão voltar.';
    else if (lookup.isError) status = lookup.error.message;
    else status = 'Buscando o tribunal e a vara…';
  }

  return (
    <Section title="Processo judicial">
      <FormField
        label="Número do processo (CNJ)"
        error={error}
        hint="Formato NNNNNNN-DD.AAAA.J.TR.OOOO."
        required={required}
        className="md:max-w-md"
      >
        <Controller
          control={control}
          name="processo.numero"
          render={({ field }) => (
            <MaskedInput
              mask={CNJ_MASK}
              placeholder="0000000-00.0000.0.00.0000"
              name={field.name}
              value={field.value}
              onChange={(text) => {
                if (text === field.value) return;
                const changed = digitsOf(text) !== digitsOf(field.value);
                field.onChange(text);
                // Another number: what the old one resolved to no longer holds.
                if (changed) setValue('processo.resolucao', null);
              }}
              onBlur={field.onBlur}
            />
          )}
        />
      </FormField>
      <div role="status" className="text-sm text-slate-700">
        {resolution ? (
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="font-medium">Tribunal</dt>
            <dd>{resolution.tribunal?.nome ?? 'Tribunal não cadastrado no portal.'}</dd>
            <dt className="font-medium">Vara</dt>
            <dd>{resolution.unidade?.nome ?? UNIT_NOT_APPLICABLE}</dd>
          </dl>
        ) : (
          status
        )}
      </div>
    </Section>
  );
}

/* ---------------------------------------------------------------- step 5: Objeto */

export function ObjectField({ form }: { form: QuotationFormApi }) {
  const { control, formState } = form;
  return (
    <FormField
      label="Objeto da garantia"
      error={formState.errors.objeto?.message}
      hint="O que a garantia cobre: contrato, edital ou processo. Negrito, itálico e listas."
    >
      <Controller
        control={control}
        name="objeto"
        render={({ field }) => (
          <Suspense fallback={<EditorLoading />}>
            <RichTextEditor
              label="Objeto da garantia"
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          </Suspense>
        )}
      />
    </FormField>
  );
}

function EditorLoading() {
  return (
    <p role="status" className={cx(controlClasses, 'flex min-h-40 items-center text-slate-500')}>
      Carregando o editor…
    </p>
  );
}

/* ---------------------------------------------------------------- step 6: Revisão */

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900">{children || '—'}</dd>
    </div>
  );
}

function ReviewSection({
  title,
  onEdit,
  children,
}: {
  title: string;
  onEdit?: () => void;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <header className="flex items-center justify-between gap-3">
        <h3 className="text-base font-semibold text-slate-900">{title}</h3>
        {onEdit && (
          <Button variant="ghost" onClick={onEdit} aria-label={`Alterar ${title.toLowerCase()}`}>
            Alterar
          </Button>
        )}
      </header>
      <dl className="flex flex-col gap-2">{children}</dl>
    </section>
  );
}

export interface QuotationReviewProps {
  values: QuotationFormValues;
  /** Opens the step of a section to change it. */
  onEdit?: (step: number) => void;
}

/** Everything the quotation will be created with, by step. */
export function QuotationReview({ values, onEdit }: QuotationReviewProps) {
  const s = values.segurado;
  const edit = (step: number) => (onEdit ? () => onEdit(step) : undefined);
  const address = [
    s.logradouro,
    s.numero,
    s.complemento,
    s.bairro,
    [s.cidade, s.uf].filter(Boolean).join('/'),
    s.cep ? `CEP ${displayCep(s.cep)}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const hasAppeal = appealApplies(values);
  const hasProcess = processApplies(values);
  const resolution = values.processo.resolucao;
  return (
    <div className="flex flex-col gap-4">
      <ReviewSection title="Tomador" onEdit={edit(1)}>
        <Row label="Grupo econômico">{values.grupo_economico?.nome}</Row>
        <Row label="Tomador">{values.tomador && labelWithCnpj(values.tomador.nome, values.tomador.cnpj)}</Row>
      </ReviewSection>
      <ReviewSection title="Modalidade" onEdit={edit(2)}>
        <Row label="Modalidade">{values.modalidade?.nome}</Row>
        <Row label="Sub-modalidade">{values.submodalidade?.nome}</Row>
        <Row label="Tipo de emissão">
          {values.tipo_emissao_id && nameOf(EMISSION_TYPES, values.tipo_emissao_id)}
        </Row>
      </ReviewSection>
      <ReviewSection title="Segurado" onEdit={edit(3)}>
        <Row label={s.tipo === 'PF' ? 'CPF' : 'CNPJ'}>{s.documento}</Row>
        <Row label="Nome">{s.nome}</Row>
        <Row label="Endereço">{address}</Row>
      </ReviewSection>
      <ReviewSection title="Garantia" onEdit={edit(4)}>
        <Row label="Importância segurada">
          {values.importancia_segurada !== null && formatMoney(values.importancia_segurada)}
        </Row>
        <Row label="Vigência">
          {values.vigencia_inicio && values.vigencia_fim
            ? `${formatDate(values.vigencia_inicio)} a ${formatDate(values.vigencia_fim)}`
            : null}
        </Row>
        {hasAppeal && (
          <>
            <Row label="Tipo de recurso">
              {values.recurso.tipo_id && nameOf(APPEAL_TYPES, values.recurso.tipo_id)}
            </Row>
            <Row label="Depósito recursal">
              {values.recurso.valor !== null &&
                `${formatMoney(values.recurso.valor)} + ${String(values.recurso.percentual ?? DEFAULT_APPEAL_PERCENT).replace('.', ',')}%`}
            </Row>
          </>
        )}
        {hasProcess && (
          <>
            <Row label="Processo">{values.processo.numero}</Row>
            <Row label="Tribunal">{resolution?.tribunal?.nome}</Row>
            <Row label="Vara">{resolution ? (resolution.unidade?.nome ?? UNIT_NOT_APPLICABLE) : null}</Row>
          </>
        )}
      </ReviewSection>
      <ReviewSection title="Objeto" onEdit={edit(5)}>
        {values.objeto ? (
          <Suspense fallback={<p className="text-sm text-slate-500">Carregando…</p>}>
            <div className="text-sm">
              <RichTextEditor label="Objeto da garantia" value={values.objeto} readOnly />
            </div>
          </Suspense>
        ) : (
          <Row label="Objeto">{null}</Row>
        )}
      </ReviewSection>
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
