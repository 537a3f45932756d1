import { useState } from 'react';
import { IMAGE_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../../contract/files';
import type { ModalityData, ModalityInput } from '../../../contract/modalities';
import { modalityBody } from '../../../contract/modalities';
import type { Refusal } from '../../../forms/command-feedback';
import { FileInput } from '../../../ui/file-input';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import { CommandFormFrame } from '../../../forms/command-form-frame';
import { useOutboxForm } from '../../../forms/use-command-form';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/checkbox-field';
import { FormActions } from '../../../ui/form-actions';

const FIELDS = ['nome', 'descricao', 'icone_arquivo_id', 'ordem', 'ativo'] as const;

export type ModalityFormValues = Partial<ModalityInput>;

export interface ModalityFormProps {
  draftKey: string;
  defaultValues?: ModalityFormValues;
  /** Where the current icon is served (edit), to show it beside the picker. */
  iconUrl?: string | null;
  /** Saves; the chosen icon file (if any) goes with the command and is uploaded when it is sent. */
  onSubmit: (data: ModalityData, icon: File | null) => Promise<Refusal | null>;
  onSaved: () => unknown;
  onCancel: () => void;
}

const emptyModality: ModalityFormValues = {
  nome: '',
  descricao: '',
  icone_arquivo_id: null,
  ordem: 0,
  ativo: true,
};

/** Checked here too, so a wrong file is refused at the field before anything is queued. */
export function iconError(file: File | null): string | undefined {
  if (!file) return undefined;
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
    return 'O ícone deve ser uma imagem PNG, JPEG ou WebP.';
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  return undefined;
}

/** Create and edit form of a modality, validated by the schema the server applies (modalityBody). */
export function ModalityForm({
  draftKey,
  defaultValues = emptyModality,
  iconUrl = null,
  onSubmit,
  onSaved,
  onCancel,
}: ModalityFormProps) {
  const [icon, setIcon] = useState<File | null>(null);
  const [iconProblem, setIconProblem] = useState<string | undefined>(undefined);
  const { form, command } = useOutboxForm(modalityBody, {
    defaultValues,
    draftKey,
    fields: FIELDS,
    onSubmit: (data) => onSubmit(data, icon),
    onSaved,
  });
  const {
    register,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const keptIcon = watch('icone_arquivo_id');

  return (
    <CommandFormFrame
      command={command}
      label="Dados da modalidade"
      className="flex flex-col gap-5"
      canSubmit={() => !iconProblem}
    >
      <div className="grid gap-5 sm:grid-cols-[1fr_8rem]">
        <FormField label="Nome" error={errors.nome?.message} required>
          <TextInput maxLength={120} autoComplete="off" {...register('nome')} />
        </FormField>
        <FormField label="Ordem" hint="Posição na lista." error={errors.ordem?.message}>
          <TextInput
            type="number"
            inputMode="numeric"
            min={0}
            max={9999}
            uppercase={false}
            {...register('ordem', { valueAsNumber: true })}
          />
        </FormField>
        <FormField label="Descrição" error={errors.descricao?.message} className="sm:col-span-2">
          <TextInput maxLength={500} autoComplete="off" uppercase={false} {...register('descricao')} />
        </FormField>
        <FormField
          label="Ícone"
          hint="PNG, JPEG ou WebP. Enviado ao salvar."
          error={iconProblem ?? errors.icone_arquivo_id?.message}
          className="sm:col-span-2"
        >
          <div className="flex flex-wrap items-center gap-3">
            {iconUrl && keptIcon && !icon && (
              <>
                <img src={iconUrl} alt="Ícone atual" className="size-10 rounded object-contain" />
                <Button
                  variant="ghost"
                  onClick={() => setValue('icone_arquivo_id', null, { shouldDirty: true })}
                >
                  Remover ícone
                </Button>
              </>
            )}
            <FileInput
              value={icon}
              accept={IMAGE_TYPES.join(',')}
              onChange={(file) => {
                setIcon(file);
                setIconProblem(iconError(file));
              }}
            />
          </div>
        </FormField>
        <CheckboxField label="Ativo" {...register('ativo')} />
      </div>
      <FormActions isSubmitting={isSubmitting} onCancel={onCancel} />
    </CommandFormFrame>
  );
}
