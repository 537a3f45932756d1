import { UFS } from '../../../contract/judiciary';
import type { OfficeInput } from '../../../contract/offices';
import { officeBody } from '../../../contract/offices';
import type { Refusal } from '../../../forms/command-feedback';
import { FormField } from '../../../ui/form-field';
import { MaskedField } from '../../../ui/masked-input';
import { TextInput } from '../../../ui/text-input';
import { CommandFormFrame } from '../../../forms/command-form-frame';
import { useOutboxForm } from '../../../forms/use-command-form';
import type { OfficeData } from '../api';
import { CheckboxField } from '../../../ui/checkbox-field';
import { FormActions } from '../../../ui/form-actions';
import { SelectInput } from '../../../ui/select-input';

const FIELDS = ['nome', 'cnpj', 'email', 'telefone', 'cidade', 'uf', 'ativo'] as const;

export type OfficeFormValues = Partial<OfficeInput>;

export interface OfficeFormProps {
  /** Where the form autosaves while it is being filled (e.g. 'offices.create'). */
  draftKey: string;
  defaultValues?: OfficeFormValues;
  /** Saves; a refusal is shown on the form (400 details at their fields, the rest above it). */
  onSubmit: (data: OfficeData) => Promise<Refusal | null>;
  /** After a save that was not refused (sent or queued): the draft is gone by then. */
  onSaved: () => unknown;
  onCancel: () => void;
}

const emptyOffice: OfficeFormValues = {
  nome: '',
  cnpj: '',
  email: '',
  telefone: '',
  cidade: '',
  uf: null,
  ativo: true,
};

/** Create and edit form of an office, validated by the same schema the server applies (officeBody). */
export function OfficeForm({
  draftKey,
  defaultValues = emptyOffice,
  onSubmit,
  onSaved,
  onCancel,
}: OfficeFormProps) {
  const { form, command } = useOutboxForm(officeBody, {
    defaultValues,
    draftKey,
    fields: FIELDS,
    onSubmit,
    onSaved,
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <CommandFormFrame command={command} label="Dados do escritório" className="flex max-w-3xl flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Nome" error={errors.nome?.message} required className="sm:col-span-2">
          <TextInput maxLength={200} autoComplete="off" {...register('nome')} />
        </FormField>
        <FormField label="CNPJ" hint="Opcional." error={errors.cnpj?.message}>
          <MaskedField control={control} name="cnpj" kind="cnpj" />
        </FormField>
        <FormField label="Telefone" error={errors.telefone?.message}>
          <MaskedField control={control} name="telefone" kind="telefone" />
        </FormField>
        <FormField label="E-mail" error={errors.email?.message} className="sm:col-span-2">
          <TextInput type="email" maxLength={200} autoComplete="off" {...register('email')} />
        </FormField>
        <FormField label="Cidade" error={errors.cidade?.message}>
          <TextInput maxLength={120} autoComplete="off" {...register('cidade')} />
        </FormField>
        <FormField label="UF" error={errors.uf?.message}>
          <SelectInput {...register('uf', { setValueAs: (value: string | null) => (value ? value : null) })}>
            <option value="">Selecione</option>
            {UFS.map((uf) => (
              <option key={uf} value={uf}>
                {uf}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <CheckboxField label="Ativo" {...register('ativo')} />
      </div>
      <FormActions isSubmitting={isSubmitting} onCancel={onCancel} />
    </CommandFormFrame>
  );
}
