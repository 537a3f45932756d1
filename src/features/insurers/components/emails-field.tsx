import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { useFieldArray } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import type { InsurerInput } from '../../../contract/insurers';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';

export interface EmailsFieldProps {
  control: Control<InsurerInput>;
  register: UseFormRegister<InsurerInput>;
  errors: FieldErrors<InsurerInput>;
}

/** 'E-mails para envio de cotações': rows added and removed freely; the list replaces the saved one. */
export function EmailsField({ control, register, errors }: EmailsFieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'emails' });
  return (
    <div className="flex flex-col gap-3">
      {errors.emails?.root?.message && (
        <p role="alert" className="text-sm text-red-700">
          {errors.emails.root.message}
        </p>
      )}
      {errors.emails?.message && (
        <p role="alert" className="text-sm text-red-700">
          {errors.emails.message}
        </p>
      )}
      {fields.length === 0 && <p className="text-slate-600">Nenhum e-mail cadastrado.</p>}
      {fields.map((field, index) => (
        <div key={field.id} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
          <FormField
            label={`E-mail ${String(index + 1)}`}
            error={errors.emails?.[index]?.email?.message}
            required
          >
            <TextInput
              type="email"
              maxLength={200}
              autoComplete="off"
              {...register(`emails.${index}.email`)}
            />
          </FormField>
          <FormField label="Descrição" error={errors.emails?.[index]?.descricao?.message}>
            <TextInput maxLength={200} autoComplete="off" {...register(`emails.${index}.descricao`)} />
          </FormField>
          <Button
            variant="ghost"
            aria-label={`Remover e-mail ${String(index + 1)}`}
            onClick={() => remove(index)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remover
          </Button>
        </div>
      ))}
      <div>
        <Button variant="secondary" onClick={() => append({ email: '', descricao: '' })}>
          <Plus aria-hidden="true" className="size-4" />
          Adicionar e-mail
        </Button>
      </div>
    </div>
  );
}
