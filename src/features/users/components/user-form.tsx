import { useState } from 'react';
import { Controller } from 'react-hook-form';
import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../api/query';
import { IMAGE_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../../contract/files';
import { OFFICE_NONE } from '../../../contract/offices';
import { AREAS, PLACEHOLDER_ID, STRUCTURES } from '../../../contract/permissions';
import type { AreaId, StructureId } from '../../../contract/permissions';
import { userBody } from '../../../contract/users';
import type { UserInput } from '../../../contract/users';
import { Autocomplete } from '../../../ui/autocomplete';
import type { Refusal } from '../../../forms/command-feedback';
import { FileInput } from '../../../ui/file-input';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import { CommandFormFrame } from '../../../forms/command-form-frame';
import { useOutboxForm } from '../../../forms/use-command-form';
import { profileSuggestQuery } from '../../../lookups/access-profiles';
import { officeSuggestQuery } from '../../../lookups/offices';
import { positionSuggestQuery } from '../../../lookups/users';
import type { PhotoChange, UserFormData } from '../commands';
import { CheckboxField } from '../../../ui/checkbox-field';
import { FormActions } from '../../../ui/form-actions';
import { SelectInput } from '../../../ui/select-input';

/** The form validates with the server's schema, without the photo (it goes apart, as a file). */
export const userFormSchema = v.omit(userBody, ['avatar_id']);
export type UserFormValues = Partial<Omit<UserInput, 'avatar_id'>>;

const FIELDS = [
  'nome',
  'apelido',
  'email',
  'perfil_id',
  'area_id',
  'posicao',
  'estrutura_id',
  'escritorio_id',
  'ativo',
] as const;
const AREA_IDS = Object.keys(AREAS) as AreaId[];
const STRUCTURE_IDS = Object.keys(STRUCTURES) as StructureId[];
const emptyUser: UserFormValues = {
  nome: '',
  apelido: '',
  email: '',
  area_id: 'garantia',
  posicao: null,
  estrutura_id: 'funcionario',
  escritorio_id: PLACEHOLDER_ID,
  ativo: true,
};
const blankToNull = (value: string | null) => (value ? value : null);

/** The positions matching the typed text; the typed text itself comes first, so any text may be kept. */
export async function positionOptions(query: string): Promise<string[]> {
  const all = await queryClient.query(positionSuggestQuery).catch(() => []);
  const typed = query.trim().toUpperCase();
  const matches = all.filter((p) => p.includes(typed));
  return typed && !matches.includes(typed) ? [typed, ...matches] : matches;
}

export interface UserFormProps {
  draftKey: string;
  defaultValues?: UserFormValues;
  /** The photo shown now (edit), if any. */
  avatarUrl?: string | null;
  onSubmit: (
    data: UserFormData,
    photo: { change: PhotoChange; file: File | null },
  ) => Promise<Refusal | null>;
  onSaved: () => unknown;
  onCancel: () => void;
}

/** Create and edit form of a user. */
export function UserForm({
  draftKey,
  defaultValues,
  avatarUrl = null,
  onSubmit,
  onSaved,
  onCancel,
}: UserFormProps) {
  const [photo, setPhoto] = useState<File | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const profiles = useQuery(profileSuggestQuery);
  const offices = useQuery(officeSuggestQuery());
  const officeOptions = offices.data ?? [{ id: PLACEHOLDER_ID, nome: OFFICE_NONE }];
  const { form, command } = useOutboxForm(userFormSchema, {
    defaultValues: { ...emptyUser, ...defaultValues },
    draftKey,
    fields: FIELDS,
    onSubmit: (data) =>
      onSubmit(data, { change: photo ? 'replace' : removePhoto ? 'remove' : 'keep', file: photo }),
    onSaved,
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  function pickPhoto(file: File | null) {
    setPhotoError(null);
    if (file && !(IMAGE_TYPES as readonly string[]).includes(file.type))
      return setPhotoError(UPLOAD_MESSAGES.avatarNotImage);
    if (file && file.size > UPLOAD_MAX_BYTES) return setPhotoError(UPLOAD_MESSAGES.tooLarge);
    setPhoto(file);
  }

  return (
    <CommandFormFrame command={command} label="Dados do usuário" className="flex max-w-3xl flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Nome" error={errors.nome?.message} required>
          <TextInput uppercase={false} maxLength={150} autoComplete="off" {...register('nome')} />
        </FormField>
        <FormField label="Apelido" error={errors.apelido?.message} required>
          <TextInput maxLength={60} autoComplete="off" {...register('apelido')} />
        </FormField>
        <FormField label="E-mail" error={errors.email?.message} required>
          <TextInput type="email" maxLength={200} autoComplete="off" {...register('email')} />
        </FormField>
        <FormField label="Perfil de acesso" error={errors.perfil_id?.message} required>
          <SelectInput {...register('perfil_id')}>
            <option value="">Selecione</option>
            {(profiles.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.nome}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <FormField label="Área de negócio" error={errors.area_id?.message} required>
          <SelectInput {...register('area_id')}>
            {AREA_IDS.map((a) => (
              <option key={a} value={a}>
                {AREAS[a]}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <FormField label="Posição" error={errors.posicao?.message}>
          <Controller
            control={control}
            name="posicao"
            render={({ field }) => (
              <Autocomplete<string>
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                name={field.name}
                load={positionOptions}
                getLabel={(p) => p}
                getKey={(p) => p}
                emptyText="Digite a posição."
              />
            )}
          />
        </FormField>
        <FormField label="Estrutura" error={errors.estrutura_id?.message}>
          <SelectInput {...register('estrutura_id', { setValueAs: blankToNull })}>
            <option value="">Nenhuma</option>
            {STRUCTURE_IDS.map((s) => (
              <option key={s} value={s}>
                {STRUCTURES[s]}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <FormField label="Escritório" error={errors.escritorio_id?.message}>
          <SelectInput {...register('escritorio_id')}>
            {officeOptions.map((o) => (
              <option key={o.id} value={o.id}>
                {o.nome}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <FormField label="Foto" error={photoError ?? undefined}>
          <FileInput value={photo} onChange={pickPhoto} accept={IMAGE_TYPES.join(',')} />
        </FormField>
        {avatarUrl && !photo && (
          <div className="flex items-center gap-3">
            <img src={avatarUrl} alt="Foto atual" className="size-12 rounded-full object-cover" />
            <CheckboxField
              label="Remover foto"
              checked={removePhoto}
              onChange={(e) => setRemovePhoto(e.currentTarget.checked)}
            />
          </div>
        )}
        <CheckboxField label="Ativo" {...register('ativo')} />
      </div>
      <FormActions isSubmitting={isSubmitting} onCancel={onCancel} />
    </CommandFormFrame>
  );
}
