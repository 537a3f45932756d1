import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import type { EndorsementRequestInput } from '../../../contract/endorsement-requests';
import { endorsementRequestBody } from '../../../contract/endorsement-requests';
import { ENDORSEMENT_TYPES } from '../../../contract/policies';
import type { Refusal } from '../../../forms/command-feedback';
import { CommandFormFrame } from '../../../forms/command-form-frame';
import { useOutboxForm } from '../../../forms/use-command-form';
import { reasonSuggestQuery } from '../../../lookups/cancellation-reasons';
import { CheckboxField } from '../../../ui/checkbox-field';
import { DateInput } from '../../../ui/date-input';
import { FormActions } from '../../../ui/form-actions';
import { FormField } from '../../../ui/form-field';
import { MoneyInput } from '../../../ui/money-input';
import { SelectInput } from '../../../ui/select-input';
import { TextArea } from '../../../ui/text-area';
import type { RequestData } from '../api';

const FIELDS = [
  'tipo_id',
  'data_efeito',
  'valor',
  'nova_vigencia_fim',
  'descricao',
  'motivo_cancelamento_id',
  'com_restituicao',
  'valor_restituicao',
] as const;

export type RequestFormValues = Partial<EndorsementRequestInput>;

export interface RequestFormProps {
  draftKey: string;
  defaultValues?: RequestFormValues;
  /** The policy's modality: the cancellation reasons offered are those of it. */
  modalityId?: string | undefined;
  onSubmit: (data: RequestData) => Promise<Refusal | null>;
  onSaved: () => unknown;
  onCancel: () => void;
}

const empty: RequestFormValues = {
  tipo_id: 'prorrogacao',
  data_efeito: '',
  valor: null,
  nova_vigencia_fim: null,
  descricao: null,
  motivo_cancelamento_id: null,
  com_restituicao: false,
  valor_restituicao: null,
};

/** Create and edit form of an endorsement request: each type shows its own fields. */
export function RequestForm({
  draftKey,
  defaultValues = empty,
  modalityId,
  onSubmit,
  onSaved,
  onCancel,
}: RequestFormProps) {
  const { form, command } = useOutboxForm(endorsementRequestBody, {
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
  const tipo = useWatch({ control, name: 'tipo_id' });
  const refund = useWatch({ control, name: 'com_restituicao' });
  const reasons = useQuery({ ...reasonSuggestQuery(modalityId), enabled: tipo === 'cancelamento' });
  const money = (name: 'valor' | 'valor_restituicao') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MoneyInput
          name={field.name}
          value={field.value ?? null}
          onChange={(n) => {
            if (n !== field.value) field.onChange(n);
          }}
          onBlur={field.onBlur}
        />
      )}
    />
  );
  const date = (name: 'data_efeito' | 'nova_vigencia_fim') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateInput
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );

  return (
    <CommandFormFrame
      command={command}
      label="Dados da solicitação"
      className="flex max-w-3xl flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Tipo de endosso" error={errors.tipo_id?.message} required>
          <SelectInput {...register('tipo_id')}>
            {ENDORSEMENT_TYPES.map((t) => (
              <option key={t.id} value={t.id}>
                {t.nome}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <FormField label="Data de efeito" error={errors.data_efeito?.message} required>
          {date('data_efeito')}
        </FormField>
        {(tipo === 'aumento_is' || tipo === 'reducao_is') && (
          <FormField
            label={tipo === 'aumento_is' ? 'Valor do aumento' : 'Valor da redução'}
            error={errors.valor?.message}
            required
          >
            {money('valor')}
          </FormField>
        )}
        {tipo === 'prorrogacao' && (
          <FormField label="Novo fim de vigência" error={errors.nova_vigencia_fim?.message} required>
            {date('nova_vigencia_fim')}
          </FormField>
        )}
        {tipo === 'cancelamento' && (
          <>
            <FormField label="Motivo do cancelamento" error={errors.motivo_cancelamento_id?.message} required>
              <SelectInput
                {...register('motivo_cancelamento_id', { setValueAs: (v: string | null) => v || null })}
              >
                <option value="">Selecione</option>
                {(reasons.data ?? []).map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.nome}
                  </option>
                ))}
              </SelectInput>
            </FormField>
            <CheckboxField label="Com restituição de prêmio" {...register('com_restituicao')} />
            {refund && (
              <FormField label="Valor da restituição" error={errors.valor_restituicao?.message}>
                {money('valor_restituicao')}
              </FormField>
            )}
          </>
        )}
        <FormField
          label={tipo === 'alteracao_cadastral' ? 'Dados alterados' : 'Observações'}
          error={errors.descricao?.message}
          required={tipo === 'alteracao_cadastral'}
          className="sm:col-span-2"
        >
          <TextArea
            maxLength={4000}
            {...register('descricao', { setValueAs: (v: string | null) => v || null })}
          />
        </FormField>
      </div>
      <FormActions isSubmitting={isSubmitting} onCancel={onCancel} />
    </CommandFormFrame>
  );
}
