import type { BrokerInput } from '../../../contract/brokers';
import { brokerBody } from '../../../contract/brokers';
import type { Refusal } from '../../../forms/command-feedback';
import { FormField } from '../../../ui/form-field';
import { MaskedField } from '../../../ui/masked-input';
import { TextInput } from '../../../ui/text-input';
import { CommandFormFrame } from '../../../forms/command-form-frame';
import { useOutboxForm } from '../../../forms/use-command-form';
import type { BrokerData } from '../api';
import { CheckboxField } from '../../../ui/checkbox-field';
import { FormActions } from '../../../ui/form-actions';

const FIELDS = [
  'razao_social',
  'nome_fantasia',
  'cnpj',
  'codigo_susep',
  'email',
  'telefone',
  'contato',
  'ativo',
] as const;

export type BrokerFormValues = Partial<BrokerInput>;

export interface BrokerFormProps {
  draftKey: string;
  defaultValues?: BrokerFormValues;
  onSubmit: (data: BrokerData) => Promise<Refusal | null>;
  onSaved: () => unknown;
  onCancel: () => void;
}

const emptyBroker: BrokerFormValues = {
  razao_social: '',
  nome_fantasia: '',
  cnpj: '',
  codigo_susep: '',
  email: '',
  telefone: '',
  contato: '',
  ativo: true,
};

/** Create and edit form of a broker, validated by the same schema the server applies (brokerBody). */
export function BrokerForm({
  draftKey,
  defaultValues = emptyBroker,
  onSubmit,
  onSaved,
  onCancel,
}: BrokerFormProps) {
  const { form, command } = useOutboxForm(brokerBody, {
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
    <CommandFormFrame command={command} label="Dados da corretora" className="flex max-w-3xl flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Razão social"
          error={errors.razao_social?.message}
          required
          className="sm:col-span-2"
        >
          <TextInput maxLength={200} autoComplete="off" {...register('razao_social')} />
        </FormField>
        <FormField label="Nome fantasia" error={errors.nome_fantasia?.message}>
          <TextInput maxLength={200} autoComplete="off" {...register('nome_fantasia')} />
        </FormField>
        <FormField label="CNPJ" error={errors.cnpj?.message} required>
          <MaskedField control={control} name="cnpj" kind="cnpj" />
        </FormField>
        <FormField label="Código SUSEP" error={errors.codigo_susep?.message}>
          <TextInput inputMode="numeric" maxLength={20} autoComplete="off" {...register('codigo_susep')} />
        </FormField>
        <FormField label="E-mail" error={errors.email?.message}>
          <TextInput type="email" maxLength={200} autoComplete="off" {...register('email')} />
        </FormField>
        <FormField label="Telefone" error={errors.telefone?.message}>
          <MaskedField control={control} name="telefone" kind="telefone" />
        </FormField>
        <FormField label="Contato" error={errors.contato?.message}>
          <TextInput maxLength={200} autoComplete="off" {...register('contato')} />
        </FormField>
        <CheckboxField label="Ativa" {...register('ativo')} />
      </div>
      <FormActions isSubmitting={isSubmitting} onCancel={onCancel} />
    </CommandFormFrame>
  );
}
