import type { ReactNode } from 'react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import type { InsurerInput } from '../../../contract/insurers';
import { insurerBody } from '../../../contract/insurers';
import type { Refusal } from '../../../forms/command-feedback';
import { FormField } from '../../../ui/form-field';
import { MaskedField } from '../../../ui/masked-input';
import { TextInput } from '../../../ui/text-input';
import { CommandFormFrame } from '../../../forms/command-form-frame';
import { useOutboxForm } from '../../../forms/use-command-form';
import type { InsurerData } from '../api';
import { EmailsField } from './emails-field';
import { CheckboxField } from '../../../ui/checkbox-field';
import { FormActions } from '../../../ui/form-actions';
import { LogoField, logoProblem } from './logo-field';
import { ModalitiesField } from '../../../widgets/modalities-field';

const FIELDS = [
  'nome',
  'razao_social',
  'cnpj',
  'codigo_susep',
  'site',
  'telefone',
  'logo_arquivo_id',
  'consulta_mercado',
  'ativo',
  'emails',
  'submodalidade_ids',
] as const;

export type InsurerFormValues = Partial<InsurerInput>;

export interface InsurerFormProps {
  draftKey: string;
  defaultValues?: InsurerFormValues;
  /** The URL of the saved logo, shown while `logo_arquivo_id` still points at it. */
  savedLogo?: { id: string; url: string } | null;
  /** Saves the data and, when one was chosen, the new logo (uploaded when the command is sent). */
  onSubmit: (data: InsurerData, logo: File | null) => Promise<Refusal | null>;
  onSaved: () => unknown;
  onCancel: () => void;
}

const emptyInsurer: InsurerFormValues = {
  nome: '',
  razao_social: '',
  cnpj: '',
  codigo_susep: '',
  site: '',
  telefone: '',
  logo_arquivo_id: null,
  consulta_mercado: true,
  ativo: true,
  emails: [],
  submodalidade_ids: [],
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Create and edit form of an insurer, validated by the same schema the server applies (insurerBody). */
export function InsurerForm({
  draftKey,
  defaultValues = emptyInsurer,
  savedLogo = null,
  onSubmit,
  onSaved,
  onCancel,
}: InsurerFormProps) {
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | undefined>(undefined);
  const { form, command } = useOutboxForm(insurerBody, {
    defaultValues,
    draftKey,
    fields: FIELDS,
    onSubmit: (data) => onSubmit(data, logo),
    onSaved,
  });
  const {
    register,
    control,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const logoId = watch('logo_arquivo_id');
  const currentUrl = savedLogo && logoId === savedLogo.id ? savedLogo.url : null;

  function chooseLogo(file: File | null) {
    const problem = file && logoProblem(file);
    setLogoError(problem ?? undefined);
    setLogo(problem ? null : file);
  }

  return (
    <CommandFormFrame command={command} label="Dados da seguradora" className="flex max-w-4xl flex-col gap-5">
      <Section title="Dados">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Nome" error={errors.nome?.message} required>
            <TextInput maxLength={200} autoComplete="off" {...register('nome')} />
          </FormField>
          <FormField label="Razão social" error={errors.razao_social?.message} required>
            <TextInput maxLength={200} autoComplete="off" {...register('razao_social')} />
          </FormField>
          <FormField label="CNPJ" error={errors.cnpj?.message} required>
            <MaskedField control={control} name="cnpj" kind="cnpj" />
          </FormField>
          <FormField label="Código SUSEP" error={errors.codigo_susep?.message}>
            <TextInput inputMode="numeric" maxLength={20} autoComplete="off" {...register('codigo_susep')} />
          </FormField>
          <FormField label="Site" error={errors.site?.message}>
            <TextInput type="url" maxLength={300} autoComplete="off" {...register('site')} />
          </FormField>
          <FormField label="Telefone" error={errors.telefone?.message}>
            <MaskedField control={control} name="telefone" kind="telefone" />
          </FormField>
          <LogoField
            currentUrl={currentUrl}
            file={logo}
            onFileChange={chooseLogo}
            onRemoveCurrent={() => setValue('logo_arquivo_id', null, { shouldDirty: true })}
            error={logoError ?? errors.logo_arquivo_id?.message}
          />
          <CheckboxField label="Participa da consulta de mercado" {...register('consulta_mercado')} />
          <CheckboxField label="Ativa" {...register('ativo')} />
        </div>
      </Section>
      <Section title="E-mails para envio de cotações">
        <EmailsField control={control} register={register} errors={errors} />
      </Section>
      <Section title="Modalidades aceitas">
        {errors.submodalidade_ids?.message && (
          <p role="alert" className="text-sm text-red-700">
            {errors.submodalidade_ids.message}
          </p>
        )}
        <Controller
          control={control}
          name="submodalidade_ids"
          render={({ field }) => <ModalitiesField value={field.value ?? []} onChange={field.onChange} />}
        />
      </Section>
      <FormActions isSubmitting={isSubmitting} onCancel={onCancel} />
    </CommandFormFrame>
  );
}
