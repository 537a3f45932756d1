import type { CourtInput } from '../../../contract/judiciary';
import { SEGMENTS, UFS, courtBody } from '../../../contract/judiciary';
import type { Refusal } from '../../../forms/command-feedback';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import { CommandFormFrame } from '../../../forms/command-form-frame';
import { useOutboxForm } from '../../../forms/use-command-form';
import type { CourtData } from '../api';
import { CheckboxField } from '../../../ui/checkbox-field';
import { FormActions } from '../../../ui/form-actions';
import { SelectInput } from '../../../ui/select-input';

const FIELDS = ['segmento', 'codigo_tr', 'sigla', 'nome', 'uf', 'ativo'] as const;

const segmentOptions = Object.entries(SEGMENTS).map(([id, nome]) => ({
  value: id,
  label: `${id} – ${nome}`,
}));

export type CourtFormValues = Partial<CourtInput>;

export interface CourtFormProps {
  /** Where the form autosaves while it is being filled (e.g. 'courts.create'). */
  draftKey: string;
  defaultValues?: CourtFormValues;
  /** Saves; a refusal is shown on the form (400 details at their fields, the rest above it). */
  onSubmit: (data: CourtData) => Promise<Refusal | null>;
  /** After a save that was not refused (sent or queued): the draft is gone by then. */
  onSaved: () => unknown;
  onCancel: () => void;
}

const emptyCourt: CourtFormValues = { codigo_tr: '', sigla: '', nome: '', uf: null, ativo: true };

/** Create and edit form of a court, validated by the same schema the server applies (courtBody). */
export function CourtForm({
  draftKey,
  defaultValues = emptyCourt,
  onSubmit,
  onSaved,
  onCancel,
}: CourtFormProps) {
  const { form, command } = useOutboxForm(courtBody, {
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
    <CommandFormFrame command={command} label="Dados do tribunal" className="flex max-w-3xl flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Segmento do Judiciário" error={errors.segmento?.message} required>
          <SelectInput {...register('segmento', { valueAsNumber: true })}>
            <option value="">Selecione</option>
            {segmentOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <FormField
          label="Código do tribunal (TR)"
          hint="Dois dígitos, como no número único do processo (ex.: 26)."
          error={errors.codigo_tr?.message}
          required
        >
          <TextInput inputMode="numeric" maxLength={2} autoComplete="off" {...register('codigo_tr')} />
        </FormField>
        <FormField label="Sigla" error={errors.sigla?.message} required>
          <TextInput maxLength={20} autoComplete="off" {...register('sigla')} />
        </FormField>
        <FormField label="UF" error={errors.uf?.message}>
          <SelectInput {...register('uf', { setValueAs: (value: string | null) => (value ? value : null) })}>
            <option value="">Nenhuma (tribunal nacional)</option>
            {UFS.map((uf) => (
              <option key={uf} value={uf}>
                {uf}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <FormField label="Nome" error={errors.nome?.message} required className="sm:col-span-2">
          <TextInput maxLength={200} autoComplete="off" {...register('nome')} />
        </FormField>
        <CheckboxField label="Ativo" {...register('ativo')} />
      </div>
      <FormActions isSubmitting={isSubmitting} onCancel={onCancel} />
    </CommandFormFrame>
  );
}
