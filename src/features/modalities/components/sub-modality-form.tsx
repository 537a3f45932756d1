import type { SubModalityData, SubModalityInput } from '../../../contract/modalities';
import { subModalityBody } from '../../../contract/modalities';
import type { Refusal } from '../../../forms/command-feedback';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import { CommandFormFrame } from '../../../forms/command-form-frame';
import { useOutboxForm } from '../../../forms/use-command-form';
import { CheckboxField } from '../../../ui/checkbox-field';
import { FormActions } from '../../../ui/form-actions';

const FIELDS = ['nome', 'descricao', 'ativo', 'exige_processo', 'exige_recurso'] as const;

export type SubModalityFormValues = Partial<SubModalityInput>;

export interface SubModalityFormProps {
  draftKey: string;
  defaultValues?: SubModalityFormValues;
  onSubmit: (data: SubModalityData) => Promise<Refusal | null>;
  onSaved: () => unknown;
  onCancel: () => void;
}

const emptySub: SubModalityFormValues = {
  nome: '',
  descricao: '',
  ativo: true,
  exige_processo: false,
  exige_recurso: false,
};

/** Create and edit form of a sub-modality (subModalityBody, the server's schema). */
export function SubModalityForm({
  draftKey,
  defaultValues = emptySub,
  onSubmit,
  onSaved,
  onCancel,
}: SubModalityFormProps) {
  const { form, command } = useOutboxForm(subModalityBody, {
    defaultValues,
    draftKey,
    fields: FIELDS,
    onSubmit,
    onSaved,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <CommandFormFrame command={command} label="Dados da sub-modalidade" className="flex flex-col gap-5">
      <FormField label="Nome" error={errors.nome?.message} required>
        <TextInput maxLength={120} autoComplete="off" {...register('nome')} />
      </FormField>
      <FormField label="Descrição" error={errors.descricao?.message}>
        <TextInput maxLength={500} autoComplete="off" uppercase={false} {...register('descricao')} />
      </FormField>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-slate-700">Dados exigidos na cotação</legend>
        <CheckboxField
          label="Exige número do processo (modalidades judiciais)"
          {...register('exige_processo')}
        />
        <CheckboxField label="Exige valor do recurso (recursal)" {...register('exige_recurso')} />
      </fieldset>
      <CheckboxField label="Ativo" {...register('ativo')} />
      <FormActions isSubmitting={isSubmitting} onCancel={onCancel} />
    </CommandFormFrame>
  );
}
