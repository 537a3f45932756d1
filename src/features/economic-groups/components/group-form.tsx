import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { GROUP_STATUSES } from '../../../contract/group-statuses';
import { OFFICE_NONE } from '../../../contract/offices';
import { PLACEHOLDER_ID } from '../../../contract/permissions';
import type { Refusal } from '../../../forms/command-feedback';
import { CommandFormFrame } from '../../../forms/command-form-frame';
import { useOutboxForm } from '../../../forms/use-command-form';
import { officeSuggestQuery } from '../../../lookups/offices';
import { FormActions } from '../../../ui/form-actions';
import { FormField } from '../../../ui/form-field';
import { SelectInput } from '../../../ui/select-input';
import type { GroupFormValues, NewGroupFormData } from '../form-schema';
import { emptyAddress, newGroupFormSchema, rowFileName } from '../form-schema';
import { CompanyDataFields } from './company-data-fields';
import { ContactsField } from './contacts-field';
import { DocumentsField, FILE_MISSING, documentFileProblem } from './documents-field';
import { FormSection } from './form-section';
import { ResponsibleField } from './responsible-field';

/** The fields a server detail may point at (`details[].field`). */
const FIELDS = [
  'cnpj',
  'razao_social',
  'nome_fantasia',
  'atividade_principal',
  'telefone',
  'email',
  'ativo',
  'status_id',
  'escritorio_id',
  'responsavel',
  'contatos',
  'balancos',
  'documentos',
] as const;

export function emptyGroup(responsible: { id: string; nome: string } | null): GroupFormValues {
  return {
    cnpj: '',
    razao_social: '',
    nome_fantasia: '',
    atividade_principal: null,
    endereco: emptyAddress,
    telefone: '',
    email: '',
    ativo: true,
    status_id: 'em_cadastro',
    responsavel: responsible,
    escritorio_id: PLACEHOLDER_ID,
    contatos: [],
    balancos: [],
    documentos: [],
  };
}

export interface GroupFormProps {
  draftKey: string;
  defaultValues: GroupFormValues;
  /** The saved CNPJ of a group being edited (read-only); absent on the create form. */
  fixedCnpj?: string;
  /** The data and the new files by their outbox names (`arquivo:<row key>`). */
  onSubmit: (data: NewGroupFormData, files: Record<string, File>) => Promise<Refusal | null>;
  onSaved: () => unknown;
  onCancel: () => void;
}

/** Create and edit form of an economic group, validated by the server's rules (groupBody). */
export function GroupForm({
  draftKey,
  defaultValues,
  fixedCnpj,
  onSubmit,
  onSaved,
  onCancel,
}: GroupFormProps) {
  const [files, setFiles] = useState<Record<string, File>>({});
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const offices = useQuery(officeSuggestQuery());
  const { form, command } = useOutboxForm(newGroupFormSchema, {
    defaultValues,
    draftKey,
    fields: FIELDS,
    onSubmit: async (data) => {
      // Every row needs a file: the saved one, or one chosen now (a draft keeps no files).
      const missing = Object.fromEntries(
        [...data.balancos, ...data.documentos]
          .filter((row) => !row.arquivo && !files[row.key])
          .map((row) => [row.key, FILE_MISSING]),
      );
      setFileErrors(missing);
      if (Object.keys(missing).length > 0)
        return { httpStatus: null, message: 'Escolha o arquivo de cada balanço e documento.', details: [] };
      const kept = new Set([...data.balancos, ...data.documentos].map((row) => row.key));
      const named = Object.fromEntries(
        Object.entries(files)
          .filter(([key]) => kept.has(key))
          .map(([key, file]) => [rowFileName(key), file]),
      );
      return onSubmit(data, named);
    },
    onSaved,
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const officeOptions = offices.data ?? [{ id: PLACEHOLDER_ID, nome: OFFICE_NONE }];
  const savedOffice = defaultValues.escritorio_id;

  function chooseFile(key: string, file: File | null) {
    const problem = file && documentFileProblem(file);
    setFileErrors(({ [key]: _, ...rest }) => (problem ? { ...rest, [key]: problem } : rest));
    setFiles(({ [key]: _, ...rest }) => (file && !problem ? { ...rest, [key]: file } : rest));
  }

  const documents = {
    control,
    register,
    errors,
    files,
    fileErrors,
    onFileChange: chooseFile,
  };

  return (
    <CommandFormFrame
      command={command}
      label="Dados do grupo econômico"
      className="flex max-w-4xl flex-col gap-5"
    >
      <FormSection title="Empresa principal">
        <CompanyDataFields form={form} fixedCnpj={fixedCnpj} />
      </FormSection>
      <FormSection title="Carteira">
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField label="Situação" error={errors.status_id?.message} required>
            <SelectInput {...register('status_id')}>
              {GROUP_STATUSES.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.nome}
                </option>
              ))}
            </SelectInput>
          </FormField>
          <FormField label="Responsável" error={errors.responsavel?.message}>
            <Controller
              control={control}
              name="responsavel"
              render={({ field }) => (
                <ResponsibleField
                  value={field.value ?? null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          </FormField>
          <FormField label="Escritório" error={errors.escritorio_id?.message}>
            <SelectInput {...register('escritorio_id')}>
              {officeOptions.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.nome}
                </option>
              ))}
              {savedOffice && !officeOptions.some((o) => o.id === savedOffice) && (
                <option value={savedOffice}>Escritório atual</option>
              )}
            </SelectInput>
          </FormField>
        </div>
      </FormSection>
      <FormSection title="Contatos de relacionamento">
        <Controller
          control={control}
          name="contatos"
          render={({ field }) => <ContactsField value={field.value ?? []} onChange={field.onChange} />}
        />
      </FormSection>
      <FormSection title="Balanços">
        <DocumentsField kind="balancos" {...documents} />
      </FormSection>
      <FormSection title="Outros documentos">
        <DocumentsField kind="documentos" {...documents} />
      </FormSection>
      <FormActions isSubmitting={isSubmitting} onCancel={onCancel} />
    </CommandFormFrame>
  );
}
