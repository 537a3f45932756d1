import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { CourtUnitInput } from '../../../contract/judiciary';
import { courtUnitBody } from '../../../contract/judiciary';
import type { CourtUnitData } from '../api';
import { formErrorsOf } from '../form-errors';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import { CheckboxField, FormActions, FormAlert } from './form-parts';

const FIELDS = ['codigo', 'nome', 'comarca', 'ativo'] as const;

export type CourtUnitFormValues = Partial<CourtUnitInput>;

export interface CourtUnitFormProps {
  defaultValues?: CourtUnitFormValues;
  /** Saves; a rejection with an ApiError is shown on the form (400 details at their fields). */
  onSubmit: (data: CourtUnitData) => Promise<unknown>;
  onCancel: () => void;
}

const emptyUnit: CourtUnitFormValues = { codigo: '', nome: '', comarca: '', ativo: true };

/** Create and edit form of a court unit (vara), validated by courtUnitBody as the server does. */
export function CourtUnitForm({ defaultValues = emptyUnit, onSubmit, onCancel }: CourtUnitFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CourtUnitInput, unknown, CourtUnitData>({
    resolver: valibotResolver(courtUnitBody),
    defaultValues,
  });

  const submit = handleSubmit(async (data) => {
    setFormError(null);
    try {
      await onSubmit(data);
    } catch (error) {
      const found = formErrorsOf(error, FIELDS);
      for (const { field, message } of found.fields) setError(field, { message }, { shouldFocus: true });
      setFormError(found.form);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex max-w-3xl flex-col gap-5" aria-label="Dados da vara">
      <FormAlert message={formError} />
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
    </form>
  );
}
