import { useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { Controller, useWatch } from 'react-hook-form';
import { displayCnpj } from '../../../contract/documents';
import type { Address, Cnae, CompanyLookup } from '../../../contract/pessoas';
import { CheckboxField } from '../../../ui/checkbox-field';
import { FormField } from '../../../ui/form-field';
import { MaskedField } from '../../../ui/masked-input';
import { TextInput } from '../../../ui/text-input';
import { AddressFields, CnaeField, useCnpjAutofill } from '../../../widgets/company-fields';
import type { AutofillValues } from '../autofill';
import { autofillOf, mergeAutofill } from '../autofill';

/** The fields a group and a company share (their forms' values hold at least these). */
export interface CompanyDataValues extends FieldValues {
  cnpj?: string;
  razao_social?: string;
  nome_fantasia?: string | null;
  atividade_principal?: Cnae | null;
  endereco?: Partial<Address>;
  telefone?: string | null;
  email?: string | null;
  ativo?: boolean;
}

const AUTOFILLED = [
  'razao_social',
  'nome_fantasia',
  'atividade_principal',
  'endereco',
  'telefone',
  'email',
] as const;

export interface CompanyDataFieldsProps<T extends CompanyDataValues, TOut> {
  form: UseFormReturn<T, unknown, TOut>;
  /** The saved CNPJ of a record being edited: shown read-only (a CNPJ never changes). */
  fixedCnpj?: string;
  /** Shown under the CNPJ field (e.g. the filial's root rule). */
  cnpjHint?: string;
}

/**
 * CNPJ, names, CNAE, phone, e-mail, address and 'Ativo' of a group or a company. A new record's CNPJ,
 * once complete and valid, is looked up and fills every field the user has not typed into
 * (`mergeAutofill`); the lookup never blocks typing and says what it found beside the field.
 */
export function CompanyDataFields<T extends CompanyDataValues, TOut>({
  form,
  fixedCnpj,
  cnpjHint,
}: CompanyDataFieldsProps<T, TOut>) {
  const { control, register, getValues, setValue, formState } = form;
  const errors = formState.errors as Partial<Record<string, { message?: string } & Record<string, unknown>>>;
  const name = (key: string) => key as Path<T>;
  const cnpjText = useWatch({ control, name: name('cnpj') }) as string | undefined;
  const lastFill = useRef<AutofillValues | null>(null);
  const autofill = useCnpjAutofill(fixedCnpj ? '' : (cnpjText ?? ''), (found: CompanyLookup) => {
    const current = getValues() as AutofillValues;
    const merged = mergeAutofill(current, lastFill.current, found);
    for (const key of AUTOFILLED)
      setValue(name(key), merged[key] as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: false });
    lastFill.current = autofillOf(found);
  });
  const addressErrors = (errors.endereco ?? {}) as Partial<Record<keyof Address, { message?: string }>>;
  const hint = [autofill.message, cnpjHint].filter(Boolean).join(' ') || undefined;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {fixedCnpj ? (
        <FormField label="CNPJ" hint="O CNPJ não pode ser alterado.">
          <TextInput value={displayCnpj(fixedCnpj)} readOnly aria-readonly="true" />
        </FormField>
      ) : (
        <FormField label="CNPJ" error={errors.cnpj?.message} hint={hint} required>
          <MaskedField control={control} name={name('cnpj')} kind="cnpj" />
        </FormField>
      )}
      <FormField label="Razão social" error={errors.razao_social?.message} required>
        <TextInput maxLength={200} autoComplete="off" {...register(name('razao_social'))} />
      </FormField>
      <FormField label="Nome fantasia" error={errors.nome_fantasia?.message}>
        <TextInput maxLength={200} autoComplete="off" {...register(name('nome_fantasia'))} />
      </FormField>
      <FormField label="Atividade principal (CNAE)" error={errors.atividade_principal?.message}>
        <Controller
          control={control}
          name={name('atividade_principal')}
          render={({ field }) => <CnaeField value={field.value ?? null} onChange={field.onChange} />}
        />
      </FormField>
      <FormField label="Telefone" error={errors.telefone?.message}>
        <MaskedField control={control} name={name('telefone')} kind="telefone" />
      </FormField>
      <FormField label="E-mail" error={errors.email?.message}>
        <TextInput
          type="email"
          uppercase={false}
          maxLength={200}
          autoComplete="off"
          {...register(name('email'))}
        />
      </FormField>
      <fieldset className="flex flex-col gap-4 sm:col-span-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Endereço</legend>
        <Controller
          control={control}
          name={name('endereco')}
          render={({ field }) => (
            <AddressFields
              value={field.value}
              onChange={field.onChange}
              errors={Object.fromEntries(
                Object.entries(addressErrors).map(([key, error]) => [key, error?.message]),
              )}
            />
          )}
        />
      </fieldset>
      <CheckboxField label="Ativo" {...register(name('ativo'))} />
    </div>
  );
}
