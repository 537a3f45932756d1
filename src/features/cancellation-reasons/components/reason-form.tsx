import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import type { CancellationReasonInput } from '../../../contract/cancellation-reasons';
import { cancellationReasonBody } from '../../../contract/cancellation-reasons';
import { Button } from '../../../ui/button';
import type { Refusal } from '../../../forms/command-feedback';
import { checkboxClasses } from '../../../ui/styles';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import { CommandFormFrame } from '../../../forms/command-form-frame';
import { useOutboxForm } from '../../../forms/use-command-form';
import type { ReasonData } from '../api';
import { modalityOptionsQuery } from '../../../lookups/modalities';

const FIELDS = ['nome', 'modalidade_ids', 'ativo'] as const;

export type ReasonFormValues = Partial<CancellationReasonInput>;

export interface ReasonFormProps {
  draftKey: string;
  defaultValues?: ReasonFormValues;
  onSubmit: (data: ReasonData) => Promise<Refusal | null>;
  onSaved: () => unknown;
  onCancel: () => void;
  /** Modalities already linked (the edited record's): listed even when the catalogue is out of reach. */
  knownModalities?: readonly { id: string; nome: string }[];
}

const emptyReason: ReasonFormValues = { nome: '', modalidade_ids: [], ativo: true };

/** Create and edit form of a cancellation reason (in a dialog of the list). */
export function ReasonForm({
  draftKey,
  defaultValues = emptyReason,
  onSubmit,
  onSaved,
  onCancel,
  knownModalities = [],
}: ReasonFormProps) {
  const { form, command } = useOutboxForm(cancellationReasonBody, {
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
  const catalogue = useQuery(modalityOptionsQuery);
  const options = mergeOptions(catalogue.data ?? [], knownModalities);
  const ativoId = useId();
  const modalitiesError =
    errors.modalidade_ids?.message ??
    (Array.isArray(errors.modalidade_ids) ? 'Modalidade inválida.' : undefined);

  return (
    <CommandFormFrame command={command} label="Dados do motivo" className="flex flex-col gap-5">
      <FormField label="Nome" error={errors.nome?.message} required>
        <TextInput maxLength={200} autoComplete="off" {...register('nome')} />
      </FormField>
      <Controller
        control={control}
        name="modalidade_ids"
        render={({ field }) => (
          <ModalityChecklist
            options={options}
            value={field.value ?? []}
            onChange={field.onChange}
            loading={catalogue.isPending}
            unavailable={catalogue.isError}
            error={modalitiesError}
          />
        )}
      />
      <label htmlFor={ativoId} className="flex min-h-11 cursor-pointer items-center gap-3 self-start">
        <input id={ativoId} type="checkbox" className={checkboxClasses} {...register('ativo')} />
        <span className="text-sm font-medium text-slate-700">Ativo</span>
      </label>
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Salvar
        </Button>
      </div>
    </CommandFormFrame>
  );
}

function mergeOptions(
  catalogue: readonly { id: string; nome: string }[],
  known: readonly { id: string; nome: string }[],
) {
  const byId = new Map(catalogue.map((m) => [m.id, m]));
  for (const m of known) if (!byId.has(m.id)) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
}

interface ModalityChecklistProps {
  options: readonly { id: string; nome: string }[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  loading: boolean;
  unavailable: boolean;
  error: string | undefined;
}

/** The modalities the reason applies to: one checkbox each, in a labelled group. */
function ModalityChecklist({
  options,
  value,
  onChange,
  loading,
  unavailable,
  error,
}: ModalityChecklistProps) {
  const errorId = useId();
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((v) => v !== id));
  let empty: string | null = null;
  if (options.length === 0)
    empty = loading
      ? 'Carregando modalidades…'
      : unavailable
        ? 'Não foi possível carregar as modalidades. O motivo pode ser salvo sem elas e alterado depois.'
        : 'Nenhuma modalidade cadastrada.';
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">Modalidades</legend>
      {empty ? (
        <p role="status" className="text-sm text-slate-600">
          {empty}
        </p>
      ) : (
        <div className="grid max-h-64 gap-1 overflow-y-auto rounded-md border border-slate-200 p-2 sm:grid-cols-2">
          {options.map((m) => (
            <label key={m.id} className="flex min-h-11 cursor-pointer items-center gap-3 px-1">
              <input
                type="checkbox"
                className={checkboxClasses}
                checked={value.includes(m.id)}
                onChange={(event) => toggle(m.id, event.currentTarget.checked)}
              />
              <span className="text-sm text-slate-800">{m.nome}</span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
