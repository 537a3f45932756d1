import type { InsurerContactInput } from '../../../contract/insurers';
import { insurerContactBody } from '../../../contract/insurers';
import type { Refusal } from '../../../forms/command-feedback';
import { FormField } from '../../../ui/form-field';
import { MaskedField } from '../../../ui/masked-input';
import { TextInput } from '../../../ui/text-input';
import { CommandFormFrame } from '../../../forms/command-form-frame';
import { useOutboxForm } from '../../../forms/use-command-form';
import type { ContactData } from '../api';
import { CheckboxField } from '../../../ui/checkbox-field';
import { FormActions } from '../../../ui/form-actions';

const FIELDS = ['nome', 'email', 'telefone', 'cargo', 'ativo'] as const;

export type ContactFormValues = Partial<InsurerContactInput>;

export interface ContactFormProps {
  draftKey: string;
  defaultValues?: ContactFormValues;
  onSubmit: (data: ContactData) => Promise<Refusal | null>;
  onSaved: () => unknown;
  onCancel: () => void;
}

const emptyContact: ContactFormValues = { nome: '', email: '', telefone: '', cargo: '', ativo: true };

/** A relationship contact of an insurer (insurerContactBody, the schema the server applies). */
export function ContactForm({
  draftKey,
  defaultValues = emptyContact,
  onSubmit,
  onSaved,
  onCancel,
}: ContactFormProps) {
  const { form, command } = useOutboxForm(insurerContactBody, {
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
    <CommandFormFrame command={command} label="Dados do contato" className="flex flex-col gap-4">
      <FormField label="Nome" error={errors.nome?.message} required>
        <TextInput maxLength={200} autoComplete="off" {...register('nome')} />
      </FormField>
      <FormField label="Cargo" error={errors.cargo?.message}>
        <TextInput maxLength={120} autoComplete="off" {...register('cargo')} />
      </FormField>
      <FormField label="E-mail" error={errors.email?.message}>
        <TextInput type="email" maxLength={200} autoComplete="off" {...register('email')} />
      </FormField>
      <FormField label="Telefone" error={errors.telefone?.message}>
        <MaskedField control={control} name="telefone" kind="telefone" />
      </FormField>
      <CheckboxField label="Ativo" {...register('ativo')} />
      <FormActions isSubmitting={isSubmitting} onCancel={onCancel} />
    </CommandFormFrame>
  );
}
