import type { Control, UseFormRegister, FieldErrors } from 'react-hook-form';
import { useFieldArray } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_TYPES } from '../../../contract/files';
import { Button } from '../../../ui/button';
import { FileInput } from '../../../ui/file-input';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import type { GroupFormInput, NewGroupFormData } from '../form-schema';

/** Why a chosen document cannot be sent, checked before it is queued (the server checks the bytes). */
export function documentFileProblem(file: File): string | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.wrongType;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

export const FILE_MISSING = 'Escolha o arquivo.';

export interface DocumentsFieldProps {
  /** 'balancos': year and file; 'documentos': type and file. */
  kind: 'balancos' | 'documentos';
  control: Control<GroupFormInput, unknown, NewGroupFormData>;
  register: UseFormRegister<GroupFormInput>;
  errors: FieldErrors<GroupFormInput>;
  /** Files chosen on this device, by row key (uploaded when the save is sent). */
  files: Readonly<Record<string, File>>;
  fileErrors: Readonly<Record<string, string>>;
  onFileChange: (key: string, file: File | null) => void;
}

/** The group's balance sheets or other documents: one row per file, added and removed freely. */
export function DocumentsField({
  kind,
  control,
  register,
  errors,
  files,
  fileErrors,
  onFileChange,
}: DocumentsFieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name: kind, keyName: 'rowId' });
  const balance = kind === 'balancos';
  const noun = balance ? 'balanço' : 'documento';

  return (
    <div className="flex flex-col gap-4">
      {fields.length === 0 && (
        <p className="text-sm text-slate-600">{balance ? 'Nenhum balanço.' : 'Nenhum documento.'}</p>
      )}
      {fields.map((row, index) => {
        const key = row.key;
        const rowErrors = balance ? errors.balancos?.[index] : errors.documentos?.[index];
        const label = balance ? `Balanço ${String(index + 1)}` : `Documento ${String(index + 1)}`;
        return (
          <div
            key={row.rowId}
            role="group"
            aria-label={label}
            className="grid items-start gap-4 rounded-md border border-slate-200 p-3 sm:grid-cols-[10rem_1fr_auto]"
          >
            {balance ? (
              <FormField
                label="Ano"
                required
                error={(rowErrors as { ano?: { message?: string } } | undefined)?.ano?.message}
              >
                <TextInput
                  type="number"
                  inputMode="numeric"
                  min={1900}
                  max={2100}
                  {...register(`balancos.${index}.ano`, { valueAsNumber: true })}
                />
              </FormField>
            ) : (
              <FormField
                label="Tipo"
                required
                error={(rowErrors as { tipo?: { message?: string } } | undefined)?.tipo?.message}
              >
                <TextInput maxLength={100} autoComplete="off" {...register(`documentos.${index}.tipo`)} />
              </FormField>
            )}
            <FormField label="Arquivo" hint="PDF, PNG, JPEG ou WebP, até 20 MB." error={fileErrors[key]}>
              {row.arquivo && !files[key] ? (
                <div className="flex flex-wrap items-center gap-3">
                  <a
                    href={row.arquivo.url}
                    target="_blank"
                    rel="noreferrer"
                    className="text-sm text-brand-700 underline"
                  >
                    {row.arquivo.nome}
                  </a>
                  <FileInput
                    value={null}
                    onChange={(file) => onFileChange(key, file)}
                    accept={UPLOAD_TYPES.join(',')}
                  />
                </div>
              ) : (
                <FileInput
                  value={files[key] ?? null}
                  onChange={(file) => onFileChange(key, file)}
                  accept={UPLOAD_TYPES.join(',')}
                />
              )}
            </FormField>
            <Button
              variant="ghost"
              className="sm:mt-6"
              aria-label={`Remover ${noun} ${String(index + 1)}`}
              onClick={() => {
                onFileChange(key, null);
                remove(index);
              }}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        );
      })}
      <Button
        variant="secondary"
        className="self-start"
        icon={<Plus aria-hidden="true" className="size-4" />}
        onClick={() =>
          append(
            balance
              ? { key: crypto.randomUUID(), ano: new Date().getFullYear() - 1, arquivo: null }
              : { key: crypto.randomUUID(), tipo: '', arquivo: null },
          )
        }
      >
        {balance ? 'Adicionar balanço' : 'Adicionar documento'}
      </Button>
    </div>
  );
}
