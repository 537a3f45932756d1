// Steps 1 to 3 of the guarantee quotation form: the borrower, the modality and the insured party.
import { useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { EMISSION_TYPES, nameOf } from '../../../contract/guarantee-quotations';
import type { Address, CompanyLookup } from '../../../contract/pessoas';
import {
  companiesForQuotationQuery,
  groupsForCurrentUserQuery,
  insuredSuggestQuery,
} from '../../../lookups/economic-groups';
import { quotableModalitiesQuery } from '../../../lookups/modalities';
import { Autocomplete } from '../../../ui/autocomplete';
import { FormField } from '../../../ui/form-field';
import { MaskedInput } from '../../../ui/masked-input';
import { SelectInput } from '../../../ui/select-input';
import { TextInput } from '../../../ui/text-input';
import { AddressFields, useCnpjAutofill } from '../../../widgets/company-fields';
import type { InsuredFormValues } from '../form-schema';
import { displayDocument, insuredFillOf, mergeInsuredFill } from '../form-schema';
import type { OptionsFieldProps, QuotationFormApi } from './quotation-form-shared';
import { matching, withSaved, labelWithCnpj } from './quotation-form-shared';

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
