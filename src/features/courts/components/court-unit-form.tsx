import type { CourtUnitInput } from '../../../contract/judiciary';
import { courtUnitBody } from '../../../contract/judiciary';
import type { Refusal } from '../../../forms/command-feedback';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import { CommandFormFrame } from '../../../forms/command-form-frame';
import { useOutboxForm } from '../../../forms/use-command-form';
import type { CourtUnitData } from '../api';
import { CheckboxField } from '../../../ui/checkbox-field';
import { FormActions } from '../../../ui/form-actions';

const FIELDS = ['codigo', 'nome', 'comarca', 'ativo'] as const;

export type CourtUnitFormValues = Partial<CourtUnitInput>;

export interface CourtUnitFormProps {
  /** Where the form autosaves while it is being filled (e.g. 'courtUnits.create:<court id>'). */
  draftKey: string;
  defaultValues?: CourtUnitFormValues;
  /** Saves; a refusal is shown on the form (400 details at their fields, the rest above it). */
  onSubmit: (data: CourtUnitData) => Promise<Refusal | null>;
  /** After a save that was not refused (sent or queued): the draft is gone by then. */
  onSaved: () => unknown;
  onCancel: () => void;
}

const emptyUnit: CourtUnitFormValues = { codigo: '', nome: '', comarca: '', ativo: true };

/** Create and edit form of a court unit (vara), validated by courtUnitBody as the server does. */
export function CourtUnitForm({
  draftKey,
  defaultValues = emptyUnit,
  onSubmit,
  onSaved,
  onCancel,
}: CourtUnitFormProps) {
  const { form, command } = useOutboxForm(courtUnitBody, {
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
    <CommandFormFrame command={command} label="Dados da vara" className="flex max-w-3xl flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Código da vara"
          hint="Quatro dígitos, como no número único do processo (ex.: 0100)."
          error={errors.codigo?.message}
          required
        >
          <TextInput inputMode="numeric" maxLength={4} autoComplete="off" {...register('codigo')} />
        </FormField>
        <FormField label="Comarca" error={errors.comarca?.message}>
          <TextInput
            maxLength={120}
            autoComplete="off"
            {...register('comarca', { setValueAs: (value: string | null) => (value?.trim() ? value : null) })}
          />
        </FormField>
        <FormField label="Nome" error={errors.nome?.message} required className="sm:col-span-2">
          <TextInput maxLength={200} autoComplete="off" {...register('nome')} />
        </FormField>
        <CheckboxField label="Ativa" {...register('ativo')} />
      </div>
      <FormActions isSubmitting={isSubmitting} onCancel={onCancel} />
    </CommandFormFrame>
  );
}
